/** Posts per page on the home list and in search results. */
export const PAGE_SIZE = 25;

/** Largest `limit` the security rules allow on a list query (firestore.rules, maxPageSize). */
export const MAX_PAGE_SIZE = 50;

/**
 * Where a list's page stops: the last post it read, as its time (RFC 3339 in UTC, to the nanosecond) and its
 * post id. Every newest-first list of posts pages by it: the home list (its Firestore query), a search's
 * pages (`/api/search`'s `after`).
 */
export interface ListPlace {
  time: string;
  postId: string;
}

/**
 * Where the next page starts, as the page holds it and passes it back: text (kept with the history entry as
 * it came, exact to the nanosecond), made by `cursorOf` and read by `placeOf`. The one cursor of the web app's
 * lists; a list whose server pages otherwise (the moderation log, the queue) hands out its own text, which the
 * page passes back unread.
 */
export type Cursor = string;

const NANO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{9}Z$/;
const ANY_TIME = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d{1,9}))?Z$/;

/** `time` (RFC 3339 in UTC, to any fraction of a second) to the nanosecond, or null when it is not such a time. */
export function nanoTime(time: string): string | null {
  const parts = ANY_TIME.exec(time);
  if (!parts || Number.isNaN(Date.parse(time))) return null;
  return `${parts[1] ?? ""}.${(parts[2] ?? "").padEnd(9, "0")}Z`;
}

/** The cursor after `place`: `<time to the nanosecond>/<post id>`. Throws on a time that is not RFC 3339 UTC. */
export function cursorOf(place: ListPlace): Cursor {
  const time = nanoTime(place.time);
  if (time === null) throw new Error(`not a list time: ${place.time}`);
  return `${time}/${place.postId}`;
}

/** The place a cursor names, or null when it names none (a server answers such a cursor with a 400). */
export function placeOf(cursor: string): ListPlace | null {
  const slash = cursor.indexOf("/");
  const time = cursor.slice(0, slash);
  const postId = cursor.slice(slash + 1);
  if (slash === -1 || !NANO_TIME.test(time) || Number.isNaN(Date.parse(time))) return null;
  if (postId === "" || postId.length > 1500 || postId.includes("/")) return null;
  return { time, postId };
}

/**
 * The text of a callable's opaque cursor (the moderation queue's, your posts'): `value` as base64url JSON. The
 * page passes it back as it came; only the function that made it reads it (`cursorValue`).
 */
export function opaqueCursor(value: object): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** What an opaque cursor holds, as `schema` reads it; null when it holds something else (a 400 for the caller). */
export function cursorValue<Value>(
  text: string,
  schema: { safeParse: (value: unknown) => { success: true; data: Value } | { success: false } },
): Value | null {
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    const json = new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
    const result = schema.safeParse(JSON.parse(json));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}
