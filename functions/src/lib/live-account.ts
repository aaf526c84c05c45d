// The caller's account as it is now, not as the ID token remembers it: a token stays valid for up to an
// hour after its account is deleted, disabled or its sessions revoked (decisions 0014, 0031). Every callable
// asks here once (callable.ts), with the same checks as `verifyIdToken(token, true)`, and hands the account
// to its handler: its name, claims, e-mail and providers as they are now, read once per call.
import { getAuth, type DecodedIdToken, type UserRecord } from "firebase-admin/auth";
import { HttpsError } from "firebase-functions/v2/https";
import { logger } from "firebase-functions";
import {
  ACCOUNT_DISABLED_MESSAGE,
  ACCOUNT_GONE_MESSAGE,
  ACCOUNT_LOOKUP_FAILED_MESSAGE,
  ANONYMOUS_IDENTITY_ENDED_MESSAGE,
  SESSION_ENDED_MESSAGE,
} from "@village/shared";

const isUserNotFound = (error: unknown): boolean =>
  typeof error === "object" && error !== null && "code" in error && error.code === "auth/user-not-found";

/**
 * The Auth account `uid`, read from Auth; refuses (`unauthenticated`, `message`) when it is gone, and
 * retryably (`unavailable`) when Auth could not answer: nothing goes on without it.
 */
export async function liveAccount(uid: string, message = ACCOUNT_GONE_MESSAGE): Promise<UserRecord> {
  try {
    return await getAuth().getUser(uid);
  } catch (error) {
    if (isUserNotFound(error)) throw new HttpsError("unauthenticated", message);
    logger.warn(`Could not read account ${uid}`, error);
    throw new HttpsError("unavailable", ACCOUNT_LOOKUP_FAILED_MESSAGE);
  }
}

/**
 * Whether a token was issued before its account's sessions were revoked: the Admin SDK's own test
 * (`checkRevoked`), the sign-in time against `tokensValidAfterTime`, both to the second.
 */
export function issuedBeforeRevocation(token: Pick<DecodedIdToken, "auth_time">, account: UserRecord): boolean {
  if (account.tokensValidAfterTime === undefined) return false;
  return token.auth_time * 1000 < new Date(account.tokensValidAfterTime).getTime();
}

/**
 * Refuses (`unauthenticated`) a verified token whose account is gone, disabled, or whose sessions were
 * revoked after it was issued. A visitor's anonymous account is told to reload (which starts a new one).
 */
export async function refuseEndedToken(token: DecodedIdToken): Promise<UserRecord> {
  const anonymous = token.firebase.sign_in_provider === "anonymous";
  const ended = (message: string) =>
    new HttpsError("unauthenticated", anonymous ? ANONYMOUS_IDENTITY_ENDED_MESSAGE : message);
  const account = await liveAccount(token.uid, anonymous ? ANONYMOUS_IDENTITY_ENDED_MESSAGE : ACCOUNT_GONE_MESSAGE);
  if (account.disabled) throw ended(ACCOUNT_DISABLED_MESSAGE);
  if (issuedBeforeRevocation(token, account)) throw ended(SESSION_ENDED_MESSAGE);
  return account;
}
