// Accounts with (and without) standing to count toward auto-hide: imported into the Auth emulator with the
// creation time and e-mail verification a test needs, as an operator's import would, then signed in.
import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { EmailAuthProvider, linkWithCredential, signInWithCustomToken } from "firebase/auth";
import { VERIFIED_ACCOUNTS_COLLECTION } from "@village/shared/documents";
import { configuredLimit } from "../../../test/support/rate-limits";
import { PASSWORD } from "./accounts";
import { adminAuth, adminDb, type Client } from "./clients";

const HOUR_MS = 3_600_000;

/** How old an account must be to count (REPORTER_MIN_ACCOUNT_HOURS, as the functions read it). */
export const MIN_ACCOUNT_HOURS = configuredLimit("REPORTER_MIN_ACCOUNT_HOURS");

export interface ImportedAccount {
  uid: string;
  email: string;
  /** A fresh ID token of the signed-in account, for raw callable requests. */
  idToken: string;
}

/**
 * Records that the server saw the account verified `hoursAgo` hours ago, as a standing check would have then
 * (standing counts from it, decision 0089): for an account verified long before the test, or time passing.
 */
export async function verifiedHoursAgo(uid: string, hoursAgo: number): Promise<void> {
  await adminDb()
    .collection(VERIFIED_ACCOUNTS_COLLECTION)
    .doc(uid)
    .set({ verifiedSince: Timestamp.fromMillis(Date.now() - hoursAgo * HOUR_MS) });
}

/**
 * Imports an account created `hoursOld` hours ago (by default a day past the standing threshold) with a
 * verified e-mail (unless `emailVerified: false`; a verified one was seen verified as long ago), and signs the
 * client in as it.
 */
export async function importedAccount(
  client: Client,
  { hoursOld = MIN_ACCOUNT_HOURS + 24, emailVerified = true }: { hoursOld?: number; emailVerified?: boolean } = {},
): Promise<ImportedAccount> {
  const uid = `imported-${randomUUID()}`;
  const email = `${uid}@example.com`;
  const created = new Date(Date.now() - hoursOld * HOUR_MS).toUTCString();
  const result = await adminAuth().importUsers([
    { uid, email, emailVerified, metadata: { creationTime: created, lastSignInTime: created } },
  ]);
  if (result.failureCount > 0) throw new Error(`Import failed: ${result.errors[0]?.error.message ?? "unknown"}`);
  if (emailVerified) await verifiedHoursAgo(uid, hoursOld);
  const { user } = await signInWithCustomToken(client.auth, await adminAuth().createCustomToken(uid));
  return { uid, email, idToken: await user.getIdToken() };
}

/** An account with standing: old enough and verified. */
export const agedVerifiedAccount = (client: Client) => importedAccount(client);

/**
 * The shell of issue 44 (finding 7): an account with no sign-in method made `hoursOld` hours ago (imported,
 * as accounts are aged here; an anonymous one is such an account), that links an e-mail and password today,
 * as the web SDK does, and has the address verified (as clicking the link would).
 */
export async function shellVerifiedToday(client: Client, hoursOld = MIN_ACCOUNT_HOURS + 24): Promise<ImportedAccount> {
  const uid = `shell-${randomUUID()}`;
  const created = new Date(Date.now() - hoursOld * HOUR_MS).toUTCString();
  const result = await adminAuth().importUsers([{ uid, metadata: { creationTime: created, lastSignInTime: created } }]);
  if (result.failureCount > 0) throw new Error(`Import failed: ${result.errors[0]?.error.message ?? "unknown"}`);
  const { user } = await signInWithCustomToken(client.auth, await adminAuth().createCustomToken(uid));
  const email = `${uid}@example.com`;
  await linkWithCredential(user, EmailAuthProvider.credential(email, PASSWORD));
  await adminAuth().updateUser(uid, { emailVerified: true });
  return { uid, email, idToken: await user.getIdToken(true) };
}
