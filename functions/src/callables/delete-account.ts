import { deleteAccount as contract, SIGN_IN_TO_DELETE_MESSAGE } from "@village/shared";
import { signedInCallable } from "../lib/callable.js";
import { browserHashKey, browserHashKeySecret } from "../lib/limits-config.js";
import { deleteAccountOf, requireRecentSignIn } from "../services/accounts/account-deletion.js";

/** Deletes the caller's account (after a recent sign-in), its posts deleted or kept without its name. */
export const deleteAccount = signedInCallable(
  contract,
  SIGN_IN_TO_DELETE_MESSAGE,
  async ({ posts }, caller): Promise<{ deleted: true; postsDeleted: number; postsKept: number }> => {
    requireRecentSignIn(caller.token);
    return { deleted: true, ...(await deleteAccountOf(caller.uid, posts, browserHashKey())) };
  },
  // The browser hash key names a kept reply in its thread (its per-thread anonymous name).
  { secrets: [browserHashKeySecret] },
);
