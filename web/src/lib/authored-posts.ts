// The posts this browser made, kept in local storage so their authors are offered Delete: a signed-in
// author's post (the account is the key), a signed-out anonymous post (the browser's anonymous identity is
// the key, decision 0030; older ones carry the delete token they were given). Each account has a list of its
// own, and the signed-out browser one more, which ends with its identity when anyone signs in here
// (forget-signed-out-posts.ts): on a shared computer, whoever comes next sees Delete only on their own posts,
// never on what the previous person posted (anonymously or not).
import { useSyncExternalStore } from "react";
import * as z from "@village/shared/zod-mini";
import { parsed } from "./read/read";
import { useSession } from "./session/use-session";

/** The local-storage key (named on the Privacy page). */
export const AUTHORED_POSTS_KEY = "villageAuthoredPosts";

/** Most posts remembered per account (and for the signed-out browser); the oldest are forgotten first. */
const MAX_REMEMBERED = 200;

/** What starts the key of a reply in the lists (see `rememberAuthoredReply`). */
const REPLY_PREFIX = "reply:";

/** Whose list: an account's uid, or `SIGNED_OUT` for posts made with nobody signed in. */
export type Owner = string;
export const SIGNED_OUT: Owner = "";

export interface AuthoredPost {
  /** A signed-out post's delete token, from before identities; absent otherwise. */
  deleteToken?: string;
}

type Store = Record<string, AuthoredPost>;
/** What the key holds: one list per owner. */
interface Lists {
  v: 2;
  owners: Record<Owner, Store>;
}
type PostStorage = Pick<Storage, "getItem" | "setItem">;

const listeners = new Set<() => void>();
let cache: { raw: string | null; lists: Lists } | undefined;

// Tells every subscriber (each post on the list is one) that the store may have changed.
const notifyAll = () => {
  listeners.forEach((listener) => {
    listener();
  });
};

// What the key may hold: the lists (version 2), or the first version's one list, read as what it held.
const storedPost = z.object({ deleteToken: z.optional(z.string()) });
const storedLists = z.object({ v: z.literal(2), owners: z.record(z.string(), z.record(z.string(), storedPost)) });
const firstVersion = z.record(z.string(), z.unknown());
const signedOutPost = z.object({ deleteToken: z.string() });

/**
 * The lists as stored. The first version kept one list for everyone: of it, only the posts with a delete
 * token are kept (made signed out, they belong to the browser); the rest were made by some account, which
 * one is unknown, so they are shown to nobody. Anything else is no list.
 */
function listsOf(value: unknown): Lists {
  const lists = parsed(storedLists, value);
  if (lists) return lists;
  const first = parsed(firstVersion, value) ?? {};
  const signedOut = Object.entries(first).flatMap(([postId, post]): [string, AuthoredPost][] => {
    const kept = parsed(signedOutPost, post);
    return kept ? [[postId, kept]] : [];
  });
  return { v: 2, owners: { [SIGNED_OUT]: Object.fromEntries(signedOut) } };
}

function read(storage: () => PostStorage): Lists {
  try {
    const raw = storage().getItem(AUTHORED_POSTS_KEY);
    if (cache?.raw === raw) return cache.lists;
    cache = { raw, lists: listsOf(raw === null ? null : JSON.parse(raw)) };
    return cache.lists;
  } catch {
    return { v: 2, owners: {} };
  }
}

function write(lists: Lists, storage: () => PostStorage): void {
  try {
    storage().setItem(AUTHORED_POSTS_KEY, JSON.stringify(lists));
  } catch {
    // Blocked site data: the post can still be deleted from its account, not from this browser.
  }
  notifyAll();
}

/** Remembers a post `owner` just made on this browser (with its delete token when signed out). */
export function rememberAuthoredPost(
  owner: Owner,
  postId: string,
  post: AuthoredPost,
  storage: () => PostStorage = () => localStorage,
): void {
  const lists = read(storage);
  const entries = Object.entries({ ...lists.owners[owner], [postId]: post });
  write({ v: 2, owners: { ...lists.owners, [owner]: Object.fromEntries(entries.slice(-MAX_REMEMBERED)) } }, storage);
}

/** Forgets a post (it was deleted), from every list. */
export function forgetAuthoredPost(postId: string, storage: () => PostStorage = () => localStorage): void {
  const { owners } = read(storage);
  const kept = Object.entries(owners).map(([owner, { [postId]: _gone, ...rest }]) => [owner, rest]);
  write({ v: 2, owners: Object.fromEntries(kept) as Record<Owner, Store> }, storage);
}

/** `owner`'s record of the post on this browser, if they made it here. */
export function authoredPost(
  postId: string,
  owner: Owner,
  storage: () => PostStorage = () => localStorage,
): AuthoredPost | null {
  return read(storage).owners[owner]?.[postId] ?? null;
}

/**
 * Whether this browser, signed out, made posts it still remembers: then it holds an anonymous identity that
 * a moderator may have acted on (decision 0030), worth asking about (`mySuspension`). Read without the Auth
 * SDK, so a signed-out visitor who never posted loads nothing for it.
 */
export function postedSignedOut(storage: () => PostStorage = () => localStorage): boolean {
  return Object.keys(read(storage).owners[SIGNED_OUT] ?? {}).length > 0;
}

/**
 * Whether `owner` (an account's uid, or `SIGNED_OUT`) made a post on this browser that it still remembers
 * (replies do not count): only then does the header ask whether their posts have new replies (decision 0120).
 */
export function postedAs(owner: Owner, storage: () => PostStorage = () => localStorage): boolean {
  return Object.keys(read(storage).owners[owner] ?? {}).some((id) => !id.startsWith(REPLY_PREFIX));
}

/**
 * Calls `listener` whenever the store may have changed, here or in another tab (the `storage` event: one
 * window listener serves every subscriber, added with the first); returns a function that stops.
 */
export function subscribeToAuthoredPosts(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener("storage", notifyAll);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", notifyAll);
  };
}

/**
 * The post as the person now using this browser remembers making it (null: not by them, or not known yet
 * while the session loads), kept current.
 */
export function useAuthoredPost(postId: string): AuthoredPost | null {
  const session = useSession();
  const owner = session.status === "signed-in" ? session.user.uid : session.status === "signed-out" ? SIGNED_OUT : null;
  const post = () => (owner === null ? null : authoredPost(postId, owner));
  // The server (and the browser taking its markup over) renders with the session still loading: no owner.
  return useSyncExternalStore(subscribeToAuthoredPosts, post, post);
}

// Replies this browser wrote (issue #47, docs/decisions/0119) share the posts' lists, under a key no post id
// can be ("reply:" and the reply's id; a post id holds no colon): the same owners, the same forgetting when
// someone signs in here, the same cap (the oldest of either forgotten first).
const replyEntry = (replyId: string) => `${REPLY_PREFIX}${replyId}`;

/** Remembers a reply `owner` just wrote on this browser, so that it offers them Delete. */
export function rememberAuthoredReply(owner: Owner, replyId: string, storage: () => PostStorage = () => localStorage) {
  rememberAuthoredPost(owner, replyEntry(replyId), {}, storage);
}

/** Forgets a reply (it was deleted), from every list. */
export function forgetAuthoredReply(replyId: string, storage: () => PostStorage = () => localStorage): void {
  forgetAuthoredPost(replyEntry(replyId), storage);
}

/** Whether the person now using this browser wrote the reply here (false while the session loads), kept current. */
export function useAuthoredReply(replyId: string): boolean {
  return useAuthoredPost(replyEntry(replyId)) !== null;
}
