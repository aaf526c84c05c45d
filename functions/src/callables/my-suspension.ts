import { mySuspension as contract, NO_IDENTITY_FOR_SUSPENSION_MESSAGE } from "@village/shared";
import { HttpsError } from "firebase-functions/v2/https";
import { openCallable } from "../lib/callable.js";
import { browserHashKey, browserHashKeySecret } from "../lib/limits-config.js";
import { holderOf, spendOwnAllowance } from "../services/limits/account-allowance.js";
import { callerAuthors } from "../services/posts/post-authors.js";
import { accountKeys, activeSuspension } from "../services/moderation/suspensions.js";

/**
 * The caller's own suspension in force, if any: only ever the caller's, found by the verified identity (the
 * account, then its anonymous author; a signed-out browser's anonymous account), never by anything sent. A
 * signed-in account is also told of a suspension bound to what it kept from a deleted one (decision 0089).
 * Each check spends one of the caller's (`MY_SUSPENSION_PER_MINUTE`, `_PER_DAY`; decision 0091).
 */
export const mySuspension = openCallable(
  contract,
  async (_input, caller) => {
    const secret = browserHashKey();
    const authors = callerAuthors(caller, secret);
    if (authors.length === 0) throw new HttpsError("unauthenticated", NO_IDENTITY_FOR_SUSPENSION_MESSAGE);
    await spendOwnAllowance(holderOf(caller), "suspension");
    const kept = caller.uid !== null && caller.account ? accountKeys(caller.account, secret).slice(1) : [];
    const found = await activeSuspension([...authors, ...kept]);
    if (found === null) return {};
    return {
      suspension: {
        kind: found.kind,
        reason: found.reason,
        ...(found.until !== null && { until: found.until.toISOString() }),
      },
    };
  },
  { secrets: [browserHashKeySecret] },
);
