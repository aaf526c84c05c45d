// What an anonymous author is told (issue 30): a signed-out poster's identity is a Firebase anonymous account
// (decision 0030), and `mySuspension` and `myPost` read its author key from the verified token alone. The
// suspended identity hears of its suspension, and the author of a hidden or removed post of it; another
// identity, an account, a moderator and a caller with no identity learn nothing of either.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  createAnonymousPost,
  createSuggestion,
  moderatePost,
  myPost,
  mySuspension,
  NO_IDENTITY_FOR_OWN_POST_MESSAGE,
  NO_IDENTITY_FOR_SUSPENSION_MESSAGE,
  NOT_AVAILABLE_MESSAGE,
  suspendedMessage,
} from "@village/shared";
import { signUpWithEmail } from "./support/accounts";
import { call, failureOf, withIdentity, type Client } from "./support/clients";
import { anonymousIdentity, httpCallReply } from "./support/http-call";
import { freshEmulatorsPerTest } from "./support/lifecycle";
import { GONE, publicViews, signInAsModerator } from "./support/moderation";
import { expectRefusal } from "./support/refusals";

const newClient = freshEmulatorsPerTest();
const WEEK = 7 * 24 * 60 * 60 * 1000;
const NOT_FOUND = { code: "not-found", message: NOT_AVAILABLE_MESSAGE };

async function moderator(): Promise<Client> {
  const client = newClient();
  await signInAsModerator(client, `mod-${randomUUID()}@example.com`);
  return client;
}

/** A signed-out browser that has made its anonymous account, as /anon makes it before a first post. */
async function anonymousBrowser(): Promise<Client> {
  const client = newClient();
  await withIdentity(client);
  return client;
}

async function member(name: string): Promise<Client> {
  const client = newClient();
  await signUpWithEmail(client, `${name}-${randomUUID()}@example.com`, name);
  return client;
}

describe("mySuspension, for a signed-out browser's anonymous identity", () => {
  it("tells the suspended identity why and until when, as its refusal does; another identity, an account and a moderator hear nothing", async () => {
    const mod = await moderator();
    const troll = newClient();
    const { id } = await call(troll, createAnonymousPost, { title: "Cheap watches", text: "Buy now" });
    expect(await call(troll, mySuspension, {})).toEqual({});

    const before = Date.now();
    await call(mod, moderatePost, { postId: id, action: "suspend", duration: "7d", reason: "Advertising" });
    const { suspension } = await call(troll, mySuspension, {});
    expect(suspension).toMatchObject({ kind: "browser", reason: "Advertising" });
    const until = Date.parse(suspension?.until ?? "");
    expect(until).toBeGreaterThanOrEqual(before + WEEK - 60_000);
    expect(until).toBeLessThanOrEqual(Date.now() + WEEK + 60_000);

    // The notice and the refusal cannot disagree: posting anyway is refused with the same end and reason.
    const refused = await failureOf(call(troll, createAnonymousPost, { title: "Again", text: "Buy now" }));
    expect(refused).toMatchObject({
      code: "permission-denied",
      message: suspendedMessage("browser", new Date(until), "Advertising"),
    });

    // Nobody else: another signed-out browser, an account, the moderator who suspended it.
    for (const other of [await anonymousBrowser(), await member("Ada"), mod]) {
      expect(await call(other, mySuspension, {})).toEqual({});
    }
    // The same over plain HTTP with a fresh anonymous account, and with no identity at all (refused).
    expect(await httpCallReply("mySuspension", {}, (await anonymousIdentity()).headers)).toEqual({ result: {} });
    expect(await httpCallReply("mySuspension", {})).toEqual({
      code: "unauthenticated",
      message: NO_IDENTITY_FOR_SUSPENSION_MESSAGE,
    });
  }, 60_000);

  it("tells an account of a suspension of its anonymous posts (kind browser), and its account's first when both are", async () => {
    const mod = await moderator();
    const author = await member("Bo");
    const anonymous = await call(author, createAnonymousPost, { title: "Quiet troll", text: "Signed in" });
    await call(mod, moderatePost, { postId: anonymous.id, action: "suspend", duration: "1d", reason: "Trolling" });
    expect((await call(author, mySuspension, {})).suspension).toMatchObject({ kind: "browser", reason: "Trolling" });

    // Its named suggestions are not refused by it (the /new page shows only an account's suspension)...
    const named = await call(author, createSuggestion, { title: "Named", details: "Still allowed" });
    // ...until the account itself is suspended, which stops everything and is told first.
    await call(mod, moderatePost, { postId: named.id, action: "suspend", duration: "forever", reason: "Threats" });
    expect(await call(author, mySuspension, {})).toEqual({ suspension: { kind: "account", reason: "Threats" } });
  }, 60_000);
});

describe("myPost, for a signed-out browser's anonymous identity", () => {
  it("tells the identity of its hidden and its removed post, with the moderator's reason; nobody else", async () => {
    const mod = await moderator();
    const author = newClient();
    const hidden = await call(author, createAnonymousPost, { title: "Rude one", text: "Rude words" });
    const removed = await call(author, createAnonymousPost, { title: "Address", text: "Someone's address" });
    await call(mod, moderatePost, { postId: hidden.id, action: "hide", reason: "Rudeness" });
    await call(mod, moderatePost, { postId: removed.id, action: "delete", reason: "Personal information" });
    await expect.poll(() => publicViews(hidden.id), { timeout: 10_000 }).toMatchObject(GONE);

    expect(await call(author, myPost, { postId: hidden.id })).toEqual({
      postId: hidden.id,
      post: expect.objectContaining({ title: "Rude one", details: "Rude words", anonymous: true }),
      moderation: { state: "hidden", by: "moderator", reason: "Rudeness" },
    });
    expect(await call(author, myPost, { postId: removed.id })).toEqual({
      postId: removed.id,
      moderation: { state: "removed", by: "moderator", reason: "Personal information" },
    });

    // Another signed-out browser, an account and the moderator get what a made-up id gets.
    for (const other of [await anonymousBrowser(), await member("Cy"), mod]) {
      for (const postId of [hidden.id, removed.id, "neverWasAPost0000001"]) {
        expectRefusal(await failureOf(call(other, myPost, { postId })), NOT_FOUND);
      }
    }
    expect(await httpCallReply("myPost", { postId: hidden.id })).toEqual({
      code: "unauthenticated",
      message: NO_IDENTITY_FOR_OWN_POST_MESSAGE,
    });
  }, 60_000);
});
