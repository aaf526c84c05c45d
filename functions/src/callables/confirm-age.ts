import { confirmAge as contract, SIGN_IN_TO_CONFIRM_AGE_MESSAGE } from "@village/shared";
import { signedInCallable } from "../lib/callable.js";
import { confirmAgeOf } from "../services/accounts/age.js";

/** The signed-in account confirms it is 13 or older (sign-up's checkbox, or once for Google accounts). */
export const confirmAge = signedInCallable(
  contract,
  SIGN_IN_TO_CONFIRM_AGE_MESSAGE,
  async (_input, caller): Promise<{ confirmed: true }> => {
    await confirmAgeOf(caller.account);
    return { confirmed: true };
  },
);
