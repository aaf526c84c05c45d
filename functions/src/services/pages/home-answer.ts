// The home document's public content as `/api/home` answers it and as the home page's HTML is rendered from.
import { homeAnswer, NEWEST_POSTS_FIELD, POST_COUNT_FIELD, type HomeAnswer, type ListedPost } from "@village/shared";
import type { HomeDocument, PublicPostDocument } from "@village/shared/documents";
import { exactTime } from "../../lib/exact-time.js";

/**
 * One public post as the endpoints send it, and as a post's page carries it for the app (post-page.ts): its
 * time as RFC 3339 to the nanosecond.
 */
export function sentPost(post: PublicPostDocument): ListedPost<string> {
  return {
    postId: post.postId,
    ...(typeof post.title === "string" && { title: post.title }),
    ...(typeof post.details === "string" && { details: post.details }),
    ...(typeof post.link === "string" && { link: post.link }),
    ...(typeof post.author === "string" && { author: post.author }),
    // A post's page shows "Replies are closed." from its first response (decision 0119).
    ...(post.repliesClosed === true && { repliesClosed: true as const }),
    createdAt: exactTime(post.createdAt),
    ...(post.editedAt !== undefined && { editedAt: exactTime(post.editedAt) }),
    ...(typeof post.replyCount === "number" && post.replyCount > 0 && { replyCount: post.replyCount }),
  };
}

/** The count and the newest page, checked by the contract's schema (a document it refuses throws). */
export function homeAnswerOf(home: HomeDocument): HomeAnswer {
  return homeAnswer.parse({
    total: home[POST_COUNT_FIELD] ?? null,
    posts: home[NEWEST_POSTS_FIELD].map(sentPost),
  });
}
