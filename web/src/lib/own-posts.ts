// Posts made from this tab, remembered for a while by id. The trigger that puts a new post on the home
// document runs a moment after the post is saved, while its author is sent to the home page at once: the
// home page reads these posts directly, so their authors always find them there.

const REMEMBER_MS = 10 * 60_000;

const remembered = new Map<string, number>();

/** Remembers a post this tab just made. */
export function rememberOwnPost(id: string, now = Date.now()): void {
  remembered.set(id, now);
}

/** The ids of posts this tab made in the last few minutes and has not seen listed yet. */
export function ownPostIds(now = Date.now()): string[] {
  for (const [id, at] of remembered) if (now - at > REMEMBER_MS) remembered.delete(id);
  return [...remembered.keys()];
}

/** Stops remembering a post: it is listed now, or it is gone. */
export function forgetOwnPost(id: string): void {
  remembered.delete(id);
}
