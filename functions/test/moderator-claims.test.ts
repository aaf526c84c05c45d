// Powers follow their grant at once (issue 21): the server reads the `moderator` claim from the account on
// every moderator call, so `npm run moderator -- revoke` stops a moderator on their very next call, with
// their ID token (which still carries the claim for up to an hour) in hand, and a grant works at once.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { moderatePost, moderationQueue, MODERATORS_ONLY_MESSAGE, ACCOUNT_GONE_MESSAGE } from "@village/shared";
import { setModerator } from "../../scripts/lib/moderators.mjs";
import { signUpWithEmail } from "./support/accounts";
import { adminAuth, call, failureOf } from "./support/clients";
import { httpCallReply } from "./support/http-call";
import { freshEmulatorsPerTest } from "./support/lifecycle";
import { LISTED, listedPost, logEntries, publicViews, signInAsModerator } from "./support/moderation";
import { expectRefusal } from "./support/refusals";

const newClient = freshEmulatorsPerTest();

describe("moderator powers", () => {
  it("refuses a revoked moderator's next call, though their token still carries the claim", async () => {
    const mod = newClient();
    const email = `mod-${randomUUID()}@example.com`;
    await signInAsModerator(mod, email);
    const token = await mod.auth.currentUser?.getIdToken();
    expect((await adminAuth().verifyIdToken(token ?? "")).moderator).toBe(true);
    expect(await call(mod, moderationQueue, {})).toEqual({ items: [], safeMode: false });
    const { id } = await listedPost(newClient());

    await setModerator(adminAuth(), "revoke", email);

    // The same token, sent as is (no refresh), as an attacker holding it would.
    const headers = { Authorization: `Bearer ${token ?? ""}` };
    const queue = await httpCallReply("moderationQueue", {}, headers);
    expect(queue).toEqual({ code: "permission-denied", message: MODERATORS_ONLY_MESSAGE });
    const hide = await httpCallReply(
      "moderatePost",
      { postId: id, action: "hide", reason: "Spite", requestId: randomUUID() },
      headers,
    );
    expect(hide).toEqual({ code: "permission-denied", message: MODERATORS_ONLY_MESSAGE });
    expect(await publicViews(id)).toMatchObject(LISTED);
    expect(await logEntries()).toEqual([]);
  });

  it("lets a newly granted moderator act at once, before their token refreshes", async () => {
    const client = newClient();
    const email = `new-mod-${randomUUID()}@example.com`;
    await signUpWithEmail(client, email);
    await setModerator(adminAuth(), "grant", email);
    expect(await call(client, moderationQueue, {})).toEqual({ items: [], safeMode: false });
  });

  it("refuses a deleted moderator's token", async () => {
    const mod = newClient();
    const uid = await signInAsModerator(mod, `gone-${randomUUID()}@example.com`);
    await adminAuth().deleteUser(uid);
    expectRefusal(await failureOf(call(mod, moderationQueue, {})), {
      code: "unauthenticated",
      message: ACCOUNT_GONE_MESSAGE,
    });
    const { id } = await listedPost(newClient());
    expect((await failureOf(call(mod, moderatePost, { postId: id, action: "hide", reason: "x" }))).code).toBe(
      "unauthenticated",
    );
  });
});
