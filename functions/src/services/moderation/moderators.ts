import type { UserRecord } from "firebase-admin/auth";
import { HttpsError } from "firebase-functions/v2/https";
import { MODERATORS_ONLY_MESSAGE } from "@village/shared";
import { activeSuspension } from "./suspensions.js";

/**
 * Moderators are accounts with the custom claim `moderator: true` (npm run moderator -- grant EMAIL). The
 * claim is read from the account as the callable wrapper read it for this call, not from the ID token, so a
 * revoke (or a grant) takes effect on the next call rather than when the token next refreshes (decision 0014). A suspended account
 * does not moderate while its suspension runs (decision 0031).
 */
export async function requireModerator(account: UserRecord): Promise<void> {
  // By the uid alone: the claim is the account's, so a re-registration (decision 0089) never carries it.
  const suspended = await activeSuspension([{ kind: "account", key: account.uid }]);
  if (account.customClaims?.moderator !== true || suspended !== null) {
    throw new HttpsError("permission-denied", MODERATORS_ONLY_MESSAGE);
  }
}
