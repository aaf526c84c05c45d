// An account's own posts in the system of record: its suggestions (`authorUid`) and the anonymous posts it
// made while signed in (`ownerUid`). Only the functions read them, for the account itself.
import { z } from "zod";
import {
  FieldPath,
  getFirestore,
  Timestamp,
  type CollectionReference,
  type QueryDocumentSnapshot,
} from "firebase-admin/firestore";
import {
  ANONYMOUS_AUTHOR_TYPE,
  cursorValue,
  listedPostFor,
  MY_POSTS_CURSOR_MESSAGE,
  opaqueCursor,
  SUGGESTIONS_COLLECTION,
  type ListedPostReply,
  type OwnPostModeration,
} from "@village/shared";
import type { SuggestionDocument } from "@village/shared/documents";
import { collections } from "../../lib/collections.js";
import { moderationOf } from "../moderation/own-post.js";
import { badInput } from "../posts/post-state.js";

/** The fields that link a post to its account. */
export const ACCOUNT_LINK_FIELDS = ["authorUid", "ownerUid"] as const;

// Pages of the queries below: a person posts at most a few dozen times a day (the rate limits), so a
// handful of pages covers years; each page stays far below a callable's memory.
const PAGE = 300;

type Post = QueryDocumentSnapshot<SuggestionDocument, SuggestionDocument>;

async function allWhere<T extends object>(
  collection: CollectionReference<T, T>,
  field: string,
  uid: string,
): Promise<QueryDocumentSnapshot<T, T>[]> {
  const found: QueryDocumentSnapshot<T, T>[] = [];
  for (;;) {
    const last = found.at(-1);
    let query = collection.where(field, "==", uid).orderBy("__name__").limit(PAGE);
    if (last) query = query.startAfter(last);
    const page = await query.get();
    found.push(...page.docs);
    if (page.size < PAGE) return found;
  }
}

async function linkedTo<T extends object>(collection: CollectionReference<T, T>, uid: string) {
  const pages = await Promise.all(ACCOUNT_LINK_FIELDS.map((field) => allWhere(collection, field, uid)));
  const byId = new Map(pages.flat().map((snapshot) => [snapshot.id, snapshot]));
  return [...byId.values()];
}

/** Every post linked to the account, each once. */
export const accountPosts = (uid: string): Promise<Post[]> => linkedTo(collections(getFirestore()).suggestions, uid);

/**
 * The same posts as stored, every field as it is, for the account's data download: the schema would leave
 * out a field it does not name (one an administrator added in the console) and read a mistyped one as absent,
 * and the download is everything Village keeps.
 */
export const accountPostsAsStored = (uid: string) => linkedTo(getFirestore().collection(SUGGESTIONS_COLLECTION), uid);

const millisOf = (snapshot: Post) => snapshot.data().createdAt?.toMillis() ?? 0;

/** Where a page of `myPosts` ends: the last post's time (to the nanosecond) and id (opaque to the client). */
const pageCursor = z.object({
  seconds: z.number().int(),
  nanos: z.number().int(),
  id: z.string().regex(/^[\w-]{1,64}$/),
});
type PageCursor = z.infer<typeof pageCursor>;

const encodeCursor = (cursor: PageCursor): string => opaqueCursor(cursor);

function decodeCursor(text: string): PageCursor {
  const cursor = cursorValue(text, pageCursor);
  if (cursor === null) throw badInput("cursor", MY_POSTS_CURSOR_MESSAGE);
  return cursor;
}

/** Newest first, ties by id (descending), as the queries below order them. */
function newerFirst(a: Post, b: Post): number {
  const [at, bt] = [a.data().createdAt, b.data().createdAt];
  const bySeconds = (bt?.seconds ?? 0) - (at?.seconds ?? 0);
  return bySeconds || (bt?.nanoseconds ?? 0) - (at?.nanoseconds ?? 0) || (b.id < a.id ? -1 : b.id > a.id ? 1 : 0);
}

/**
 * One page of the account's posts as listed, newest first: each link field's query reads at most one page
 * and one more post (to know whether another page follows), after the cursor's post, by the indexes
 * (`authorUid`/`ownerUid`, `createdAt` descending). The first page also counts them all, with count
 * aggregations (one read per 1,000 posts). Posts not yet given a time are left out until they have one.
 */
export async function accountPostsPage(
  uid: string,
  size: number,
  cursor?: string,
): Promise<{
  posts: (ListedPostReply & { anonymous: boolean; moderation: OwnPostModeration })[];
  total?: number;
  next?: string;
}> {
  const after = cursor === undefined ? null : decodeCursor(cursor);
  const collection = collections(getFirestore()).suggestions;
  const byField = ACCOUNT_LINK_FIELDS.map((field) => {
    let query = collection.where(field, "==", uid).orderBy("createdAt", "desc").orderBy(FieldPath.documentId(), "desc");
    if (after) query = query.startAfter(new Timestamp(after.seconds, after.nanos), after.id);
    return query;
  });
  const [pages, counts] = await Promise.all([
    Promise.all(byField.map((query) => query.limit(size + 1).get())),
    after ? null : Promise.all(byField.map((query) => query.count().get())),
  ]);
  const byId = new Map(pages.flatMap((page) => page.docs).map((snapshot) => [snapshot.id, snapshot]));
  const sorted = [...byId.values()].sort(newerFirst);
  const shown = sorted.slice(0, size);
  const last = shown.at(-1);
  const lastTime = last?.data().createdAt;
  return {
    posts: shown.map((snapshot) => {
      const post = snapshot.data();
      return {
        ...listedPostFor(snapshot.id, post, new Date(millisOf(snapshot)).toISOString()),
        anonymous: post.authorType === ANONYMOUS_AUTHOR_TYPE,
        moderation: moderationOf(post),
      };
    }),
    ...(counts && { total: counts.reduce((sum, count) => sum + count.data().count, 0) }),
    ...(sorted.length > size &&
      last &&
      lastTime && { next: encodeCursor({ seconds: lastTime.seconds, nanos: lastTime.nanoseconds, id: last.id }) }),
  };
}

/** A stored value as JSON: times as ISO 8601 strings, maps and arrays field by field. */
export function exportValue(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (Array.isArray(value)) return value.map(exportValue);
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, exportValue(inner)]));
  }
  return value;
}
