// The posts this browser made, kept in local storage so their authors are offered Delete: a signed-out
// anonymous post with the delete token the server gave (the only key to it: another browser cannot delete
// it), a signed-in author's post with none (the account is the key).
import { useSyncExternalStore } from "react";

/** The local-storage key (named on the Privacy page). */
export const AUTHORED_POSTS_KEY = "villageAuthoredPosts";

/** Most posts remembered; the oldest are forgotten first. */
const MAX_REMEMBERED = 200;

export interface AuthoredPost {
  /** The signed-out poster's delete token; absent for a post made signed in. */
  deleteToken?: string;
}

type Store = Record<string, AuthoredPost>;
type PostStorage = Pick<Storage, "getItem" | "setItem">;

const listeners = new Set<() => void>();
let cache: { raw: string | null; store: Store } | undefined;

// Tells every subscriber (each post on the list is one) that the store may have changed.
const notifyAll = () => {
  listeners.forEach((listener) => {
    listener();
  });
};

function isStore(value: unknown): value is Store {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function read(storage: () => PostStorage): Store {
  try {
    const raw = storage().getItem(AUTHORED_POSTS_KEY);
    if (cache?.raw === raw) return cache.store;
    const parsed: unknown = raw === null ? {} : JSON.parse(raw);
    cache = { raw, store: isStore(parsed) ? parsed : {} };
    return cache.store;
  } catch {
    return {};
  }
}

function write(store: Store, storage: () => PostStorage): void {
  try {
    storage().setItem(AUTHORED_POSTS_KEY, JSON.stringify(store));
  } catch {
    // Blocked site data: the post can still be deleted from its account, not from this browser.
  }
  notifyAll();
}

/** Remembers a post this browser just made (with its delete token when signed out). */
export function rememberAuthoredPost(
  postId: string,
  post: AuthoredPost,
  storage: () => PostStorage = () => localStorage,
): void {
  const entries = Object.entries({ ...read(storage), [postId]: post });
  write(Object.fromEntries(entries.slice(-MAX_REMEMBERED)), storage);
}

/** Forgets a post (it was deleted). */
export function forgetAuthoredPost(postId: string, storage: () => PostStorage = () => localStorage): void {
  const { [postId]: _gone, ...rest } = read(storage);
  write(rest, storage);
}

/** This browser's record of the post, if it made it. */
export function authoredPost(postId: string, storage: () => PostStorage = () => localStorage): AuthoredPost | null {
  return read(storage)[postId] ?? null;
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

/** The post as this browser remembers making it (null: not by this browser), kept current. */
export function useAuthoredPost(postId: string): AuthoredPost | null {
  return useSyncExternalStore(subscribeToAuthoredPosts, () => authoredPost(postId));
}
