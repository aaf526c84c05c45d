// The Atom 1.0 feeds: the newest posts, built from the home document's newest page, and one post's newest
// replies, built from its thread's public projection (the same public fields the pages show, never an
// account id).
import { ANONYMOUS_AUTHOR, repliesFeedPath, type ListedReply } from "@village/shared";
import type { StoredTime } from "@village/shared/documents";
import type { PageEntry } from "../projection/newest-page.js";

/** Where the site is served from, as `https://example.com` (no trailing slash). */
export type SiteOrigin = string;

// XML 1.0 allows only these characters, even escaped: a post imported with a control character or a lone
// surrogate must not make the whole feed unreadable, so such characters are dropped.
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text as XML character data or an attribute value: every markup character escaped. */
export function xmlText(value: string): string {
  return value
    .replace(NOT_XML, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

const postUrl = (origin: SiteOrigin, postId: string) => `${origin}/p/${encodeURIComponent(postId)}`;

function entryXml(origin: SiteOrigin, post: PageEntry): string {
  const url = postUrl(origin, post.postId);
  const time = post.createdAt.toDate().toISOString();
  // An edit by its author (issue #48) is an update, which feed readers show again.
  const updated = (post.editedAt ?? post.createdAt).toDate().toISOString();
  const text = [post.details, post.link].filter((part): part is string => Boolean(part?.trim())).join("\n\n");
  return [
    "  <entry>",
    `    <id>${xmlText(url)}</id>`,
    `    <title type="text">${xmlText(post.title?.trim() || "Untitled")}</title>`,
    `    <link rel="alternate" type="text/html" href="${xmlText(url)}"/>`,
    `    <author><name>${xmlText(post.author?.trim() || ANONYMOUS_AUTHOR)}</name></author>`,
    `    <published>${time}</published>`,
    `    <updated>${updated}</updated>`,
    `    <content type="text">${xmlText(text)}</content>`,
    "  </entry>",
  ].join("\n");
}

/**
 * For a person who opens a feed in a browser: a plain page saying what a feed is, listing its entries
 * (web/public/feed.xsl, same origin). Feed readers skip the instruction.
 */
const FEED_STYLESHEET = '<?xml-stylesheet type="text/xsl" href="/feed.xsl"?>';

/**
 * The feed: the site's title and links, then one entry per post, newest first. `updated` is the newest
 * post's time, or `emptySince` when there are none.
 */
export function atomFeed(origin: SiteOrigin, posts: PageEntry[], emptySince: Date): string {
  const updated = posts[0]?.createdAt.toDate() ?? emptySince;
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    FEED_STYLESHEET,
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${xmlText(`${origin}/`)}</id>`,
    "  <title>Village</title>",
    "  <subtitle>Suggestions, ideas and stories from our village, newest first.</subtitle>",
    `  <link rel="self" type="application/atom+xml" href="${xmlText(`${origin}/feed.xml`)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xmlText(`${origin}/`)}"/>`,
    `  <updated>${updated.toISOString()}</updated>`,
    "  <author><name>Village</name></author>",
    ...posts.map((post) => entryXml(origin, post)),
    "</feed>",
    "",
  ].join("\n");
}

/** The post a replies feed is of: its id, its title (absent for an untitled post) and its time. */
export interface FeedPost {
  postId: string;
  title?: string | undefined;
  createdAt: Date;
}

function replyEntryXml(origin: SiteOrigin, reply: ListedReply<StoredTime>): string {
  // The reply's place in its thread: its id is made for this thread alone (services/posts/replies.ts,
  // `replyIdFor`), so the entry's id ties it to no other thread, nor to its writer's other replies.
  const url = `${postUrl(origin, reply.postId)}#reply-${encodeURIComponent(reply.replyId)}`;
  const time = reply.createdAt.toDate().toISOString();
  const author = reply.author.trim() || ANONYMOUS_AUTHOR;
  return [
    "  <entry>",
    `    <id>${xmlText(url)}</id>`,
    `    <title type="text">${xmlText(`Reply by ${author}${reply.byPostAuthor ? " (author)" : ""}`)}</title>`,
    `    <link rel="alternate" type="text/html" href="${xmlText(url)}"/>`,
    `    <author><name>${xmlText(author)}</name></author>`,
    `    <published>${time}</published>`,
    `    <updated>${time}</updated>`,
    `    <content type="text">${xmlText(reply.text)}</content>`,
    "  </entry>",
  ].join("\n");
}

/**
 * One post's replies feed: the post's title and links, then one entry per reply, as `replies` lists them
 * (newest first). `updated` is the newest reply's time, or the post's when it has none. In a browser it is
 * the same plain page as the posts' feed (/feed.xsl tells the two apart by the feed's own address).
 */
export function repliesAtomFeed(origin: SiteOrigin, post: FeedPost, replies: ListedReply<StoredTime>[]): string {
  const updated = replies[0]?.createdAt.toDate() ?? post.createdAt;
  const title = post.title?.trim();
  const self = `${origin}${repliesFeedPath(post.postId)}`;
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    FEED_STYLESHEET,
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${xmlText(self)}</id>`,
    `  <title type="text">${xmlText(title ? `Replies to “${title}” · Village` : "Replies to an untitled post · Village")}</title>`,
    `  <link rel="self" type="application/atom+xml" href="${xmlText(self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xmlText(postUrl(origin, post.postId))}"/>`,
    `  <updated>${updated.toISOString()}</updated>`,
    "  <author><name>Village</name></author>",
    ...replies.map((reply) => replyEntryXml(origin, reply)),
    "</feed>",
    "",
  ].join("\n");
}

/**
 * The site's origin as the request reached Hosting: its forwarded host (Hosting names the domain the visitor
 * used), else the Host header, when it is one of `allowedHosts`; else the first allowed host. Only hosts we
 * serve are ever written into links, so a forged header cannot put another site's address in a cached feed.
 */
export function siteOrigin(
  headers: { forwardedHost?: string | undefined; host?: string | undefined; forwardedProto?: string | undefined },
  allowedHosts: readonly string[],
): SiteOrigin {
  const first = (value: string | undefined) => value?.split(",")[0]?.trim().toLowerCase() ?? "";
  const candidate = first(headers.forwardedHost) || first(headers.host);
  const host = allowedHosts.includes(candidate) ? candidate : (allowedHosts[0] ?? "localhost");
  const local = /^(127\.0\.0\.1|localhost)(:\d+)?$/.test(host);
  const proto = first(headers.forwardedProto);
  return `${proto === "http" || (proto === "" && local) ? "http" : "https"}://${host}`;
}
