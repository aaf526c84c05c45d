// Rate limits: a per-minute and a per-day allowance for each caller and action, in fixed windows aligned
// to the clock (minutes, UTC days). The short window is a minute unless configured otherwise
// (RATE_LIMIT_WINDOW_SECONDS; the emulator tests run with an hour, so that no burst straddles two windows). The minute allowance is a set of numbered slots, each a document that
// can be created once: taking a slot needs no read-modify-write, so a burst of simultaneous calls cannot
// deadlock or overshoot, and exactly `perMinute` calls get one. The day allowance is a counter read and
// written in the same transaction as the post, which only the few calls holding a minute slot reach.
// A call may spend several allowances at once (its account's and its network address's): it is admitted
// only if each has room, and spends from each.

import type { Allowance } from "../../lib/limits-config.js";

// The allowance's shape is declared with its settings (lib/, the layer below); services import it from here.
export type { Allowance };

export const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

/** The fixed window `now` falls in: its number and start. */
export function windowOf(now: Date, length: number): { index: number; start: Date; end: Date } {
  const index = Math.floor(now.getTime() / length);
  return { index, start: new Date(index * length), end: new Date((index + 1) * length) };
}

/** Whole seconds from `now` until `time`, at least 1. */
export function secondsUntil(time: Date, now: Date): number {
  return Math.max(1, Math.ceil((time.getTime() - now.getTime()) / 1000));
}

/** "in 40 seconds", "in 3 minutes", "in 5 hours": when to try again, in words. */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return `in ${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `in ${minutes} minute${minutes === 1 ? "" : "s"}`;
  const hours = Math.ceil(minutes / 60);
  return `in ${hours} hour${hours === 1 ? "" : "s"}`;
}

/** Whose allowance ran out: the caller's own (account or browser), or its network address's, shared. */
export type AllowanceOwner = "caller" | "network";

/**
 * What is being counted: posts, replies, reports of posts, an account's name changes, its data downloads, the
 * caller's look-ups of its own posts, its suspension, its list of posts and its reply notices, and searches.
 */
export type Spending =
  | "posts"
  | "replies"
  | "reports"
  | "renames"
  | "exports"
  | "ownPost"
  | "ownPosts"
  | "suspension"
  | "searches"
  | "replyNotices"
  | "moderationNotices"
  | "appeals";

/** How each spending reads in a refusal: what the caller is doing, and what the day's limit counts. */
const WORDS: Record<Spending, { doing: string; counted: string }> = {
  posts: { doing: "posting", counted: "posts" },
  replies: { doing: "replying", counted: "replies" },
  reports: { doing: "reporting", counted: "reports" },
  renames: { doing: "changing your name", counted: "name changes" },
  exports: { doing: "downloading your data", counted: "downloads of your data" },
  ownPost: { doing: "looking up your posts", counted: "look-ups of your posts" },
  ownPosts: { doing: "loading your posts", counted: "pages of your posts" },
  suspension: { doing: "checking your account", counted: "checks of your account" },
  searches: { doing: "searching", counted: "searches" },
  replyNotices: { doing: "checking replies to your posts", counted: "checks of replies to your posts" },
  moderationNotices: { doing: "checking moderators' notices", counted: "checks of moderators' notices" },
  appeals: { doing: "appealing", counted: "appeals" },
};

/** The sentence a caller over the minute (short window's) allowance sees. */
export function tooQuicklyMessage(
  now: Date,
  owner: AllowanceOwner = "caller",
  windowMs = MINUTE_MS,
  spending: Spending = "posts",
): string {
  const wait = waitInWords(secondsUntil(windowOf(now, windowMs).end, now));
  const { doing, counted } = WORDS[spending];
  return owner === "network"
    ? `Too many ${counted} are coming from your network right now. Please try again ${wait}.`
    : `You're ${doing} too quickly. Please try again ${wait}.`;
}

/** The sentence a caller over the day allowance sees. */
export function dailyLimitMessage(
  now: Date,
  allowance: Allowance,
  owner: AllowanceOwner = "caller",
  spending: Spending = "posts",
): string {
  const wait = waitInWords(secondsUntil(windowOf(now, DAY_MS).end, now));
  const { counted } = WORDS[spending];
  return owner === "network"
    ? `Your network has reached today's limit of ${allowance.perDay} ${counted}. Please try again ${wait}.`
    : `You've reached today's limit of ${allowance.perDay} ${counted}. Please try again ${wait}.`;
}
