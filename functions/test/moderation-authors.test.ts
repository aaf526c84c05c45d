// Acting on an author, tried as an attacker (and a careless moderator) would: raw callable requests with
// X-Forwarded-For standing in for network addresses, several accounts and anonymous identities, replays. An
// anonymous post's author is the identity that made it (a signed-out visitor's anonymous account, or the
// signed-in account), never the address; a named post's author is its account. Hiding or suspending one never touches the other, and the public log never ties posts together.
import { randomUUID } from "node:crypto";
import type { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import {
  HIDDEN_FIELD,
  createAnonymousPost,
  createSuggestion,
  deleteAccount,
  moderatePost,
  moderationQueue,
  MAX_PAGE_SIZE,
  mySuspension,
  MODERATION_LOG_COLLECTION,
  MODERATION_LOG_ENDPOINT,
  MODERATION_QUEUE_COLLECTION,
  POST_WAS_DELETED_MESSAGE,
  REPORTS_COLLECTION,
  reportPost,
  SUGGESTIONS_COLLECTION,
  SUSPENSIONS_COLLECTION,
  type ModerationLogAnswer,
} from "@village/shared";
import { siteUrl } from "../../test/support/emulators";
import { outsiderQuery, signedOut } from "../../test/support/outsider";
import { sweepModerationData } from "../src/services/moderation/moderation-sweep";
import { signInWithGoogle, signedUpAccounts, signUpWithEmail } from "./support/accounts";
import { configuredLimit, startOfFreshWindow } from "../../test/support/rate-limits";
import { agedVerifiedAccount } from "./support/standing";
import { adminAuth, adminDb, call, failureOf, type Client } from "./support/clients";
import { anonymousIdentity, httpCallReply } from "./support/http-call";
import { freshEmulatorsPerTest } from "./support/lifecycle";
import { asLog, GONE, LISTED, logEntries, publicViews, signInAsModerator } from "./support/moderation";
import { expectRefusal } from "./support/refusals";

const newClient = freshEmulatorsPerTest();

async function moderator(): Promise<Client> {
  const client = newClient();
  await signInAsModerator(client, `mod-${randomUUID()}@example.com`);
  return client;
}

const isListed = async (id: string) => (await publicViews(id)).posts;
const listed = (id: string) => expect.poll(() => publicViews(id), { timeout: 10_000 }).toMatchObject(LISTED);
const gone = (id: string) => expect.poll(() => publicViews(id), { timeout: 10_000 }).toMatchObject(GONE);

/** An anonymous post sent over plain HTTP from `address` with the ID token `idToken` (anonymous or not). */
async function anonymousFrom(
  address: string,
  idToken: string,
  data: Record<string, unknown>,
): Promise<{ id?: string; code?: string; message?: string }> {
  const reply = await httpCallReply(
    "createAnonymousPost",
    { requestId: randomUUID(), ageConfirmed: true, ...data },
    { "X-Forwarded-For": address, Authorization: `Bearer ${idToken}` },
  );
  if (!reply.result) return { code: reply.code, message: reply.message };
  return { id: String(reply.result.id) };
}

/** A new signed-out browser: its anonymous account's ID token. */
const newIdentity = async () => (await anonymousIdentity()).idToken;

async function postedId(reply: Promise<{ id?: string; message?: string }>): Promise<string> {
  const { id, message } = await reply;
  if (id === undefined) throw new Error(`The post was refused: ${message}`);
  await listed(id);
  return id;
}

describe("hide this author's posts", () => {
  it("on an anonymous post made while signed in, hides that account's anonymous posts only, never its named posts", async () => {
    const mod = await moderator();
    const author = newClient();
    const user = await signUpWithEmail(author, "double@example.com", "Dana");
    const token = await user.getIdToken();
    const named = await call(author, createSuggestion, { title: "Dana's idea", details: "Signed" });
    const first = await postedId(anonymousFrom("198.51.100.7", token, { title: "Secret one" }));
    const second = await postedId(anonymousFrom("198.51.100.8", token, { title: "Secret two" }));
    await listed(named.id);

    const reply = await call(mod, moderatePost, { postId: first, action: "hide-author", reason: "Harassment" });
    expect(reply.posts).toBe(2);
    await gone(first);
    await gone(second);
    // The account's named post stays: comparing the board before and after says nothing about who wrote them.
    expect(await publicViews(named.id)).toMatchObject(LISTED);
    // One line per post, no count and no "by one author".
    expect(await logEntries()).toEqual([
      { action: "hidden", by: "moderator", reason: "Harassment", title: "[removed]" },
      { action: "hidden", by: "moderator", reason: "Harassment", title: "[removed]" },
    ]);
  });

  it("on a named post, hides that account's named posts only, never its anonymous posts; no visitor can group its lines", async () => {
    const mod = await moderator();
    const author = newClient();
    const user = await signUpWithEmail(author, "named@example.com", "Nell");
    const one = await call(author, createSuggestion, { title: "Buy", details: "Watches" });
    const two = await call(author, createSuggestion, { title: "Buy more", details: "Watches" });
    const secret = await postedId(anonymousFrom("198.51.100.9", await user.getIdToken(), { text: "Unrelated" }));
    await listed(one.id);
    await listed(two.id);

    expect((await call(mod, moderatePost, { postId: two.id, action: "hide-author", reason: "Spam" })).posts).toBe(2);
    await gone(one.id);
    await gone(two.id);
    expect(await publicViews(secret)).toMatchObject(LISTED);
    const lines = await logEntries();
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(Object.keys(line).sort()).toEqual(["action", "by", "reason", "title"]);
    // Nothing in the log ties the two lines together: each has its own random id (not the request's key and
    // `{key}-1`) and its own time (not one commit time), somewhere in the hour of the action.
    const raw = (await adminDb().collection(MODERATION_LOG_COLLECTION).get()).docs;
    for (const line of raw) expect(line.id).toMatch(/^[A-Za-z0-9]{20}$/);
    const times = raw.map((line) => (line.get("createdAt") as Timestamp).toMillis());
    expect(new Set(times).size).toBe(times.length);
    const hourStart = Math.floor(Date.now() / 3_600_000) * 3_600_000;
    for (const time of times) expect(time).toBeGreaterThanOrEqual(hourStart - 3_600_000);

    // A visitor, as the attacker of issue 44 would: list the log over Firestore's REST API and group the
    // lines by their commit time (`createTime`, on every listed document whatever the field mask). Refused.
    const listing = await outsiderQuery(signedOut, { collection: MODERATION_LOG_COLLECTION, limit: MAX_PAGE_SIZE });
    expect(listing.status, listing.text).toBe(403);
    // What the page reads instead: the action, actor, reason, title and hour of each line, and nothing else.
    const response = await fetch(`${siteUrl}${MODERATION_LOG_ENDPOINT}`);
    const text = await response.text();
    const answer = JSON.parse(text) as ModerationLogAnswer;
    expect(answer.next).toBeNull();
    expect(answer.lines).toHaveLength(2);
    for (const line of answer.lines) {
      expect(Object.keys(line).sort()).toEqual(["action", "by", "hour", "reason", "title"]);
      expect(line.hour).toBe(new Date(Math.floor(Date.parse(line.hour) / 3_600_000) * 3_600_000).toISOString());
    }
    // No commit or update time, no line's id, no time finer than the hour anywhere in the reply.
    expect(text).not.toMatch(/createTime|updateTime|readTime/);
    for (const line of raw) expect(text).not.toContain(line.id);
    const finer = [...text.matchAll(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g)].map(([time]) => time);
    for (const time of finer) expect(time).toMatch(/T\d{2}:00:00\.000Z$/);
  });

  it("does not hide a second signed-out browser behind the same address, and follows a browser across addresses", async () => {
    const mod = await moderator();
    const [troll, neighbour] = [await newIdentity(), await newIdentity()];
    const bad = await postedId(anonymousFrom("203.0.113.50", troll, { text: "Troll" }));
    const innocent = await postedId(anonymousFrom("203.0.113.50", neighbour, { text: "Same household" }));
    const elsewhere = await postedId(anonymousFrom("192.0.2.77", troll, { text: "Troll on the phone" }));

    await call(mod, moderatePost, { postId: bad, action: "hide-author", reason: "Trolling" });
    await gone(bad);
    // The neighbour first, on the stored post (a hide is written with the action, before any trigger runs).
    const neighbourPost = await adminDb().collection(SUGGESTIONS_COLLECTION).doc(innocent).get();
    expect(neighbourPost.get(HIDDEN_FIELD)).toBeUndefined();
    expect(await isListed(innocent)).toBe(true);
    await gone(elsewhere);
  });

  it("keeps nothing derived from the address on a post, and the sweep forgets what older posts kept", async () => {
    const id = await postedId(anonymousFrom("203.0.113.60", await newIdentity(), { text: "Hello" }));
    const stored = (await adminDb().collection(SUGGESTIONS_COLLECTION).doc(id).get()).data() ?? {};
    // `newAuthorAt`: the identity is younger than a day, which safe mode counts (decision 0131); not an address.
    expect(Object.keys(stored).sort()).toEqual(
      ["authorBrowser", "authorType", "createdAt", "newAuthorAt", "ownerUid", "rand", "text"].sort(),
    );
    // An older post still carries its address key: the daily sweep removes it.
    await adminDb().collection(SUGGESTIONS_COLLECTION).doc(id).update({ authorKey: "anonymous-ip-0123abcd" });
    expect((await sweepModerationData()).addressKeysForgotten).toBe(1);
    const after = (await adminDb().collection(SUGGESTIONS_COLLECTION).doc(id).get()).data() ?? {};
    expect(after).not.toHaveProperty("authorKey");
  });
});

describe("suspensions", () => {
  it("refuses the next anonymous post from a suspended identity, at any address, but not its neighbour's", async () => {
    const mod = await moderator();
    const browser = await newIdentity();
    const post = await postedId(anonymousFrom("203.0.113.70", browser, { text: "Spam" }));

    await call(mod, moderatePost, { postId: post, action: "suspend", duration: "7d", reason: "Spam" });
    for (const address of ["203.0.113.70", "192.0.2.71"]) {
      const refused = await anonymousFrom(address, browser, { text: "More spam" });
      expect(refused.code).toBe("permission-denied");
      expect(refused.message).toMatch(/^This browser may not post anonymously until \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
      expect(refused.message).toContain("(Spam)");
    }
    // Another browser behind the same address posts as before.
    expect((await anonymousFrom("203.0.113.70", await newIdentity(), { text: "Hello" })).id).toBeDefined();

    // The log says an author was suspended, why, and nothing else.
    expect(await logEntries()).toEqual([{ action: "suspended", by: "moderator", reason: "Spam" }]);
    const [suspension] = (await adminDb().collection(SUSPENSIONS_COLLECTION).get()).docs;
    expect(suspension?.id).not.toContain(browser);
    expect(JSON.stringify(suspension?.data())).not.toContain(browser);
  });

  it("refuses a suspended account's next suggestion and anonymous post, for good", async () => {
    const mod = await moderator();
    const author = newClient();
    await signUpWithEmail(author, "banned@example.com");
    const { id } = await call(author, createSuggestion, { title: "Abuse", details: "Abuse" });

    expect(
      await call(mod, moderatePost, { postId: id, action: "suspend", duration: "forever", reason: "Threats" }),
    ).toEqual({ postId: id, action: "suspend", posts: 0 });
    const failure = await failureOf(call(author, createSuggestion, { title: "Again", details: "Again" }));
    expect(failure).toMatchObject({ code: "permission-denied" });
    expect(failure.message).toMatch(/^This account may not post for good: a moderator suspended it \(Threats\)/);
    expect((await failureOf(call(author, createAnonymousPost, { text: "Sneaky" }))).code).toBe("permission-denied");
  });

  it("asks how long, and is done once when the request is replayed", async () => {
    const mod = await moderator();
    const post = await postedId(anonymousFrom("203.0.113.72", await newIdentity(), { text: "Spam" }));
    expectRefusal(await failureOf(call(mod, moderatePost, { postId: post, action: "suspend", reason: "Spam" })), {
      code: "invalid-argument",
      message: "Please choose how long the suspension lasts: 1 day, 7 days or for good.",
    });
    const payload = { postId: post, action: "suspend", duration: "1d", reason: "Spam", requestId: randomUUID() };
    await call(mod, moderatePost, payload);
    await call(mod, moderatePost, payload);
    expect(await logEntries()).toHaveLength(1);
  });
});

describe("deleted is deleted", () => {
  it("refuses a re-sent request whose post was deleted, by its author or a moderator, and keeps its reports", async () => {
    const mod = await moderator();
    const identity = await anonymousIdentity();
    const requestId = randomUUID();
    const original = anonymousFrom("203.0.113.80", identity.idToken, { requestId, title: "Doxx", text: "Address" });
    const id = await postedId(original);
    await call(newClient(), reportPost, { postId: id, reason: "personal-info" });
    await call(mod, moderatePost, { postId: id, action: "hide", reason: "Personal information" });
    expect(await httpCallReply("deletePost", { postId: id, requestId: randomUUID() }, identity.headers)).toEqual({
      result: { postId: id, deleted: true },
    });

    // The author re-sends the same request with new text: the old /p/{id} must not come back.
    const again = await anonymousFrom("203.0.113.80", identity.idToken, { requestId, title: "Nice", text: "Harmless" });
    expect(again).toMatchObject({ code: "failed-precondition", message: POST_WAS_DELETED_MESSAGE });
    expect((await adminDb().collection(SUGGESTIONS_COLLECTION).doc(id).get()).exists).toBe(false);
    expect((await adminDb().collection(REPORTS_COLLECTION).where("postId", "==", id).get()).size).toBe(1);

    // The same for a signed-in author's suggestion a moderator deleted.
    const author = newClient();
    await signUpWithEmail(author, "again@example.com");
    const payload = { title: "Bad", details: "Bad", requestId: randomUUID() };
    const named = await call(author, createSuggestion, payload);
    await call(mod, moderatePost, { postId: named.id, action: "delete", reason: "Abuse" });
    expectRefusal(await failureOf(call(author, createSuggestion, { ...payload, details: "Good now" })), {
      code: "failed-precondition",
      message: POST_WAS_DELETED_MESSAGE,
    });
  });
});

describe("the public log", () => {
  it("shows what moderators did, not what was removed, unless they chose to show a spam title", async () => {
    const mod = await moderator();
    const spam = await postedId(anonymousFrom("203.0.113.90", await newIdentity(), { title: "Cheap watches" }));
    const doxx = await postedId(anonymousFrom("203.0.113.91", await newIdentity(), { title: "Jo lives at 12 Elm St" }));
    const fine = await postedId(anonymousFrom("203.0.113.92", await newIdentity(), { title: "Bake sale" }));
    await call(newClient(), reportPost, { postId: doxx, reason: "personal-info" });

    await call(mod, moderatePost, { postId: spam, action: "hide", reason: "Spam", showTitle: true });
    // Showing a title never overrides a personal-information report.
    await call(mod, moderatePost, { postId: doxx, action: "delete", reason: "Doxxing", showTitle: true });
    await call(mod, moderatePost, { postId: fine, action: "hide", reason: "Unsure" });
    await call(mod, moderatePost, { postId: fine, action: "restore", reason: "Fine after all" });
    expect(await logEntries()).toEqual(
      asLog([
        { action: "restored", by: "moderator", reason: "Fine after all", title: "Bake sale" },
        { action: "hidden", by: "moderator", reason: "Unsure", title: "[removed]" },
        { action: "deleted", by: "moderator", reason: "Doxxing", title: "[removed]" },
        { action: "hidden", by: "moderator", reason: "Spam", title: "Cheap watches" },
      ]),
    );
  });
});

describe("the queue", () => {
  it("finds a hidden post on the first page under more than 50 newer reported posts whose accounts are then deleted", async () => {
    const mod = await moderator();
    const hidden = await postedId(anonymousFrom("203.0.113.100", await newIdentity(), { title: "Victim of burial" }));
    // Reports hide a post only from accounts with standing (decision 0013).
    for (let reporter = 0; reporter < 3; reporter++) {
      const client = newClient();
      await agedVerifiedAccount(client);
      await call(client, reportPost, { postId: hidden, reason: "hate" });
    }
    await gone(hidden);

    // 55 throwaway accounts (more than 50), each with a reported post of its own.
    const emails = Array.from({ length: 55 }, (_, index) => `throwaway-${index}@example.com`);
    const throwaways = emails.map(() => newClient());
    await signedUpAccounts(throwaways, emails);
    // A few at a time: the Functions emulator starts a process for each simultaneous call to a function that
    // has no idle one, and on two cores a dozen such starts cost more than the calls.
    for (let start = 0; start < throwaways.length; start += 5) {
      await Promise.all(
        throwaways.slice(start, start + 5).map(async (client, index) => {
          const { id } = await call(client, createSuggestion, { title: `Bait ${start + index}`, details: "x" });
          await call(newClient(), reportPost, { postId: id, reason: "spam" });
        }),
      );
    }

    // Paged with a cursor, no offset: every entry once, the hidden unreviewed post first (asserted before the
    // page size, so that a queue without paging fails on the burial itself).
    const seen: string[] = [];
    const pageSizes: number[] = [];
    let cursor: string | undefined;
    do {
      const page = await call(mod, moderationQueue, cursor === undefined ? {} : { cursor });
      pageSizes.push(page.items.length);
      seen.push(...page.items.map((item) => item.postId));
      cursor = page.next;
    } while (cursor !== undefined);
    expect(seen[0]).toBe(hidden);
    expect(new Set(seen).size).toBe(56);
    expect(Math.max(...pageSizes)).toBeLessThanOrEqual(25);

    for (const client of throwaways) await call(client, deleteAccount, { posts: "delete", confirm: "DELETE" });
    // Every entry whose post went with its account went too (before any moderator reads the queue).
    expect((await adminDb().collection(MODERATION_QUEUE_COLLECTION).get()).size).toBe(1);
    const first = await call(mod, moderationQueue, {});
    expect(first.items.map((item) => item.postId)).toEqual([hidden]);
    expect(first.items[0]).toMatchObject({ hidden: true, reviewed: false, title: "Victim of burial" });
    expect(first.next).toBeUndefined();
  }, 180_000);

  it("refuses a forged cursor with a clear message", async () => {
    const mod = await moderator();
    expectRefusal(await failureOf(call(mod, moderationQueue, { cursor: "not-a-cursor" })), {
      code: "invalid-argument",
      message: "This page of the queue is out of date. Please reload the page.",
    });
  });
});

// Issue 44, finding 2: a suspension bound to the uid alone was shed by deleting the account and signing up
// again. It now also binds keyed hashes of the account's verified e-mail and its providers' subjects.
describe("a suspension outlives the account", () => {
  /** The suspended person, signed in afresh on a new client: every way it could post, and what it is told. */
  async function expectStillSuspended(client: Client, reason: string) {
    const refusal = await failureOf(call(client, createSuggestion, { title: "I'm back", details: "Again" }));
    expect(refusal.code).toBe("permission-denied");
    expect(refusal.message).toContain(`a moderator suspended it (${reason})`);
    expect((await failureOf(call(client, createAnonymousPost, { text: "Sneaky" }))).code).toBe("permission-denied");
    expect(await call(client, mySuspension, {})).toMatchObject({ suspension: { kind: "account", reason } });
  }

  async function suspendAuthorOf(postId: string, duration: "7d" | "forever", reason: string) {
    await call(await moderator(), moderatePost, { postId, action: "suspend", duration, reason });
  }

  it("refuses a suspended e-mail account that deletes itself and signs up again with the same address", async () => {
    const author = newClient();
    await signUpWithEmail(author, "repeat@example.com");
    const { id } = await call(author, createSuggestion, { title: "Abuse", details: "Abuse" });
    await suspendAuthorOf(id, "forever", "Threats");
    expect(await call(author, deleteAccount, { posts: "delete", confirm: "DELETE" })).toMatchObject({ deleted: true });

    // The same address, not verified this time (a suggestion needs no verification), in another case.
    const again = newClient();
    await signUpWithEmail(again, "Repeat@Example.com", "A new name");
    await expectStillSuspended(again, "Threats");
    // Kept as hashes only: the uid's and the address's, neither in the clear.
    const kept = (await adminDb().collection(SUSPENSIONS_COLLECTION).get()).docs;
    expect(kept).toHaveLength(2);
    expect(JSON.stringify(kept.map((doc) => [doc.id, doc.data()])).toLowerCase()).not.toContain("repeat");
  }, 60_000);

  it("refuses a suspended Google account re-created with the same Google subject", async () => {
    const sub = randomUUID();
    const author = newClient();
    await signInWithGoogle(author, { sub, email: "g-repeat@gmail.com", email_verified: true, name: "G" });
    const { id } = await call(author, createSuggestion, { title: "Abuse", details: "Abuse" });
    await suspendAuthorOf(id, "7d", "Spam");
    await call(author, deleteAccount, { posts: "keep", confirm: "DELETE" });

    // The same Google account (its subject), even under a changed address.
    const again = newClient();
    await signInWithGoogle(again, { sub, email: "g-renamed@gmail.com", email_verified: true, name: "G" });
    await expectStillSuspended(again, "Spam");
    // Someone else's Google account is not touched.
    const other = newClient();
    await signInWithGoogle(other, { sub: randomUUID(), email: "g-other@gmail.com", email_verified: true, name: "O" });
    expect(await call(other, mySuspension, {})).toEqual({});
  }, 60_000);

  it("gives an account whose e-mail is not verified a small allowance of suggestions until it is", async () => {
    // A suspended person's way around: a new throwaway address, never verified.
    await startOfFreshWindow();
    const small = configuredLimit("UNVERIFIED_SUGGESTIONS_PER_MINUTE");
    const client = newClient();
    const user = await signUpWithEmail(client, "throwaway@example.com", "Throwaway");
    for (let index = 0; index < small; index++) {
      await call(client, createSuggestion, { title: `Spam ${index}`, details: "d" });
    }
    expect((await failureOf(call(client, createSuggestion, { title: "More", details: "d" }))).code).toBe(
      "resource-exhausted",
    );
    // Verified, the account's allowance is the full one.
    await adminAuth().updateUser(user.uid, { emailVerified: true });
    await expect(call(client, createSuggestion, { title: "Verified", details: "d" })).resolves.toHaveProperty("id");
  }, 60_000);
});
