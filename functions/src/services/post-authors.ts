// Who a post's author is, as moderators act on it, without anyone being shown who: a named suggestion's
// author is its account; an anonymous post's author is the browser that made it (signed in or not), never
// the account and never the network address, so that acting on one never links the other.
import { createHmac } from "node:crypto";
import type { DocumentData } from "firebase-admin/firestore";
import { ANONYMOUS_AUTHOR_TYPE } from "@village/shared";

/** On an anonymous post: the keyed hash of the browser's id (`clientId`) that made it. */
export const AUTHOR_BROWSER_FIELD = "authorBrowser";

/** The keyed hash of a browser's id, as stored on its anonymous posts (never the id itself). */
export const browserKeyHash = (clientId: string, secret: string): string =>
  createHmac("sha256", secret).update(`browser:${clientId.toLowerCase()}`).digest("hex").slice(0, 32);

/** An author as moderation knows it: an account (named posts) or a browser (anonymous posts). */
export interface PostAuthor {
  kind: "account" | "browser";
  /** The account's uid, or the browser's keyed hash. */
  key: string;
}

/**
 * The author of a stored post: its account for a named suggestion, its browser for an anonymous post; null
 * for an anonymous post from before browsers were recorded, or a suggestion whose account was deleted.
 */
export function authorOfPost(post: DocumentData): PostAuthor | null {
  if (post.authorType === ANONYMOUS_AUTHOR_TYPE) {
    const browser: unknown = post[AUTHOR_BROWSER_FIELD];
    return typeof browser === "string" && browser !== "" ? { kind: "browser", key: browser } : null;
  }
  const uid: unknown = post.authorUid;
  return typeof uid === "string" && uid !== "" ? { kind: "account", key: uid } : null;
}

/** The field that holds an author's key on each of their posts (the query "this author's posts" uses). */
export const authorField = (author: PostAuthor): string =>
  author.kind === "account" ? "authorUid" : AUTHOR_BROWSER_FIELD;
