// How long a signed-out browser's identity lasts: until someone signs in or out here, until "Forget this
// browser" (on the anonymous posting page), or after a week without use (decision 0094). On a shared computer
// the next person would otherwise hold the previous person's anonymous identity: offered Delete on their posts,
// sharing any suspension of them. Read without the Auth SDK (one local-storage key), so the home page can let
// an idle browser's list of signed-out posts go before anything offers Delete on them.
import { AGE_CONFIRMED_KEY } from "./age-memory";
import { postedSignedOut } from "./authored-posts";
import { forgetSignedOutPosts } from "./forget-signed-out-posts";

/** The local-storage key (named on the Privacy page): when this browser last used its signed-out identity (ms). */
export const SIGNED_OUT_USED_KEY = "villageSignedOutUsed";

/**
 * A week: well inside the 30 days after which Auth deletes an anonymous account anyway (decision 0030), long
 * enough for someone at their own computer to come back and delete a post, short enough that a public computer
 * does not hand a forgotten identity on for a month.
 */
export const SIGNED_OUT_IDLE_DAYS = 7;
const IDLE_MS = SIGNED_OUT_IDLE_DAYS * 24 * 60 * 60 * 1000;

type BrowserStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;
const local = () => localStorage;

/** Records a use of the signed-out identity now (a post, a report, a deletion). */
export function noteSignedOutUse(now = Date.now(), storage: () => BrowserStorage = local): void {
  try {
    storage().setItem(SIGNED_OUT_USED_KEY, String(now));
  } catch {
    // Blocked storage: there is no identity kept to expire either.
  }
}

/** Whether this browser used a signed-out identity (posted, reported or deleted signed out) and keeps it. */
export function signedOutIdentityKept(storage: () => BrowserStorage = local): boolean {
  try {
    return storage().getItem(SIGNED_OUT_USED_KEY) !== null && !signedOutIdentityIdle(Date.now(), storage);
  } catch {
    return false;
  }
}

/** Whether the signed-out identity went unused for longer than the idle limit. */
export function signedOutIdentityIdle(now = Date.now(), storage: () => BrowserStorage = local): boolean {
  try {
    const used = Number(storage().getItem(SIGNED_OUT_USED_KEY) ?? Number.NaN);
    return Number.isFinite(used) && now - used > IDLE_MS;
  } catch {
    return false;
  }
}

/**
 * Forgets what this browser keeps for its signed-out visitor, but for the identity itself (the Auth SDK's, which
 * anonymous-identity.ts signs out): the list of their posts, the age they confirmed, the time of last use.
 */
export function forgetSignedOutBrowser(storage: () => BrowserStorage = local): void {
  forgetSignedOutPosts(storage);
  try {
    storage().removeItem(AGE_CONFIRMED_KEY);
    storage().removeItem(SIGNED_OUT_USED_KEY);
  } catch {
    // Blocked storage: nothing was kept.
  }
}

/**
 * At page load: lets an idle browser's signed-out posts go (the identity goes when the Auth SDK next loads, which
 * finds it idle too, as the time of last use is kept until then). A browser from before this record (posts, no
 * time) counts as used now.
 */
export function expireIdleSignedOutBrowser(now = Date.now(), storage: () => BrowserStorage = local): void {
  try {
    if (storage().getItem(SIGNED_OUT_USED_KEY) === null) {
      if (postedSignedOut(storage)) noteSignedOutUse(now, storage);
      return;
    }
  } catch {
    return;
  }
  if (signedOutIdentityIdle(now, storage)) forgetSignedOutPosts(storage);
}
