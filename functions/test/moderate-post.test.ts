// moderatePost, moderationQueue and myReports: only moderators act or read the queue; each action changes
// what the public sees and leaves one log line (never who); retries change nothing twice; console edits are
// logged as an administrator's.
import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import {
  DELETED_POST_MESSAGE,
  DELETED_POSTS_COLLECTION,
  moderatePost,
  moderationQueue,
  MODERATORS_ONLY_MESSAGE,
  myReports,
  reportMonthOf,
  reportPost,
  SIGN_IN_TO_MODERATE_MESSAGE,
  SUGGESTIONS_COLLECTION,
  UNKNOWN_ACTION_MESSAGE,
} from "@village/shared";
import { DECISION_TIMES_COLLECTION } from "@village/shared/documents";
import { signUpWithEmail } from "./support/accounts";
import { adminDb, call, failureOf, type Client } from "./support/clients";
import { TRIGGER_WAIT } from "./support/trigger-wait";
import { freshEmulatorsPerTest } from "./support/lifecycle";
import { asLog, GONE, LISTED, listedPost, logEntries, publicViews, signInAsModerator } from "./support/moderation";
import { expectRefusal } from "./support/refusals";

const newClient = freshEmulatorsPerTest();

async function moderator(): Promise<Client> {
  const client = newClient();
  await signInAsModerator(client, `mod-${randomUUID()}@example.com`);
  return client;
}

const gone = (id: string) => vi.waitFor(async () => expect(await publicViews(id)).toMatchObject(GONE), TRIGGER_WAIT);
const listed = (id: string) =>
  vi.waitFor(async () => expect(await publicViews(id)).toMatchObject(LISTED), TRIGGER_WAIT);

describe("who may moderate", () => {
  it("refuses a signed-out caller and a signed-in person without the claim, changing nothing", async () => {
    const { id } = await listedPost(newClient());
    const payload = { postId: id, action: "hide", reason: "Spam" };
    expectRefusal(await failureOf(call(newClient(), moderatePost, payload)), {
      code: "unauthenticated",
      message: SIGN_IN_TO_MODERATE_MESSAGE,
    });
    const member = newClient();
    await signUpWithEmail(member, "member@example.com");
    expectRefusal(await failureOf(call(member, moderatePost, payload)), {
      code: "permission-denied",
      message: MODERATORS_ONLY_MESSAGE,
    });
    expectRefusal(await failureOf(call(member, moderationQueue, {})), {
      code: "permission-denied",
      message: MODERATORS_ONLY_MESSAGE,
    });
    expect(await publicViews(id)).toMatchObject(LISTED);
    expect(await logEntries()).toEqual([]);
  });
});

describe("moderatePost", () => {
  it("hides, restores, keeps and deletes, each in every public view and in the log", async () => {
    const mod = await moderator();
    const { id } = await listedPost(newClient(), "Rude words");
    await call(newClient(), reportPost, { postId: id, reason: "hate", note: "Insults a neighbour" });

    await call(mod, moderatePost, { postId: id, action: "hide", reason: "Insults" });
    await gone(id);
    const { items } = await call(mod, moderationQueue, {});
    expect(items).toEqual([
      expect.objectContaining({
        postId: id,
        title: "Rude words",
        hidden: true,
        hiddenReason: "Insults",
        reasons: { hate: 1 },
        notes: [expect.objectContaining({ reason: "hate", note: "Insults a neighbour" })],
        reports: 1,
        reviewed: true,
      }),
    ]);

    await call(mod, moderatePost, { postId: id, action: "restore", reason: "On a second look, fine" });
    await listed(id);
    await call(mod, moderatePost, { postId: id, action: "keep", reason: "Within the guidelines" });
    expect((await call(mod, moderationQueue, {})).items).toEqual([]);
    await call(mod, moderatePost, { postId: id, action: "delete", reason: "Changed our minds" });
    await gone(id);
    expect((await adminDb().collection(SUGGESTIONS_COLLECTION).doc(id).get()).exists).toBe(false);

    // Titles show only while the post is up: once it is deleted, the kept and restored lines forget it too.
    await expect.poll(logEntries, { timeout: TRIGGER_WAIT.timeout }).toEqual(
      asLog([
        { action: "deleted", by: "moderator", reason: "Changed our minds", title: "[removed]" },
        { action: "kept", by: "moderator", reason: "Within the guidelines", title: "[removed]" },
        { action: "restored", by: "moderator", reason: "On a second look, fine", title: "[removed]" },
        { action: "hidden", by: "moderator", reason: "Insults", title: "[removed]" },
      ]),
    );
    // One decision's wait kept for the transparency report, the first (on the reported post): the later actions
    // acted on an entry a moderator had decided, or on none. Its month and wait, nothing else.
    const timed = (await adminDb().collection(DECISION_TIMES_COLLECTION).get()).docs.map((doc) => doc.data());
    expect(timed).toEqual([{ month: reportMonthOf(new Date()), waitedMs: expect.any(Number) }]);
  });

  it("logs a post reported for personal information as [removed], never its title", async () => {
    const mod = await moderator();
    const { id } = await listedPost(newClient(), "Jo lives at 12 Elm St");
    await call(newClient(), reportPost, { postId: id, reason: "personal-info" });
    await call(mod, moderatePost, { postId: id, action: "delete", reason: "Personal information" });
    expect(await logEntries()).toEqual([
      { action: "deleted", by: "moderator", reason: "Personal information", title: "[removed]" },
    ]);
  });

  it("does a retried request once (same request id: one change, one log line)", async () => {
    const mod = await moderator();
    const { id } = await listedPost(newClient());
    const payload = { postId: id, action: "hide", reason: "Spam", requestId: randomUUID() };
    const first = await call(mod, moderatePost, payload);
    const again = await call(mod, moderatePost, payload);
    expect(again).toEqual(first);
    expect(await logEntries()).toHaveLength(1);
  });

  it("refuses an action on a deleted post, an unknown post, a missing reason and an unknown action", async () => {
    const mod = await moderator();
    const { id } = await listedPost(newClient());
    await call(mod, moderatePost, { postId: id, action: "delete", reason: "Spam" });
    expectRefusal(await failureOf(call(mod, moderatePost, { postId: id, action: "restore", reason: "Oops" })), {
      code: "invalid-argument",
      message: DELETED_POST_MESSAGE,
    });
    const other = await listedPost(newClient());
    expect((await failureOf(call(mod, moderatePost, { postId: "nope", action: "hide", reason: "x" }))).code).toBe(
      "invalid-argument",
    );
    expectRefusal(await failureOf(call(mod, moderatePost, { postId: other.id, action: "hide", reason: "  " })), {
      code: "invalid-argument",
      message: "Please give a short reason: it is published in the moderation log.",
    });
    expectRefusal(await failureOf(call(mod, moderatePost, { postId: other.id, action: "ban", reason: "x" })), {
      code: "invalid-argument",
      message: UNKNOWN_ACTION_MESSAGE,
    });
    expect(await logEntries()).toHaveLength(1);
  });
});

describe("console moderation", () => {
  it("logs hiding, showing and deleting in the console as an administrator's, and the trigger follows", async () => {
    const { id } = await listedPost(newClient(), "Console post");
    const ref = adminDb().collection(SUGGESTIONS_COLLECTION).doc(id);
    await ref.update({ hidden: true, hiddenReason: "Legal request" });
    await gone(id);
    // A moderator can find (and undo) an administrator's hide in the queue.
    const mod = await moderator();
    await vi.waitFor(async () => {
      const { items } = await call(mod, moderationQueue, {});
      expect(items.find((item) => item.postId === id)).toMatchObject({ hidden: true, reviewed: true });
    }, TRIGGER_WAIT);
    await ref.update({ hidden: false });
    await listed(id);
    await ref.delete();
    await gone(id);
    await vi.waitFor(async () => expect(await logEntries()).toHaveLength(3), TRIGGER_WAIT);
    // The restored line showed the title while the post was up; its deletion took it away.
    await expect.poll(logEntries, { timeout: TRIGGER_WAIT.timeout }).toEqual(
      asLog([
        { action: "deleted", by: "administrator", reason: "Removed by an administrator.", title: "[removed]" },
        { action: "restored", by: "administrator", reason: "Changed in the Firebase console.", title: "[removed]" },
        { action: "hidden", by: "administrator", reason: "Legal request", title: "[removed]" },
      ]),
    );
    expect((await adminDb().collection(DELETED_POSTS_COLLECTION).doc(id).get()).data()).toMatchObject({
      by: "administrator",
    });
  });
});

describe("myReports", () => {
  it("shows a signed-in reporter the outcome of each report, and nobody else's", async () => {
    const mod = await moderator();
    const kept = await listedPost(newClient(), "Kept");
    const hidden = await listedPost(newClient(), "Hidden");
    const removed = await listedPost(newClient(), "Removed");
    const waiting = await listedPost(newClient(), "Waiting");
    const reporter = newClient();
    await signUpWithEmail(reporter, "reporter@example.com");
    for (const post of [kept, hidden, removed, waiting]) {
      await call(reporter, reportPost, { postId: post.id, reason: "spam" });
    }
    await call(mod, moderatePost, { postId: kept.id, action: "keep", reason: "Fine" });
    await call(mod, moderatePost, { postId: hidden.id, action: "hide", reason: "Spam" });
    await call(mod, moderatePost, { postId: removed.id, action: "delete", reason: "Spam" });

    const { reports } = await call(reporter, myReports, {});
    expect(reports.map(({ postId, outcome, title }) => ({ postId, outcome, title }))).toEqual([
      { postId: waiting.id, outcome: "pending", title: "Waiting" },
      { postId: removed.id, outcome: "removed", title: undefined },
      // A hidden post's title may be what was removed: never shown back, even to its reporter.
      { postId: hidden.id, outcome: "hidden", title: undefined },
      { postId: kept.id, outcome: "kept", title: "Kept" },
    ]);

    const stranger = newClient();
    await signUpWithEmail(stranger, "stranger@example.com");
    expect(await call(stranger, myReports, {})).toEqual({ reports: [] });
    expect((await failureOf(call(newClient(), myReports, {}))).code).toBe("unauthenticated");
  });
});
