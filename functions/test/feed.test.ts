import { describe, expect, it, vi } from "vitest";
import { XMLParser } from "fast-xml-parser";
import { SyntaxValidator } from "fast-xml-validator";
import { Timestamp } from "firebase-admin/firestore";
import {
  createAnonymousPost,
  createReply,
  HOME_DOCUMENT,
  LISTED_REPLIES_COLLECTION,
  NEWEST_POSTS_FIELD,
  POSTS_COLLECTION,
  repliesFeedPath,
  REPLIES_FEED_SIZE,
  SUGGESTIONS_COLLECTION,
} from "@village/shared";
import { emulatorHosts, projectId, siteUrl } from "../../test/support/emulators";
import { tagged } from "../../test/support/post-ids";
import { adminDb, call, type Client } from "./support/clients";
import { listedPost } from "./support/moderation";
import { TRIGGER_WAIT } from "./support/trigger-wait";
import { freshEmulatorsPerTest } from "./support/lifecycle";

const client = freshEmulatorsPerTest();

const FEED_URL = `http://${emulatorHosts.functions}/${projectId}/us-central1/feed`;
const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "entry" || name === "link" });

interface Entry {
  id: string;
  title: { "#text": string };
  link: { "@_href": string }[];
  author: { name: string };
  content: { "#text": string };
}

async function readFeed() {
  const response = await fetch(FEED_URL);
  const xml = await response.text();
  expect(response.status).toBe(200);
  // Throws on anything not well formed, naming the line and column.
  expect(SyntaxValidator.validate(xml)).toBe(true);
  const { feed } = parser.parse(xml) as { feed: { title: string; id: string; updated: string; entry?: Entry[] } };
  return { response, xml, feed, entries: feed.entry ?? [] };
}

/** Waits until the home document lists exactly these posts. */
const homeLists = (ids: string[]) =>
  vi.waitFor(async () => {
    const newest = (await adminDb().doc(HOME_DOCUMENT).get()).get(NEWEST_POSTS_FIELD) as { postId: string }[];
    expect(newest.map((entry) => entry.postId).sort()).toEqual([...ids].sort());
  }, TRIGGER_WAIT);

describe("/feed.xml (the feed function)", () => {
  it("is valid Atom, kept no longer than the pages (5 s at the CDN, none in readers), even before any post", async () => {
    const { response, xml, feed, entries } = await readFeed();
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    // A browser shows it through the site's stylesheet; feed readers skip the instruction.
    expect(xml).toContain('<?xml-stylesheet type="text/xsl" href="/feed.xsl"?>');
    // Before: a minute at the CDN and a minute more in readers, so a hidden post stayed up to 2 minutes.
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=5");
    expect(feed.title).toBe("Village");
    expect(feed.id).toBeTruthy();
    expect(Number.isNaN(Date.parse(feed.updated))).toBe(false);
    expect(entries).toEqual([]);
  });

  it("lists the newest posts with links to their pages, hostile text escaped, deleted posts gone", async () => {
    const poster = client();
    const hostile = `<script>alert("x")</script> & ]]>`;
    const kept = await call(poster, createAnonymousPost, { title: hostile, text: "Plain & simple" });
    const deleted = await call(poster, createAnonymousPost, { title: "Soon gone" });
    await homeLists([kept.id, deleted.id]);

    const before = await readFeed();
    expect(before.xml).not.toContain("<script>");
    const entry = before.entries.find((item) => item.link[0]?.["@_href"].endsWith(`/p/${kept.id}`));
    expect(entry?.title["#text"]).toBe(hostile);
    expect(entry?.content["#text"]).toBe("Plain & simple");
    expect(entry?.author.name).toBe("anonymous");
    expect(before.entries).toHaveLength(2);

    await adminDb().collection(SUGGESTIONS_COLLECTION).doc(deleted.id).delete();
    await homeLists([kept.id]);
    const after = await readFeed();
    expect(after.entries.map((item) => item.id)).toEqual([entry?.id]);
    expect(after.xml).not.toContain(deleted.id);
  });

  it("refuses anything but GET", async () => {
    expect((await fetch(FEED_URL, { method: "POST" })).status).toBe(405);
  });
});

/** A post's replies feed as anyone fetches it: through Hosting's rewrite, as a feed reader would. */
async function readRepliesFeed(postId: string) {
  const response = await fetch(`${siteUrl}${repliesFeedPath(postId)}`);
  const xml = await response.text();
  return { response, xml };
}

function parsedFeed(xml: string) {
  expect(SyntaxValidator.validate(xml)).toBe(true);
  const { feed } = parser.parse(xml) as { feed: { id: string; title: { "#text": string }; entry?: Entry[] } };
  return { feed, entries: feed.entry ?? [] };
}

const listedReplies = (postId: string) =>
  adminDb().collection(POSTS_COLLECTION).doc(postId).collection(LISTED_REPLIES_COLLECTION);

/** A signed-out reply, once the trigger has listed it. */
async function listedReply(client: Client, postId: string, text: string) {
  const { reply } = await call(client, createReply, { postId, text, ageConfirmed: true });
  await vi.waitFor(
    async () => expect((await listedReplies(postId).doc(reply.replyId).get()).exists).toBe(true),
    TRIGGER_WAIT,
  );
  return reply;
}

describe("/feed/replies/{postId} (the repliesFeed function)", () => {
  it("lists a public post's replies newest first, each by its thread's name alone, cached as the posts' feed", async () => {
    const poster = client();
    const visitor = client();
    const { id: postId } = await listedPost(poster, "Garden party");
    const { id: otherId } = await listedPost(client(), "Bake sale");
    const hostile = `<script>alert("x")</script> & ]]>`;
    const first = await listedReply(visitor, postId, hostile);
    const second = await listedReply(poster, postId, "Thanks, all");
    const elsewhere = await listedReply(visitor, otherId, "Me again");

    const { response, xml } = await readRepliesFeed(postId);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=5");
    expect(xml).not.toContain("<script>");
    const { feed, entries } = parsedFeed(xml);
    expect(feed.title["#text"]).toBe("Replies to “Garden party” · Village");
    // A browser shows it as the posts' feed is shown: a plain page (web/public/feed.xsl).
    expect(xml).toContain('<?xml-stylesheet type="text/xsl" href="/feed.xsl"?>');
    expect(entries.map((entry) => entry.id)).toEqual([
      `${siteUrl}/p/${postId}#reply-${second.replyId}`,
      `${siteUrl}/p/${postId}#reply-${first.replyId}`,
    ]);
    expect(entries.map((entry) => entry.author.name)).toEqual([second.author, first.author]);
    expect(entries[0]?.title["#text"]).toBe(`Reply by ${second.author} (author)`);
    expect(entries[1]?.content["#text"]).toBe(hostile);
    // Nothing in it ties the visitor's reply here to theirs in the other thread: not their identity, not that
    // reply's id (each id is made for its thread), nor anything of the other thread.
    const other = await readRepliesFeed(otherId);
    expect(parsedFeed(other.xml).entries.map((entry) => entry.id)).toEqual([
      `${siteUrl}/p/${otherId}#reply-${elsewhere.replyId}`,
    ]);
    expect(xml).not.toContain(visitor.auth.currentUser?.uid ?? "no identity");
    expect(xml).not.toContain(elsewhere.replyId);
    expect(xml).not.toContain(otherId);
  }, 60_000);

  it("holds the newest replies only, however long the thread, from one bounded read", async () => {
    const { id: postId } = await listedPost(client(), "A long thread");
    const batch = adminDb().batch();
    const start = Date.UTC(2026, 0, 1);
    for (let index = 0; index < REPLIES_FEED_SIZE + 5; index++) {
      const replyId = `reply-${String(index).padStart(3, "0")}`;
      batch.set(listedReplies(postId).doc(replyId), {
        replyId,
        postId,
        text: `Reply ${index}`,
        author: "Anonymous Heron",
        createdAt: Timestamp.fromMillis(start + index * 1000),
      });
    }
    await batch.commit();
    const { entries } = parsedFeed((await readRepliesFeed(postId)).xml);
    expect(entries).toHaveLength(REPLIES_FEED_SIZE);
    expect(entries[0]?.id).toMatch(/#reply-reply-054$/);
    expect(entries.at(-1)?.id).toMatch(/#reply-reply-005$/);
  });

  it("is a 404, kept as briefly, for a post that is not public, an id that cannot be one, or a made-up one", async () => {
    const { id: gone } = await listedPost(client(), "Soon gone");
    await adminDb().collection(SUGGESTIONS_COLLECTION).doc(gone).delete();
    await vi.waitFor(
      async () => expect((await adminDb().collection(POSTS_COLLECTION).doc(gone).get()).exists).toBe(false),
      TRIGGER_WAIT,
    );
    // A tagged id nobody posted, a made-up untagged one, one whose tag is wrong, one with a slash.
    const forged = `${tagged("never").slice(0, -1)}${tagged("never").endsWith("A") ? "B" : "A"}`;
    for (const id of [gone, tagged("never-posted"), "made-up-id", forged]) {
      const { response, xml } = await readRepliesFeed(id);
      expect(response.status, id).toBe(404);
      expect(response.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=5");
      expect(xml).not.toContain("<feed");
    }
    expect((await fetch(`${siteUrl}/feed/replies/a/b`)).status).toBe(404);
    expect((await fetch(`${siteUrl}${repliesFeedPath(gone)}`, { method: "POST" })).status).toBe(405);
  });
});
