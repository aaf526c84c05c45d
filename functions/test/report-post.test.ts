// reportPost: anyone may report, once per voice and post; the third account with standing hides the post from
// every public view; no flood of signed-out voices buries others' notes; reporting is rate limited; bad input
// is refused.
// (Who has standing, sticky Keep and overturned reporters: report-standing.test.ts.)
import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  deletePost,
  moderationQueue,
  MODERATION_QUEUE_COLLECTION,
  reportPost,
  REPORTS_COLLECTION,
  UNKNOWN_POST_MESSAGE,
  UNKNOWN_REASON_MESSAGE,
} from "@village/shared";
import { signInAnonymously } from "firebase/auth";
import { signUpWithEmail } from "./support/accounts";
import { adminDb, call, failureOf } from "./support/clients";
import { TRIGGER_WAIT } from "./support/trigger-wait";
import { anonymousIdentity, httpCallReply } from "./support/http-call";
import { freshEmulatorsPerTest } from "./support/lifecycle";
import { GONE, LISTED, listedPost, logEntries, publicViews, signInAsModerator } from "./support/moderation";
import { expectRefusal } from "./support/refusals";
import { agedVerifiedAccount } from "./support/standing";
import { configuredLimit, startOfFreshWindow } from "../../test/support/rate-limits";
import { writeDocuments } from "../../scripts/lib/admin-db.mjs";

const newClient = freshEmulatorsPerTest();
const THRESHOLD = configuredLimit("REPORTERS_TO_HIDE");

const queueEntry = async (postId: string) =>
  (await adminDb().collection(MODERATION_QUEUE_COLLECTION).doc(postId).get()).data();
const reportCount = async () => (await adminDb().collection(REPORTS_COLLECTION).count().get()).data().count;

/** A report over plain HTTP from a network address, as a new anonymous identity (or with an ID token). */
const reportFrom = async (address: string, postId: string, idToken?: string, reason = "spam", note?: string) =>
  httpCallReply(
    "reportPost",
    { postId, reason, requestId: randomUUID(), ...(note !== undefined && { note }) },
    { "X-Forwarded-For": address, Authorization: `Bearer ${idToken ?? (await anonymousIdentity()).idToken}` },
  );

/** A new signed-out identity (a Firebase anonymous account), as a fresh browser gets one: its ID token. */
async function signedOutIdentity(): Promise<string> {
  const { user } = await signInAnonymously(newClient().auth);
  return user.getIdToken();
}

/** Posts written straight to the database (as an import would), so that posting's own limits do not apply. */
async function seededPosts(count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, (_, index) => `seeded-${index}`);
  await writeDocuments(
    "suggestions",
    ids.map((id) => ({
      id,
      data: { title: id, text: "Seeded", authorType: "anonymous", ownerUid: "", createdAt: new Date() },
    })),
  );
  return ids;
}

beforeEach(() => startOfFreshWindow(), 70_000);

describe("reportPost", () => {
  it("takes a report from a signed-out visitor and one from a signed-in person", async () => {
    const { id } = await listedPost(newClient());
    const reply = await call(newClient(), reportPost, { postId: id, reason: "spam", note: "Selling watches" });
    expect(reply).toEqual({ reported: true, alreadyReported: false });

    const member = newClient();
    const user = await signUpWithEmail(member, "rita@example.com");
    await call(member, reportPost, { postId: id, reason: "scam" });

    const reports = (await adminDb().collection(REPORTS_COLLECTION).where("postId", "==", id).get()).docs.map((doc) =>
      doc.data(),
    );
    expect(reports).toHaveLength(2);
    expect(reports.find((report) => report.uid === user.uid)).toMatchObject({ reason: "scam" });
    expect(await queueEntry(id)).toMatchObject({
      reports: 2,
      accounts: 1,
      countingReporters: 0,
      reasons: { spam: 1, scam: 1 },
    });
  });

  it("counts a reporter once per post, however often they report (nothing doubled)", async () => {
    const { id } = await listedPost(newClient());
    const reporter = newClient();
    await call(reporter, reportPost, { postId: id, reason: "spam" });
    const again = await call(reporter, reportPost, { postId: id, reason: "hate" });
    const requestId = randomUUID();
    await call(reporter, reportPost, { postId: id, reason: "spam", requestId });

    expect(again).toEqual({ reported: true, alreadyReported: true });
    expect(await reportCount()).toBe(1);
    expect(await queueEntry(id)).toMatchObject({ reports: 1, reasons: { spam: 1 } });
  });

  it(`hides a post from every public view when reporters with standing reach REPORTERS_TO_HIDE (${THRESHOLD}), and logs it`, async () => {
    const { id } = await listedPost(newClient(), "Buy cheap watches");
    const { count } = await publicViews(id);
    for (let reporter = 1; reporter < THRESHOLD; reporter++) {
      const client = newClient();
      await agedVerifiedAccount(client);
      await call(client, reportPost, { postId: id, reason: "spam" });
    }
    expect(await publicViews(id)).toMatchObject(LISTED);

    const last = newClient();
    await agedVerifiedAccount(last);
    await call(last, reportPost, { postId: id, reason: "spam" });
    await vi.waitFor(async () => expect(await publicViews(id)).toEqual({ ...GONE, count: count - 1 }), TRIGGER_WAIT);
    expect((await adminDb().collection("suggestions").doc(id).get()).data()).toMatchObject({
      hidden: true,
      hiddenReason: `Hidden pending review after reports from ${THRESHOLD} people.`,
      title: "Buy cheap watches",
    });
    expect(await logEntries()).toEqual([
      {
        action: "hidden",
        by: "reports",
        reason: `Hidden pending review after reports from ${THRESHOLD} people.`,
        // The log says what happened, not what was removed.
        title: "[removed]",
      },
    ]);
  });

  it("keeps other reporters' notes in sight when twenty signed-out voices report with notes", async () => {
    const { id } = await listedPost(newClient());
    const member = newClient();
    await signUpWithEmail(member, "neighbour@example.com");
    await call(member, reportPost, { postId: id, reason: "hate", note: "Targets my neighbour by name" });
    await reportFrom("192.0.2.44", id, await signedOutIdentity(), "other", "Seen this on three boards");
    // The attacker: twenty fresh signed-out identities, each with a note, two to each address it names in
    // X-Forwarded-For (one address's allowance is 10 reports a window).
    for (let voice = 0; voice < 20; voice++) {
      const address = `203.0.113.${Math.floor(voice / 2) + 10}`;
      const reply = await reportFrom(address, id, await signedOutIdentity(), "spam", `Flood ${voice}`);
      expect(reply.result).toMatchObject({ alreadyReported: false });
    }

    const moderator = newClient();
    await signInAsModerator(moderator, "mod@example.com");
    const [item] = (await call(moderator, moderationQueue, {})).items;
    const notes = item?.notes.map((note) => note.note) ?? [];
    expect(notes).toContain("Targets my neighbour by name");
    expect(notes).toContain("Seen this on three boards");
    expect(item?.notes[0]).toMatchObject({ note: "Targets my neighbour by name", from: "account" });
    // Signed-out voices' notes are capped; moderators see how many voices and how many accounts reported.
    expect(item?.notes.filter((note) => note.from === "signed-out").length).toBeLessThanOrEqual(5);
    expect(item).toMatchObject({ reports: 22, accounts: 1, counted: 0 });
    expect(JSON.stringify(item)).not.toContain("203.0.113");
  });

  it("lets a later reporter's note reach moderators after the author filled the places ahead (#44)", async () => {
    const { id } = await listedPost(newClient());
    // The author, before anyone else: five fresh signed-out identities and five new accounts report their own
    // post with harmless notes, raw requests from addresses of their own.
    for (let voice = 0; voice < 5; voice++) {
      await reportFrom(`198.51.100.${voice + 1}`, id, await signedOutIdentity(), "other", `Filler ${voice}`);
      const account = await signUpWithEmail(newClient(), `filler-${voice}@example.com`);
      await reportFrom(`198.51.100.${voice + 11}`, id, await account.getIdToken(), "other", `Account filler ${voice}`);
    }
    // Then real reporters: one signed out, one with a new account.
    await reportFrom("192.0.2.60", id, await signedOutIdentity(), "hate", "Names my neighbour");
    const member = await signUpWithEmail(newClient(), "member@example.com");
    await reportFrom("192.0.2.61", id, await member.getIdToken(), "hate", "Harasses a neighbour");

    const moderator = newClient();
    await signInAsModerator(moderator, "mod@example.com");
    const [item] = (await call(moderator, moderationQueue, {})).items;
    const notes = item?.notes.map((note) => note.note) ?? [];
    expect(notes).toContain("Names my neighbour");
    expect(notes).toContain("Harasses a neighbour");
    expect(item).toMatchObject({ reports: 12, accounts: 6 });
  });

  it("is rate limited per account, with its own sentence, and a refused report stores nothing", async () => {
    const perMinute = configuredLimit("REPORTS_PER_MINUTE");
    const ids = await seededPosts(perMinute + 1);
    const reporter = newClient();
    await signUpWithEmail(reporter, "busy@example.com");
    for (const id of ids.slice(0, perMinute)) await call(reporter, reportPost, { postId: id, reason: "spam" });
    const failure = await failureOf(call(reporter, reportPost, { postId: ids[perMinute], reason: "spam" }));

    expect(failure.code).toBe("resource-exhausted");
    expect(failure.message).toMatch(
      /^You're reporting too quickly\. Please try again in (\d+ seconds?|\d+ minutes?|1 hour)\.$/,
    );
    expect(await reportCount()).toBe(perMinute);
  });

  it("is rate limited per address, shared by every account reporting from it", async () => {
    const perMinute = configuredLimit("REPORTS_PER_ADDRESS_PER_MINUTE");
    const ids = await seededPosts(perMinute + 1);
    const tokens = await Promise.all(
      ["one", "two", "three"].map(async (name) =>
        (await signUpWithEmail(newClient(), `${name}@example.com`)).getIdToken(),
      ),
    );
    const results = [];
    for (const [index, id] of ids.entries()) {
      // Three accounts take turns, so no account's own allowance runs out before the address's.
      results.push(await reportFrom("203.0.113.50", id, tokens[index % tokens.length]));
    }
    expect(results.slice(0, perMinute).every((result) => result.result !== undefined)).toBe(true);
    expect(results[perMinute]).toMatchObject({ code: "resource-exhausted" });
    expect(results[perMinute]?.message).toMatch(/^Too many reports are coming from your network right now\./);
  });

  it("refuses bad input with a clear invalid-argument and stores nothing", async () => {
    const { id } = await listedPost(newClient());
    const reporter = newClient();
    expectRefusal(await failureOf(call(reporter, reportPost, { postId: "no-such-post", reason: "spam" })), {
      code: "invalid-argument",
      message: UNKNOWN_POST_MESSAGE,
    });
    expectRefusal(await failureOf(call(reporter, reportPost, { postId: id, reason: "boring" })), {
      code: "invalid-argument",
      message: UNKNOWN_REASON_MESSAGE,
    });
    expectRefusal(await failureOf(call(reporter, reportPost, { postId: id, reason: "other", note: "x".repeat(501) })), {
      code: "invalid-argument",
      message: "Note must be at most 500 characters.",
    });
    expect(await reportCount()).toBe(0);
  });

  it("refuses a report of a deleted post as of one never stored, and files nothing", async () => {
    const author = newClient();
    const { id } = await listedPost(author);
    await call(author, deletePost, { postId: id });
    expectRefusal(await failureOf(call(newClient(), reportPost, { postId: id, reason: "spam" })), {
      code: "invalid-argument",
      message: UNKNOWN_POST_MESSAGE,
    });
    expect(await reportCount()).toBe(0);
  });
});
