// The home document once a load test has settled: it must count every stored post and list the newest page
// of them, by time then id, as the home page shows it.
import type { QueryDocumentSnapshot, Timestamp } from "firebase-admin/firestore";
import { HOME_DOCUMENT, NEWEST_POSTS_FIELD, newestFirst, PAGE_SIZE, POST_COUNT_FIELD } from "@village/shared";
import { adminDb } from "../lib/admin-db.mjs";

export const readHome = async () => (await adminDb().doc(HOME_DOCUMENT).get()).data() ?? {};

/** The home document's count of posts, or -1 when it has none. */
export const countOn = (home: Record<string, unknown>) => {
  const count = home[POST_COUNT_FIELD];
  return typeof count === "number" ? count : -1;
};

/** The ids of the posts on the home document's newest page, in its order. */
export function newestListed(home: Record<string, unknown>): string[] {
  const entries: unknown = home[NEWEST_POSTS_FIELD];
  return (Array.isArray(entries) ? (entries as { postId?: unknown }[]) : []).map((entry) => String(entry.postId));
}

const positionOf = (doc: QueryDocumentSnapshot) => {
  const time = doc.get("createdAt") as Timestamp;
  return { millis: time.toMillis(), nanos: time.nanoseconds % 1e6, id: doc.id };
};

/** What is wrong with the home document `home`, given every stored post (nothing: an empty list). */
export function homeProblems(home: Record<string, unknown>, stored: QueryDocumentSnapshot[]): string[] {
  const problems: string[] = [];
  const homeCount = countOn(home);
  if (homeCount !== stored.length) {
    problems.push(`the home document counts ${homeCount} posts, ${stored.length} are stored`);
  }
  const newestStored = [...stored]
    .sort((a, b) => newestFirst(positionOf(a), positionOf(b)))
    .slice(0, PAGE_SIZE)
    .map((doc) => doc.id);
  const listed = newestListed(home);
  if (listed.join() !== newestStored.join()) {
    problems.push(`the home page lists ${listed.length} posts that are not the newest ${newestStored.length} stored`);
  }
  return problems;
}
