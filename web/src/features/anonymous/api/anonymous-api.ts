import { createAnonymousPost, type CallableParsedInput } from "@village/shared";
import { callFunction } from "../../../lib/firebase/functions";
import { rememberAuthoredPost } from "../../../lib/authored-posts";
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
  // Signed out, the token is this browser's only way to delete the post later.
  rememberAuthoredPost(id, deleteToken === undefined ? {} : { deleteToken });
  return id;
}
