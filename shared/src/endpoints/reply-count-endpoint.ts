import * as z from "../zod-mini.js";
import { count } from "../read-schemas.js";
import { NEWEST_POLL_MS } from "./newest-endpoint.js";

/**
 * `/api/reply-count/{postId}` (a Hosting rewrite to the `replyCount` function): what an open thread polls to
 * learn whether it has new replies, answered from the CDN's cache like `/api/newest` (docs/decisions/0110,
 * 0118): an idle thread tab makes no Firestore request. One spelling per thread: no query string.
 */
export const REPLY_COUNT_ENDPOINT = "/api/reply-count";

/** The address a thread's tab polls. */
export const replyCountPath = (postId: string): string => `${REPLY_COUNT_ENDPOINT}/${encodeURIComponent(postId)}`;

/**
 * Its answer: how many replies the thread lists, as the post's public document holds it (written at most once
 * a second by the reply-count task), or null for a post that is not public (unknown, hidden, deleted): never
 * a 404, which the CDN would keep.
 */
export const replyCountAnswer = z.object({ replies: z.nullable(count()) });
export type ReplyCountAnswer = z.infer<typeof replyCountAnswer>;

/** How long browsers and the CDN may keep an answer: browsers none, the CDN 3 s (as `/api/newest`). */
export const REPLY_COUNT_CACHE_CONTROL = "public, max-age=0, s-maxage=3";

/** How often an open thread asks (and when its tab becomes visible again; never while it is hidden). */
export const REPLY_COUNT_POLL_MS = NEWEST_POLL_MS;
