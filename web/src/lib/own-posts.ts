// Posts made from this tab, remembered for a while as the callable returned them. The trigger that lists a
// new post runs a moment after the post is saved, while its author is sent to the home page at once: the
// home page places these posts itself until the home document lists them, so their authors always find
// them there, without reading anything.
import type { ListedPostReply } from "@village/shared";

const REMEMBER_MS = 10 * 60_000;

const remembered = new Map<string, { post: ListedPostReply; at: number }>();

/** Remembers a post this tab just made. */
export function rememberOwnPost(post: ListedPostReply, now = Date.now()): void {
  remembered.set(post.postId, { post, at: now });
}

/** The posts this tab made in the last few minutes and has not seen listed yet. */
export function ownPosts(now = Date.now()): ListedPostReply[] {
  for (const [id, { at }] of remembered) if (now - at > REMEMBER_MS) remembered.delete(id);
  return [...remembered.values()].map(({ post }) => post);
}

/** Stops remembering a post: it is listed now. */
export function forgetOwnPost(id: string): void {
  remembered.delete(id);
}

/** Forgets every post this tab made ("Forget this browser": the next person here is not shown them as new). */
export function forgetOwnPosts(): void {
  remembered.clear();
}
