import { ANONYMOUS_AUTHOR, DETAILS_FIELD } from "@village/shared";
import type { RestDocument } from "../../../lib/firebase/firestore-rest";

/** A post as the list shows it, from either a `suggestions` document or its `searchIndex` entry. */
export interface Post {
  id: string;
  /** Firestore resource name: with `createdAt`, the cursor for the next page. */
  name: string;
  title: string;
  details: string;
  link: string;
  author: string;
  createdAt: Date;
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");

/**
 * Reads a stored document into a Post. Admins may edit posts by hand, so every field is checked rather
 * than trusted; a document without a valid `createdAt` cannot be placed in the list and is skipped.
 */
export function postFromDocument(document: RestDocument): Post | null {
  const { data } = document;
  if (!(data.createdAt instanceof Date) || Number.isNaN(data.createdAt.getTime())) return null;
  // Suggestions keep details in "suggestion details", anonymous posts in `text`, index entries in `details`.
  const details = text(data[DETAILS_FIELD]) || text(data.details) || text(data.text);
  return {
    id: document.id,
    name: document.name,
    title: text(data.title).trim() || "Untitled",
    details,
    link: text(data.link),
    author: text(data.author).trim() || ANONYMOUS_AUTHOR,
    createdAt: data.createdAt,
  };
}

/** A position in a newest-first list: a document's time, then its name for equal times. */
export interface Cursor {
  value: Date;
  name: string;
}

/** The cursor just after the last document read (even one skipped as malformed), or null if there is none. */
export function cursorAfterLast(documents: RestDocument[]): Cursor | null {
  const last = documents.at(-1);
  return last && last.data.createdAt instanceof Date ? { value: last.data.createdAt, name: last.name } : null;
}

export function postsFromDocuments(documents: RestDocument[]): Post[] {
  return documents.flatMap((document) => postFromDocument(document) ?? []);
}
