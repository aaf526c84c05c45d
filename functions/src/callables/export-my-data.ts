import { exportMyData as contract, SIGN_IN_FOR_ACCOUNT_MESSAGE } from "@village/shared";
import { signedInCallable } from "../lib/callable.js";
import { spendAccountAllowance } from "../services/limits/account-allowance.js";
import { exportAccount } from "../services/accounts/account-export.js";

/**
 * Download your data: the caller's account and every post and report of theirs, all stored fields. It reads
 * them all, so each call spends one of the account's downloads (`EXPORTS_PER_MINUTE`, `EXPORTS_PER_DAY`).
 */
export const exportMyData = signedInCallable(contract, SIGN_IN_FOR_ACCOUNT_MESSAGE, async (_input, caller) => {
  await spendAccountAllowance(caller.uid, "exports");
  return exportAccount(caller.account);
});
