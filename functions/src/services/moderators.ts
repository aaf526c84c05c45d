import { HttpsError } from "firebase-functions/v2/https";
import { MODERATORS_ONLY_MESSAGE } from "@village/shared";
import { currentAccount } from "./current-account.js";
import { isSuspendedAccount } from "./suspensions.js";

/**
 * Moderators are accounts with the custom claim `moderator: true` (npm run moderator -- grant EMAIL). The
 * claim is read from the account on every call, not from the ID token, so a revoke (or a grant) takes
 * effect on the next call rather than when the token next refreshes (decision 0014). A suspended account
 * does not moderate while its suspension runs (decision 0031).
 */
export async function requireModerator(uid: string): Promise<void> {
  const [account, suspended] = await Promise.all([currentAccount(uid), isSuspendedAccount(uid)]);
  if (account.customClaims?.moderator !== true || suspended) {
    throw new HttpsError("permission-denied", MODERATORS_ONLY_MESSAGE);
  }
}
