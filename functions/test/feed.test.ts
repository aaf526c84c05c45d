import { describe, expect, it, vi } from "vitest";
import { XMLParser } from "fast-xml-parser";
import { SyntaxValidator } from "fast-xml-validator";
import { createAnonymousPost, HOME_DOCUMENT, NEWEST_POSTS_FIELD, SUGGESTIONS_COLLECTION } from "@village/shared";
import { emulatorHosts, projectId } from "../../test/support/emulators";
import { adminDb, call } from "./support/clients";
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
