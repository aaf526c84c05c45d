// The home document's public content as `/api/home` answers it and as the home page's HTML is rendered from.
import { homeAnswer, NEWEST_POSTS_FIELD, POST_COUNT_FIELD, type HomeAnswer } from "@village/shared";
import type { HomeDocument } from "@village/shared/documents";
import { exactTime } from "../lib/exact-time.js";

/** The count and the newest page, checked by the contract's schema (a document it refuses throws). */
export function homeAnswerOf(home: HomeDocument): HomeAnswer {
  return homeAnswer.parse({
    total: home[POST_COUNT_FIELD] ?? null,
    posts: home[NEWEST_POSTS_FIELD].map((entry) => ({
      postId: entry.postId,
      ...(typeof entry.title === "string" && { title: entry.title }),
      ...(typeof entry.details === "string" && { details: entry.details }),
      ...(typeof entry.link === "string" && { link: entry.link }),
      ...(typeof entry.author === "string" && { author: entry.author }),
      createdAt: exactTime(entry.createdAt),
    })),
  });
}
