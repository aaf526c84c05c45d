// What the browser reads, as schemas (docs/decisions/0107): the listed post that `/api/home`, `/api/search`
// and a rendered post's page all carry, and the pieces the endpoints' answers share. Written with `zod/mini`
// (through zod-mini.ts), zod's tree-shakable build, so the home page's first load carries zod's core and the
// few schemas it parses with rather than the whole library; the functions parse what they send with the same
// schemas, so both sides hold one contract. (zod/mini compiles no parsers, so the CSP's missing
// 'unsafe-eval' needs no configuration here: zod-config.ts is for the full build.)
import * as z from "./zod-mini.js";

/** A number that is a count: whole, not negative, and held exactly by JavaScript. */
export const isCount = (value: number): boolean => Number.isSafeInteger(value) && value >= 0;

/** A count. */
export const count = () => z.number().check(z.refine(isCount));

const UTC_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/**
 * Whether `text` is a time as the endpoints send it: RFC 3339 in UTC (`Z`), to any fraction of a second (the
 * functions send nanoseconds), and a real one (no 30 February, no hour 24).
 */
export function isWireTime(text: string): boolean {
  if (!UTC_TIME.test(text)) return false;
  const time = new Date(text);
  return !Number.isNaN(time.getTime()) && time.toISOString().slice(0, 19) === text.slice(0, 19);
}

/** A time as the endpoints send it (isWireTime). */
export const wireTime = () => z.string().check(z.refine(isWireTime));

/** Text that is not empty (an id). */
export const someText = () => z.string().check(z.refine((text) => text !== ""));

/**
 * A listed post (listed-post.ts) as every endpoint and rendered page sends it, its time as RFC 3339 text:
 * `/api/home`'s and `/api/search`'s posts, and the post a post's page was rendered with.
 */
export const listedPostAnswer = z.object({
  postId: someText(),
  title: z.optional(z.string()),
  details: z.optional(z.string()),
  link: z.optional(z.string()),
  author: z.optional(z.string()),
  /** The post is closed to replies (its page shows "Replies are closed" in place of the form). */
  repliesClosed: z.optional(z.literal(true)),
  createdAt: wireTime(),
  /** When its author last edited it (absent: never): shown as "edited" beside the date. */
  editedAt: z.optional(wireTime()),
  /** How many replies the thread lists (absent: none); shown on the item, never used to order it. */
  replyCount: z.optional(count()),
  /**
   * Only in the home page's HTML, which carries a long post's details cut to the list's excerpt (the page
   * reads the whole post): the list shows it as it came, with "Read more".
   */
  excerpted: z.optional(z.literal(true)),
});

/**
 * A listed reply (listed-reply.ts) as a post's rendered page carries it and as the browser reads its public
 * document (`posts/{postId}/listedReplies/{replyId}`), its time as RFC 3339 text.
 */
export const listedReplyAnswer = z.object({
  replyId: someText(),
  postId: someText(),
  text: z.string(),
  author: someText(),
  byPostAuthor: z.optional(z.literal(true)),
  createdAt: wireTime(),
});

/** An endpoint's refusal: its sentence (`/api/search`'s 429 says when to try again). */
export const refusalAnswer = z.object({ error: z.string() });
