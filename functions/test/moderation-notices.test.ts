// A statement of reasons for every action, and one appeal per action (issue #48 items 2 and 3; decisions 0128
// and 0129): `myModerationNotices`, `appealModeration`, `moderationAppeals` and `decideAppeal`. The author
// alone reads the notice (by the verified identity); one appeal per action, within 14 days, never on a spam
// action marked "no appeal"; hidden content is kept while the appeal is open; a moderator other than the one
// who acted decides; reversing restores and the author is told; the log's line names nothing.
import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import {
  ALREADY_APPEALED_MESSAGE,
  APPEAL_CLOSED_MESSAGE,
  appealModeration,
  createSuggestion,
  decideAppeal,
  deleteAccount,
  HELD_FOR_APPEAL_MESSAGE,
  MODERATION_NOTICES_COLLECTION,
  moderatePost,
  moderationAppeals,
  myModerationNotices,
  NO_APPEAL_FOR_SPAM_ONLY_MESSAGE,
  NOT_APPEALABLE_MESSAGE,
  OWN_ACTION_APPEAL_MESSAGE,
  UNKNOWN_NOTICE_MESSAGE,
} from "@village/shared";
import { Timestamp } from "firebase-admin/firestore";
import { signUpWithEmail } from "./support/accounts";
import { adminDb, call, failureOf, withIdentity, type Client } from "./support/clients";
import { freshEmulatorsPerTest } from "./support/lifecycle";
import { GONE, LISTED, listedPost, logEntries, publicViews, signInAsModerator } from "./support/moderation";
import { expectRefusal } from "./support/refusals";
import { TRIGGER_WAIT } from "./support/trigger-wait";

const newClient = freshEmulatorsPerTest();

async function moderator(): Promise<Client> {
  const client = newClient();
  await signInAsModerator(client, `mod-${randomUUID()}@example.com`);
  return client;
}

describe("a statement of reasons and one appeal", () => {
  it("tells only the author; one appeal; the actor may not decide; another moderator reverses and the author is told", async () => {
    const [first, second] = [await moderator(), await moderator()];
    const author = newClient();
    const { id } = await listedPost(author, "Garden party");
    await call(first, moderatePost, {
      postId: id,
      action: "hide",
      reason: "Insults a neighbour",
      guideline: "harassment",
    });
    await vi.waitFor(async () => expect(await publicViews(id)).toMatchObject(GONE), TRIGGER_WAIT);

    const told = await call(author, myModerationNotices, { markRead: false });
    expect(told.unread).toBe(1);
    const [notice] = told.notices;
    expect(notice).toMatchObject({
      action: "hidden",
      reply: false,
      title: "Garden party",
      reason: "Insults a neighbour",
      guideline: "harassment",
      appealable: true,
      noAppeal: false,
      unread: true,
    });
    const noticeId = notice?.id ?? "";
    expect(Date.parse(notice?.appealUntil ?? "") - Date.parse(notice?.at ?? "")).toBe(14 * 86_400_000);

    // A stranger (another browser's identity, an account) reads nothing and cannot appeal it.
    const stranger = newClient();
    await withIdentity(stranger);
    expect(await call(stranger, myModerationNotices, { markRead: true })).toEqual({ notices: [], unread: 0 });
    expectRefusal(await failureOf(call(stranger, appealModeration, { noticeId, text: "Not mine" })), {
      code: "not-found",
      message: UNKNOWN_NOTICE_MESSAGE,
    });
    expect(await call(first, myModerationNotices, { markRead: false })).toEqual({ notices: [], unread: 0 });
    // Appeals are rate limited per identity, refused ones included (APPEALS_PER_MINUTE, 2): no loop reaches
    // moderators, nor probes for notices.
    expect((await failureOf(call(stranger, appealModeration, { noticeId, text: "Again" }))).code).toBe("not-found");
    const limited = await failureOf(call(stranger, appealModeration, { noticeId, text: "And again" }));
    expect(limited.code).toBe("resource-exhausted");
    expect(limited.message).toMatch(/^You're appealing too quickly\. Please try again in /);
    // A made-up id, or a path, is refused before anything is read, with the same sentence.
    expectRefusal(await failureOf(call(stranger, appealModeration, { noticeId: "../suspensions/x", text: "Hi" })), {
      code: "invalid-argument",
      message: UNKNOWN_NOTICE_MESSAGE,
    });

    // Hidden content is kept while its author may appeal.
    expectRefusal(await failureOf(call(first, moderatePost, { postId: id, action: "delete", reason: "Tidy up" })), {
      code: "invalid-argument",
      message: HELD_FOR_APPEAL_MESSAGE,
    });

    await call(author, appealModeration, { noticeId, text: "  It was a joke between friends.  " });
    expectRefusal(await failureOf(call(author, appealModeration, { noticeId, text: "Again" })), {
      code: "already-exists",
      message: ALREADY_APPEALED_MESSAGE,
    });

    const { appeals } = await call(first, moderationAppeals, {});
    expect(appeals).toEqual([
      expect.objectContaining({ noticeId, action: "hidden", text: "It was a joke between friends.", yours: true }),
    ]);
    expect((await call(second, moderationAppeals, {})).appeals[0]?.yours).toBe(false);
    expectRefusal(
      await failureOf(call(first, decideAppeal, { noticeId, decision: "reverse", reason: "My own call" })),
      { code: "permission-denied", message: OWN_ACTION_APPEAL_MESSAGE },
    );

    await call(second, decideAppeal, { noticeId, decision: "reverse", reason: "Friendly banter, not an insult" });
    await vi.waitFor(async () => expect(await publicViews(id)).toMatchObject(LISTED), TRIGGER_WAIT);
    expect((await call(second, moderationAppeals, {})).appeals).toEqual([]);

    const outcome = await call(author, myModerationNotices, { markRead: true });
    expect(outcome.unread).toBe(1);
    expect(outcome.notices[0]).toMatchObject({
      appealable: false,
      appeal: { status: "reversed", reason: "Friendly banter, not an insult", text: "It was a joke between friends." },
    });
    expect((await call(author, myModerationNotices, { markRead: false })).unread).toBe(0);

    // One line for the outcome, with its reason and nothing of the post.
    expect(await logEntries()).toContainEqual({
      action: "appeal-reversed",
      by: "moderator",
      reason: "Friendly banter, not an insult",
    });
  }, 90_000);

  it("refuses 'no appeal' but for spam, an appeal of a spam action so marked, and one after 14 days", async () => {
    const mod = await moderator();
    const author = newClient();
    await signUpWithEmail(author, `author-${randomUUID()}@example.com`, "Ann");
    const spam = await call(author, createSuggestion, { title: "Cheap watches", details: "Buy now" });
    const other = await call(author, createSuggestion, { title: "Bake sale", details: "Saturday" });

    expectRefusal(
      await failureOf(
        call(mod, moderatePost, { postId: spam.id, action: "hide", reason: "Rude", guideline: "hate", noAppeal: true }),
      ),
      { code: "invalid-argument", message: NO_APPEAL_FOR_SPAM_ONLY_MESSAGE },
    );
    await call(mod, moderatePost, {
      postId: spam.id,
      action: "hide",
      reason: "Advert",
      guideline: "spam",
      noAppeal: true,
    });
    await call(mod, moderatePost, { postId: other.id, action: "suspend", duration: "7d", reason: "Repeated adverts" });

    const { notices } = await call(author, myModerationNotices, { markRead: true });
    const hidden = notices.find((notice) => notice.action === "hidden");
    const suspended = notices.find((notice) => notice.action === "suspended");
    expect(hidden).toMatchObject({ guideline: "spam", noAppeal: true, appealable: false });
    expect(suspended).toMatchObject({ duration: "7d", reason: "Repeated adverts", appealable: true });
    expect(Date.parse(suspended?.until ?? "")).toBeGreaterThan(Date.now() + 6 * 86_400_000);

    expectRefusal(await failureOf(call(author, appealModeration, { noticeId: hidden?.id, text: "Not spam" })), {
      code: "failed-precondition",
      message: NOT_APPEALABLE_MESSAGE,
    });
    // Nothing holds a spam action marked "no appeal": it may be deleted at once.
    await call(mod, moderatePost, { postId: spam.id, action: "delete", reason: "Advert" });

    // Fifteen days later, the window is closed.
    await adminDb()
      .collection(MODERATION_NOTICES_COLLECTION)
      .doc(suspended?.id ?? "")
      .update({ appealUntil: Timestamp.fromMillis(Date.now() - 86_400_000) });
    expectRefusal(await failureOf(call(author, appealModeration, { noticeId: suspended?.id, text: "Let me back" })), {
      code: "failed-precondition",
      message: APPEAL_CLOSED_MESSAGE,
    });

    // The account's notices go with it: nobody could read them any more.
    await call(author, deleteAccount, { posts: "delete", confirm: "DELETE" });
    expect((await adminDb().collection(MODERATION_NOTICES_COLLECTION).get()).size).toBe(0);
  }, 60_000);
});
