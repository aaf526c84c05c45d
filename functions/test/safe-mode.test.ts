// Safe mode for new identities (issue #48 item 4, docs/decisions/0131): the moderators' switch and the automatic
// one, each logged without names; a new identity's post held while it is on (in no public view: home document,
// posts, search index, feed, page HTML), told to its author alone, approved (listed, the identity trusted) or
// declined (hidden) from the queue; an old identity's post, and any post while it is off, listed as before.
import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import {
  createAnonymousPost,
  createReply,
  createSuggestion,
  LISTED_REPLIES_COLLECTION,
  HELD_POST_ACTION_MESSAGE,
  moderatePost,
  moderationQueue,
  MODERATORS_ONLY_MESSAGE,
  myPost,
  myPosts,
  NOT_HELD_MESSAGE,
  POSTS_COLLECTION,
  SAFE_MODE_ENDPOINT,
  SAFE_MODE_UNCHANGED_MESSAGE,
  setSafeMode,
  SIGN_IN_TO_MODERATE_MESSAGE,
  EDIT_AFTER_APPROVAL_MESSAGE,
  editPost,
} from "@village/shared";
import { SAFE_MODE_DOCUMENT, TRUSTED_AUTHORS_COLLECTION } from "@village/shared/documents";
import { endQuietSafeMode, noteNewAuthorPost } from "../src/services/moderation/safe-mode";
import { siteUrl } from "../../test/support/emulators";
import { signedUpAccount } from "./support/accounts";
import { adminDb, call, failureOf, withIdentity, type Client } from "./support/clients";
import { freshEmulatorsPerTest } from "./support/lifecycle";
import { GONE, LISTED, listedPost, logEntries, publicViews, signInAsModerator } from "./support/moderation";
import { expectRefusal } from "./support/refusals";
import { importedAccount } from "./support/standing";
import { TRIGGER_WAIT } from "./support/trigger-wait";

const newClient = freshEmulatorsPerTest();

async function moderator(): Promise<Client> {
  const client = newClient();
  await signInAsModerator(client, `mod-${randomUUID()}@example.com`);
  return client;
}

const turn = (mod: Client, on: boolean, reason = on ? "A spam wave" : "Calm again") =>
  call(mod, setSafeMode, { on, reason });

/** Everything a visitor can reach of a post: its public documents, the feed and its page's HTML. */
async function everywhere(postId: string, title: string) {
  const [views, feed, page] = await Promise.all([
    publicViews(postId),
    fetch(`${siteUrl}/feed.xml`).then((response) => response.text()),
    fetch(`${siteUrl}/p/${postId}`).then((response) => response.text()),
  ]);
  return { ...views, feed: feed.includes(title), page: page.includes(title) };
}

const NOWHERE = { ...GONE, feed: false, page: false };
const listed = (id: string) =>
  vi.waitFor(async () => expect(await publicViews(id)).toMatchObject(LISTED), TRIGGER_WAIT);

const HOUR_MS = 3_600_000;

describe("the switch", () => {
  it("is moderators' only, logged without names, refused when nothing would change, and read through /api/safe-mode", async () => {
    expectRefusal(await failureOf(turn(newClient(), true)), {
      code: "unauthenticated",
      message: SIGN_IN_TO_MODERATE_MESSAGE,
    });
    const member = newClient();
    await signedUpAccount(member, "member@example.com");
    expectRefusal(await failureOf(turn(member, true)), { code: "permission-denied", message: MODERATORS_ONLY_MESSAGE });
    expect((await adminDb().doc(SAFE_MODE_DOCUMENT).get()).exists).toBe(false);

    const mod = await moderator();
    const requestId = randomUUID();
    expect(await call(mod, setSafeMode, { on: true, reason: "A spam wave", requestId })).toEqual({ on: true });
    // A retry of the same request is answered and logged once; asking again for what is refuses.
    expect(await call(mod, setSafeMode, { on: true, reason: "A spam wave", requestId })).toEqual({ on: true });
    expectRefusal(await failureOf(turn(mod, true)), {
      code: "failed-precondition",
      message: SAFE_MODE_UNCHANGED_MESSAGE,
    });
    const answer = await fetch(`${siteUrl}${SAFE_MODE_ENDPOINT}`);
    expect(answer.headers.get("cache-control")).toBe("public, max-age=30, s-maxage=60");
    expect(await answer.json()).toEqual({ on: true });

    await turn(mod, false);
    expect(await logEntries()).toEqual([
      { action: "safe-mode-off", by: "moderator", reason: "Calm again" },
      { action: "safe-mode-on", by: "moderator", reason: "A spam wave" },
    ]);
  });
});

describe("a post from a new identity", () => {
  it("is held while safe mode is on, in no public view, told to its author alone; an old identity's and any post while off are listed", async () => {
    const mod = await moderator();
    await turn(mod, true);
    const stranger = newClient();
    const held = await call(stranger, createAnonymousPost, { title: "Cheap pills here", text: "Buy now" });
    expect(held.held).toBe(true);
    const member = newClient();
    await signedUpAccount(member, "newcomer@example.com", "Newcomer");
    const heldSuggestion = await call(member, createSuggestion, { title: "Fresh idea", details: "From a new account" });
    expect(heldSuggestion.held).toBe(true);
    // An identity older than a day is not held, and its post is listed after the held ones were stored.
    const old = newClient();
    await importedAccount(old, { hoursOld: 48 });
    const control = await call(old, createAnonymousPost, { title: "An old neighbour", text: "Hello" });
    expect(control.held).toBeUndefined();
    await listed(control.id);
    await vi.waitFor(async () => expect((await publicViews(control.id)).count).toBe(1), TRIGGER_WAIT);
    expect(await everywhere(held.id, "Cheap pills here")).toMatchObject(NOWHERE);
    expect(await everywhere(heldSuggestion.id, "Fresh idea")).toMatchObject(NOWHERE);

    // Its author is told it waits; anyone else learns nothing, and cannot report it into the queue.
    expect((await call(stranger, myPost, { postId: held.id })).moderation).toEqual({ state: "held" });
    const { posts } = await call(member, myPosts, {});
    expect(posts).toEqual([expect.objectContaining({ postId: heldSuggestion.id, moderation: { state: "held" } })]);
    const other = newClient();
    await withIdentity(other);
    expect((await failureOf(call(other, myPost, { postId: held.id }))).code).toBe("not-found");
    expect((await failureOf(call(member, myPost, { postId: held.id }))).code).toBe("not-found");

    // The queue shows both as held, oldest first; Keep, Hide and Restore are not how a held post is decided.
    const { items } = await call(mod, moderationQueue, {});
    expect(items.map((item) => [item.postId, item.held])).toEqual([
      [held.id, true],
      [heldSuggestion.id, true],
    ]);
    expectRefusal(await failureOf(call(mod, moderatePost, { postId: held.id, action: "keep", reason: "Fine" })), {
      code: "invalid-argument",
      message: HELD_POST_ACTION_MESSAGE,
    });

    await turn(mod, false);
    const after = await call(newClient(), createAnonymousPost, { title: "After the wave", text: "Calm" });
    expect(after.held).toBeUndefined();
    await listed(after.id);
  });

  it("is listed by Approve, its identity trusted from then on; Decline hides it and tells its author", async () => {
    const mod = await moderator();
    await turn(mod, true);
    const author = newClient();
    const first = await call(author, createAnonymousPost, { title: "My first post", text: "Hi all" });
    const other = newClient();
    const spam = await call(other, createAnonymousPost, { title: "Spam spam", text: "Buy" });
    expect([first.held, spam.held]).toEqual([true, true]);

    await call(mod, moderatePost, { postId: first.id, action: "approve", reason: "A real neighbour" });
    await listed(first.id);
    expect((await adminDb().collection(TRUSTED_AUTHORS_COLLECTION).get()).size).toBe(1);
    // Trusted: the same identity's next post is listed at once, while safe mode is still on.
    const second = await call(author, createAnonymousPost, { title: "My second post", text: "Again" });
    expect(second.held).toBeUndefined();
    await listed(second.id);
    expect((await call(author, myPost, { postId: first.id })).moderation).toEqual({ state: "visible" });
    // Approved as it stood: its author may not change it afterwards, even within the edit window.
    expectRefusal(await failureOf(call(author, editPost, { postId: first.id, title: "Buy now", text: "Spam" })), {
      code: "failed-precondition",
      message: EDIT_AFTER_APPROVAL_MESSAGE,
    });

    await call(mod, moderatePost, { postId: spam.id, action: "decline", reason: "Advertising" });
    expect((await call(other, myPost, { postId: spam.id })).moderation).toEqual({
      state: "hidden",
      by: "moderator",
      reason: "Advertising",
    });
    expect(await everywhere(spam.id, "Spam spam")).toMatchObject(NOWHERE);
    // A decided post is not held any more: Approve and Decline no longer apply to it.
    expectRefusal(await failureOf(call(mod, moderatePost, { postId: spam.id, action: "approve", reason: "Oops" })), {
      code: "invalid-argument",
      message: NOT_HELD_MESSAGE,
    });
    const lines = await logEntries();
    expect(lines).toEqual(
      expect.arrayContaining([
        { action: "approved", by: "moderator", reason: "A real neighbour", title: "My first post" },
        { action: "declined", by: "moderator", reason: "Advertising", title: "[removed]" },
      ]),
    );
  });
});

describe("a reply from a new identity", () => {
  it("is held while safe mode is on, out of the thread, until Approve lists it and trusts its identity", async () => {
    const mod = await moderator();
    const { id: postId } = await listedPost(newClient(), "Open thread");
    const { id: otherPost } = await listedPost(newClient(), "Another thread");
    await turn(mod, true);
    const replier = newClient();
    const first = await call(replier, createReply, { postId, text: "Buy cheap pills", ageConfirmed: true });
    expect(first.held).toBe(true);
    const listedReply = (replyId: string) =>
      adminDb().collection(POSTS_COLLECTION).doc(postId).collection(LISTED_REPLIES_COLLECTION).doc(replyId).get();
    const { items } = await call(mod, moderationQueue, {});
    expect(items).toEqual([expect.objectContaining({ postId, replyId: first.reply.replyId, held: true })]);
    expect((await listedReply(first.reply.replyId)).exists).toBe(false);

    await call(mod, moderatePost, { postId, replyId: first.reply.replyId, action: "approve", reason: "Fine" });
    await vi.waitFor(async () => expect((await listedReply(first.reply.replyId)).exists).toBe(true), TRIGGER_WAIT);
    // Trusted: its next reply is not held (in another thread: the thread's pace set aside).
    const second = await call(replier, createReply, { postId: otherPost, text: "Hello", ageConfirmed: true });
    expect(second.held).toBeUndefined();
  });
});

describe("the automatic switch", () => {
  it("turns safe mode on past the threshold of new identities' posts, and off after a quiet hour, each logged", async () => {
    const db = adminDb();
    const settings = { threshold: 3, windowMs: 10 * 60_000, quietMs: HOUR_MS };
    await listedPost(newClient(), "One");
    await listedPost(newClient(), "Two");
    const now = Date.now();
    expect(await noteNewAuthorPost(settings, now, db)).toBe(false);
    await listedPost(newClient(), "Three");
    expect(await noteNewAuthorPost(settings, Date.now(), db)).toBe(true);
    expect((await db.doc(SAFE_MODE_DOCUMENT).get()).data()).toMatchObject({ on: true, by: "automatic" });
    // On: the next new identity's post waits.
    const held = await call(newClient(), createAnonymousPost, { title: "In the wave", text: "Hi" });
    expect(held.held).toBe(true);

    // Not quiet yet half an hour on; an hour after the last busy moment, with the window calm, off.
    expect(await endQuietSafeMode(settings, Date.now() + HOUR_MS / 2, db)).toBe(false);
    expect(await endQuietSafeMode(settings, Date.now() + HOUR_MS + 11 * 60_000, db)).toBe(true);
    expect((await db.doc(SAFE_MODE_DOCUMENT).get()).data()).toMatchObject({ on: false, by: "automatic" });
    const lines = await logEntries();
    expect(lines.map((line) => [line.action, line.by])).toEqual([
      ["safe-mode-off", "automatic"],
      ["safe-mode-on", "automatic"],
    ]);

    // A moderator's off stands against the rate for the quiet period; a moderator's on never ends by itself.
    const mod = await moderator();
    await turn(mod, true);
    expect(await endQuietSafeMode(settings, Date.now() + 2 * HOUR_MS, db)).toBe(false);
    await turn(mod, false);
    expect(await noteNewAuthorPost(settings, Date.now(), db)).toBe(false);
    expect((await db.doc(SAFE_MODE_DOCUMENT).get()).data()).toMatchObject({ on: false, by: "moderator" });
  });
});
