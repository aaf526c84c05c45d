import type { StoredTime } from "@village/shared/documents";

/** RFC 3339 to the nanosecond: a page's cursor after the last post must not fall a fraction of a millisecond off. */
export function exactTime(time: Pick<StoredTime, "seconds" | "nanoseconds">): string {
  const seconds = new Date(time.seconds * 1000).toISOString().slice(0, 19);
  return `${seconds}.${String(time.nanoseconds).padStart(9, "0")}Z`;
}
