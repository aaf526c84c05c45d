// A caller's own allowance for an action that stores no post (a rename, a data download, a look-up of its
// own posts or suspension): the same minute slots and day counter as posting (allowances.ts), spent before
// the work, so a refusal costs two small documents at most and nothing of the work.
import { getFirestore } from "firebase-admin/firestore";
import type { Caller } from "../../lib/callable.js";
import {
  exportAllowance,
  ownPostAllowance,
  ownPostsAllowance,
  renameAllowance,
  replyNoticesAllowance,
  suspensionCheckAllowance,
  moderationNoticesAllowance,
  appealAllowance,
} from "../../lib/limits-config.js";
import { dayCounters, giveBack, takeMinuteSlots, type Limiter, type RateLimitRef } from "./allowances.js";
import type { Spending } from "./rate-limit.js";

/**
 * The actions with an allowance of their own, each with its rate-limit key prefix: an account's key is
 * `<prefix>-uid-<uid>`, an anonymous identity's `<prefix>-identity-<uid>`.
 */
const ACTIONS = {
  renames: { prefix: "rename", allowance: renameAllowance },
  exports: { prefix: "export", allowance: exportAllowance },
  ownPost: { prefix: "own-post", allowance: ownPostAllowance },
  ownPosts: { prefix: "own-posts", allowance: ownPostsAllowance },
  suspension: { prefix: "suspension", allowance: suspensionCheckAllowance },
  replyNotices: { prefix: "reply-notices", allowance: replyNoticesAllowance },
  moderationNotices: { prefix: "moderation-notices", allowance: moderationNoticesAllowance },
  appeals: { prefix: "appeals", allowance: appealAllowance },
} as const satisfies Partial<Record<Spending, unknown>>;

export type AccountAction = keyof typeof ACTIONS;

/** The rate-limit keys of an account's own actions, for account deletion to remove. */
export const accountActionKeys = (uid: string): string[] =>
  Object.values(ACTIONS).map(({ prefix }) => `${prefix}-uid-${uid}`);

/** Whose allowance: a signed-in account, or a signed-out visitor's anonymous identity. */
export type AllowanceHolder = { uid: string } | { anonymousUid: string };

/** The caller's own identity, as an allowance's holder: its account, else its anonymous identity. */
export function holderOf(caller: Caller): AllowanceHolder {
  if (caller.uid) return { uid: caller.uid };
  if (caller.anonymousUid) return { anonymousUid: caller.anonymousUid };
  // The callables refuse a call without an identity before they spend anything.
  throw new Error("An allowance needs a verified identity");
}

/**
 * Spends one of the holder's allowance for `action`, or refuses with `resource-exhausted` and the sentence
 * of the window or the day that ran out. The spending stands once made: what it pays for may fail after.
 */
export async function spendOwnAllowance(
  holder: AllowanceHolder,
  action: AccountAction,
  now = new Date(),
): Promise<void> {
  const db = getFirestore();
  const { prefix, allowance } = ACTIONS[action];
  const key = "uid" in holder ? `${prefix}-uid-${holder.uid}` : `${prefix}-identity-${holder.anonymousUid}`;
  const limiter: Limiter = { key, allowance: allowance() };
  const slots: RateLimitRef[] = [];
  await takeMinuteSlots(db, [limiter], now, slots, action);
  const days = dayCounters(db, [limiter], now, action);
  try {
    await db.runTransaction(async (transaction) => {
      days.spend(transaction, await transaction.getAll(...days.refs));
    });
  } catch (error) {
    await giveBack(slots);
    throw error;
  }
}

/** Spends one of the account's allowance for `action` (see `spendOwnAllowance`). */
export const spendAccountAllowance = (uid: string, action: AccountAction, now = new Date()): Promise<void> =>
  spendOwnAllowance({ uid }, action, now);
