import { ANONYMOUS_AUTHOR, type Cursor, type ListedPost } from "@village/shared";

export type { Cursor };

/** A post as the list shows it, from its public document, the home list's answer, a search's, or a callable's reply. */
export interface Post {
  id: string;
  title: string;
  details: string;
  link: string;
  author: string;
  createdAt: Date;
  /** When its author last edited it (issue #48): shown as "edited" beside the date. */
  editedAt?: Date;
  /** Its author or a moderator closed it to replies: its thread says "Replies are closed." in place of the form. */
  repliesClosed?: true;
  /** How many replies its thread lists (absent: none, or not counted yet); shown, never used to order anything. */
  replies?: number;
  /**
   * `details` is only the start the list shows (the server wrote it so into the home page's HTML, which
   * carries no more of a long post): the list shows it as it is, with "Read more".
   */
  excerpted?: true;
}

/**
 * A listed post (`ListedPost` in shared/, its time as RFC 3339 text), however it came: a public document (read
 * with the `listedPostAnswer` schema: post-schema.test.ts holds it to the stored document's), an entry of
 * `/api/home` or `/api/search`, the post a post's page was rendered with, a callable's reply.
 */
export function postFromAnswer(listed: ListedPost<string> & { excerpted?: true | undefined }): Post {
  return {
    id: listed.postId,
    title: listed.title?.trim() || "Untitled",
    details: listed.details ?? "",
    link: listed.link ?? "",
    author: listed.author?.trim() || ANONYMOUS_AUTHOR,
    createdAt: new Date(listed.createdAt),
    ...(listed.editedAt !== undefined && { editedAt: new Date(listed.editedAt) }),
    ...(listed.repliesClosed && { repliesClosed: true as const }),
    ...(listed.replyCount !== undefined && listed.replyCount > 0 && { replies: listed.replyCount }),
    ...(listed.excerpted && { excerpted: true as const }),
  };
}
