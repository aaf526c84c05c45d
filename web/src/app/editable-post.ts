// Where a listed post (features/posts) meets the author's Edit (features/moderation), which do not know
// each other.
import { ANONYMOUS_AUTHOR } from "@village/shared";
import type { EditablePost } from "../features/moderation";
import type { Post } from "../features/posts/api/post";

/**
 * The post as its author's Edit starts from it. Which form made it is told by its byline: an anonymous post
 * is listed without a name. (A suggestion by an account with neither a name nor an e-mail is signed
 * "anonymous" too: its author is offered the anonymous form's fields, which the server refuses in words,
 * changing nothing; decisions/0127.)
 */
export const editableOf = (post: Post): EditablePost => ({
  kind: post.author === ANONYMOUS_AUTHOR ? "anonymous" : "suggestion",
  title: post.title,
  body: post.details,
  link: post.link,
  createdAt: post.createdAt,
  replies: post.replies ?? 0,
});
