// Before the emulators are emptied, the post trigger must be done: a trigger still running when Firestore is
// cleared writes its public documents into the next test's empty database (a count of 1 where 0 was due).
// The clear itself fires the trigger too: the Firestore emulator (1.19.8, firebase-tools 14.27) sends a delete
// event for every post it removes, as a deletion in the console would, and each writes that post's tombstone
// (services/moderation/console-moderation.ts) into the emptied database, where a post seeded again under the same id then
// reads as removed. `emptyFirestore` waits for those tombstones and clears them as well.
import {
  DELETED_POSTS_COLLECTION,
  HIDDEN_FIELD,
  HOME_DOCUMENT,
  POST_COUNT_FIELD,
  POSTS_COLLECTION,
  SEARCH_INDEX_COLLECTION,
  SUGGESTIONS_COLLECTION,
  UNLISTED_FIELD,
} from "@village/shared";
import { adminDb, clearFirestore } from "../../scripts/lib/admin-db.mjs";
import { waitUntil } from "./wait-until";

const POLL_MS = 50;

/**
 * What the trigger has left to do: posts that should be public and have no public document (and no reason
 * they have none), and hidden posts that still have one.
 */
async function unsynced(): Promise<string[]> {
  const db = adminDb();
  const [posts, published] = await Promise.all([
    db.collection(SUGGESTIONS_COLLECTION).select(UNLISTED_FIELD, HIDDEN_FIELD).get(),
    db.collection(POSTS_COLLECTION).select().get(),
  ]);
  const listed = new Set(published.docs.map((doc) => doc.id));
  return posts.docs
    .filter((doc) => {
      const due = doc.get(UNLISTED_FIELD) === undefined && doc.get(HIDDEN_FIELD) !== true;
      return due !== listed.has(doc.id);
    })
    .map((doc) => doc.id);
}

/**
 * A summary of the derived data that changes whenever the trigger or the home builder writes, and whether
 * the home document has caught up with the public posts (the builder runs a second or so after them).
 */
async function fingerprint(): Promise<{ summary: string; homeBehind: boolean }> {
  const db = adminDb();
  const [home, published, index] = await Promise.all([
    db.doc(HOME_DOCUMENT).get(),
    db.collection(POSTS_COLLECTION).count().get(),
    db.collection(SEARCH_INDEX_COLLECTION).count().get(),
  ]);
  const listed = published.data().count;
  const counted: unknown = home.get(POST_COUNT_FIELD);
  return {
    summary: JSON.stringify([home.updateTime?.toMillis() ?? null, listed, index.data().count]),
    homeBehind: (home.exists || listed > 0) && counted !== listed,
  };
}

/**
 * Whether no post was ever written since the last clear: no post, public or deleted, no search entry and no
 * home document. Nothing can then still be on its way, so there is nothing to wait for; about half of the
 * emulator tier's tests post nothing, and each saved the two looks below (decision 0077).
 */
async function untouched(): Promise<boolean> {
  const db = adminDb();
  const looks = await Promise.all([
    ...[SUGGESTIONS_COLLECTION, POSTS_COLLECTION, SEARCH_INDEX_COLLECTION, DELETED_POSTS_COLLECTION].map(
      async (name) => (await db.collection(name).limit(1).select().get()).empty,
    ),
    db
      .doc(HOME_DOCUMENT)
      .get()
      .then((home) => !home.exists),
  ]);
  return looks.every(Boolean);
}

/**
 * Waits until every post has its public documents (or is marked as left out of them) and the derived data
 * stopped changing between two looks. A post that the trigger deliberately keeps out of public views without
 * marking it would keep this waiting: after `timeoutMs` it gives up with a warning rather than failing the test.
 */
export async function settleDerivedData(timeoutMs = 10_000): Promise<void> {
  if (await untouched()) return;
  let previous = "";
  await waitUntil(
    async () => {
      const [pending, { summary: now, homeBehind }] = await Promise.all([unsynced(), fingerprint()]);
      const changed = now !== previous;
      previous = now;
      if (pending.length > 0 || homeBehind || changed) {
        throw new Error(
          `posts whose public documents are not yet as they should be: ${pending.join(", ") || "none"}${homeBehind ? "; meta/home behind" : ""}`,
        );
      }
    },
    { timeout: timeoutMs, interval: POLL_MS },
  ).catch((error: unknown) => {
    console.warn(`Derived data still unsettled after ${timeoutMs} ms (${(error as Error).message}).`);
  });
}

/**
 * Empties Firestore between tests: once the post triggers are done, and again once the delete events of the
 * clear itself have written their tombstones (see the top of this file). A home build those events queued may
 * still write an empty board's home document afterwards (functions/test/support/home-document.ts).
 */
export async function emptyFirestore(): Promise<void> {
  await settleDerivedData();
  const db = adminDb();
  const posts = await db.collection(SUGGESTIONS_COLLECTION).select().get();
  await clearFirestore();
  if (posts.empty) return;
  const tombstones = posts.docs.map((post) => db.collection(DELETED_POSTS_COLLECTION).doc(post.id));
  await waitUntil(
    async () => {
      const missing = (await db.getAll(...tombstones)).filter((tombstone) => !tombstone.exists).length;
      if (missing > 0) throw new Error(`${missing} of ${tombstones.length} cleared posts have no tombstone yet`);
    },
    { timeout: 10_000, interval: 50 },
  ).catch((error: unknown) => {
    console.warn(`Clearing again without waiting longer (${(error as Error).message}).`);
  });
  await clearFirestore();
}
