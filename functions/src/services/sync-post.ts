import { FieldValue, getFirestore, Timestamp, type DocumentData } from "firebase-admin/firestore";
import {
  HOME_DOCUMENT,
  listedPostFor,
  NEWEST_POSTS_FIELD,
  POST_COUNT_FIELD,
  SEARCH_INDEX_COLLECTION,
  searchIndexIdFor,
  searchIndexEntryFor,
  SUGGESTIONS_COLLECTION,
} from "@village/shared";
import { nextNewestPage, pageEntriesOf, readNewestPage, samePage } from "./newest-page.js";

const indexIdOf = (postId: string, post: DocumentData | null) =>
  post?.createdAt instanceof Timestamp ? searchIndexIdFor(post.createdAt.toMillis(), postId) : null;

/**
 * Brings what is derived from one post (its search-index entry, the post count and the home document's
 * newest page) in line with the post as it is now, whoever wrote it: a function, an admin in the console,
 * an import. It reads the post itself rather than trusting the event, so a trigger delivered late, twice or
 * out of order still leaves the right result; `before` (the post before the change, null when it is new)
 * only says where an older index entry may be. The count moves only when the post's index entry appears
 * or disappears, in the same transaction, so a retry never counts twice.
 */
export async function syncPost(postId: string, before: DocumentData | null): Promise<void> {
  const db = getFirestore();
  const postRef = db.collection(SUGGESTIONS_COLLECTION).doc(postId);
  const index = db.collection(SEARCH_INDEX_COLLECTION);
  const homeRef = db.doc(HOME_DOCUMENT);
  const oldId = indexIdOf(postId, before);

  await db.runTransaction(
    async (transaction) => {
      // Transactions read everything before they write.
      const postSnapshot = await transaction.get(postRef);
      const post = postSnapshot.exists ? (postSnapshot.data() ?? {}) : null;
      // A post added by hand without a time would never show in the newest-first list: it gets one.
      const missingTime = post !== null && !(post.createdAt instanceof Timestamp);
      const createdAt = post === null ? null : post.createdAt instanceof Timestamp ? post.createdAt : Timestamp.now();
      const newId = createdAt ? searchIndexIdFor(createdAt.toMillis(), postId) : null;
      const [oldEntry, newEntry, home] = await Promise.all([
        oldId && oldId !== newId ? transaction.get(index.doc(oldId)) : null,
        newId ? transaction.get(index.doc(newId)) : null,
        transaction.get(homeRef),
      ]);
      const wasIndexed = Boolean(oldEntry?.exists || newEntry?.exists);
      const change = (post ? 1 : 0) - (wasIndexed ? 1 : 0);

      // The newest page, worked out from the one on the home document. It is read afresh when a post left
      // a full page, and when there is no home document yet (a new database, or posts from before it
      // existed: their list is right at once, their count once `npm run backfill` has indexed them).
      const page = pageEntriesOf(home.get(NEWEST_POSTS_FIELD));
      const postsBefore = home.exists
        ? Number(home.get(POST_COUNT_FIELD) ?? 0)
        : (await transaction.get(index.count())).data().count;
      const listed = post && createdAt ? listedPostFor(postId, post, createdAt) : null;
      const newest =
        (home.exists ? nextNewestPage(page, postsBefore, postId, listed) : null) ?? (await readNewestPage(transaction));

      if (post && missingTime) transaction.update(postRef, { createdAt });
      if (oldEntry?.exists) transaction.delete(oldEntry.ref);
      if (post && newId) transaction.set(index.doc(newId), searchIndexEntryFor(postId, post, createdAt));
      const pageChanged = !samePage(newest, page);
      if (!home.exists) {
        transaction.set(homeRef, { [POST_COUNT_FIELD]: postsBefore + change, [NEWEST_POSTS_FIELD]: newest });
      } else if (change !== 0 || pageChanged) {
        transaction.set(
          homeRef,
          {
            ...(change !== 0 && { [POST_COUNT_FIELD]: FieldValue.increment(change) }),
            ...(pageChanged && { [NEWEST_POSTS_FIELD]: newest }),
          },
          { merge: true },
        );
      }
    },
    { maxAttempts: 25 },
  ); // a burst of posts contends for the one home document
}
