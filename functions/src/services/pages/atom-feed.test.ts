import { describe, expect, it } from "vitest";
import { Timestamp } from "firebase-admin/firestore";
import { XMLParser } from "fast-xml-parser";
import { SyntaxValidator } from "fast-xml-validator";
import { atomFeed, repliesAtomFeed, siteOrigin } from "./atom-feed";
import type { PageEntry } from "../projection/newest-page";

const ORIGIN = "https://village.example";
const at = (iso: string) => Timestamp.fromDate(new Date(iso));
const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "entry" || name === "link" });

interface ParsedEntry {
  id: string;
  title: { "#text"?: string } | string;
  link: { "@_href": string; "@_rel": string }[];
  author: { name: string };
  updated: string;
  content: { "#text"?: string } | string;
}

function parse(xml: string) {
  // Throws on anything not well formed, naming the line and column.
  expect(SyntaxValidator.validate(xml)).toBe(true);
  const { feed } = parser.parse(xml) as { feed: Record<string, unknown> & { entry?: ParsedEntry[] } };
  return feed;
}

const textOf = (value: { "#text"?: string } | string) => (typeof value === "string" ? value : (value["#text"] ?? ""));

describe("atomFeed", () => {
  it("is well-formed Atom with the feed's and each entry's required elements", () => {
    const posts: PageEntry[] = [
      { postId: "b", title: "Second", details: "More", author: "Ada", createdAt: at("2026-02-02T10:00:00Z") },
      { postId: "a", link: "https://example.com", createdAt: at("2026-01-01T09:00:00Z") },
    ];
    const feed = parse(atomFeed(ORIGIN, posts, new Date(0)));
    expect(feed["@_xmlns"]).toBe("http://www.w3.org/2005/Atom");
    expect(feed.id).toBe(`${ORIGIN}/`);
    expect(feed.title).toBe("Village");
    expect(feed.updated).toBe("2026-02-02T10:00:00.000Z");
    const [second, first] = feed.entry ?? [];
    expect(second?.id).toBe(`${ORIGIN}/p/b`);
    expect(textOf(second?.title ?? "")).toBe("Second");
    expect(second?.link[0]?.["@_href"]).toBe(`${ORIGIN}/p/b`);
    expect(second?.author.name).toBe("Ada");
    expect(textOf(second?.content ?? "")).toBe("More");
    // An anonymous post with only a link: the list's words for what it lacks.
    expect(textOf(first?.title ?? "")).toBe("Untitled");
    expect(first?.author.name).toBe("anonymous");
    expect(textOf(first?.content ?? "")).toBe("https://example.com");
    expect(first?.updated).toBe("2026-01-01T09:00:00.000Z");
  });

  it("escapes hostile text and drops characters XML cannot hold", () => {
    const hostile = `</title><script>alert("x")</script>&amp; ]]> 'quote' \u0001\uD800`;
    const xml = atomFeed(
      ORIGIN,
      [{ postId: "x", title: hostile, details: hostile, author: hostile, createdAt: at("2026-01-01T00:00:00Z") }],
      new Date(0),
    );
    expect(xml).not.toContain("<script>");
    // Read back by an XML parser, every field is the text as written, less the characters XML forbids.
    const [entry] = parse(xml).entry ?? [];
    const written = `</title><script>alert("x")</script>&amp; ]]> 'quote'`;
    expect(textOf(entry?.title ?? "")).toBe(written);
    expect(entry?.author.name).toBe(written);
    expect(textOf(entry?.content ?? "")).toBe(written);
  });

  it("is a valid feed with no entries when there are no posts", () => {
    const feed = parse(atomFeed(ORIGIN, [], new Date("2026-03-03T00:00:00Z")));
    expect(feed.updated).toBe("2026-03-03T00:00:00.000Z");
    expect(feed.entry).toBeUndefined();
  });
});

describe("repliesAtomFeed", () => {
  const reply = (replyId: string, author: string, text: string, iso: string) => ({
    replyId,
    postId: "post-1",
    author,
    text,
    createdAt: at(iso),
  });

  it("is well-formed Atom of the post's replies as given, each entry its place in the thread and nothing else", () => {
    const xml = repliesAtomFeed(ORIGIN, { postId: "post-1", title: "Garden party", createdAt: new Date(0) }, [
      { ...reply("r2", "Ann", "See you there", "2026-02-02T10:00:00Z"), byPostAuthor: true as const },
      reply("r1", "Anonymous Heron", `<b>Me</b> & "you"`, "2026-02-01T09:00:00Z"),
    ]);
    const feed = parse(xml);
    expect(feed.id).toBe(`${ORIGIN}/feed/replies/post-1`);
    expect(textOf(feed.title as string)).toBe("Replies to “Garden party” · Village");
    expect(feed.updated).toBe("2026-02-02T10:00:00.000Z");
    const links = feed.link as { "@_href": string; "@_rel": string }[];
    expect(links.map((link) => [link["@_rel"], link["@_href"]])).toEqual([
      ["self", `${ORIGIN}/feed/replies/post-1`],
      ["alternate", `${ORIGIN}/p/post-1`],
    ]);
    const [newest, oldest] = feed.entry ?? [];
    expect(newest?.id).toBe(`${ORIGIN}/p/post-1#reply-r2`);
    expect(newest?.link[0]?.["@_href"]).toBe(`${ORIGIN}/p/post-1#reply-r2`);
    expect(textOf(newest?.title ?? "")).toBe("Reply by Ann (author)");
    expect(newest?.author.name).toBe("Ann");
    expect(textOf(oldest?.content ?? "")).toBe(`<b>Me</b> & "you"`);
    expect(oldest?.author.name).toBe("Anonymous Heron");
    expect(oldest?.updated).toBe("2026-02-01T09:00:00.000Z");
    // Nothing about a reply but its thread's name, time and text: no other element, no account, no hash.
    expect(Object.keys(oldest ?? {}).sort()).toEqual(
      ["author", "content", "id", "link", "published", "title", "updated"].sort(),
    );
  });

  it("is a valid feed with no entries, updated at the post's time, for a thread without replies", () => {
    const feed = parse(repliesAtomFeed(ORIGIN, { postId: "p", createdAt: new Date("2026-03-03T00:00:00Z") }, []));
    expect(textOf(feed.title as string)).toBe("Replies to an untitled post · Village");
    expect(feed.updated).toBe("2026-03-03T00:00:00.000Z");
    expect(feed.entry).toBeUndefined();
  });
});

describe("siteOrigin", () => {
  const allowed = ["village.example", "demo.web.app", "127.0.0.1:5000"];

  it("is the forwarded host when it is one we serve", () => {
    expect(siteOrigin({ forwardedHost: "demo.web.app", host: "x.cloudfunctions.net" }, allowed)).toBe(
      "https://demo.web.app",
    );
    expect(siteOrigin({ host: "127.0.0.1:5000" }, allowed)).toBe("http://127.0.0.1:5000");
  });

  it("never writes a host we do not serve into links", () => {
    expect(siteOrigin({ forwardedHost: "evil.example", host: "evil.example" }, allowed)).toBe(
      "https://village.example",
    );
  });
});
