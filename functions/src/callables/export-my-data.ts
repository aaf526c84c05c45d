import { exportMyData as contract, SIGN_IN_FOR_ACCOUNT_MESSAGE } from "@village/shared";
import { signedInCallable } from "../lib/callable.js";
import { exportAccount } from "../services/account-export.js";

/** Download your data: the caller's account and every post of theirs, all stored fields. */
export const exportMyData = signedInCallable(contract, SIGN_IN_FOR_ACCOUNT_MESSAGE, (_input, caller) =>
  exportAccount(caller.uid),
);
