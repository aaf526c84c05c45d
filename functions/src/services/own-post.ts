// What became of a post, told to its author only: up, hidden (after reports or by a moderator, with the
// moderator's reason, which the public log shows too) or removed. Never who reported it or who moderated it,
// and to anyone else nothing at all: a stranger's answer is the one a post that never existed gets.
import { getFirestore, Timestamp, type DocumentData } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import {
  ANONYMOUS_AUTHOR_TYPE,
  HIDDEN_REASON_FIELD,
  listedPostFor,
  NOT_AVAILABLE_MESSAGE,
  OWN_POST_ACTORS,
  type ListedPostReply,
  type OwnPostModeration,
} from "@village/shared";
import { AUTHOR_BROWSER_FIELD, type PostAuthor } from "./post-authors.js";
import { isHidden, keyHash, postRefs, TOMBSTONE_OWNERS_FIELD } from "./post-state.js";
import { isHiddenByReportsReason } from "./reports.js";

/**
 * Who is asking, by the keys the server verified: the account's uid (a suggestion's `authorUid`, or an
 * anonymous post's `ownerUid`), and the caller's anonymous author key (an anonymous post's `authorBrowser`),
 * which only the server may compute (today none is passed; see docs/moderation.md, "What authors are told").
 */
export interface PostOwner {
  uid: string | null;
  authorKey?: string | null;
}

/** The author keys a post is linked to, as `PostAuthor`s: its account(s) and its anonymous author. */
function keysOf(post: DocumentData): PostAuthor[] {
  const keys: PostAuthor[] = [];
  for (const field of ["authorUid", "ownerUid"]) {
    const uid: unknown = post[field];
    if (typeof uid === "string" && uid !== "") keys.push({ kind: "account", key: uid });
  }
  const browser: unknown = post[AUTHOR_BROWSER_FIELD];
  if (typeof browser === "string" && browser !== "") keys.push({ kind: "browser", key: browser });
  return keys;
}

const ownerHash = (author: PostAuthor) => keyHash(`owner:${author.kind}:${author.key}`);

const callerKeys = (owner: PostOwner): PostAuthor[] => [
  ...(owner.uid ? [{ kind: "account" as const, key: owner.uid }] : []),
  ...(owner.authorKey ? [{ kind: "browser" as const, key: owner.authorKey }] : []),
];

/** What a tombstone keeps so that the author alone can be told the post was removed: hashes of its keys. */
export const ownerHashesOf = (post: DocumentData): string[] => [...new Set(keysOf(post).map(ownerHash))];

export function isOwner(post: DocumentData, owner: PostOwner): boolean {
  const mine = new Set(callerKeys(owner).map((key) => `${key.kind}:${key.key}`));
  return keysOf(post).some((key) => mine.has(`${key.kind}:${key.key}`));
}

/**
 * A stored post's moderation as its author is told it. Auto-hide's stored reason counts the reporters; the
 * author is told only that reports hid it pending review. A console hide is marked logged by the trigger like
 * a moderator's, so the author is told "a moderator" for both.
 */
export function moderationOf(post: DocumentData): OwnPostModeration {
  if (!isHidden(post)) return { state: "visible" };
  const reason: unknown = post[HIDDEN_REASON_FIELD];
  if (isHiddenByReportsReason(reason)) return { state: "hidden", by: "reports" };
  return { state: "hidden", by: "moderator", ...(typeof reason === "string" && reason !== "" && { reason }) };
}

const isActor = (value: unknown): value is (typeof OWN_POST_ACTORS)[number] =>
  (OWN_POST_ACTORS as readonly unknown[]).includes(value);

export interface OwnPost {
  postId: string;
  post?: ListedPostReply & { anonymous: boolean };
  moderation: OwnPostModeration;
}

const notFound = () => new HttpsError("not-found", NOT_AVAILABLE_MESSAGE);

/**
 * The caller's own post and what became of it. A post that is not theirs, never existed, or was deleted
 * without being kept for its author (deleted by its author, or before authors were told) is `not-found`.
 */
export async function readOwnPost(postId: string, owner: PostOwner): Promise<OwnPost> {
  const refs = postRefs(getFirestore(), postId);
  const snapshot = await refs.post.get();
  if (snapshot.exists) {
    const data = snapshot.data() ?? {};
    if (!isOwner(data, owner)) throw notFound();
    const createdAt: unknown = data.createdAt;
    const time = createdAt instanceof Timestamp ? createdAt.toDate().toISOString() : new Date(0).toISOString();
    return {
      postId,
      post: { ...listedPostFor(postId, data, time), anonymous: data.authorType === ANONYMOUS_AUTHOR_TYPE },
      moderation: moderationOf(data),
    };
  }
  const tombstone = await refs.tombstone.get();
  const owners: unknown = tombstone.get(TOMBSTONE_OWNERS_FIELD);
  const mine = callerKeys(owner).map(ownerHash);
  if (!Array.isArray(owners) || !mine.some((hash) => owners.includes(hash))) throw notFound();
  const by: unknown = tombstone.get("by");
  const reason: unknown = tombstone.get("reason");
  return {
    postId,
    moderation: {
      state: "removed",
      by: isActor(by) ? by : "moderator",
      ...(typeof reason === "string" && reason !== "" && { reason }),
    },
  };
}
