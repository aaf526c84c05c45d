// Post ids an attacker makes up (issue 28, decision 0061), sent as an attacker would: plain GETs of /p/{id}
// through Hosting and raw callable requests. Every id the callables mint carries a keyed tag; an id of that
// shape with a wrong tag is answered as an unknown post before anything is read (the reads are counted in
// functions/src/http/post-page-reads.test.ts). Posts without a tag (from before it, or written in the
// console) are still reported and deleted, and their pages rendered like any other: the trigger lists the
// public ones in meta/untaggedPosts, which /p/{id} reads every few seconds instead of reading each made-up
// untagged id (decision 0105).
import { randomBytes, randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import {
  HIDDEN_FIELD,
  NOT_AVAILABLE_MESSAGE,
  SUGGESTIONS_COLLECTION,
  UNKNOWN_POST_MESSAGE,
  UNTAGGED_POSTS_DOCUMENT,
} from "@village/shared";
import { siteUrl } from "../../test/support/emulators";
import { POST_PAGE_CACHE_CONTROL } from "../src/http/post-page";
import { TAGGED_POST_ID_LENGTH } from "../src/lib/post-ids";
import { signUpWithEmail } from "./support/accounts";
import { adminDb } from "./support/clients";
import { anonymousIdentity, httpCallReply } from "./support/http-call";
import { freshEmulatorsPerTest } from "./support/lifecycle";
import { LISTED, listedPost, publicViews } from "./support/moderation";
import { TRIGGER_WAIT } from "./support/trigger-wait";

const client = freshEmulatorsPerTest();

/** A fresh, well-formed id of the tagged shape with a made-up tag: a new one each request. */
const madeUp = () => randomBytes(TAGGED_POST_ID_LENGTH).toString("base64url").slice(0, TAGGED_POST_ID_LENGTH);

const unknownPost = { code: "invalid-argument", message: UNKNOWN_POST_MESSAGE };

describe("made-up post ids", () => {
  it("are answered by /p/ as a removed post, cached, each one fresh; the post Village minted is shown", async () => {
    const { id } = await listedPost(client(), "A real post");
    expect(id).toHaveLength(TAGGED_POST_ID_LENGTH);
    const real = await fetch(`${siteUrl}/p/${id}`);
    expect(real.status).toBe(200);
    expect(await real.text()).toContain("A real post");

    for (let n = 0; n < 20; n++) {
      const response = await fetch(`${siteUrl}/p/${madeUp()}`);
      expect(response.status).toBe(404);
      expect(response.headers.get("cache-control")).toBe(POST_PAGE_CACHE_CONTROL);
      expect(response.headers.get("x-robots-tag")).toBe("noindex");
      expect(await response.text()).toContain("<h1>This post is not available</h1>");
    }
    // The real post's id with its tag changed is made up too.
    const changed = `${id.slice(0, -1)}${id.endsWith("A") ? "B" : "A"}`;
    expect((await fetch(`${siteUrl}/p/${changed}`)).status).toBe(404);
  });

  it("are refused by reportPost, deletePost and myPost as an unknown post, whoever sends them", async () => {
    const identity = await anonymousIdentity();
    const member = await signUpWithEmail(client(), `member-${randomUUID()}@example.com`);
    const memberHeaders = { Authorization: `Bearer ${await member.getIdToken()}` };
    for (let n = 0; n < 5; n++) {
      const postId = madeUp();
      for (const headers of [identity.headers, memberHeaders]) {
        const report = { postId, reason: "spam", requestId: randomUUID() };
        expect(await httpCallReply("reportPost", report, headers)).toEqual(unknownPost);
        expect(await httpCallReply("deletePost", { postId, requestId: randomUUID() }, headers)).toEqual(unknownPost);
      }
      expect(
        await httpCallReply("deletePost", { postId, deleteToken: "x".repeat(32), requestId: randomUUID() }),
      ).toEqual(unknownPost);
      expect(await httpCallReply("myPost", { postId }, memberHeaders)).toEqual({
        code: "not-found",
        message: NOT_AVAILABLE_MESSAGE,
      });
    }
  });
});

describe("a post without the tag (from before it, or the console)", () => {
  /** The ids meta/untaggedPosts lists. */
  const untagged = async () =>
    ((await adminDb().doc(UNTAGGED_POSTS_DOCUMENT).get()).get("ids") as string[] | undefined) ?? [];

  it("gets its page rendered with its own preview tags, is still reported, and leaves its page when hidden", async () => {
    // Firestore's own id, as the console or an import gives it.
    const ref = adminDb().collection(SUGGESTIONS_COLLECTION).doc();
    await ref.set({
      title: "Written in the console",
      "suggestion details": "Hello from the console",
      author: "Admin",
      createdAt: new Date(),
      rand: 0.5,
    });
    await expect.poll(() => publicViews(ref.id), { timeout: 20_000 }).toMatchObject(LISTED);
    expect(await untagged()).toContain(ref.id);

    // Rendered once the function's copy of the list (kept a few seconds) names it.
    await vi.waitFor(async () => {
      const page = await fetch(`${siteUrl}/p/${ref.id}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<meta property="og:title" content="Written in the console" />');
      expect(html).toContain('<meta property="og:description" content="Hello from the console" />');
      expect(html).toContain('<div id="root" data-rendered="post">');
    }, TRIGGER_WAIT);

    const identity = await anonymousIdentity();
    const report = { postId: ref.id, reason: "spam", requestId: randomUUID() };
    expect((await httpCallReply("reportPost", report, identity.headers)).result).toEqual({
      reported: true,
      alreadyReported: false,
    });

    // Hidden in the console: out of the list, and its page a removed post's within the same seconds.
    await ref.update({ [HIDDEN_FIELD]: true });
    await vi.waitFor(async () => {
      expect(await untagged()).not.toContain(ref.id);
      const page = await fetch(`${siteUrl}/p/${ref.id}`);
      expect(page.status).toBe(404);
      expect(await page.text()).not.toContain("Written in the console");
    }, TRIGGER_WAIT);
  });
});
