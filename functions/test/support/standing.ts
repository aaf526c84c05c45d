// Accounts with (and without) standing to count toward auto-hide: imported into the Auth emulator with the
// creation time and e-mail verification a test needs, as an operator's import would, then signed in.
import { randomUUID } from "node:crypto";
import { signInWithCustomToken } from "firebase/auth";
import { configuredLimit } from "../../../test/support/rate-limits";
import { adminAuth, type Client } from "./clients";

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
 * Imports an account created `hoursOld` hours ago (by default a day past the standing threshold) with a
 * verified e-mail (unless `emailVerified: false`), and signs the client in as it.
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
  const { user } = await signInWithCustomToken(client.auth, await adminAuth().createCustomToken(uid));
  return { uid, email, idToken: await user.getIdToken() };
}

/** An account with standing: old enough and verified. */
export const agedVerifiedAccount = (client: Client) => importedAccount(client);
