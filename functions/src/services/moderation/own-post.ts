// What became of a post, told to its author only: up, hidden (after reports or by a moderator, with the
// moderator's reason, which the public log shows too) or removed. Never who reported it or who moderated it,
// and to anyone else nothing at all: a stranger's answer is the one a post that never existed gets.
import { getFirestore } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import {
  ANONYMOUS_AUTHOR_TYPE,
  HIDDEN_REASON_FIELD,
  listedPostFor,
  NOT_AVAILABLE_MESSAGE,
  OWN_POST_ACTORS,
  type ListedPostReply,
  type OwnPostModeration,
  type PostVersionAnswer,
} from "@village/shared";
import type { SuggestionDocument } from "@village/shared/documents";
import { AUTHOR_BROWSER_FIELD, type PostAuthor } from "../posts/post-authors.js";
import { readVersions } from "../posts/edit-post.js";
import { isHidden, keyHash, postRefs } from "../posts/post-state.js";
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
function keysOf(post: SuggestionDocument): PostAuthor[] {
  const keys: PostAuthor[] = [];
  for (const field of ["authorUid", "ownerUid"] as const) {
    const uid = post[field];
    if (uid !== undefined && uid !== "") keys.push({ kind: "account", key: uid });
  }
  const browser = post[AUTHOR_BROWSER_FIELD];
  if (browser !== undefined && browser !== "") keys.push({ kind: "browser", key: browser });
  return keys;
}

const ownerHash = (author: PostAuthor) => keyHash(`owner:${author.kind}:${author.key}`);

const callerKeys = (owner: PostOwner): PostAuthor[] => [
  ...(owner.uid ? [{ kind: "account" as const, key: owner.uid }] : []),
  ...(owner.authorKey ? [{ kind: "browser" as const, key: owner.authorKey }] : []),
];

/** What a tombstone keeps so that the author alone can be told the post was removed: hashes of its keys. */
export const ownerHashesOf = (post: SuggestionDocument): string[] => [...new Set(keysOf(post).map(ownerHash))];

export function isOwner(post: SuggestionDocument, owner: PostOwner): boolean {
  const mine = new Set(callerKeys(owner).map((key) => `${key.kind}:${key.key}`));
  return keysOf(post).some((key) => mine.has(`${key.kind}:${key.key}`));
}

/**
 * A stored post's moderation as its author is told it. Auto-hide's stored reason counts the reporters; the
 * author is told only that reports hid it pending review. A console hide is marked logged by the trigger like
 * a moderator's, so the author is told "a moderator" for both.
 */
export function moderationOf(post: SuggestionDocument): OwnPostModeration {
  // Held by safe mode: "Waiting for a moderator" (decision 0131); a declined post is hidden, and told so.
  if (!isHidden(post)) return post.heldForReview === true ? { state: "held" } : { state: "visible" };
  const reason = post[HIDDEN_REASON_FIELD];
  if (isHiddenByReportsReason(reason)) return { state: "hidden", by: "reports" };
  return { state: "hidden", by: "moderator", ...(reason !== undefined && reason !== "" && { reason }) };
}

const isActor = (value: unknown): value is (typeof OWN_POST_ACTORS)[number] =>
  (OWN_POST_ACTORS as readonly unknown[]).includes(value);

export interface OwnPost {
  postId: string;
  post?: ListedPostReply & { anonymous: boolean };
  moderation: OwnPostModeration;
  versions?: PostVersionAnswer[];
}

const notFound = () => new HttpsError("not-found", NOT_AVAILABLE_MESSAGE);

/**
 * The caller's own post and what became of it. A post that is not theirs, never existed, or was deleted
 * without being kept for its author (deleted by its author, or before authors were told) is `not-found`.
 */
export async function readOwnPost(postId: string, owner: PostOwner): Promise<OwnPost> {
  const refs = postRefs(getFirestore(), postId);
  const data = (await refs.post.get()).data();
  if (data !== undefined) {
    if (!isOwner(data, owner)) throw notFound();
    const time = (data.createdAt?.toDate() ?? new Date(0)).toISOString();
    return {
      postId,
      post: { ...listedPostFor(postId, data, time), anonymous: data.authorType === ANONYMOUS_AUTHOR_TYPE },
      moderation: moderationOf(data),
      // What the author's own edits replaced (issue #48): theirs to see, never the public's.
      ...(data.editedAt !== undefined && { versions: await readVersions(postId) }),
    };
  }
  const tombstone = (await refs.tombstone.get()).data();
  const owners = tombstone?.owners;
  const mine = callerKeys(owner).map(ownerHash);
  if (tombstone === undefined || owners === undefined || !mine.some((hash) => owners.includes(hash))) throw notFound();
  const { by, reason } = tombstone;
  return {
    postId,
    moderation: {
      state: "removed",
      by: isActor(by) ? by : "moderator",
      ...(reason !== undefined && reason !== "" && { reason }),
    },
  };
}
