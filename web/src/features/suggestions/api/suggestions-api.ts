import { createSuggestion, type CallableParsedInput } from "@village/shared";
import { currentUid } from "../../../lib/firebase/auth/session";
import { callFunction } from "../../../lib/firebase/functions";
import { rememberAuthoredPost } from "../../../lib/authored-posts";
import { rememberOwnPost } from "../../../lib/own-posts";

/** Saves a checked suggestion as the signed-in user; resolves to the new post's id. */
export async function saveSuggestion(input: CallableParsedInput<typeof createSuggestion>): Promise<string> {
  const { id, post } = await callFunction(createSuggestion, input);
  rememberOwnPost(post);
  const uid = await currentUid();
  if (uid !== null) rememberAuthoredPost(uid, id, {});
  return id;
}

export { confirmAccountAge } from "../../../lib/firebase/age";
export { saveDisplayName } from "../../../lib/firebase/display-name";
