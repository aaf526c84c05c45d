// Search's allowance per network address (docs/decisions/0091). Only a search that reads spends it: a CDN hit
// never reaches the function, and a redirect, a refusal or an empty term reads nothing. Unlike the callables'
// minute slots (allowances.ts), which admit exactly the allowance but cost up to one `create` per slot to
// refuse, search counts: one read of the window's and the day's counters (a refusal costs those alone) and,
// when admitted, one increment of each, sent while the search reads. Calls in flight together may all be
// admitted past the last unit, so the bound is the allowance plus the address's requests in flight, which is
// close enough for a cost bound and costs no transaction on a counter a whole household shares.
import { FieldValue, getFirestore, Timestamp } from "firebase-admin/firestore";
import type { Request } from "firebase-functions/v2/https";
import { collections } from "../../lib/collections.js";
import { searchAddressAllowance } from "../../lib/limits-config.js";
import type { Limiter } from "./allowances.js";
import { networkLimiters } from "./post-limits.js";
import { dailyLimitMessage, DAY_MS, MINUTE_MS, tooQuicklyMessage, windowOf } from "./rate-limit.js";

/** The key prefix of an address's searches (and `search-ip56-…`, `search-ip48-…` for its wider networks). */
export const SEARCH_ADDRESS_PREFIX = "search-ip";

/** What the allowance said: go on (then `counted` settles once the counters are written), or the refusal. */
export type SearchAllowance =
  { admitted: true; counted: Promise<unknown> } | { admitted: false; message: string; retryAfterSeconds: number };

// Counters expire a day after their window closes (the TTL policy on `expireAt`), as the slots do.
const expiry = (windowEnd: Date) => Timestamp.fromMillis(windowEnd.getTime() + DAY_MS);

/**
 * Spends one search of the request's network address, or says why not: its short window's or its day's
 * count is spent (for an IPv6 address, also its /56's or /48's). A request without an address (the emulator,
 * unless a test names one) spends nothing.
 */
export async function spendSearch(request: Request, now = new Date()): Promise<SearchAllowance> {
  const limiters = networkLimiters(request, SEARCH_ADDRESS_PREFIX, searchAddressAllowance());
  if (limiters.length === 0) return { admitted: true, counted: Promise.resolve() };
  const db = getFirestore();
  const rateLimits = collections(db).rateLimits;
  const windows = limiters.flatMap((limiter: Limiter) => {
    const minute = windowOf(now, limiter.allowance.windowMs ?? MINUTE_MS);
    const day = windowOf(now, DAY_MS);
    return [
      { limiter, kind: "minute-count" as const, window: minute, limit: limiter.allowance.perMinute },
      { limiter, kind: "day" as const, window: day, limit: limiter.allowance.perDay },
    ].map((entry) => ({
      ...entry,
      ref: rateLimits.doc(`${limiter.key}_${entry.kind === "day" ? "day" : "minute"}-${entry.window.index}`),
    }));
  });
  // The address's own bucket is all that tells a searcher apart: its refusal reads as the caller's own; an
  // IPv6 network's wider ones as the network's.
  const ownerOf = (limiter: Limiter) => (limiter === limiters[0] ? "caller" : "network");
  // Read at once (parsed by the collection's schema, as every read of it is).
  const snapshots = await Promise.all(windows.map(({ ref }) => ref.get()));
  for (const [index, { limiter, kind, window, limit }] of windows.entries()) {
    const counter = snapshots[index]?.data();
    const count = counter && "count" in counter ? counter.count : 0;
    if (count < limit) continue;
    const retryAfterSeconds = Math.max(1, Math.ceil((window.end.getTime() - now.getTime()) / 1000));
    const message =
      kind === "day"
        ? dailyLimitMessage(now, limiter.allowance, ownerOf(limiter), "searches")
        : tooQuicklyMessage(now, ownerOf(limiter), limiter.allowance.windowMs, "searches");
    return { admitted: false, message, retryAfterSeconds };
  }
  const batch = db.batch();
  for (const { limiter, kind, window, ref } of windows) {
    const counted = {
      key: limiter.key,
      windowStart: Timestamp.fromDate(window.start),
      count: FieldValue.increment(1),
      expireAt: expiry(window.end),
    };
    // Each shape checked against its own document type: the callables' day counter, and its short-window twin.
    const counter = kind === "day" ? { ...counted, window: "day" as const } : { ...counted, window: kind };
    batch.set(ref, counter, { merge: true });
  }
  return { admitted: true, counted: batch.commit() };
}
