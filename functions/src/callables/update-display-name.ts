import { SIGN_IN_TO_NAME_MESSAGE, updateDisplayName as contract } from "@village/shared";
import { signedInCallable } from "../lib/callable.js";
import { setDisplayName } from "../services/accounts/rename-author.js";

/** Sets the caller's display name, cleaned by the shared rules, and re-signs their past named posts with it. */
export const updateDisplayName = signedInCallable(contract, SIGN_IN_TO_NAME_MESSAGE, async (input, caller) =>
  setDisplayName(
    caller.account,
    input.displayName !== undefined ? { displayName: input.displayName } : { useEmail: true },
  ),
);
