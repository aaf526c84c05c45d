import { initializeApp } from "firebase-admin/app";
import { logger } from "firebase-functions";
import { HttpsError } from "firebase-functions/v2/https";
import * as contracts from "@village/shared";
import { addressHint, addressKey, callerAddress, forwardedEntries } from "./lib/caller-address.js";
import { openCallable, signedInCallable, type Caller } from "./lib/callable.js";
import {
  addressHashKey,
  addressHashKeySecret,
  anonymousAllowance,
  suggestionAddressAllowance,
  suggestionAllowance,
  trustedProxyHops,
} from "./lib/limits-config.js";
import { authorNameFor } from "./services/authors.js";
import { listedPostReplyFor } from "./services/listed-post.js";
import { storePost, type Limiter, type Submission } from "./services/posts.js";
import type { Allowance } from "./services/rate-limit.js";

initializeApp();

// Each export's name is its contract's `name`: that is the name the web client calls.

export const createSuggestion = signedInCallable(
  contracts.createSuggestion,
  contracts.SIGN_IN_TO_SUGGEST_MESSAGE,
  async ({ title, details, requestId }, caller) => {
    const author = await authorNameFor(caller.uid, caller.token);
    const id = await storePost(
      { title, [contracts.DETAILS_FIELD]: details, author, authorUid: caller.uid },
      {
        requestId,
        scope: caller.uid,
        limiters: [
          { key: `suggestion-uid-${caller.uid}`, allowance: suggestionAllowance() },
          ...addressLimiters(caller, contracts.createSuggestion.name, "suggestion-ip", suggestionAddressAllowance()),
        ],
      },
    );
    return { id, post: await listedPostReplyFor(id) };
  },
  { secrets: [addressHashKeySecret] },
);

export const createAnonymousPost = openCallable(
  contracts.createAnonymousPost,
  async ({ title, link, text, requestId, clientId }, caller) => {
    const id = await storePost(
      { title, link, text, authorType: contracts.ANONYMOUS_AUTHOR_TYPE, ownerUid: caller.uid ?? "" },
      { requestId, ...anonymousPostLimits(caller, clientId) },
    );
    return { id, post: await listedPostReplyFor(id) };
  },
  { secrets: [addressHashKeySecret] },
);

/**
 * The allowance of the caller's network address, shared by everyone posting from it: counted under a keyed
 * hash of the address (of its /64 for IPv6), never the address itself. None where no address exists, as
 * under the emulator.
 */
function addressLimiters(caller: Caller, callable: string, prefix: string, allowance: Allowance): Limiter[] {
  const request = caller.request.rawRequest;
  const hops = trustedProxyHops();
  const address = callerAddress(request, hops);
  if (!address) return [];
  // Enough to check TRUSTED_PROXY_HOPS after a deploy (README, "Abuse resistance"), without whole addresses.
  logger.info("Rate-limit address", {
    callable,
    forwardedEntries: forwardedEntries(request).length,
    trustedProxyHops: hops,
    addressHint: addressHint(address),
  });
  return [{ key: `${prefix}-${addressKey(address, addressHashKey())}`, allowance, owner: "network" }];
}

/**
 * Whose allowances an anonymous post spends, and whose request ids it uses. Signed in: the account's and
 * the network address's allowances, ids scoped to the account. Signed out: the address's, else — only where
 * no address exists, as under the emulator — the browser's own id's, and the ids are scoped to that same
 * key, so that two signed-out callers never share ids.
 */
function anonymousPostLimits(caller: Caller, clientId: string | undefined): Pick<Submission, "scope" | "limiters"> {
  const byAddress = addressLimiters(caller, contracts.createAnonymousPost.name, "anonymous-ip", anonymousAllowance());
  if (caller.uid) {
    return {
      scope: caller.uid,
      limiters: [{ key: `anonymous-uid-${caller.uid}`, allowance: anonymousAllowance() }, ...byAddress],
    };
  }
  const [addressLimiter] = byAddress;
  // Signed out, the address is all that tells this caller apart: its allowance is the caller's own.
  if (addressLimiter) return { scope: addressLimiter.key, limiters: [{ ...addressLimiter, owner: "caller" }] };
  if (clientId) {
    const key = `anonymous-client-${clientId}`;
    return { scope: key, limiters: [{ key, allowance: anonymousAllowance() }] };
  }
  throw new HttpsError(
    "failed-precondition",
    "We could not tell where this post came from. Please reload the page and try again.",
  );
}

export { syncPostOnWrite } from "./triggers/sync-post.js";
