import type { UserRecord } from "firebase-admin/auth";
import { HttpsError } from "firebase-functions/v2/https";
import {
  ANONYMOUS_AUTHOR,
  CHOOSE_A_NAME_MESSAGE,
  displayNameField,
  cleanText,
  EMAIL_AS_NAME_REFUSED_PREFIX,
  isBlank,
  isReservedDisplayName,
  RESERVED_DISPLAY_NAME_MESSAGE,
  VERIFY_EMAIL_TO_USE_IT_MESSAGE,
} from "@village/shared";

/**
 * The account's e-mail address as its published name: only once verified (anyone can sign up with an address
 * that is not theirs), and only if it passes the display-name rules a typed name passes ("admin@…" and
 * "support@…" read as the site; nothing the cleaning would change), all but the 50-character limit: an
 * address is the person's own and may be longer (decision 0024). Refused with `failed-precondition` and the
 * reason otherwise.
 */
export function emailAsName(user: Pick<UserRecord, "email" | "emailVerified">): string {
  if (user.email === undefined || isBlank(user.email)) {
    throw new HttpsError("failed-precondition", "This account has no e-mail address. Please enter a display name.");
  }
  if (!user.emailVerified) throw new HttpsError("failed-precondition", VERIFY_EMAIL_TO_USE_IT_MESSAGE);
  if (isReservedDisplayName(user.email)) {
    throw new HttpsError("failed-precondition", `${EMAIL_AS_NAME_REFUSED_PREFIX} ${RESERVED_DISPLAY_NAME_MESSAGE}`);
  }
  if (cleanText(user.email, { multiline: false }) !== user.email) {
    throw new HttpsError("failed-precondition", `${EMAIL_AS_NAME_REFUSED_PREFIX} Please enter a display name.`);
  }
  return user.email;
}

/**
 * The name a suggestion is signed with, from the account as the call read it (never the ID token, whose name
 * may be one the person has since taken back, or not yet hold one set a moment ago). The display name, cleaned by the shared rules; the e-mail address only when
 * the person chose it (`updateDisplayName` with `useEmail` stores it as the name) and it is verified and
 * passes the same rules (`emailAsName`); "anonymous" for an account with neither a name nor an e-mail. An
 * account with an e-mail and no name is refused, never published under its e-mail; so is a name set around
 * the server (the Auth REST API) that the rules refuse.
 */
export function authorNameOf(user: Pick<UserRecord, "displayName" | "email" | "emailVerified">): string {
  const name = user.displayName ?? "";
  if (!isBlank(name)) {
    if (user.email !== undefined && name.trim() === user.email) {
      try {
        return emailAsName(user);
      } catch (error) {
        if (!(error instanceof HttpsError)) throw error;
        throw new HttpsError("failed-precondition", `${error.message} You can change it on your account page.`);
      }
    }
    const parsed = displayNameField.safeParse(name);
    if (parsed.success) return parsed.data;
    const problem = parsed.error.issues[0]?.message ?? "It is not a valid display name.";
    throw new HttpsError("failed-precondition", `${problem} You can change it on your account page.`);
  }
  if (user.email === undefined || isBlank(user.email)) return ANONYMOUS_AUTHOR;
  throw new HttpsError("failed-precondition", CHOOSE_A_NAME_MESSAGE);
}
