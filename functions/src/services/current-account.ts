// The caller's account as it is now, not as the ID token remembers it (decision 0014): the one wrapper
// checks it on every call (lib/live-account.ts); services that decide by the account's fields read it here.
import type { UserRecord } from "firebase-admin/auth";
import { liveAccount } from "../lib/live-account.js";

/** The caller's Auth account, read from Auth; refuses (`unauthenticated`) a token whose account is gone. */
export function currentAccount(uid: string): Promise<UserRecord> {
  return liveAccount(uid);
}
