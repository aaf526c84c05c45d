import { HttpsError } from "firebase-functions/v2/https";
import { MODERATORS_ONLY_MESSAGE } from "@village/shared";
import { currentAccount } from "./current-account.js";

/**
 * Moderators are accounts with the custom claim `moderator: true` (npm run moderator -- grant EMAIL). The
 * claim is read from the account on every call, not from the ID token, so a revoke (or a grant) takes
 * effect on the next call rather than when the token next refreshes (decision 0014).
 */
export async function requireModerator(uid: string): Promise<void> {
  const account = await currentAccount(uid);
  if (account.customClaims?.moderator !== true) throw new HttpsError("permission-denied", MODERATORS_ONLY_MESSAGE);
}
