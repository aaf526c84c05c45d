// Which untagged ids `/p/{id}` may read: the public posts written in the console or imported, whose ids carry
// no tag of Village's. The trigger keeps them in one document (meta/untaggedPosts); each instance reads it at
// most once every few seconds, whatever it is asked, so a flood of made-up untagged ids costs no post read and
// at most one read of that document per instance per UNTAGGED_POSTS_WAIT_MS (docs/decisions/0105).
import { getFirestore } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { untaggedPostsRef } from "../../lib/collections.js";

/**
 * How long an instance keeps the list: a console post's page is rendered at most this long after it is
 * public. A hidden one leaves its page at once all the same: its public document, which the page reads, is gone.
 */
export const UNTAGGED_POSTS_WAIT_MS = 5_000;

/**
 * `read`'s answer, read at most once every `ms` (concurrent callers share one read); a failed read counts as
 * `fallback` until the next, so that failures cost no more reads than answers.
 */
export function readEvery<T>(read: () => Promise<T>, fallback: T, ms: number): (now?: number) => Promise<T> {
  let kept: { at: number; value: Promise<T> } | null = null;
  return (now = Date.now()) => {
    if (kept === null || now - kept.at >= ms) {
      const value = read().catch((error: unknown) => {
        logger.warn("postPage could not read meta/untaggedPosts", error);
        return fallback;
      });
      kept = { at: now, value };
    }
    return kept.value;
  };
}

async function readUntaggedPosts(): Promise<ReadonlySet<string>> {
  return new Set((await untaggedPostsRef(getFirestore()).get()).data()?.ids ?? []);
}

/** The public posts whose id has no tag, as this instance last read them. */
export const untaggedPublicPosts = readEvery(readUntaggedPosts, new Set<string>(), UNTAGGED_POSTS_WAIT_MS);
