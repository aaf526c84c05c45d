// Signing in ends the signed-out browser's anonymous identity (the Auth SDK holds one user: decision 0030),
// so the posts it made can no longer be deleted from here, and the next person must not see which they were.
// Kept out of authored-posts.ts, which the home page loads first: only the sign-in page needs this.
import { AUTHORED_POSTS_KEY, SIGNED_OUT } from "./authored-posts";

/**
 * Forgets the signed-out list in `villageAuthoredPosts` (format in authored-posts.ts), keeping every
 * account's. Readers see it at their next read: the store re-parses whenever the stored text changes.
 */
export function forgetSignedOutPosts(storage: () => Pick<Storage, "getItem" | "setItem"> = () => localStorage): void {
  try {
    const raw = storage().getItem(AUTHORED_POSTS_KEY);
    const lists: unknown = raw === null ? null : JSON.parse(raw);
    if (typeof lists !== "object" || lists === null || !("owners" in lists)) return;
    const owners: unknown = lists.owners;
    if (typeof owners !== "object" || owners === null || !(SIGNED_OUT in owners)) return;
    const { [SIGNED_OUT]: _ended, ...kept } = owners as Record<string, unknown>;
    storage().setItem(AUTHORED_POSTS_KEY, JSON.stringify({ ...lists, owners: kept }));
  } catch {
    // Blocked or broken storage: nothing is offered from it anyway.
  }
}
