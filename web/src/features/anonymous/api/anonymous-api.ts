import { createAnonymousPost, type CallableParsedInput } from "@village/shared";
import { currentUid } from "../../../lib/firebase/auth";
import { callFunction } from "../../../lib/firebase/functions";
import { rememberAuthoredPost, SIGNED_OUT } from "../../../lib/authored-posts";
import { rememberOwnPost } from "../../../lib/own-posts";

type Checked = CallableParsedInput<typeof createAnonymousPost>;

/** What the form checks before sending: the callable's own input schema (this module is loaded lazily). */
export const anonymousPostInput = createAnonymousPost.input;

/** The content fields that say something: blank ones are left out rather than stored as empty text. */
function withoutBlanks({ title, link, text, ...request }: Checked): Checked {
  const content = Object.entries({ title, link, text }).filter(([, value]) => value !== undefined && value !== "");
  return { ...request, ...Object.fromEntries(content) };
}

/** Sends a checked anonymous post; resolves to the new post's id. */
export async function sendAnonymousPost(input: Checked): Promise<string> {
  const { id, post, deleteToken } = await callFunction(createAnonymousPost, withoutBlanks(input));
  rememberOwnPost(post);
  // Signed out, the token is this browser's only way to delete the post later; signed in, the post goes on
  // the account's own list, never shown to whoever signs in here next.
  if (deleteToken !== undefined) rememberAuthoredPost(SIGNED_OUT, id, { deleteToken });
  else {
    const uid = await currentUid();
    if (uid !== null) rememberAuthoredPost(uid, id, {});
  }
  return id;
}
