// What the person using this tab was told by a read of their own (their reply notices, their moderators'
// notices): read on navigation and focus at most once a minute, kept for the tab's life, and shared by every
// component that shows it through React's useSyncExternalStore. One store per kind of read; an answer is only
// ever shown to the owner (account or signed-out identity) it was read for.
import { useSyncExternalStore } from "react";
import type { Owner } from "../../lib/authored-posts";

/** At most one read a minute (per person using this tab), whatever the navigation and focus. */
export const READ_EVERY_MS = 60_000;

/** Whether a read for `owner` is due: another person's, or none for a minute. */
export const readDue = (last: { owner: Owner; at: number } | null, owner: Owner, now: number): boolean =>
  last?.owner !== owner || now - last.at >= READ_EVERY_MS;

export interface OwnerStore<T> {
  /** Starts a read for `owner` when one is due (or `force`d): its time, or null when none is due. */
  startRead: (owner: Owner, force?: boolean) => number | null;
  /** Keeps `value` as what `owner` was told, unless a read for someone else started since. */
  publish: (owner: Owner, value: T) => void;
  /** What `owner` was told, or null (nothing read yet, or read for someone else). */
  valueFor: (owner: Owner | null) => T | null;
  subscribe: (listener: () => void) => () => void;
  snapshot: () => { owner: Owner; value: T } | null;
}

export function ownerStore<T>(): OwnerStore<T> {
  let known: { owner: Owner; value: T } | null = null;
  let lastRead: { owner: Owner; at: number } | null = null;
  const listeners = new Set<() => void>();
  return {
    startRead(owner, force = false) {
      const at = Date.now();
      if (!force && !readDue(lastRead, owner, at)) return null;
      lastRead = { owner, at };
      return at;
    },
    publish(owner, value) {
      // Someone else signed in here meanwhile: this answer is not theirs to see.
      if (lastRead?.owner !== owner) return;
      known = { owner, value };
      listeners.forEach((listener) => {
        listener();
      });
    },
    valueFor: (owner) => (known !== null && known.owner === owner ? known.value : null),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => known,
  };
}

/** `store`'s value for `owner`, re-rendering when it changes. */
export function useOwnerValue<T>(store: OwnerStore<T>, owner: Owner | null): T | null {
  const current = useSyncExternalStore(store.subscribe, store.snapshot, () => null);
  return current !== null && current.owner === owner ? current.value : null;
}
