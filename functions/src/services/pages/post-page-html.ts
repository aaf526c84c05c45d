// A post's page as the server sends it: the app's own HTML for the post page with the post's title and an
// excerpt of its text in the tags chats and social networks read (`og:*`, `twitter:*`, `<title>`,
// `description`), and the whole post for readers without JavaScript (a `<noscript>` the app never sees).
// The page is the build's parts (shared/src/page-shell.ts) joined with the post's: every piece of the post is
// escaped and joined by concatenation, never passed through a `String.replace`, whose replacement text would
// read `$&`, `` $` ``, `$'` in a title as patterns and splice the page into itself (docs/decisions/0104).

import { Timestamp } from "firebase-admin/firestore";
import {
  formatPostDate,
  repliesFeedPath,
  repliesFeedTitle,
  shellPage,
  type ListedPost,
  type ListedReply,
  type PageShell,
  type RenderedPage,
} from "@village/shared";
import { renderedPageHtml } from "./rendered-page-html.js";

/** What a post's page shows of a post, from its public document. */
export interface PostPreview {
  title: string;
  details: string;
  /** The post's whole text with its line breaks (the tags use `details`, folded). */
  text?: string;
  link?: string;
  author?: string;
  createdAt?: Date | null;
  /** The public document as the app's server renderer draws the page from it (readPublicPost sets it). */
  listed?: ListedPost<string>;
  /** The thread's first page, oldest first (readPublicPost sets it; absent when it could not be read). */
  replies?: ListedReply<string>[];
}

/** How long a preview's description may be: what previews show before they cut. */
export const PREVIEW_DESCRIPTION_MAX = 200;

/** What a page without JavaScript says it cannot do. */
export const NEEDS_JAVASCRIPT =
  "Posting, reporting, search, Load more and new-post notices need JavaScript; reading a post does not.";

const textOf = (value: unknown) => (typeof value === "string" ? value : "");

/** The public document's fields for the page: whitespace folded for the tags, "Untitled" when there is no title. */
export function previewOf(data: Record<string, unknown> | undefined): PostPreview | null {
  if (!data) return null;
  const fold = (value: unknown) => textOf(value).replace(/\s+/g, " ").trim();
  const created: unknown = data.createdAt;
  const createdAt = created instanceof Timestamp ? created.toDate() : created instanceof Date ? created : null;
  return {
    title: fold(data.title) || "Untitled",
    details: fold(data.details),
    text: textOf(data.details).trim(),
    link: textOf(data.link).trim(),
    author: fold(data.author) || "anonymous",
    createdAt,
  };
}

/** Text as HTML character data or a quoted attribute value: every markup character escaped. */
export function htmlText(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** At most `max` UTF-16 units, cut at a word where one is near, with an ellipsis; never half a surrogate pair. */
export function excerpt(value: string, max = PREVIEW_DESCRIPTION_MAX): string {
  if (value.length <= max) return value;
  let cut = value.slice(0, max - 1);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  const space = cut.lastIndexOf(" ");
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}

/** A link as an anchor only when it is a web address; any other text stays text. */
function linkHtml(link: string): string {
  const safe = /^https?:\/\/[^\s<>"']+$/i.test(link);
  return safe ? `<a href="${htmlText(link)}" rel="nofollow ugc">${htmlText(link)}</a>` : htmlText(link);
}

/** The thread's first page without JavaScript: each reply's author ("author" for the post's own), date and text. */
function noScriptReplies(replies: ListedReply<string>[]): string[] {
  const items = replies.map((reply) => {
    const time = new Date(reply.createdAt);
    const mark = reply.byPostAuthor ? " (author)" : "";
    const date = `<time datetime="${time.toISOString()}">${formatPostDate(time, "UTC")}</time>`;
    const text = reply.text.split("\n").map(htmlText).join("<br />");
    return `<li><p><bdi>${htmlText(reply.author)}</bdi>${mark} • ${date}</p><p dir="auto">${text}</p></li>`;
  });
  return ["<h2>Replies</h2>", items.length ? `<ol>\n${items.join("\n")}\n</ol>` : "<p>No replies yet.</p>"];
}

/**
 * The whole post, for readers without JavaScript: title, text (its lines kept), link, author and date, and
 * its replies when the page has them.
 */
export function noScriptPost(post: PostPreview): string {
  const text = post.text ?? post.details;
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "")
    .map((paragraph) => `<p dir="auto">${paragraph.split("\n").map(htmlText).join("<br />")}</p>`);
  // UTC: the server knows no reader's time zone.
  const date = post.createdAt ? formatPostDate(post.createdAt, "UTC") : "";
  const posted = date ? ` • Posted on <time datetime="${post.createdAt?.toISOString()}">${date}</time>` : "";
  return [
    "<noscript>",
    "<article>",
    `<h1 dir="auto">${htmlText(post.title)}</h1>`,
    ...paragraphs,
    ...(post.link ? [`<p dir="auto">${linkHtml(post.link)}</p>`] : []),
    `<p>by <bdi>${htmlText(post.author ?? "anonymous")}</bdi>${posted}</p>`,
    "</article>",
    ...(post.replies ? noScriptReplies(post.replies) : []),
    `<p>${htmlText(NEEDS_JAVASCRIPT)}</p>`,
    '<p><a href="/">All posts</a></p>',
    "</noscript>",
  ].join("\n");
}

/** What a page without JavaScript says for a post that is not (or no longer) public. */
const REMOVED_NOSCRIPT = [
  "<noscript>",
  "<h1>This post is not available</h1>",
  "<p>It may have been removed, or the link may be wrong.</p>",
  '<p><a href="/">All posts</a></p>',
  "</noscript>",
].join("\n");

/**
 * The post's own title, description and preview tags, in place of the site's, and its replies feed for feed
 * readers (the site's feed of posts stays in the head: it is not among the site's tags). The app keeps that
 * link while it shows the post and removes it on leaving (web/src/features/replies/hooks/use-replies-feed-link.ts).
 */
function postTags(post: PostPreview, url: string): string {
  const description =
    excerpt(post.details) || "A post on Village, a community board of suggestions, ideas and stories.";
  const title = htmlText(post.title);
  const said = htmlText(description);
  return [
    `<title>${title} · Village</title>`,
    `<meta name="description" content="${said}" />`,
    `<meta property="og:type" content="article" />`,
    `<meta property="og:url" content="${htmlText(url)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${said}" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${said}" />`,
    ...(post.listed
      ? [
          `<link rel="alternate" type="application/atom+xml" title="${htmlText(repliesFeedTitle(post.title))}" href="${htmlText(repliesFeedPath(post.listed.postId))}" />`,
        ]
      : []),
  ]
    .map((tag) => `\n    ${tag}`)
    .join("");
}

/**
 * The app's page for one post (`shell`, the build's parts): the site's title, description and preview tags
 * swapped for the post's, and the post itself: `rendered` (the app's own markup, which the browser takes
 * over, readable without JavaScript) or, without it, the whole post for readers without JavaScript, the app
 * drawing the page. `null` (no public post: never existed, hidden, deleted) is a removed post's page: the
 * site's own tags, nothing of any post, and `noindex` so that no search engine keeps it.
 */
export function postPageHtml(
  shell: PageShell,
  post: PostPreview | null,
  url: string,
  rendered: RenderedPage | null = null,
): string {
  if (!post) {
    return shellPage(
      {
        ...shell,
        title: "\n    <title>Post not available · Village</title>",
        siteTags: `${shell.siteTags}<meta name="robots" content="noindex" />\n  `,
      },
      { main: REMOVED_NOSCRIPT },
    );
  }
  const tags = postTags(post, url);
  if (rendered) return renderedPageHtml(shell, rendered, tags);
  return shellPage({ ...shell, title: tags, siteTags: "\n  " }, { main: noScriptPost(post) });
}
