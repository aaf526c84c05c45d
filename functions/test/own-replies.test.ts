// A thread's own people (issue #47, docs/decisions/0119): deleteReply (the writer deletes their reply, anyone
// else told one sentence), closeReplies (the post's author or a moderator closes and reopens it, copied to the
// public document), a deleted post's thread deleted with it, and an account's replies exported, deleted or kept.
import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import {
  closeReplies,
  createReply,
  deleteAccount,
  deletePost,
  deleteReply,
  exportMyData,
  LISTED_REPLIES_COLLECTION,
  NOT_YOUR_REPLY_MESSAGE,
  NOT_YOUR_THREAD_MESSAGE,
  POSTS_COLLECTION,
  REPLIES_CLOSED_MESSAGE,
  REPLIES_COLLECTION,
  SUGGESTIONS_COLLECTION,
  THREAD_NAMES_COLLECTION,
  THREAD_REPLIERS_COLLECTION,
} from "@village/shared";
import { deleteAccountReplies } from "../src/services/accounts/account-replies";
import { releaseKeptReply } from "../src/services/accounts/kept-posts";
import { signedUpAccount } from "./support/accounts";
import { adminDb, call, failureOf, rawCall, type Client } from "./support/clients";
import { CLOSED_LOG_REASON, REOPENED_LOG_REASON } from "../src/services/moderation/close-replies";
import { asLog, listedPost, logEntries, signInAsModerator } from "./support/moderation";
import { expectRefusal } from "./support/refusals";
import { TRIGGER_WAIT } from "./support/trigger-wait";
import { freshEmulatorsPerTest } from "./support/lifecycle";
import { emulatorSecret } from "../../test/support/emulator-secrets";

const newClient = freshEmulatorsPerTest();
const browserKey = emulatorSecret("BROWSER_HASH_KEY");

const stored = (postId: string) => adminDb().collection(SUGGESTIONS_COLLECTION).doc(postId);
const published = (postId: string) => adminDb().collection(POSTS_COLLECTION).doc(postId);
const sizeOf = async (postId: string) => {
  const [replies, names, repliers, listed] = await Promise.all([
    stored(postId).collection(REPLIES_COLLECTION).get(),
    stored(postId).collection(THREAD_NAMES_COLLECTION).get(),
    stored(postId).collection(THREAD_REPLIERS_COLLECTION).get(),
    published(postId).collection(LISTED_REPLIES_COLLECTION).get(),
  ]);
  return { replies: replies.size, names: names.size, repliers: repliers.size, listed: listed.size };
};

const anonymousReply = async (client: Client, postId: string, text: string) =>
  (await call(client, createReply, { postId, text, ageConfirmed: true })).reply;
const removeReply = (client: Client, postId: string, replyId: string, requestId = randomUUID()) =>
  call(client, deleteReply, { postId, replyId, requestId });
const notYourReply = { code: "permission-denied", message: NOT_YOUR_REPLY_MESSAGE };

describe("deleteReply", () => {
  it("deletes a reply for its writer alone, signed out or signed in; anyone else is told one sentence", async () => {
    const poster = newClient();
    const { id: postId } = await listedPost(poster, "Benches");
    const writer = newClient();
    const own = await anonymousReply(writer, postId, "Mine");
    const member = newClient();
    await signedUpAccount(member, "member@example.com", "Member");
    const members = (await call(member, createReply, { postId, text: "Signed in" })).reply;
    await vi.waitFor(async () => expect((await sizeOf(postId)).listed).toBe(2), TRIGGER_WAIT);

    // Someone else (the post's own author among them), a made-up reply, a call with no identity: one sentence.
    const stranger = newClient();
    await anonymousReply(stranger, postId, "I am someone else");
    for (const refused of [
      () => removeReply(stranger, postId, own.replyId),
      () => removeReply(poster, postId, own.replyId),
      () => removeReply(stranger, postId, members.replyId),
      () => removeReply(stranger, postId, "no-such-reply-000000"),
      () => rawCall(newClient(), deleteReply, { postId, replyId: own.replyId, requestId: randomUUID() }),
    ]) {
      expectRefusal(await failureOf(refused()), notYourReply);
    }
    expect((await sizeOf(postId)).replies).toBe(3);

    // The writer, signed out (the same anonymous identity): gone from the record and, by the trigger, the thread.
    const requestId = randomUUID();
    expect(await removeReply(writer, postId, own.replyId, requestId)).toEqual({
      postId,
      replyId: own.replyId,
      deleted: true,
    });
    expect((await stored(postId).collection(REPLIES_COLLECTION).doc(own.replyId).get()).exists).toBe(false);
    await vi.waitFor(
      async () =>
        expect((await published(postId).collection(LISTED_REPLIES_COLLECTION).doc(own.replyId).get()).exists).toBe(
          false,
        ),
      TRIGGER_WAIT,
    );
    // Its retry (a lost answer) succeeds again; a new request on the gone reply is told the one sentence.
    expect((await removeReply(writer, postId, own.replyId, requestId)).deleted).toBe(true);
    expectRefusal(await failureOf(removeReply(writer, postId, own.replyId)), notYourReply);

    // The signed-in writer, by its account.
    expect((await removeReply(member, postId, members.replyId)).deleted).toBe(true);
    await vi.waitFor(async () => expect(await sizeOf(postId)).toMatchObject({ replies: 1, listed: 1 }), TRIGGER_WAIT);
  }, 60_000);
});

describe("closeReplies", () => {
  it("closes and reopens a post for its author or a moderator, in the public document too; refuses others", async () => {
    const poster = newClient();
    const { id: postId } = await listedPost(poster, "Closing time");
    const visitor = newClient();
    await anonymousReply(visitor, postId, "Before closing");

    expectRefusal(await failureOf(call(visitor, closeReplies, { postId, closed: true })), {
      code: "permission-denied",
      message: NOT_YOUR_THREAD_MESSAGE,
    });
    expect((await stored(postId).get()).get("repliesClosed")).toBeUndefined();

    // The author, in the browser that posted: closed on the record and, by the trigger, on the public document.
    expect(await call(poster, closeReplies, { postId, closed: true })).toEqual({ postId, closed: true });
    expect((await stored(postId).get()).get("repliesClosed")).toBe(true);
    await vi.waitFor(async () => expect((await published(postId).get()).get("repliesClosed")).toBe(true), TRIGGER_WAIT);
    const other = newClient();
    expectRefusal(await failureOf(call(other, createReply, { postId, text: "Too late", ageConfirmed: true })), {
      code: "failed-precondition",
      message: REPLIES_CLOSED_MESSAGE,
    });

    // A moderator reopens it; the field leaves both documents, and replies are taken again.
    const moderator = newClient();
    await signInAsModerator(moderator, "mod@example.com");
    expect(await call(moderator, closeReplies, { postId, closed: false })).toEqual({ postId, closed: false });
    expect((await stored(postId).get()).get("repliesClosed")).toBeUndefined();
    await vi.waitFor(
      async () => expect(Object.keys((await published(postId).get()).data() ?? {})).not.toContain("repliesClosed"),
      TRIGGER_WAIT,
    );
    expect((await anonymousReply(other, postId, "Open again")).postId).toBe(postId);

    // The author's close is theirs, not moderation: no line. The moderator's reopen and close are logged with
    // the post's title (it stays up), once each however often a retry repeats them, and nothing else.
    expect(await call(moderator, closeReplies, { postId, closed: true })).toEqual({ postId, closed: true });
    expect(await call(moderator, closeReplies, { postId, closed: true })).toEqual({ postId, closed: true });
    const line = { by: "moderator", title: "Closing time" };
    expect(await logEntries()).toEqual(
      asLog([
        { ...line, action: "closed", reason: CLOSED_LOG_REASON },
        { ...line, action: "reopened", reason: REOPENED_LOG_REASON },
      ]),
    );
  }, 60_000);
});

describe("a deleted post's thread", () => {
  it("is deleted with the post: replies, names, repliers and the public replies", async () => {
    const poster = newClient();
    const { id: postId } = await listedPost(poster, "Soon gone");
    await anonymousReply(newClient(), postId, "One");
    await anonymousReply(newClient(), postId, "Two");
    await vi.waitFor(
      async () => expect(await sizeOf(postId)).toEqual({ replies: 2, names: 2, repliers: 2, listed: 2 }),
      TRIGGER_WAIT,
    );
    await call(poster, deletePost, { postId });
    await vi.waitFor(
      async () => expect(await sizeOf(postId)).toEqual({ replies: 0, names: 0, repliers: 0, listed: 0 }),
      TRIGGER_WAIT,
    );
  }, 60_000);
});

describe("an account's replies", () => {
  it("are in its export, and go with it or stay under a name of each thread's, held, linking nothing", async () => {
    const poster = newClient();
    const first = (await listedPost(poster, "First")).id;
    const second = (await listedPost(poster, "Second")).id;
    const ada = newClient();
    const adaUser = await signedUpAccount(ada, "ada@example.com", "Ada");
    const inFirst = (await call(ada, createReply, { postId: first, text: "Ada here" })).reply;
    const inSecond = (await call(ada, createReply, { postId: second, text: "And here" })).reply;

    const data = await call(ada, exportMyData, {});
    expect([...data.replies].sort((a, b) => a.postId.localeCompare(b.postId))).toEqual(
      [
        { id: inFirst.replyId, postId: first, text: "Ada here", author: "Ada", createdAt: inFirst.createdAt },
        { id: inSecond.replyId, postId: second, text: "And here", author: "Ada", createdAt: inSecond.createdAt },
      ].sort((a, b) => a.postId.localeCompare(b.postId)),
    );

    // Kept, as the deletion holds them: called here directly, because the emulator runs the release task that
    // deleteAccount asks for at once (before its time), so through the callable the held state is a race to see.
    const held = await deleteAccountReplies(adaUser.uid, true, browserKey);
    expect(held.map(({ replyId }) => replyId).sort()).toEqual([inFirst.replyId, inSecond.replyId].sort());
    const kept = await Promise.all(
      [inFirst, inSecond].map(async ({ postId, replyId }) => {
        const reply = (await stored(postId).collection(REPLIES_COLLECTION).doc(replyId).get()).data() ?? {};
        expect(reply).toEqual({
          text: expect.any(String),
          author: expect.stringMatching(/^Anonymous [A-Z]/),
          createdAt: expect.anything(),
          rand: expect.any(Number),
          heldUntil: expect.anything(),
        });
        return reply;
      }),
    );
    expect(JSON.stringify(kept)).not.toContain(adaUser.uid);
    await vi.waitFor(async () => expect((await sizeOf(first)).listed).toBe(0), TRIGGER_WAIT);
    // Its own time comes (the task's, one reply at a time): listed again under the thread's name, once.
    expect(await releaseKeptReply(first, inFirst.replyId, adminDb())).toBe(true);
    expect(await releaseKeptReply(first, inFirst.replyId, adminDb())).toBe(false);
    await vi.waitFor(async () => {
      const listed = await published(first).collection(LISTED_REPLIES_COLLECTION).doc(inFirst.replyId).get();
      expect(listed.get("author")).toBe(kept[0]?.author);
    }, TRIGGER_WAIT);

    // Through the callable: the account goes, and its kept reply comes back by its task, under a thread name.
    const cy = newClient();
    const cyUser = await signedUpAccount(cy, "cy@example.com", "Cy");
    const cys = (await call(cy, createReply, { postId: second, text: "Cy's" })).reply;
    expect((await call(cy, deleteAccount, { posts: "keep", confirm: "DELETE" })).deleted).toBe(true);
    await vi.waitFor(async () => {
      const listed = await published(second).collection(LISTED_REPLIES_COLLECTION).doc(cys.replyId).get();
      expect(listed.get("author")).toMatch(/^Anonymous [A-Z]/);
    }, TRIGGER_WAIT);
    const cysStored = (await stored(second).collection(REPLIES_COLLECTION).doc(cys.replyId).get()).data();
    expect(JSON.stringify(cysStored)).not.toContain(cyUser.uid);

    // Deleted: another account's replies go with it.
    const bo = newClient();
    await signedUpAccount(bo, "bo@example.com", "Bo");
    await call(bo, createReply, { postId: second, text: "Bo's" });
    await vi.waitFor(async () => expect((await sizeOf(second)).replies).toBe(3), TRIGGER_WAIT);
    await call(bo, deleteAccount, { posts: "delete", confirm: "DELETE" });
    expect((await sizeOf(second)).replies).toBe(2);
  }, 120_000);
});
