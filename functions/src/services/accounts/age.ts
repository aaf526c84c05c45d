// The age rule: every account confirms it is at least 13 before its first post. The confirmation is a custom
// claim on the account (set only here, through the Admin SDK), so the post callables read it from the
// verified ID token without a document read.
import { getAuth, type DecodedIdToken, type UserRecord } from "firebase-admin/auth";
import { HttpsError } from "firebase-functions/v2/https";
import { AGE_CONFIRMED_CLAIM, CONFIRM_AGE_FIRST_MESSAGE } from "@village/shared";

/**
 * Stores the account's confirmation, keeping any other claims it has (`user` as the call read it). Confirming
 * twice changes nothing.
 */
export async function confirmAgeOf(user: UserRecord): Promise<void> {
  if (user.customClaims?.[AGE_CONFIRMED_CLAIM] === true) return;
  await getAuth().setCustomUserClaims(user.uid, { ...user.customClaims, [AGE_CONFIRMED_CLAIM]: true });
}

/** Refuses a caller whose ID token does not carry the confirmation (`failed-precondition`, saying what to do). */
export function requireConfirmedAge(token: DecodedIdToken): void {
  if (token[AGE_CONFIRMED_CLAIM] !== true) throw new HttpsError("failed-precondition", CONFIRM_AGE_FIRST_MESSAGE);
}
