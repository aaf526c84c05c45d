/**
 * `/api/newest` (a Hosting rewrite to the `newestPost` function): what an open page polls to learn whether
 * anything is newer than what it shows, answered from the CDN's cache (docs/decisions/0019). Same origin as
 * the page; never a 404, which the CDN would keep.
 */
export const NEWEST_ENDPOINT = "/api/newest";

/** Its answer: the newest listed post's id and the count, as the home document has them (null: none yet). */
export interface NewestAnswer {
  newest: string | null;
  total: number | null;
}

/** How long browsers and the CDN may keep an answer; the page polls every 30 s. */
export const NEWEST_CACHE_CONTROL = "public, max-age=10, s-maxage=20";

/** Whether `value` is an answer of that shape (the web reads it without zod, which the home page never loads). */
export function isNewestAnswer(value: unknown): value is NewestAnswer {
  if (typeof value !== "object" || value === null) return false;
  const { newest, total } = value as Record<string, unknown>;
  return (newest === null || typeof newest === "string") && (total === null || typeof total === "number");
}
