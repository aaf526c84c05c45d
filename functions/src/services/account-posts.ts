// An account's own posts in the system of record: its suggestions (`authorUid`) and the anonymous posts it
// made while signed in (`ownerUid`). Only the functions read them, for the account itself.
import { getFirestore, Timestamp, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import {
  ANONYMOUS_AUTHOR_TYPE,
  listedPostFor,
  SUGGESTIONS_COLLECTION,
  type ListedPostReply,
  type OwnPostModeration,
} from "@village/shared";
import { moderationOf } from "./own-post.js";

/** The fields that link a post to its account. */
export const ACCOUNT_LINK_FIELDS = ["authorUid", "ownerUid"] as const;

// Pages of the queries below: a person posts at most a few dozen times a day (the rate limits), so a
// handful of pages covers years; each page stays far below a callable's memory.
const PAGE = 300;

async function allWhere(field: string, uid: string): Promise<QueryDocumentSnapshot[]> {
  const collection = getFirestore().collection(SUGGESTIONS_COLLECTION);
  const found: QueryDocumentSnapshot[] = [];
  for (;;) {
    const last = found.at(-1);
    let query = collection.where(field, "==", uid).orderBy("__name__").limit(PAGE);
    if (last) query = query.startAfter(last);
    const page = await query.get();
    found.push(...page.docs);
    if (page.size < PAGE) return found;
  }
}

/** Every post linked to the account, each once. */
export async function accountPosts(uid: string): Promise<QueryDocumentSnapshot[]> {
  const pages = await Promise.all(ACCOUNT_LINK_FIELDS.map((field) => allWhere(field, uid)));
  const byId = new Map(pages.flat().map((snapshot) => [snapshot.id, snapshot]));
  return [...byId.values()];
}

const millisOf = (snapshot: QueryDocumentSnapshot) => {
  const createdAt: unknown = snapshot.get("createdAt");
  return createdAt instanceof Timestamp ? createdAt.toMillis() : 0;
};

/** The account's posts as listed, newest first, at most `limit`, with how many there are in all. */
export async function listedAccountPosts(
  uid: string,
  limit: number,
): Promise<{ posts: (ListedPostReply & { anonymous: boolean; moderation: OwnPostModeration })[]; total: number }> {
  const all = (await accountPosts(uid)).sort((a, b) => millisOf(b) - millisOf(a));
  const posts = all.slice(0, limit).map((snapshot) => ({
    ...listedPostFor(snapshot.id, snapshot.data(), new Date(millisOf(snapshot)).toISOString()),
    anonymous: snapshot.get("authorType") === ANONYMOUS_AUTHOR_TYPE,
    moderation: moderationOf(snapshot.data()),
  }));
  return { posts, total: all.length };
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
