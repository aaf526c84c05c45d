// The caller's account as it is now, not as the ID token remembers it: a token stays valid for up to an
// hour after its account is deleted or its claims change (decision 0014).
import { getAuth, type UserRecord } from "firebase-admin/auth";
import { HttpsError } from "firebase-functions/v2/https";
import { ACCOUNT_GONE_MESSAGE } from "@village/shared";

const isUserNotFound = (error: unknown): boolean =>
  typeof error === "object" && error !== null && "code" in error && error.code === "auth/user-not-found";

/** The caller's Auth account, read from Auth; refuses (`unauthenticated`) a token whose account is gone. */
export async function currentAccount(uid: string): Promise<UserRecord> {
  try {
    return await getAuth().getUser(uid);
  } catch (error) {
    if (isUserNotFound(error)) throw new HttpsError("unauthenticated", ACCOUNT_GONE_MESSAGE);
    throw error;
  }
}
