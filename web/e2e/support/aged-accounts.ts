// Accounts old enough, with a verified e-mail, for their reports to count toward auto-hide
// (REPORTER_MIN_ACCOUNT_HOURS): imported through the Auth emulator's batchCreate endpoint with an old
// creation time and a plain password (the emulator's own `rawPassword`), as an operator's import would.
import { randomUUID } from "node:crypto";
import { AGE_CONFIRMED_CLAIM } from "@village/shared";
import { emulatorHosts, projectId } from "../../../test/support/emulators";

const DAY_MS = 86_400_000;

/** Imports an account created `daysOld` days ago (default 30) with a verified e-mail; answers its uid. */
export async function importAgedAccount(account: {
  email: string;
  password: string;
  displayName: string;
  daysOld?: number;
}): Promise<string> {
  const localId = `aged-${randomUUID()}`;
  const createdAt = String(Date.now() - (account.daysOld ?? 30) * DAY_MS);
  const response = await fetch(
    `http://${emulatorHosts.auth}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:batchCreate`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: "Bearer owner" },
      body: JSON.stringify({
        users: [
          {
            localId,
            email: account.email,
            emailVerified: true,
            rawPassword: account.password,
            displayName: account.displayName,
            createdAt,
            lastLoginAt: createdAt,
            customAttributes: JSON.stringify({ [AGE_CONFIRMED_CLAIM]: true }),
          },
        ],
      }),
    },
  );
  const body = (await response.json()) as { error?: unknown[] };
  if (!response.ok || (body.error?.length ?? 0) > 0) {
    throw new Error(`Could not import ${account.email}: ${JSON.stringify(body)}`);
  }
  return localId;
}
