import { createAnonymousPost, type CallableInput } from "@village/shared";
import { callFunction } from "../../../lib/firebase/functions";
import { rememberOwnPost } from "../../../lib/own-posts";

/** Sends an anonymous post; resolves to the new post's id. */
export async function sendAnonymousPost(input: CallableInput<typeof createAnonymousPost>): Promise<string> {
  const { id, post } = await callFunction(createAnonymousPost, input);
  rememberOwnPost(post);
  return id;
}
