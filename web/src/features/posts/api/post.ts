import { ANONYMOUS_AUTHOR, DETAILS_FIELD } from "@village/shared";
import type { CursorValue, RestDocument } from "../../../lib/firebase/firestore-rest";

/** A post as the list shows it, from either a `suggestions` document or its `searchIndex` entry. */
export interface Post {
  id: string;
  title: string;
  details: string;
  link: string;
  author: string;
  createdAt: Date;
}

/** Where the next page starts: opaque to the list, understood by the query that made it. */
export type Cursor = CursorValue[];

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
    // An index entry names its post; a post is its own document.
    id: text(data.postId) || document.id,
    title: text(data.title).trim() || "Untitled",
    details,
    link: text(data.link),
    author: text(data.author).trim() || ANONYMOUS_AUTHOR,
    createdAt: data.createdAt,
  };
}

export function postsFromDocuments(documents: RestDocument[]): Post[] {
  return documents.flatMap((document) => postFromDocument(document) ?? []);
}
