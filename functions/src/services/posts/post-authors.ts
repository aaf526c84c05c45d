// Who a post's author is, as moderators act on it, without anyone being shown who: a named suggestion's
// author is its account; an anonymous post's author is the identity that made it (a signed-out visitor's
// anonymous account, or the signed-in account), kept only as a keyed hash in a field of its own, never the
// network address, so that acting on one never links the other (decision 0030).
import { createHmac } from "node:crypto";
import { ANONYMOUS_AUTHOR_TYPE } from "@village/shared";
import type { SuggestionDocument } from "@village/shared/documents";

/**
 * On an anonymous post: the keyed hash of the verified identity that made it (older posts: of the id the
 * browser chose, `clientId`, under a different prefix, so no uid ever matches one).
 */
export const AUTHOR_BROWSER_FIELD = "authorBrowser" satisfies keyof SuggestionDocument;

/** The keyed hash of an identity's uid, as stored on its anonymous posts (never the uid itself). */
export const identityKeyHash = (uid: string, secret: string): string =>
  createHmac("sha256", secret).update(`identity:${uid}`).digest("hex").slice(0, 32);

/** An author as moderation knows it: an account (named posts) or an identity (anonymous posts). */
export interface PostAuthor {
  kind: "account" | "browser";
  /** The account's uid, or the identity's keyed hash. */
  key: string;
}

/**
 * The author of a stored post: its account for a named suggestion, its identity for an anonymous post; null
 * for an anonymous post from before authors were recorded, or a suggestion whose account was deleted.
 */
export function authorOfPost(post: SuggestionDocument): PostAuthor | null {
  if (post.authorType === ANONYMOUS_AUTHOR_TYPE) {
    const browser = post[AUTHOR_BROWSER_FIELD];
    return browser !== undefined && browser !== "" ? { kind: "browser", key: browser } : null;
  }
  const uid = post.authorUid;
  return uid !== undefined && uid !== "" ? { kind: "account", key: uid } : null;
}

/** The field that holds an author's key on each of their posts (the query "this author's posts" uses). */
export const authorField = (author: PostAuthor): "authorUid" | typeof AUTHOR_BROWSER_FIELD =>
  author.kind === "account" ? "authorUid" : AUTHOR_BROWSER_FIELD;

/**
 * The caller's own authors, from the verified identity only: the signed-in account (named posts), then the
 * identity's anonymous author (the keyed hash its anonymous posts carry, signed in or not). Empty with no
 * identity. What authors are told about themselves (`myPost`, `mySuspension`) is read by these keys alone.
 */
export function callerAuthors(
  caller: { uid: string | null; anonymousUid: string | null },
  secret: string,
): PostAuthor[] {
  const identity = caller.uid ?? caller.anonymousUid;
  if (identity === null) return [];
  return [
    ...(caller.uid === null ? [] : [{ kind: "account" as const, key: caller.uid }]),
    { kind: "browser", key: identityKeyHash(identity, secret) },
  ];
}
