// editPost (issue #48): an author edits their own post within 15 minutes, while it has no reply and no
// report; the public views follow; what it replaced is kept server-only; every refusal changes nothing.
import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it, vi } from "vitest";
import {
  createAnonymousPost,
  createReply,
  createSuggestion,
  deletePost,
  EDIT_AFTER_REPLY_MESSAGE,
  EDIT_AFTER_REPORT_MESSAGE,
  EDIT_HIDDEN_POST_MESSAGE,
  EDIT_WINDOW_CLOSED_MESSAGE,
  editPost,
  EMPTY_ANONYMOUS_POST_MESSAGE,
  moderatePost,
  moderationQueue,
  myPost,
  NOT_YOUR_POST_TO_EDIT_MESSAGE,
  POST_VERSIONS_COLLECTION,
  POSTS_COLLECTION,
  reportPost,
  SEARCH_INDEX_COLLECTION,
  SUGGESTIONS_COLLECTION,
  UNKNOWN_POST_MESSAGE,
} from "@village/shared";
import { signUpWithEmail } from "./support/accounts";
import { adminDb, call, failureOf, type Client } from "./support/clients";
import { anonymousIdentity, httpCallReply } from "./support/http-call";
import { freshEmulatorsPerTest } from "./support/lifecycle";
import { listedPost, publicViews, signInAsModerator } from "./support/moderation";
import { expectRefusal } from "./support/refusals";
import { TRIGGER_WAIT } from "./support/trigger-wait";

const newClient = freshEmulatorsPerTest();

const stored = async (id: string) => (await adminDb().collection(SUGGESTIONS_COLLECTION).doc(id).get()).data() ?? {};
const versions = async (id: string) =>
  (await adminDb().collection(SUGGESTIONS_COLLECTION).doc(id).collection(POST_VERSIONS_COLLECTION).get()).docs;
const published = async (id: string) => (await adminDb().collection(POSTS_COLLECTION).doc(id).get()).data() ?? {};
const searchKeys = async (id: string) =>
  ((await adminDb().collection(SEARCH_INDEX_COLLECTION).doc(id).get()).get("keys") as string[] | undefined) ?? [];

describe("editPost", () => {
  it("edits a signed-in suggestion; list, page and search follow; moderators see what it replaced", async () => {
    const author = newClient();
    await signUpWithEmail(author, "ann@example.com");
    const { id } = await call(author, createSuggestion, { title: "Bench by the rivr", details: "Please" });

    const payload = {
      postId: id,
      title: "Bench by the river",
      details: "Please, near the heron",
      requestId: randomUUID(),
    };
    const answer = await call(author, editPost, payload);
    expect(answer).toMatchObject({ postId: id, edited: true, post: { title: "Bench by the river" } });
    // A retry of the same edit succeeds again and stores nothing more.
    expect(await call(author, editPost, payload)).toEqual(answer);

    const post = await stored(id);
    expect(post).toMatchObject({ title: "Bench by the river", "suggestion details": "Please, near the heron" });
    expect(post.editedAt).toBeInstanceOf(Timestamp);
    const kept = await versions(id);
    expect(kept.map((version) => version.id)).toEqual(["1"]);
    expect(kept[0]?.data()).toMatchObject({ title: "Bench by the rivr", "suggestion details": "Please" });

    await vi.waitFor(async () => {
      expect(await published(id)).toMatchObject({ title: "Bench by the river", editedAt: post.editedAt });
      // The index holds each word's trigrams: "ero" only "heron" gives, "ivr" only the typo "rivr" gave.
      expect(await searchKeys(id)).toContain("ero");
      const home = await adminDb().doc("meta/home").get();
      const listed = (home.get("newest") as { postId: string; title: string }[]).find((entry) => entry.postId === id);
      expect(listed?.title).toBe("Bench by the river");
    }, TRIGGER_WAIT);
    expect(await searchKeys(id)).not.toContain("ivr");

    // Once reported, moderators judge it against what came before: the queue shows the earlier version.
    await call(newClient(), reportPost, { postId: id, reason: "spam" });
    const moderator = newClient();
    await signInAsModerator(moderator, "mod@example.com");
    const { items } = await call(moderator, moderationQueue, {});
    expect(items.find((item) => item.postId === id)).toMatchObject({
      title: "Bench by the river",
      editedAt: (post.editedAt as Timestamp).toDate().toISOString(),
      versions: [{ title: "Bench by the rivr", details: "Please", shownFrom: expect.any(String) as string }],
    });
  }, 60_000);

  it("lets only the browser that posted edit an anonymous post, with its own form's fields", async () => {
    const browser = newClient();
    const { id } = await listedPost(browser, "Lost cat");
    const before = await stored(id);

    // Raw requests, as anyone on the internet could send them: another identity, another account.
    const { headers } = await anonymousIdentity();
    const forged = await httpCallReply("editPost", { postId: id, title: "Spam", requestId: randomUUID() }, headers);
    expect(forged).toEqual({ code: "permission-denied", message: NOT_YOUR_POST_TO_EDIT_MESSAGE });
    const stranger = newClient();
    await signUpWithEmail(stranger, "stranger@example.com");
    expectRefusal(await failureOf(call(stranger, editPost, { postId: id, title: "Spam" })), {
      code: "permission-denied",
      message: NOT_YOUR_POST_TO_EDIT_MESSAGE,
    });

    // Bad input keeps the stored post as it was: over the limit, empty, a suggestion's field.
    const refusals = [
      { title: "x".repeat(101) },
      { title: " ", text: "" },
      { title: "Lost cat", details: "A suggestion's field" },
    ];
    for (const fields of refusals) {
      expect((await failureOf(call(browser, editPost, { postId: id, ...fields }))).code).toBe("invalid-argument");
    }
    // The other form's field is named in the refusal, as any field Village does not take.
    expectRefusal(await failureOf(call(browser, editPost, { postId: id, title: "Lost cat", details: "Hi" })), {
      code: "invalid-argument",
      message: 'This request has fields Village does not accept: "details".',
    });
    expectRefusal(await failureOf(call(browser, editPost, { postId: id, title: "", text: " " })), {
      code: "invalid-argument",
      message: EMPTY_ANONYMOUS_POST_MESSAGE,
    });
    expect(await stored(id)).toEqual(before);
    expect(await versions(id)).toEqual([]);

    await call(browser, editPost, { postId: id, title: "Found cat", link: "example.com/cat" });
    expect(await stored(id)).toMatchObject({ title: "Found cat", link: "https://example.com/cat" });
    // The text the edit left out is gone, as a new post without it would not have it.
    expect((await stored(id)).text).toBeUndefined();

    // Its author sees what the edit replaced; anyone else is told the post is not available.
    const own = await call(browser, myPost, { postId: id });
    expect(own.versions).toEqual([
      { title: "Lost cat", details: "Some text", shownFrom: expect.any(String), replacedAt: expect.any(String) },
    ]);
    expect((await failureOf(call(stranger, myPost, { postId: id }))).code).toBe("not-found");
  });

  it("refuses after 15 minutes, after a reply, after a report, and for a hidden or deleted post", async () => {
    const author = newClient();
    const [hiddenAuthor, deletedAuthor] = [newClient(), newClient()];
    // Stored, not waited for in every list: only the reply needs its post public, and the hidden one is
    // checked to leave view.
    const post = (client: Client, title: string) => call(client, createAnonymousPost, { title, text: "Some text" });
    const [late, answered, reported, hidden, deleted] = [
      await post(author, "Late"),
      await post(author, "Answered"),
      await post(author, "Reported"),
      await listedPost(hiddenAuthor, "Hidden"),
      await post(deletedAuthor, "Deleted"),
    ];
    await vi.waitFor(async () => expect((await publicViews(answered.id)).posts).toBe(true), TRIGGER_WAIT);
    await adminDb()
      .collection(SUGGESTIONS_COLLECTION)
      .doc(late.id)
      .update({ createdAt: Timestamp.fromMillis(Date.now() - 16 * 60_000) });
    await call(newClient(), createReply, { postId: answered.id, text: "Which one?", ageConfirmed: true });
    await call(newClient(), reportPost, { postId: reported.id, reason: "spam" });
    const moderator = newClient();
    await signInAsModerator(moderator, "mod@example.com");
    await call(moderator, moderatePost, { postId: hidden.id, action: "hide", reason: "Insults" });
    const before = await Promise.all([late, answered, reported].map(({ id }) => stored(id)));

    const edit = (postId: string) => failureOf(call(author, editPost, { postId, title: "Changed" }));
    const closed = (message: string) => ({ code: "failed-precondition", message });
    expectRefusal(await edit(late.id), closed(EDIT_WINDOW_CLOSED_MESSAGE));
    expectRefusal(await edit(answered.id), closed(EDIT_AFTER_REPLY_MESSAGE));
    expectRefusal(await edit(reported.id), closed(EDIT_AFTER_REPORT_MESSAGE));
    expect(await Promise.all([late, answered, reported].map(({ id }) => stored(id)))).toEqual(before);

    // A hidden post's author is told why; it stays hidden. Anyone else is told it does not exist.
    expectRefusal(
      await failureOf(call(hiddenAuthor, editPost, { postId: hidden.id, title: "Back" })),
      closed(EDIT_HIDDEN_POST_MESSAGE),
    );
    expectRefusal(await edit(hidden.id), { code: "invalid-argument", message: UNKNOWN_POST_MESSAGE });
    expect(await stored(hidden.id)).toMatchObject({ title: "Hidden", hidden: true });
    await vi.waitFor(async () => expect(await publicViews(hidden.id)).toMatchObject({ posts: false }), TRIGGER_WAIT);
    // A deleted post is never written again.
    await call(deletedAuthor, deletePost, { postId: deleted.id });
    expectRefusal(await failureOf(call(deletedAuthor, editPost, { postId: deleted.id, title: "Back" })), {
      code: "invalid-argument",
      message: UNKNOWN_POST_MESSAGE,
    });
    expect((await adminDb().collection(SUGGESTIONS_COLLECTION).doc(deleted.id).get()).exists).toBe(false);
  });

  it("spends the allowance a new post spends: an edit cannot post faster than posting", async () => {
    const browser = newClient();
    // The tests' anonymous allowance is 3 a day (functions/.env.test): one post and two edits spend it.
    const { id } = await listedPost(browser, "First");
    await call(browser, editPost, { postId: id, title: "Second" });
    await call(browser, editPost, { postId: id, title: "Third" });
    const before = await stored(id);
    expect((await failureOf(call(browser, editPost, { postId: id, title: "Fourth" }))).code).toBe("resource-exhausted");
    expect(await stored(id)).toEqual(before);
    expect((await versions(id)).map((version) => version.id).sort()).toEqual(["1", "2"]);
  });
});
