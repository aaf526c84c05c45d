// Signing in ends the signed-out browser's anonymous identity (the Auth SDK holds one user: decision 0030),
// so the posts it made can no longer be deleted from here, and the next person must not see which they were.
// Kept out of authored-posts.ts: signing in and a signed-out identity's end (signed-out-browser.ts) need it.
import * as z from "@village/shared/zod-mini";
import { AUTHORED_POSTS_KEY, SIGNED_OUT } from "./authored-posts";
import { parsed } from "./read/read";

/** The stored lists, as far as this needs them: one list per owner, the rest kept as it is. */
const storedLists = z.object({ owners: z.record(z.string(), z.unknown()) });

/**
 * Forgets the signed-out list in `villageAuthoredPosts` (format in authored-posts.ts), keeping every
 * account's. Readers see it at their next read: the store re-parses whenever the stored text changes.
 */
export function forgetSignedOutPosts(storage: () => Pick<Storage, "getItem" | "setItem"> = () => localStorage): void {
  try {
    const raw = storage().getItem(AUTHORED_POSTS_KEY);
    const stored: unknown = raw === null ? null : JSON.parse(raw);
    const lists = parsed(storedLists, stored);
    if (!lists || !(SIGNED_OUT in lists.owners)) return;
    const { [SIGNED_OUT]: _ended, ...kept } = lists.owners;
    // The stored text as it was (its version, anything a later version adds), less the signed-out list.
    storage().setItem(AUTHORED_POSTS_KEY, JSON.stringify({ ...(stored as object), owners: kept }));
  } catch {
    // Blocked or broken storage: nothing is offered from it anyway.
  }
}
