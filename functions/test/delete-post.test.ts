// deletePost: an author deletes their own post (signed in, or signed out as the anonymous identity that
// posted it); nobody else can; a retry succeeds once; an author's own deletion is not moderation and stays
// out of the public log; a stranger is told the same about a hidden, a deleted and a never-stored post, by
// deletePost and reportPost alike.
import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import {
  createAnonymousPost,
  createSuggestion,
  deletePost,
  moderatePost,
  NOT_YOUR_POST_MESSAGE,
  SUGGESTIONS_COLLECTION,
  UNKNOWN_POST_MESSAGE,
} from "@village/shared";
import { signUpWithEmail } from "./support/accounts";
import { adminDb, call, failureOf, withIdentity } from "./support/clients";
import { TRIGGER_WAIT } from "./support/trigger-wait";
import { freshEmulatorsPerTest } from "./support/lifecycle";
import { anonymousIdentity, httpCallReply } from "./support/http-call";
import { GONE, LISTED, listedPost, logEntries, publicViews, signInAsModerator } from "./support/moderation";
import { expectRefusal } from "./support/refusals";

const newClient = freshEmulatorsPerTest();

const exists = async (id: string) => (await adminDb().collection(SUGGESTIONS_COLLECTION).doc(id).get()).exists;

describe("deletePost", () => {
  it("lets a signed-in author delete their suggestion and their signed-in anonymous post", async () => {
    const author = newClient();
    await signUpWithEmail(author, "ann@example.com");
    const suggestion = await call(author, createSuggestion, { title: "Mine", details: "Details" });
    const anonymous = await call(author, createAnonymousPost, { title: "Also mine" });
    await vi.waitFor(async () => expect(await publicViews(anonymous.id)).toMatchObject(LISTED), TRIGGER_WAIT);

    expect(await call(author, deletePost, { postId: suggestion.id })).toEqual({ postId: suggestion.id, deleted: true });
    await call(author, deletePost, { postId: anonymous.id });
    await vi.waitFor(async () => expect(await publicViews(anonymous.id)).toEqual({ ...GONE, count: 0 }), TRIGGER_WAIT);
    expect(await exists(suggestion.id)).toBe(false);
    expect(await logEntries()).toEqual([]);
  });

  it("lets a signed-out poster delete as the identity that posted, and nobody else", async () => {
    const browser = newClient();
    const { id } = await listedPost(browser, "Oops");
    const other = newClient();
    expectRefusal(await failureOf(call(other, deletePost, { postId: id })), {
      code: "permission-denied",
      message: NOT_YOUR_POST_MESSAGE,
    });
    // Another anonymous identity, or a forged token of the old kind, is nobody's key to it.
    await withIdentity(other);
    const forged = "A".repeat(43);
    for (const payload of [{ postId: id }, { postId: id, deleteToken: forged }]) {
      expectRefusal(await failureOf(call(other, deletePost, payload)), {
        code: "permission-denied",
        message: NOT_YOUR_POST_MESSAGE,
      });
    }
    const stranger = newClient();
    await signUpWithEmail(stranger, "stranger@example.com");
    expect((await failureOf(call(stranger, deletePost, { postId: id }))).code).toBe("permission-denied");
    expect(await publicViews(id)).toMatchObject(LISTED);

    await call(browser, deletePost, { postId: id });
    await vi.waitFor(async () => expect(await publicViews(id)).toMatchObject(GONE), TRIGGER_WAIT);
    expect(await logEntries()).toEqual([]);
  });

  it("answers a retry of the same deletion again, and refuses any other call on a deleted post", async () => {
    const browser = newClient();
    const { id } = await listedPost(browser);
    const payload = { postId: id, requestId: randomUUID() };
    await call(browser, deletePost, payload);
    expect(await call(browser, deletePost, payload)).toEqual({ postId: id, deleted: true });
    // Told as anyone is (a stranger must not learn a post was deleted rather than hidden or never stored).
    expectRefusal(await failureOf(call(browser, deletePost, { postId: id })), {
      code: "invalid-argument",
      message: UNKNOWN_POST_MESSAGE,
    });
    expectRefusal(await failureOf(call(browser, deletePost, { postId: "never-was" })), {
      code: "invalid-argument",
      message: UNKNOWN_POST_MESSAGE,
    });
    expect(await logEntries()).toEqual([]);
  });
});

describe("a stranger asking about a post nobody can see (issue #44)", () => {
  it("gets one answer from deletePost and reportPost for a hidden, a deleted and a never-stored post", async () => {
    const author = newClient();
    const hidden = await listedPost(author, "Hidden by a moderator");
    const deleted = await listedPost(author, "Deleted by its author");
    const mod = newClient();
    await signInAsModerator(mod, "mod@example.com");
    await call(mod, moderatePost, { postId: hidden.id, action: "hide", reason: "Insults" });
    await call(author, deletePost, { postId: deleted.id });

    // The attacker: raw requests as one signed-out identity, for each post.
    const { headers } = await anonymousIdentity();
    const answers = async (postId: string) => [
      await httpCallReply("deletePost", { postId, requestId: randomUUID() }, headers),
      await httpCallReply("reportPost", { postId, reason: "spam", requestId: randomUUID() }, headers),
    ];
    const unknown = { code: "invalid-argument", message: UNKNOWN_POST_MESSAGE };
    for (const postId of [hidden.id, deleted.id, "never-stored-0123456789"]) {
      expect(await answers(postId)).toEqual([unknown, unknown]);
    }

    // The author of the hidden post is still its author: they may delete it.
    expect(await call(author, deletePost, { postId: hidden.id })).toEqual({ postId: hidden.id, deleted: true });
  });
});
