import { REPLIES_PAGE_SIZE } from "../limits.js";

/**
 * `/feed/replies/{postId}` (a Hosting rewrite to the `repliesFeed` function): one post's replies as an Atom
 * feed, newest first, linked from the post's page (issue #47, docs/decisions/0121). Beside the site's
 * `/feed.xml`, not under `/p/`, whose every path is the post page's.
 */
export const REPLIES_FEED_ENDPOINT = "/feed/replies";

/** The address of a post's replies feed. */
export const repliesFeedPath = (postId: string): string => `${REPLIES_FEED_ENDPOINT}/${encodeURIComponent(postId)}`;

/** How many replies the feed holds: the newest, as many as the thread's first page (`REPLIES_PAGE_SIZE`). */
export const REPLIES_FEED_SIZE = REPLIES_PAGE_SIZE;

/**
 * What the post's page calls its replies feed in the head (`<link rel="alternate" title>`), the server's first
 * response and the app alike: "Replies to {title}", whitespace folded as the page's preview tags fold it.
 */
export const repliesFeedTitle = (title: string): string => `Replies to ${title.replace(/\s+/g, " ").trim()}`;
