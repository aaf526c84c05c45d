import { Timestamp } from "firebase-admin/firestore";
import type { StoredTime } from "@village/shared/documents";

/** RFC 3339 to the nanosecond: a page's cursor after the last post must not fall a fraction of a millisecond off. */
export function exactTime(time: Pick<StoredTime, "seconds" | "nanoseconds">): string {
  const seconds = new Date(time.seconds * 1000).toISOString().slice(0, 19);
  return `${seconds}.${String(time.nanoseconds).padStart(9, "0")}Z`;
}

/** The time an RFC 3339 text to the nanosecond names (a list cursor's), as Firestore keeps it. */
export function firestoreTime(time: string): Timestamp {
  const millis = Date.parse(time);
  const nanos = Number(time.slice(20, 29));
  return new Timestamp(Math.floor(millis / 1000), nanos);
}
