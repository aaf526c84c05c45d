// Authors told, privately, when someone answers (issue #47 item 5, docs/decisions/0120): myReplyNotices answers
// the caller's own posts with new replies, by the verified identity alone; markReplyNotices marks them seen or
// turns notices off and on, writing nothing public. Each call as an attacker could send it: another identity,
// someone else's post, a made-up id, no identity at all.
import { describe, expect, it, vi } from "vitest";
import {
  createReply,
  createSuggestion,
  deleteAccount,
  deletePost,
  markReplyNotices,
  moderatePost,
  myReplyNotices,
  NO_IDENTITY_FOR_REPLY_NOTICES_MESSAGE,
  NOT_AVAILABLE_MESSAGE,
  POSTS_COLLECTION,
  REPLY_NOTICE_MARK_MESSAGE,
  REPLY_NOTICES_COLLECTION,
  SUGGESTIONS_COLLECTION,
} from "@village/shared";
import { signedUpAccount } from "./support/accounts";
import { adminDb, call, failureOf, rawCall, type Client } from "./support/clients";
import { listedPost, signInAsModerator } from "./support/moderation";
import { expectRefusal } from "./support/refusals";
import { TRIGGER_WAIT } from "./support/trigger-wait";
import { freshEmulatorsPerTest } from "./support/lifecycle";

const newClient = freshEmulatorsPerTest();

const published = (postId: string) => adminDb().collection(POSTS_COLLECTION).doc(postId);
const stored = (postId: string) => adminDb().collection(SUGGESTIONS_COLLECTION).doc(postId);
const reply = (client: Client, postId: string, text: string) =>
  call(client, createReply, { postId, text, ageConfirmed: true });
/** Waits until the reply-count task has written the thread's count on the public document. */
const counted = (postId: string, count: number) =>
  vi.waitFor(
    async () => {
      const document = (await published(postId).get()).data();
      expect(document?.replyCount, `${postId}: ${JSON.stringify(document)}`).toBe(count);
    },
    { timeout: 30_000, interval: 200 },
  );
const noticesOf = (client: Client) => call(client, myReplyNotices, {});
const mark = (client: Client, postId: string, how: "seen" | "off" | "on") =>
  call(client, markReplyNotices, { postId, mark: how });
const notAvailable = { code: "not-found", message: NOT_AVAILABLE_MESSAGE };

describe("reply notices", () => {
  it("tell each author of new replies to their own posts only: exact, seen, off and on, none once hidden", async () => {
    // A signed-out author (the browser's anonymous identity) with two posts; a signed-in one with a suggestion.
    const poster = newClient();
    const benches = await listedPost(poster, "Benches by the river");
    const lamps = await listedPost(poster, "Lamps");
    const member = newClient();
    await signedUpAccount(member, "member@example.com", "Member");
    const idea = await call(member, createSuggestion, { title: "Member's idea", details: "Details" });

    // Replies from others (one identity replies once in a thread every 30 s), and one from the poster on the
    // member's post (not the poster's to be told).
    const visitor = newClient();
    await reply(visitor, benches.id, "First");
    await reply(newClient(), benches.id, "Second");
    await reply(visitor, lamps.id, "Third");
    await reply(poster, idea.id, "The poster answers the member");
    await counted(benches.id, 2);
    await counted(lamps.id, 1);
    await counted(idea.id, 1);

    // Newest first, exact counts, the total; the replier is told nothing of threads it wrote in.
    const benchesNotice = { postId: benches.id, title: "Benches by the river", replyCount: 2, notices: true };
    const lampsNotice = { postId: lamps.id, title: "Lamps", replyCount: 1, notices: true };
    expect(await noticesOf(poster)).toEqual({
      posts: [
        { ...lampsNotice, newReplies: 1 },
        { ...benchesNotice, newReplies: 2 },
      ],
      newReplies: 3,
    });
    expect(await noticesOf(member)).toEqual({
      posts: [{ postId: idea.id, title: "Member's idea", replyCount: 1, newReplies: 1, notices: true }],
      newReplies: 1,
    });
    expect(await noticesOf(visitor)).toEqual({ posts: [], newReplies: 0 });

    // Someone else cannot mark the poster's post, nor learn it exists; the poster cannot mark the member's.
    expectRefusal(await failureOf(mark(visitor, benches.id, "seen")), notAvailable);
    expectRefusal(await failureOf(mark(poster, idea.id, "off")), notAvailable);
    expectRefusal(await failureOf(mark(member, "neverWasAPost0000001", "seen")), notAvailable);

    // The author opens the post: seen.
    expect(await mark(poster, benches.id, "seen")).toEqual({ postId: benches.id, notices: true, seen: 2 });
    expect(await noticesOf(poster)).toEqual({ posts: [{ ...lampsNotice, newReplies: 1 }], newReplies: 1 });

    // A reply after that is new; the ones seen are not.
    await reply(newClient(), benches.id, "Fourth");
    await counted(benches.id, 3);
    expect((await noticesOf(poster)).posts).toEqual([
      { ...lampsNotice, newReplies: 1 },
      { ...benchesNotice, replyCount: 3, newReplies: 1 },
    ]);
    // The author's own reply in their thread is no news to them.
    await reply(poster, benches.id, "The author answers");
    await counted(benches.id, 4);
    expect((await noticesOf(poster)).posts).toContainEqual({ ...benchesNotice, replyCount: 4, newReplies: 1 });

    // Off for one post: still listed (to turn it on again), with nothing new counted; on again: counted.
    // Nothing public or on the post is rewritten by the author's marks (decision 0087): compared at the end, after
    // the waits below, long enough for any trigger the marks fired to have run.
    const lampsNow = () => Promise.all([published(lamps.id).get(), stored(lamps.id).get()]);
    const before = await lampsNow();
    expect(await mark(poster, lamps.id, "off")).toEqual({ postId: lamps.id, notices: false, seen: 0 });
    expect(await noticesOf(poster)).toEqual({
      posts: [
        { ...lampsNotice, newReplies: 0, notices: false },
        { ...benchesNotice, replyCount: 4, newReplies: 1 },
      ],
      newReplies: 1,
    });
    expect(await mark(poster, lamps.id, "on")).toEqual({ postId: lamps.id, notices: true, seen: 0 });
    expect((await noticesOf(poster)).newReplies).toBe(2);

    // A moderator hides a post: its replies are told no more.
    const moderator = newClient();
    await signInAsModerator(moderator, "mod@example.com");
    await call(moderator, moderatePost, { postId: benches.id, action: "hide", reason: "Off topic" });
    await vi.waitFor(async () => expect((await published(benches.id).get()).exists).toBe(false), TRIGGER_WAIT);
    expect(await noticesOf(poster)).toEqual({ posts: [{ ...lampsNotice, newReplies: 1 }], newReplies: 1 });
    const updated = (snapshots: { updateTime?: { toMillis: () => number } }[]) =>
      snapshots.map((snapshot) => snapshot.updateTime?.toMillis());
    expect(updated(await lampsNow())).toEqual(updated(before));

    // The author deletes a post: what they saw of its thread goes with the thread.
    const lampsMarks = stored(lamps.id).collection(REPLY_NOTICES_COLLECTION);
    expect((await lampsMarks.get()).size).toBe(1);
    await call(poster, deletePost, { postId: lamps.id });
    await vi.waitFor(async () => expect((await lampsMarks.get()).size).toBe(0), TRIGGER_WAIT);
    // The member deletes their account, keeping their posts: what they saw of the replies goes with them.
    const ideaMarks = stored(idea.id).collection(REPLY_NOTICES_COLLECTION);
    await mark(member, idea.id, "off");
    expect((await ideaMarks.get()).size).toBe(1);
    await call(member, deleteAccount, { posts: "keep", confirm: "DELETE" });
    expect((await ideaMarks.get()).size).toBe(0);
  }, 90_000);

  it("refuse a caller with no identity, and input they do not take", async () => {
    const nobody = newClient();
    const noIdentity = { code: "unauthenticated", message: NO_IDENTITY_FOR_REPLY_NOTICES_MESSAGE };
    expectRefusal(await failureOf(rawCall(nobody, myReplyNotices, {})), noIdentity);
    expectRefusal(
      await failureOf(rawCall(nobody, markReplyNotices, { postId: "neverWasAPost0000001", mark: "seen" })),
      noIdentity,
    );
    const poster = newClient();
    const post = await listedPost(poster, "Input");
    expectRefusal(await failureOf(rawCall(poster, markReplyNotices, { postId: post.id, mark: "read" })), {
      code: "invalid-argument",
      message: REPLY_NOTICE_MARK_MESSAGE,
    });
    expect((await failureOf(rawCall(poster, myReplyNotices, { uid: "someone-else" }))).code).toBe("invalid-argument");
  }, 60_000);
});
