// The home document's public content as `/api/home` answers it and as the home page's HTML is rendered from.
import type { DocumentSnapshot, Timestamp } from "firebase-admin/firestore";
import { homeAnswer, NEWEST_POSTS_FIELD, POST_COUNT_FIELD, type HomeAnswer } from "@village/shared";
import { pageEntriesOf } from "./newest-page.js";

/** RFC 3339 to the nanosecond: the page's cursor after the last post must not fall a fraction of a millisecond off. */
export function exactTime(time: Timestamp): string {
  const seconds = new Date(time.seconds * 1000).toISOString().slice(0, 19);
  return `${seconds}.${String(time.nanoseconds).padStart(9, "0")}Z`;
}

/** The count and the newest page, checked by the contract's schema (a document it refuses throws). */
export function homeAnswerOf(home: DocumentSnapshot): HomeAnswer {
  const count: unknown = home.get(POST_COUNT_FIELD);
  return homeAnswer.parse({
    total: typeof count === "number" ? count : null,
    posts: pageEntriesOf(home.get(NEWEST_POSTS_FIELD)).map((entry) => ({
      postId: entry.postId,
      ...(typeof entry.title === "string" && { title: entry.title }),
      ...(typeof entry.details === "string" && { details: entry.details }),
      ...(typeof entry.link === "string" && { link: entry.link }),
      ...(typeof entry.author === "string" && { author: entry.author }),
      createdAt: exactTime(entry.createdAt),
    })),
  });
}
