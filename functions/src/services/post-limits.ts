// Whose allowances a post spends and whose request ids it uses (see rate-limit.ts and posts.ts).
import { logger } from "firebase-functions";
import { HttpsError } from "firebase-functions/v2/https";
import { createAnonymousPost, createSuggestion, reportPost } from "@village/shared";
import { addressHint, addressKey, bucketKey, callerAddress, forwardedEntries, widerBuckets } from "../lib/caller-address.js";
import type { Caller, SignedInCaller } from "../lib/callable.js";
import {
  addressHashKey,
  anonymousAllowance,
  reportAddressAllowance,
  reportAllowance,
  suggestionAddressAllowance,
  suggestionAllowance,
  trustedProxyHops,
  widerAllowanceFactors,
} from "../lib/limits-config.js";
import type { Limiter, Submission } from "./posts.js";
import type { Allowance } from "./rate-limit.js";

type Limits = Pick<Submission, "scope" | "limiters">;

/**
 * The allowances of the caller's network address, shared by everyone calling from it: counted under a keyed
 * hash of the address (of its /64 for IPv6, and of its /56 and /48, each with a larger allowance), never the
 * address itself. The first is the address's own. None where no address exists, as under the emulator.
 */
function addressLimiters(caller: Caller, callable: string, prefix: string, allowance: Allowance): Limiter[] {
  const request = caller.request.rawRequest;
  const hops = trustedProxyHops();
  const address = callerAddress(request, hops);
  if (!address) return [];
  // Enough to check TRUSTED_PROXY_HOPS after a deploy (docs/abuse-resistance.md), without whole addresses.
  logger.info("Rate-limit address", {
    callable,
    forwardedEntries: forwardedEntries(request).length,
    trustedProxyHops: hops,
    addressHint: addressHint(address),
  });
  const secret = addressHashKey();
  const factors = widerAllowanceFactors();
  const scaled = (factor: number): Allowance => ({
    ...allowance,
    perMinute: allowance.perMinute * factor,
    perDay: allowance.perDay * factor,
  });
  return [
    { key: `${prefix}-${addressKey(address, secret)}`, allowance, owner: "network" },
    ...widerBuckets(address).map(
      ({ prefix: bits, bucket }): Limiter => ({
        key: `${prefix}${bits}-${bucketKey(bucket, secret)}`,
        allowance: scaled(factors[bits]),
        owner: "network",
      }),
    ),
  ];
}

/** A suggestion spends its account's allowance and its network address's; its ids are the account's. */
export function suggestionLimits(caller: SignedInCaller): Limits {
  return {
    scope: caller.uid,
    limiters: [
      { key: `suggestion-uid-${caller.uid}`, allowance: suggestionAllowance() },
      ...addressLimiters(caller, createSuggestion.name, "suggestion-ip", suggestionAddressAllowance()),
    ],
  };
}

/**
 * Whose allowances an anonymous post spends, and whose request ids it uses. Signed in: the account's and
 * the network address's allowances, ids scoped to the account. Signed out: the address's, else — only where
 * no address exists, as under the emulator — the browser's own id's, and the ids are scoped to that same
 * key, so that two signed-out callers never share ids.
 */
export function anonymousPostLimits(caller: Caller, clientId: string | undefined): Limits {
  const byAddress = addressLimiters(caller, createAnonymousPost.name, "anonymous-ip", anonymousAllowance());
  if (caller.uid) {
    return {
      scope: caller.uid,
      limiters: [{ key: `anonymous-uid-${caller.uid}`, allowance: anonymousAllowance() }, ...byAddress],
    };
  }
  const [addressLimiter, ...wider] = byAddress;
  // Signed out, the address is all that tells this caller apart: its allowance is the caller's own.
  if (addressLimiter) {
    return { scope: addressLimiter.key, limiters: [{ ...addressLimiter, owner: "caller" }, ...wider] };
  }
  if (clientId) {
    const key = `anonymous-client-${clientId}`;
    return { scope: key, limiters: [{ key, allowance: anonymousAllowance() }] };
  }
  throw new HttpsError(
    "failed-precondition",
    "We could not tell where this post came from. Please reload the page and try again.",
  );
}

/** Who is reporting: see `reporterLimits`. */
export interface Reporter {
  /** This voice: one report per post each (the account or verified identity, else the browser at its address). */
  reporter: string;
  /** The allowances a new report spends. */
  limiters: Limiter[];
}

/**
 * Who reports, and whose allowances a report spends. Each voice (an account, else a browser) files its own
 * report, once per post; whether it may count toward auto-hide is its account's standing alone
 * (reporter-standing.ts): a network address is only a rate-limit key, never a voter, so forging or sharing
 * one changes no outcome.
 */
export function reporterLimits(caller: Caller, clientId: string | undefined): Reporter {
  const byAddress = addressLimiters(caller, reportPost.name, "report-ip", reportAddressAllowance());
  if (caller.uid) {
    return {
      reporter: `uid-${caller.uid}`,
      limiters: [{ key: `report-uid-${caller.uid}`, allowance: reportAllowance() }, ...byAddress],
    };
  }
  const [addressLimiter, ...wider] = byAddress;
  if (addressLimiter) {
    // Each browser files its own report (moderators see how many voices reported).
    const reporter = clientId ? `${addressLimiter.key}-client-${clientId}` : addressLimiter.key;
    return { reporter, limiters: [{ ...addressLimiter, owner: "caller" }, ...wider] };
  }
  if (clientId) {
    const key = `report-client-${clientId}`;
    return { reporter: key, limiters: [{ key, allowance: reportAllowance() }] };
  }
  throw new HttpsError(
    "failed-precondition",
    "We could not tell where this report came from. Please reload the page and try again.",
  );
}
