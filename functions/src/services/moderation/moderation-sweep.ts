// A daily sweep behind the moderation data's own guarantees, for what no callable sees: posts stored before
// anonymous authors became browsers still carry an address-derived key (`authorKey`), which the Privacy page
// promises to forget within three days; queue entries from before the queue's order, or left behind by a
// removal no callable made, must neither hide from moderators nor take their place in line.
import { FieldPath, FieldValue, getFirestore, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import type { SuggestionDocument, SweptQueueEntryDocument } from "@village/shared/documents";
import { collections, queueEntriesToSweep, readAll } from "../../lib/collections.js";
import { isHidden } from "../posts/post-state.js";
import { QUEUE_RANK_FIELD, QUEUE_SINCE_FIELD, HIDDEN_UNREVIEWED, REPORTED } from "./queue-order.js";

/** The address-derived key older posts carry (see docs/data.md); nothing writes it any more. */
export const LEGACY_ADDRESS_KEY_FIELD = "authorKey" satisfies keyof SuggestionDocument;

const PAGE = 300;

export interface SweepResult {
  /** Posts whose address-derived key was removed. */
  addressKeysForgotten: number;
  /** Queue entries given their place in line. */
  entriesOrdered: number;
  /** Queue entries removed because their post is gone. */
  staleEntriesRemoved: number;
  /** Per-address voter records of reports (from when an address counted as a voter) deleted. */
  addressVotersForgotten: number;
}

/**
 * Reports' per-post voter records from when an address counted toward auto-hide (a keyed address hash beside
 * a post): nothing reads or writes them any more (decision 0033), so they go.
 */
async function forgetAddressVoters(): Promise<number> {
  const db = getFirestore();
  let forgotten = 0;
  for (;;) {
    // Only their ids are needed, to delete them: an empty field mask reads no field (so none is parsed, and an
    // old record of any shape goes too).
    const page = await collections(db).reportVoters.select().limit(PAGE).get();
    if (page.empty) return forgotten;
    const batch = db.batch();
    for (const voter of page.docs) batch.delete(voter.ref);
    await batch.commit();
    forgotten += page.size;
  }
}

async function forgetAddressKeys(): Promise<number> {
  const db = getFirestore();
  let forgotten = 0;
  for (;;) {
    const page = await collections(db).suggestions.where(LEGACY_ADDRESS_KEY_FIELD, ">=", "").limit(PAGE).get();
    if (page.empty) return forgotten;
    const batch = db.batch();
    for (const post of page.docs) batch.update(post.ref, { [LEGACY_ADDRESS_KEY_FIELD]: FieldValue.delete() });
    await batch.commit();
    forgotten += page.size;
  }
}

async function sweepQueue(result: SweepResult): Promise<void> {
  const db = getFirestore();
  const { moderationQueue, suggestions } = collections(db);
  let last: QueryDocumentSnapshot<SweptQueueEntryDocument, SweptQueueEntryDocument> | undefined;
  for (;;) {
    let query = queueEntriesToSweep(db).orderBy(FieldPath.documentId()).limit(PAGE);
    if (last) query = query.startAfter(last);
    const page = await query.get();
    if (page.empty) return;
    const posts = await readAll(
      db,
      // A reply's entry names its post (its id is `{postId}_{replyId}`); its rank is always set.
      page.docs.map((entry) => suggestions.doc(entry.data().postId ?? entry.id)),
    );
    const batch = db.batch();
    page.docs.forEach((entry, index) => {
      const post = posts[index]?.data();
      const { [QUEUE_RANK_FIELD]: rank, openedAt } = entry.data();
      if (post === undefined) {
        batch.delete(entry.ref);
        result.staleEntriesRemoved += 1;
      } else if (rank === undefined) {
        batch.update(moderationQueue.doc(entry.id), {
          [QUEUE_RANK_FIELD]: isHidden(post) ? HIDDEN_UNREVIEWED : REPORTED,
          [QUEUE_SINCE_FIELD]: openedAt ?? FieldValue.serverTimestamp(),
        });
        result.entriesOrdered += 1;
      }
    });
    await batch.commit();
    last = page.docs.at(-1);
    if (page.size < PAGE) return;
  }
}

/** Runs the sweep; safe to run any number of times, and while people post and moderate. */
export async function sweepModerationData(): Promise<SweepResult> {
  const result: SweepResult = {
    addressKeysForgotten: 0,
    entriesOrdered: 0,
    staleEntriesRemoved: 0,
    addressVotersForgotten: 0,
  };
  result.addressKeysForgotten = await forgetAddressKeys();
  result.addressVotersForgotten = await forgetAddressVoters();
  await sweepQueue(result);
  return result;
}
