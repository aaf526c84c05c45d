// Moderation covers replies (issue #47, item 6; decision 0117): reportPost and moderatePost with a `replyId`.
// Reports of a reply reach the queue and only accounts with standing auto-hide it; moderators see it with its
// post, keep, hide, restore and delete it; "hide this author's posts" and Suspend reach the author's replies
// of the same kind; every log line about a reply says "[removed]" and nothing else about it.
import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import {
  createReply,
  createSuggestion,
  LISTED_REPLIES_COLLECTION,
  MODERATION_QUEUE_COLLECTION,
  moderatePost,
  moderationQueue,
  myReports,
  POSTS_COLLECTION,
  REPLIES_COLLECTION,
  REPLY_TITLE_MESSAGE,
  REPORTS_COLLECTION,
  reportPost,
  SUGGESTIONS_COLLECTION,
  UNKNOWN_REPLY_MESSAGE,
} from "@village/shared";
import { configuredLimit } from "../../test/support/rate-limits";
import { signedUpAccount } from "./support/accounts";
import { adminDb, call, failureOf, type Client } from "./support/clients";
import { freshEmulatorsPerTest } from "./support/lifecycle";
import { asLog, LISTED, listedPost, logEntries, publicViews, signInAsModerator } from "./support/moderation";
import { expectRefusal } from "./support/refusals";
import { agedVerifiedAccount } from "./support/standing";
import { TRIGGER_WAIT } from "./support/trigger-wait";

const newClient = freshEmulatorsPerTest();
const THRESHOLD = configuredLimit("REPORTERS_TO_HIDE");

async function moderator(): Promise<Client> {
  const client = newClient();
  await signInAsModerator(client, `mod-${randomUUID()}@example.com`);
  return client;
}

const storedReply = (postId: string, replyId: string) =>
  adminDb().collection(SUGGESTIONS_COLLECTION).doc(postId).collection(REPLIES_COLLECTION).doc(replyId);
const listedReply = (postId: string, replyId: string) =>
  adminDb().collection(POSTS_COLLECTION).doc(postId).collection(LISTED_REPLIES_COLLECTION).doc(replyId);
const queueEntry = async (postId: string, replyId: string) =>
  (await adminDb().collection(MODERATION_QUEUE_COLLECTION).doc(`${postId}_${replyId}`).get()).data();

/** Waits until the reply is (or is not) in its thread's public projection. */
const inThread = (postId: string, replyId: string, expected: boolean) =>
  vi.waitFor(async () => expect((await listedReply(postId, replyId).get()).exists).toBe(expected), TRIGGER_WAIT);

/** A reply as listed (signed out unless the client is signed in), once the trigger has listed it. */
async function listedReplyOf(client: Client, postId: string, text: string): Promise<string> {
  const { reply } = await call(client, createReply, { postId, text, ageConfirmed: true });
  await inThread(postId, reply.replyId, true);
  return reply.replyId;
}

const removedLine = (action: string, by: string, reason: string) => ({ action, by, reason, title: "[removed]" });

describe("reporting a reply", () => {
  it("queues every report, hides the reply alone once accounts with standing reach the threshold, logs [removed]", async () => {
    const { id: postId } = await listedPost(newClient(), "Garden party");
    const replyId = await listedReplyOf(newClient(), postId, "Buy cheap watches");

    // Signed-out voices are heard, never counted.
    for (let voice = 0; voice < THRESHOLD; voice++) {
      expect(await call(newClient(), reportPost, { postId, replyId, reason: "spam", note: "An advert" })).toEqual({
        reported: true,
        alreadyReported: false,
      });
    }
    expect(await queueEntry(postId, replyId)).toMatchObject({
      postId,
      replyId,
      reports: THRESHOLD,
      countingReporters: 0,
    });
    expect((await storedReply(postId, replyId).get()).data()?.hidden).toBeUndefined();

    for (let reporter = 0; reporter < THRESHOLD; reporter++) {
      const client = newClient();
      await agedVerifiedAccount(client);
      await call(client, reportPost, { postId, replyId, reason: "spam" });
    }
    await inThread(postId, replyId, false);
    const reason = `Hidden pending review after reports from ${THRESHOLD} people.`;
    expect((await storedReply(postId, replyId).get()).data()).toMatchObject({ hidden: true, hiddenReason: reason });
    // The post stays up, and its own reports are untouched: the reply's have ids and an entry of their own.
    expect(await publicViews(postId)).toMatchObject(LISTED);
    expect((await adminDb().collection(MODERATION_QUEUE_COLLECTION).doc(postId).get()).exists).toBe(false);
    const reports = await adminDb().collection(REPORTS_COLLECTION).where("replyId", "==", replyId).get();
    expect(reports.size).toBe(2 * THRESHOLD);
    expect(reports.docs.every((report) => report.data().title === undefined)).toBe(true);
    expect(await logEntries()).toEqual([removedLine("hidden", "reports", reason)]);

    // A hidden reply is answered as one that never existed, as is a made-up one or one of another post.
    for (const payload of [
      { postId, replyId, reason: "spam" },
      { postId, replyId: "no-such-reply", reason: "spam" },
      { postId: (await listedPost(newClient(), "Other")).id, replyId, reason: "spam" },
      { postId, replyId: "not a reply id!", reason: "spam" },
    ]) {
      expectRefusal(await failureOf(call(newClient(), reportPost, payload)), {
        code: "invalid-argument",
        message: UNKNOWN_REPLY_MESSAGE,
      });
    }
  });
});

describe("moderating a reply", () => {
  it("shows a reported reply with its post; Hide, Restore, Keep (sticky) and Delete it, each logged [removed]", async () => {
    const mod = await moderator();
    const { id: postId } = await listedPost(newClient(), "Garden party");
    const replyId = await listedReplyOf(newClient(), postId, "You are all idiots");
    await call(newClient(), reportPost, { postId, replyId, reason: "hate", note: "Insults" });

    const { items } = await call(mod, moderationQueue, {});
    expect(items).toEqual([
      expect.objectContaining({
        postId,
        replyId,
        title: "Garden party",
        details: "You are all idiots",
        author: expect.stringMatching(/^Anonymous /) as unknown,
        hidden: false,
        reasons: { hate: 1 },
        notes: [expect.objectContaining({ note: "Insults" })],
        reports: 1,
      }),
    ]);

    const act = (action: string, reason: string) => call(mod, moderatePost, { postId, replyId, action, reason });
    expectRefusal(await failureOf(act("restore", "Fine")), {
      code: "invalid-argument",
      message: "This reply is not hidden.",
    });
    expectRefusal(
      await failureOf(call(mod, moderatePost, { postId, replyId, action: "hide", reason: "Spam", showTitle: true })),
      { code: "invalid-argument", message: REPLY_TITLE_MESSAGE },
    );

    expect(await act("hide", "Insults")).toEqual({ postId, action: "hide", posts: 1 });
    await inThread(postId, replyId, false);
    expect((await call(mod, moderationQueue, {})).items).toEqual([
      expect.objectContaining({ replyId, hidden: true, hiddenReason: "Insults", reviewed: true }),
    ]);
    await act("restore", "Read again: banter");
    await inThread(postId, replyId, true);
    await act("keep", "Banter between friends");
    expect(await queueEntry(postId, replyId)).toBeUndefined();
    expect((await storedReply(postId, replyId).get()).data()).toMatchObject({ moderatorKept: true });
    // Keep is sticky: accounts with standing no longer hide it, though their reports reach the queue.
    for (let reporter = 0; reporter < THRESHOLD; reporter++) {
      const client = newClient();
      await agedVerifiedAccount(client);
      await call(client, reportPost, { postId, replyId, reason: "hate" });
    }
    expect(await queueEntry(postId, replyId)).toMatchObject({ reports: THRESHOLD, countingReporters: 0 });
    expect((await listedReply(postId, replyId).get()).exists).toBe(true);

    await act("delete", "Insults after all");
    await inThread(postId, replyId, false);
    expect((await storedReply(postId, replyId).get()).exists).toBe(false);
    expect(await queueEntry(postId, replyId)).toBeUndefined();
    expectRefusal(await failureOf(act("hide", "Again")), { code: "invalid-argument", message: UNKNOWN_REPLY_MESSAGE });
    expect(await logEntries()).toEqual(
      asLog([
        removedLine("hidden", "moderator", "Insults"),
        removedLine("restored", "moderator", "Read again: banter"),
        removedLine("kept", "moderator", "Banter between friends"),
        removedLine("deleted", "moderator", "Insults after all"),
      ]),
    );
  });

  it("hides the author's posts and replies of one kind from a reply, and suspends a reply's author", async () => {
    const mod = await moderator();
    const other = newClient();
    const { id: first } = await listedPost(other, "Thread one");
    const { id: second } = await listedPost(other, "Thread two");
    const ann = newClient();
    await signedUpAccount(ann, "ann@example.com", "Ann");
    const { id: annPost } = await call(ann, createSuggestion, { title: "Ann's idea", details: "Details" });
    await vi.waitFor(async () => expect((await publicViews(annPost)).posts).toBe(true), TRIGGER_WAIT);
    const annFirst = await listedReplyOf(ann, first, "Spam one");
    const annSecond = await listedReplyOf(ann, second, "Spam two");
    const visitor = newClient();
    const visitorReply = await listedReplyOf(visitor, first, "A neighbour's answer");

    const hidden = await call(mod, moderatePost, {
      postId: first,
      replyId: annFirst,
      action: "hide-author",
      reason: "Spam",
    });
    expect(hidden.posts).toBe(3);
    await inThread(first, annFirst, false);
    await inThread(second, annSecond, false);
    await vi.waitFor(async () => expect((await publicViews(annPost)).posts).toBe(false), TRIGGER_WAIT);
    // Another author's reply in the same thread, and the threads' posts, stay.
    expect((await listedReply(first, visitorReply).get()).exists).toBe(true);
    expect(await publicViews(first)).toMatchObject(LISTED);
    expect(await logEntries()).toEqual(asLog([1, 2, 3].map(() => removedLine("hidden", "moderator", "Spam"))));

    await call(mod, moderatePost, {
      postId: first,
      replyId: visitorReply,
      action: "suspend",
      duration: "1d",
      reason: "Trolling",
    });
    const refused = await failureOf(call(visitor, createReply, { postId: second, text: "Hi", ageConfirmed: true }));
    expect(refused.code).toBe("permission-denied");
    expect(refused.message).toMatch(/^This browser may not post anonymously until .* \(Trolling\)/);
  });
});

describe("a reporter's reports of replies (myReports)", () => {
  it("names each by its post while the post is up, with the reply's own outcome, and nothing of its writer", async () => {
    const mod = await moderator();
    const { id: postId } = await listedPost(newClient(), "Garden party");
    const { id: goneId } = await listedPost(newClient(), "Soon hidden");
    const waiting = await listedReplyOf(newClient(), postId, "Waiting");
    const hidden = await listedReplyOf(newClient(), postId, "Hidden");
    const removed = await listedReplyOf(newClient(), postId, "Removed");
    const kept = await listedReplyOf(newClient(), postId, "Kept");
    const underHidden = await listedReplyOf(newClient(), goneId, "Under a hidden post");
    const reporter = newClient();
    await signedUpAccount(reporter, "reporter@example.com", "Rita");
    const reported = [
      [postId, waiting],
      [postId, hidden],
      [postId, removed],
      [postId, kept],
      [goneId, underHidden],
    ] as const;
    for (const [post, replyId] of reported) await call(reporter, reportPost, { postId: post, replyId, reason: "hate" });
    // Five reports: as many as a reporter may make in a minute.
    const act = (post: string, action: string, replyId?: string) =>
      call(mod, moderatePost, { postId: post, action, reason: "Read", ...(replyId && { replyId }) });
    await act(postId, "hide", hidden);
    await act(postId, "delete", removed);
    await act(postId, "keep", kept);
    await act(goneId, "hide");

    const { reports } = await call(reporter, myReports, {});
    const reply = (replyId: string, outcome: string) => ({
      postId,
      replyId,
      threadUp: true,
      title: "Garden party",
      outcome,
    });
    // Exactly these fields: no text, name, time or writer of the reply, no title of the hidden post.
    expect(reports.map(({ reportedAt: _at, reason: _reason, ...rest }) => rest)).toEqual([
      { postId: goneId, replyId: underHidden, threadUp: false, outcome: "hidden" },
      reply(kept, "kept"),
      reply(removed, "removed"),
      reply(hidden, "hidden"),
      reply(waiting, "pending"),
    ]);
    expect(reports.every((report) => report.reason === "hate")).toBe(true);
  }, 60_000);
});
