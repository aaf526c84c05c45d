// An account's allowance for a costly action that stores no post (a rename, a data download): the same
// minute slots and day counter as posting (allowances.ts), spent before the work, so a refusal costs two
// small documents at most and nothing of the work.
import { getFirestore } from "firebase-admin/firestore";
import { exportAllowance, renameAllowance } from "../lib/limits-config.js";
import { dayCounters, giveBack, takeMinuteSlots, type Limiter, type RateLimitRef } from "./allowances.js";
import type { Spending } from "./rate-limit.js";

/** The account actions with an allowance of their own, each with its rate-limit key prefix. */
const ACTIONS = {
  renames: { prefix: "rename-uid", allowance: renameAllowance },
  exports: { prefix: "export-uid", allowance: exportAllowance },
} as const satisfies Partial<Record<Spending, unknown>>;

export type AccountAction = keyof typeof ACTIONS;

/** The rate-limit keys of an account's own actions, for account deletion to remove. */
export const accountActionKeys = (uid: string): string[] =>
  Object.values(ACTIONS).map(({ prefix }) => `${prefix}-${uid}`);

/**
 * Spends one of the account's allowance for `action`, or refuses with `resource-exhausted` and the sentence
 * of the window or the day that ran out. The spending stands once made: what it pays for may fail after.
 */
export async function spendAccountAllowance(uid: string, action: AccountAction, now = new Date()): Promise<void> {
  const db = getFirestore();
  const { prefix, allowance } = ACTIONS[action];
  const limiter: Limiter = { key: `${prefix}-${uid}`, allowance: allowance() };
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
