import * as z from "@village/shared/zod-mini";
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
  /**
   * `details` is only the start the list shows (the server wrote it so into the home page's HTML, which
   * carries no more of a long post): the list shows it as it is, with "Read more".
   */
  excerpted?: true;
}

/**
 * A public post document (`posts/{id}`, docs/data.md) as Firestore's REST reader gives it, its time a Date
 * (exact: a cursor made from it points at the document), of the stored document's shape
 * (shared/src/documents/public-post.ts; post-schema.test.ts holds the two together). One of another shape (a
 * time missing, a title that is not text) is not a post to show.
 */
export const storedPost = z.object({
  postId: z.optional(z.string()),
  title: z.optional(z.string()),
  details: z.optional(z.string()),
  link: z.optional(z.string()),
  author: z.optional(z.string()),
  createdAt: z.date(),
});
export type StoredPost = z.infer<typeof storedPost>;

/** The fields of a listed post, however it came, its time as a Date. */
type ListedFields = Partial<Omit<ListedPost<Date>, "createdAt">> & { createdAt: Date };

/**
 * A listed post (`ListedPost` in shared/: a public document, an entry of `/api/home` or `/api/search`, a
 * callable's reply) as the list shows it. `id` stands in for a missing `postId` (a public document names its
 * post by its own id too).
 */
export function postOf(id: string, fields: ListedFields): Post {
  return {
    id: fields.postId || id,
    title: fields.title?.trim() || "Untitled",
    details: fields.details ?? "",
    link: fields.link ?? "",
    author: fields.author?.trim() || ANONYMOUS_AUTHOR,
    createdAt: fields.createdAt,
  };
}

/** A listed post as an endpoint (or a page's HTML) sends it, its time as RFC 3339 text. */
export const postFromAnswer = (listed: ListedPost<string>): Post =>
  postOf(listed.postId, { ...listed, createdAt: new Date(listed.createdAt) });
