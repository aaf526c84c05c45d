import { createAnonymousPost, type CallableParsedInput } from "@village/shared";
import { forgetThisBrowser, signedInUid } from "../../../lib/firebase/auth/anonymous-identity";
import { callAsThisBrowser } from "../../../lib/firebase/call-as-this-browser";
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

/**
 * Sends a checked anonymous post, as the signed-in account or, signed out, as the browser's anonymous
 * identity (made now if it has none); resolves to the new post's id, and whether safe mode holds it for a
 * moderator (then the home page does not place it: nobody else sees it until it is approved).
 */
export async function sendAnonymousPost(input: Checked): Promise<{ id: string; held: boolean }> {
  const { id, post, held = false } = await callAsThisBrowser(createAnonymousPost, withoutBlanks(input));
  if (!held) rememberOwnPost(post);
  // Signed out, the post goes on the signed-out list, whose identity lasts until someone signs in here (the
  // list goes with it); signed in, on the account's own list, never shown to whoever signs in here next.
  rememberAuthoredPost((await signedInUid()) ?? SIGNED_OUT, id, {});
  return { id, held };
}

/** "Forget this browser": ends the signed-out identity here and what the browser kept of its posts. */
export const forgetSignedOutIdentity = forgetThisBrowser;
