import { mySuspension as contract, SIGN_IN_FOR_SUSPENSION_MESSAGE } from "@village/shared";
import { signedInCallable } from "../lib/callable.js";
import { activeSuspension } from "../services/suspensions.js";

/** The caller's own suspension in force, if any: only ever the caller's, found by the verified uid. */
export const mySuspension = signedInCallable(contract, SIGN_IN_FOR_SUSPENSION_MESSAGE, async (_input, caller) => {
  const found = await activeSuspension([{ kind: "account", key: caller.uid }]);
  if (found === null) return {};
  return {
    suspension: {
      kind: found.kind,
      reason: found.reason,
      ...(found.until !== null && { until: found.until.toISOString() }),
    },
  };
});
