import { ANONYMOUS_AUTHOR } from "@village/shared";
import type { PageCursor, StoredDocument } from "../../../lib/firebase/firestore-rest";

/** A post as the list shows it, from its public document, its search-index entry or the home document. */
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

/** Where the next page starts: opaque to the list, understood by the query that made it. */
export type Cursor = PageCursor;

const text = (value: unknown): string => (typeof value === "string" ? value : "");

/**
 * Reads a listed post (`ListedPost` in shared/: a public document, an index entry, an entry of the home
 * document, a callable's reply) into a Post. Every field is checked rather than trusted; a post without a
 * valid `createdAt` cannot be placed in the list and is skipped. `id` stands in for a missing `postId`.
 */
export function postFromFields(id: string, data: Record<string, unknown>): Post | null {
  if (!(data.createdAt instanceof Date) || Number.isNaN(data.createdAt.getTime())) return null;
  return {
    // A listed post names its post; an index entry's own id is not the post's.
    id: text(data.postId) || id,
    title: text(data.title).trim() || "Untitled",
    details: text(data.details),
    link: text(data.link),
    author: text(data.author).trim() || ANONYMOUS_AUTHOR,
    createdAt: data.createdAt,
    ...(data.excerpted === true && { excerpted: true as const }),
  };
}

export function postsFromDocuments(documents: StoredDocument[]): Post[] {
  return documents.flatMap((document) => postFromFields(document.id, document.data) ?? []);
}
