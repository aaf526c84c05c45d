// The author's own view of a post whose public copy is gone: loaded only when a signed-in reader, or the
// signed-out browser that posted it, finds a post missing, so the page carries neither the contract (zod)
// nor the Functions SDK for everyone else.
import { myPost, type OwnPostModeration, type PostVersionAnswer } from "@village/shared";
import { callFunction } from "../../../lib/firebase/functions";
import { restoreIdentity } from "../../../lib/firebase/auth/anonymous-identity";
import { postFromAnswer, type Post } from "./post";

export interface OwnPost {
  post: Post | null;
  moderation: OwnPostModeration;
  /** What the author's own edits replaced, oldest first (empty: never edited). */
  versions: PostVersionAnswer[];
}

/**
 * The caller's own post and what became of it; null when it is not theirs (or not there): nothing to tell.
 * Signed out, the browser's anonymous identity asks (restored, never made: a new one owns nothing).
 */
export async function fetchOwnPost(postId: string): Promise<OwnPost | null> {
  if (!(await restoreIdentity())) return null;
  try {
    const reply = await callFunction(myPost, { postId });
    const post = reply.post ? postFromAnswer(reply.post) : null;
    return { post, moderation: reply.moderation, versions: reply.versions ?? [] };
  } catch (error) {
    if (Reflect.get(Object(error), "code") === "functions/not-found") return null;
    throw error;
  }
}
