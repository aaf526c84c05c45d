// Accounts old enough, with a verified e-mail, for their reports to count toward auto-hide
// (REPORTER_MIN_ACCOUNT_HOURS): imported into the Auth emulator with the Admin SDK (an old creation time,
// as an operator's import would carry), then given a password, so that the browser logs in as people do. The
// server is told it saw the e-mail verified as long ago (standing counts from then, decision 0089).
import { randomUUID } from "node:crypto";
import { getApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { Timestamp } from "firebase-admin/firestore";
import { AGE_CONFIRMED_CLAIM } from "@village/shared";
import { VERIFIED_ACCOUNTS_COLLECTION } from "@village/shared/documents";
import { adminDb } from "../../../scripts/lib/admin-db.mjs";
import { emulatorHosts } from "../../../test/support/emulators";

const DAY_MS = 86_400_000;

/** Imports an account created `daysOld` days ago (default 30) with a verified e-mail; answers its uid. */
export async function importAgedAccount(account: {
  email: string;
  password: string;
  displayName: string;
  daysOld?: number;
}): Promise<string> {
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= emulatorHosts.auth;
  const db = adminDb(); // also the Admin SDK's default app
  const auth = getAuth(getApp());
  const uid = `aged-${randomUUID()}`;
  const createdMs = Date.now() - (account.daysOld ?? 30) * DAY_MS;
  const created = new Date(createdMs).toUTCString();
  const result = await auth.importUsers([
    {
      uid,
      email: account.email,
      emailVerified: true,
      displayName: account.displayName,
      customClaims: { [AGE_CONFIRMED_CLAIM]: true },
      metadata: { creationTime: created, lastSignInTime: created },
    },
  ]);
  if (result.failureCount > 0) throw new Error(`Could not import ${account.email}: ${result.errors[0]?.error.message}`);
  // The password is set afterwards: an import carries only hashes, and the creation time stays as imported.
  await auth.updateUser(uid, { password: account.password });
  await db
    .collection(VERIFIED_ACCOUNTS_COLLECTION)
    .doc(uid)
    .set({ verifiedSince: Timestamp.fromMillis(createdMs) });
  return uid;
}
