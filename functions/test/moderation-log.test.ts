// The public log forgets what was removed, and the queue listens without losing its place (issue 28), tried
// as people would: a line keeps a post's title only while the post is public, whichever way it leaves
// (a moderator, its author, an account deletion, the console); a new report never moves a post a moderator
// already hid back to the top, and Hide acknowledges it.
import { randomUUID } from "node:crypto";
import { signInAnonymously } from "firebase/auth";
import { describe, expect, it } from "vitest";
import { Timestamp } from "firebase-admin/firestore";
import {
  createSuggestion,
  deleteAccount,
  deletePost,
  moderatePost,
  moderationQueue,
  MODERATION_LOG_CACHE_CONTROL,
  MODERATION_LOG_COLLECTION,
  MODERATION_LOG_ENDPOINT,
  MODERATION_LOG_PAGE_SIZE,
  reportPost,
  SUGGESTIONS_COLLECTION,
  UNKNOWN_POST_MESSAGE,
  type ModerationLogAnswer,
} from "@village/shared";
import { siteUrl } from "../../test/support/emulators";
import { signUpWithEmail } from "./support/accounts";
import { adminDb, call, failureOf, type Client } from "./support/clients";
import { freshEmulatorsPerTest } from "./support/lifecycle";
import { GONE, LISTED, logEntries, publicViews, signInAsModerator } from "./support/moderation";

const newClient = freshEmulatorsPerTest();

async function moderator(): Promise<Client> {
  const client = newClient();
  await signInAsModerator(client, `mod-${randomUUID()}@example.com`);
  return client;
}

const listed = (id: string) => expect.poll(() => publicViews(id), { timeout: 10_000 }).toMatchObject(LISTED);

/** A named suggestion by a new account, listed; its author's client comes with it. */
async function suggestion(title: string): Promise<{ id: string; author: Client }> {
  const author = newClient();
  await signUpWithEmail(author, `${randomUUID()}@example.com`, "Author");
  const { id } = await call(author, createSuggestion, { title, details: "Details" });
  await listed(id);
  return { id, author };
}

/** The title each log line shows, by its reason (each test gives every action its own reason). */
const titlesByReason = async () =>
  Object.fromEntries((await logEntries()).map((line) => [String(line.reason), line.title]));

describe("the public log forgets a title once its post leaves public view, whoever takes it out", () => {
  it("shows [removed] on every earlier line after a hide or delete by a moderator, the author, an account deletion or the console", async () => {
    const mod = await moderator();
    const paths = [
      "moderator hides",
      "moderator deletes",
      "author deletes",
      "account deleted",
      "console hides",
      "console deletes",
    ];
    const posts = new Map<string, { id: string; author: Client }>();
    for (const path of paths) {
      const post = await suggestion(`Title for ${path}`);
      posts.set(path, post);
      // A moderator keeps it: the line shows the title, as the board does.
      await call(mod, moderatePost, { postId: post.id, action: "keep", reason: `Kept: ${path}` });
    }
    // The spam exception: a moderator chose to show the title, which stays whatever happens later.
    const spam = await suggestion("Cheap watches");
    // Marked "no appeal" (spam only): nothing holds it, so it can be deleted at once (decision 0129).
    const noAppeal = { guideline: "spam", noAppeal: true };
    await call(mod, moderatePost, {
      postId: spam.id,
      action: "hide",
      reason: "Spam advert",
      showTitle: true,
      ...noAppeal,
    });
    await call(mod, moderatePost, { postId: spam.id, action: "delete", reason: "Spam, deleted" });
    const before = await titlesByReason();
    for (const path of paths) expect(before[`Kept: ${path}`]).toBe(`Title for ${path}`);

    const post = (path: string) => posts.get(path) ?? { id: "", author: newClient() };
    const ref = (path: string) => adminDb().collection(SUGGESTIONS_COLLECTION).doc(post(path).id);
    await call(mod, moderatePost, { postId: post("moderator hides").id, action: "hide", reason: "Hidden later" });
    await call(mod, moderatePost, { postId: post("moderator deletes").id, action: "delete", reason: "Deleted later" });
    await call(post("author deletes").author, deletePost, { postId: post("author deletes").id });
    await call(post("account deleted").author, deleteAccount, { posts: "delete", confirm: "DELETE" });
    await ref("console hides").update({ hidden: true });
    await ref("console deletes").delete();

    await expect
      .poll(titlesByReason, { timeout: 15_000 })
      .toMatchObject(Object.fromEntries(paths.map((path) => [`Kept: ${path}`, "[removed]"])));
    expect((await titlesByReason())["Spam advert"]).toBe("Cheap watches");
    for (const path of paths) {
      await expect.poll(() => publicViews(post(path).id), { timeout: 15_000 }).toMatchObject(GONE);
    }
    // Nothing is left to redact: the private index of titled lines is empty.
    await expect.poll(async () => (await adminDb().collection("moderationLogTitles").get()).size).toBe(0);
  }, 120_000);

  it("shows the title again only on a new line once a moderator restores the post", async () => {
    const mod = await moderator();
    const { id } = await suggestion("Back again");
    await call(mod, moderatePost, { postId: id, action: "keep", reason: "Fine" });
    await call(mod, moderatePost, { postId: id, action: "hide", reason: "Not fine" });
    await expect.poll(async () => (await titlesByReason()).Fine, { timeout: 15_000 }).toBe("[removed]");
    await call(mod, moderatePost, { postId: id, action: "restore", reason: "Fine after all" });
    await listed(id);
    expect(await titlesByReason()).toEqual({
      Fine: "[removed]",
      "Not fine": "[removed]",
      "Fine after all": "Back again",
    });
  }, 60_000);
});

describe("the queue keeps a reviewed post's place", () => {
  it("does not move a post a moderator hid back to the top on a new signed-out report; Hide acknowledges it", async () => {
    const mod = await moderator();
    const reviewed = await suggestion("Hidden by a moderator");
    await call(mod, moderatePost, { postId: reviewed.id, action: "hide", reason: "Insults" });
    const waiting = await suggestion("Reported, still up");
    await call(newClient(), reportPost, { postId: waiting.id, reason: "spam" });

    // One signed-out voice (a fresh anonymous identity) reports the hidden post.
    const voice = newClient();
    await signInAnonymously(voice.auth);
    // It is told what anyone is told of a post nobody can see (decision 0093); the report still reaches the queue.
    const refusal = await failureOf(
      call(voice, reportPost, { postId: reviewed.id, reason: "hate", note: "Still upsetting" }),
    );
    expect(refusal).toMatchObject({ code: "invalid-argument", message: UNKNOWN_POST_MESSAGE });

    const { items } = await call(mod, moderationQueue, {});
    expect(items.map((item) => item.postId)).toEqual([waiting.id, reviewed.id]);
    expect(items[1]).toMatchObject({ hidden: true, reviewed: true, newReports: 1, reports: 1 });

    // Hide on the hidden, reviewed post acknowledges the new report: no refusal, no second log line.
    const reply = await call(mod, moderatePost, { postId: reviewed.id, action: "hide", reason: "Still insults" });
    expect(reply).toMatchObject({ postId: reviewed.id, action: "hide", posts: 1 });
    const after = (await call(mod, moderationQueue, {})).items;
    expect(after.map((item) => item.postId)).toEqual([waiting.id, reviewed.id]);
    expect(after[1]).toMatchObject({ reviewed: true, newReports: 0 });
    expect(await logEntries()).toEqual([{ action: "hidden", by: "moderator", reason: "Insults", title: "[removed]" }]);
  }, 60_000);
});

describe("/api/moderation-log, asked as a visitor would", () => {
  /** One request as any HTTP client sends it (no redirect followed). */
  const ask = (query = "") => fetch(`${siteUrl}${MODERATION_LOG_ENDPOINT}${query}`, { redirect: "manual" });

  it("pages through every line once, each with its hour only, at one spelling per page", async () => {
    // 30 lines in one commit, each at its own time in one hour, as "hide this author's posts" writes them.
    const hour = Date.UTC(2026, 10, 25, 14);
    const batch = adminDb().batch();
    for (let line = 0; line < 30; line++) {
      batch.set(adminDb().collection(MODERATION_LOG_COLLECTION).doc(), {
        action: "hidden",
        by: "moderator",
        reason: `Line ${line}`,
        title: "[removed]",
        createdAt: Timestamp.fromMillis(hour + line * 60_000 + 123),
      });
    }
    await batch.commit();

    const first = await ask();
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe(MODERATION_LOG_CACHE_CONTROL);
    const page = (await first.json()) as ModerationLogAnswer;
    expect(page.lines).toHaveLength(MODERATION_LOG_PAGE_SIZE);
    expect(page.next).toMatch(/^[A-Za-z0-9]{20}$/);
    const second = (await (await ask(`?after=${page.next ?? ""}`)).json()) as ModerationLogAnswer;
    expect(second.next).toBeNull();
    const lines = [...page.lines, ...second.lines];
    // Every line once, newest first, with the page's fields and the hour: no id, no exact or commit time.
    expect(lines.map((line) => line.reason)).toEqual(Array.from({ length: 30 }, (_, line) => `Line ${29 - line}`));
    for (const line of lines) {
      expect(line).toEqual({
        action: "hidden",
        by: "moderator",
        reason: line.reason,
        title: "[removed]",
        hour: "2026-11-25T14:00:00.000Z",
      });
    }

    // Any other spelling of a page is a 301 to its own, before any read; a cursor naming no line is a 400.
    for (const [query, location] of [
      ["?x=1", MODERATION_LOG_ENDPOINT],
      [`?after=${page.next ?? ""}&utm_source=chat`, `${MODERATION_LOG_ENDPOINT}?after=${page.next ?? ""}`],
    ] as const) {
      const response = await ask(query);
      expect(response.status, query).toBe(301);
      expect(response.headers.get("location"), query).toBe(location);
      expect(response.headers.get("cache-control")).toBe(MODERATION_LOG_CACHE_CONTROL);
    }
    for (const query of ["?after=", "?after=a/b", "?after=__name__", "?after=a&after=b", "?after=NoSuchLine"]) {
      expect((await ask(query)).status, query).toBe(400);
    }
    expect((await fetch(`${siteUrl}${MODERATION_LOG_ENDPOINT}`, { method: "POST" })).status).toBe(405);
  });
});
