import { createSuggestion, type CallableParsedInput } from "@village/shared";
import { currentUid } from "../../../lib/firebase/auth/session";
import { callFunction } from "../../../lib/firebase/functions";
import { rememberAuthoredPost } from "../../../lib/authored-posts";
import { rememberOwnPost } from "../../../lib/own-posts";

/**
 * Saves a checked suggestion as the signed-in user; resolves to the new post's id, and whether safe mode holds
 * it for a moderator (then the home page does not place it: nobody else sees it until it is approved).
 */
export async function saveSuggestion(
  input: CallableParsedInput<typeof createSuggestion>,
): Promise<{ id: string; held: boolean }> {
  const { id, post, held = false } = await callFunction(createSuggestion, input);
  if (!held) rememberOwnPost(post);
  const uid = await currentUid();
  if (uid !== null) rememberAuthoredPost(uid, id, {});
  return { id, held };
}

export { confirmAccountAge } from "../../../lib/firebase/age";
export { saveDisplayName } from "../../../lib/firebase/display-name";
