// reportPost: anyone may report, once per reporter and post; the third distinct reporter with standing hides
// the post from every public view; one address counts once; reporting is rate limited; bad input is refused.
// (Who has standing, sticky Keep and overturned reporters: report-standing.test.ts.)
import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  DELETED_POST_MESSAGE,
  deletePost,
  moderationQueue,
  MODERATION_QUEUE_COLLECTION,
  reportPost,
  REPORTS_COLLECTION,
  UNKNOWN_POST_MESSAGE,
  UNKNOWN_REASON_MESSAGE,
} from "@village/shared";
import { signUpWithEmail } from "./support/accounts";
import { adminDb, call, failureOf } from "./support/clients";
import { TRIGGER_WAIT } from "./support/trigger-wait";
import { anonymousIdentity, httpCallReply } from "./support/http-call";
import { freshEmulatorsPerTest } from "./support/lifecycle";
import { GONE, LISTED, listedPost, logEntries, publicViews, signInAsModerator } from "./support/moderation";
import { expectRefusal } from "./support/refusals";
import { agedVerifiedAccount } from "./support/standing";
import { storedPost } from "./support/stored";
import { configuredLimit, startOfFreshWindow } from "../../test/support/rate-limits";
import { writeDocuments } from "../../scripts/lib/admin-db.mjs";

const newClient = freshEmulatorsPerTest();
const THRESHOLD = configuredLimit("REPORTERS_TO_HIDE");

const queueEntry = async (postId: string) =>
  (await adminDb().collection(MODERATION_QUEUE_COLLECTION).doc(postId).get()).data();
const reportCount = async () => (await adminDb().collection(REPORTS_COLLECTION).count().get()).data().count;

/** A report over plain HTTP from a network address, as a new anonymous identity (or with an ID token). */
const reportFrom = async (address: string, postId: string, idToken?: string) =>
  httpCallReply(
    "reportPost",
    { postId, reason: "spam", requestId: randomUUID() },
    { "X-Forwarded-For": address, Authorization: `Bearer ${idToken ?? (await anonymousIdentity()).idToken}` },
  );

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
      reporters: 2,
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
    expect(await queueEntry(id)).toMatchObject({ reports: 1, reporters: 1, reasons: { spam: 1 } });
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

  it("counts many browsers from one address as one reporter, and tells moderators so", async () => {
    const { id } = await listedPost(newClient());
    for (let browser = 0; browser < THRESHOLD + 1; browser++) {
      // Each browser's report is filed (moderators see them), but the address is one reporter.
      expect((await reportFrom("203.0.113.9", id)).result).toMatchObject({ alreadyReported: false });
    }
    expect(await publicViews(id)).toMatchObject(LISTED);
    expect(await queueEntry(id)).toMatchObject({ reports: THRESHOLD + 1, reporters: 1 });

    const moderator = newClient();
    await signInAsModerator(moderator, "mod@example.com");
    const { items } = await call(moderator, moderationQueue, {});
    expect(items).toEqual([
      expect.objectContaining({ postId: id, reports: THRESHOLD + 1, reporters: 1, oneAddress: true }),
    ]);
    expect(JSON.stringify(items)).not.toContain("203.0.113");
  });

  it("counts accounts with standing only once per address: old accounts cannot hide a post from one place", async () => {
    const { id } = await listedPost(newClient());
    for (let account = 0; account < THRESHOLD; account++) {
      const { idToken } = await agedVerifiedAccount(newClient());
      await reportFrom("198.51.100.7", id, idToken);
    }
    expect(await queueEntry(id)).toMatchObject({ reports: THRESHOLD, reporters: 1, countingReporters: 1 });
    expect(await publicViews(id)).toMatchObject(LISTED);

    // Accounts with standing from other addresses do count; signed-out reporters from anywhere do not.
    await reportFrom("192.0.2.1", id);
    await reportFrom("192.0.2.2", id);
    expect(await queueEntry(id)).toMatchObject({ reporters: 3, countingReporters: 1 });
    expect((await storedPost(id)).hidden).toBeUndefined();
    for (let account = 1; account < THRESHOLD; account++) {
      await reportFrom(`192.0.2.${100 + account}`, id, (await agedVerifiedAccount(newClient())).idToken);
    }
    await vi.waitFor(async () => expect(await publicViews(id)).toMatchObject(GONE), TRIGGER_WAIT);
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

  it("refuses a report of a deleted post", async () => {
    const author = newClient();
    const { id } = await listedPost(author);
    await call(author, deletePost, { postId: id });
    expectRefusal(await failureOf(call(newClient(), reportPost, { postId: id, reason: "spam" })), {
      code: "invalid-argument",
      message: DELETED_POST_MESSAGE,
    });
  });
});
