// Whose allowances a post spends and whose request ids it uses (see rate-limit.ts and posts.ts).
import { logger } from "firebase-functions";
import { HttpsError } from "firebase-functions/v2/https";
import {
  ANONYMOUS_IDENTITY_MESSAGE,
  createAnonymousPost,
  createReply,
  createSuggestion,
  reportPost,
} from "@village/shared";
import {
  addressHint,
  addressKey,
  bucketKey,
  callerAddress,
  forwardedEntries,
  widerBuckets,
} from "../../lib/caller-address.js";
import type { Caller, SignedInCaller } from "../../lib/callable.js";
import {
  addressHashKey,
  anonymousAllowance,
  replyAddressAllowance,
  replyAllowance,
  reportAddressAllowance,
  reportAllowance,
  suggestionAddressAllowance,
  suggestionAllowance,
  trustedProxyHops,
  unverifiedSuggestionAllowance,
  widerAllowanceFactors,
} from "../../lib/limits-config.js";
import type { Limiter } from "./allowances.js";
import type { Allowance } from "./rate-limit.js";

// The part of `storePost`'s submission (services/posts/posts.ts) that these limits decide, written out rather
// than picked from it: limits/ is the services' bottom domain and imports none above it (decision 0100). The
// callables spread it into a submission, so TypeScript still checks the two agree.
interface Limits {
  scope: string;
  limiters: Limiter[];
}

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
  return networkLimiters(request, prefix, allowance);
}

/**
 * The allowances of a request's network address (see `addressLimiters`), for a callable or an HTTP function
 * (search, which logs nothing per request): its own bucket's first, then its /56's and /48's; none when the
 * request has no address.
 */
export function networkLimiters(
  request: Caller["request"]["rawRequest"],
  prefix: string,
  allowance: Allowance,
): Limiter[] {
  const address = callerAddress(request, trustedProxyHops());
  if (!address) return [];
  const secret = addressHashKey();
  const factors = widerAllowanceFactors();
  const scaled = (factor: number): Allowance => ({
    ...allowance,
    perMinute: allowance.perMinute * factor,
    perDay: allowance.perDay * factor,
  });
  return [
    { key: `${prefix}-${addressKey(address, secret)}`, allowance, owner: "network" },
    ...widerBuckets(address).map(({ prefix: bits, bucket }): Limiter => ({
      key: `${prefix}${bits}-${bucketKey(bucket, secret)}`,
      allowance: scaled(factors[bits]),
      owner: "network",
    })),
  ];
}

/**
 * A suggestion spends its account's allowance (a small one until its e-mail is verified: decision 0089) and
 * its network address's; its ids are the account's.
 */
export function suggestionLimits(caller: SignedInCaller, emailVerified: boolean): Limits {
  const allowance = emailVerified ? suggestionAllowance() : unverifiedSuggestionAllowance();
  return {
    scope: caller.uid,
    limiters: [
      { key: `suggestion-uid-${caller.uid}`, allowance },
      ...addressLimiters(caller, createSuggestion.name, "suggestion-ip", suggestionAddressAllowance()),
    ],
  };
}

/**
 * Whose allowances an anonymous post spends, and whose request ids it uses. Signed in: the account's and
 * the network address's allowances, ids scoped to the account. Signed out: the anonymous account's (the
 * browser's identity) and the address's, ids scoped to the identity. Anyone can make new identities, so
 * the address's allowance is what bounds a signed-out flood; the identity's only matters where no address
 * exists (the emulator), and keeps two signed-out callers from ever sharing ids.
 */
export function anonymousPostLimits(caller: Caller): Limits {
  const byAddress = addressLimiters(caller, createAnonymousPost.name, "anonymous-ip", anonymousAllowance());
  if (caller.uid) {
    return {
      scope: caller.uid,
      limiters: [{ key: `anonymous-uid-${caller.uid}`, allowance: anonymousAllowance() }, ...byAddress],
    };
  }
  if (caller.anonymousUid) {
    const key = `anonymous-identity-${caller.anonymousUid}`;
    // Signed out, the address's allowance is told as the caller's own (the identity is new at every sign-out).
    const ownAddress = byAddress.map((limiter) => ({ ...limiter, owner: "caller" as const }));
    return { scope: key, limiters: [{ key, allowance: anonymousAllowance() }, ...ownAddress] };
  }
  throw new HttpsError("unauthenticated", ANONYMOUS_IDENTITY_MESSAGE);
}

/**
 * Whose allowances a reply spends, and whose request ids it uses: the account's or the anonymous identity's
 * (across every thread), and the network address's (worded as the caller's own when signed out, as for
 * anonymous posts: the identity is new at every sign-out). A call with no identity is refused. The
 * per-thread pace is not an allowance: the reply's own transaction checks it (services/posts/replies.ts).
 */
export function replyLimits(caller: Caller): Limits {
  const byAddress = addressLimiters(caller, createReply.name, "reply-ip", replyAddressAllowance());
  if (caller.uid) {
    return {
      scope: caller.uid,
      limiters: [{ key: `reply-uid-${caller.uid}`, allowance: replyAllowance() }, ...byAddress],
    };
  }
  if (!caller.anonymousUid) throw new HttpsError("unauthenticated", ANONYMOUS_IDENTITY_MESSAGE);
  const key = `reply-identity-${caller.anonymousUid}`;
  const ownAddress = byAddress.map((limiter) => ({ ...limiter, owner: "caller" as const }));
  return { scope: key, limiters: [{ key, allowance: replyAllowance() }, ...ownAddress] };
}

/** Who is reporting: see `reporterLimits`. */
export interface Reporter {
  /** This voice: one report per post each (the account or verified identity, else the browser at its address). */
  reporter: string;
  /** The allowances a new report spends. */
  limiters: Limiter[];
}

/**
 * Who reports, and whose allowances a report spends. Each voice (an account, else a signed-out visitor's
 * anonymous identity) files its own report, once per post; whether it may count toward auto-hide is its
 * account's standing alone (reporter-standing.ts): a network address is only a rate-limit key, never a
 * voter, so forging or sharing one changes no outcome. A signed-out report without an identity is refused,
 * as an anonymous post is.
 */
export function reporterLimits(caller: Caller): Reporter {
  const byAddress = addressLimiters(caller, reportPost.name, "report-ip", reportAddressAllowance());
  if (caller.uid) {
    return {
      reporter: `uid-${caller.uid}`,
      limiters: [{ key: `report-uid-${caller.uid}`, allowance: reportAllowance() }, ...byAddress],
    };
  }
  if (!caller.anonymousUid) throw new HttpsError("unauthenticated", ANONYMOUS_IDENTITY_MESSAGE);
  const identity = `report-identity-${caller.anonymousUid}`;
  // Signed out, the address's allowances are told as the caller's own (the identity is new at every sign-out).
  const ownAddress = byAddress.map((limiter) => ({ ...limiter, owner: "caller" as const }));
  return { reporter: identity, limiters: [{ key: identity, allowance: reportAllowance() }, ...ownAddress] };
}
