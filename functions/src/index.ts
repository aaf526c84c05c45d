import { createHash } from "node:crypto";
import { initializeApp } from "firebase-admin/app";
import { HttpsError } from "firebase-functions/v2/https";
import * as contracts from "@village/shared";
import { callerAddress } from "./lib/caller-address.js";
import { openCallable, signedInCallable } from "./lib/callable.js";
import { anonymousAllowance, suggestionAllowance } from "./lib/limits-config.js";
import { authorNameFor } from "./services/authors.js";
import { storePost } from "./services/posts.js";

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
        limiter: { key: `suggestion-uid-${caller.uid}`, allowance: suggestionAllowance() },
      },
    );
    return { id };
  },
);

export const createAnonymousPost = openCallable(
  contracts.createAnonymousPost,
  async ({ title, link, text, requestId, clientId }, caller) => {
    const id = await storePost(
      { title, link, text, authorType: contracts.ANONYMOUS_AUTHOR_TYPE, ownerUid: caller.uid ?? "" },
      {
        requestId,
        scope: caller.uid ?? "anonymous",
        limiter: {
          key: anonymousLimiterKey(caller.uid, callerAddress(caller.request.rawRequest), clientId),
          allowance: anonymousAllowance(),
        },
      },
    );
    return { id };
  },
);

/**
 * Whose allowance an anonymous post spends: the account when signed in, else the network address (stored
 * only as a hash), else — only where no address exists, as under the emulator — the browser's own id.
 */
function anonymousLimiterKey(uid: string | null, address: string | null, clientId: string | undefined): string {
  if (uid) return `anonymous-uid-${uid}`;
  if (address) return `anonymous-ip-${createHash("sha256").update(address).digest("hex").slice(0, 32)}`;
  if (clientId) return `anonymous-client-${clientId}`;
  throw new HttpsError(
    "failed-precondition",
    "We could not tell where this post came from. Please reload the page and try again.",
  );
}

export { syncPostOnWrite } from "./triggers/sync-post.js";
