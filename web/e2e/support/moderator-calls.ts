// New moderators, and a moderator's decision sent as the queue's buttons send it, a call to moderatePost
// through the site, for the tests about what follows it (what the post's author is told). The queue itself,
// in the browser, is moderation.test.ts's (moderation-steps.ts): here no browser opens the queue, and no
// report is needed.
import { randomUUID } from "node:crypto";
import { getAuth } from "firebase-admin/auth";
import type { z } from "zod";
import { moderatePost, type moderatePostInput } from "@village/shared";
import { adminDb } from "../../../scripts/lib/admin-db.mjs";
import { setModerator } from "../../../scripts/lib/moderators.mjs";
import { emulatorHosts, siteUrl } from "../../../test/support/emulators";
import { callablePath } from "../../src/lib/firebase/callable-path";
import { createAccount, uniqueEmail } from "./site";

/** The password of every moderator `newModerator` creates. */
export const MODERATOR_PASSWORD = "mod-secret";

/** A new e-mail account shown as `name`, granted the moderator claim; answers its e-mail address. */
export async function newModerator(name = "Quinn"): Promise<string> {
  const email = uniqueEmail("mod");
  await createAccount({ email, password: MODERATOR_PASSWORD, displayName: name });
  adminDb(); // the Admin SDK's default app
  await setModerator(getAuth(), "grant", email);
  return email;
}

/** A new moderator's ID token, carrying the moderator claim (signed in after it was granted). */
async function moderatorToken(): Promise<string> {
  const email = await newModerator();
  const response = await fetch(
    `http://${emulatorHosts.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, password: MODERATOR_PASSWORD, returnSecureToken: true }),
    },
  );
  const { idToken } = (await response.json()) as { idToken?: string };
  if (!idToken) throw new Error(`Could not sign in the moderator ${email}`);
  return idToken;
}

/** A new moderator takes `decision` on a post; answers moderatePost's reply, as its contract reads it. */
export async function moderateByCall(decision: Omit<z.input<typeof moderatePostInput>, "requestId">) {
  const response = await fetch(`${siteUrl}${callablePath(moderatePost.name)}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${await moderatorToken()}` },
    body: JSON.stringify({ data: { ...decision, requestId: randomUUID() } }),
  });
  const body = (await response.json()) as { result?: unknown; error?: { message?: string } };
  if (body.error) throw new Error(`moderatePost refused: ${body.error.message ?? JSON.stringify(body.error)}`);
  return moderatePost.output.parse(body.result);
}
