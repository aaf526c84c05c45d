// The home document, built in one place: the newest page and the count, read at one read time and written
// once. It holds no state of its own: any run rebuilds it from the public projection and the count's shards,
// so a run that fails, repeats or comes late is healed by the next (see docs/decisions/0017).
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import { HOME_READ_TIME_FIELD, NEWEST_POSTS_FIELD, POST_COUNT_FIELD } from "@village/shared";
import type { HomeDocument } from "@village/shared/documents";
import { homeDocumentRef } from "../../lib/collections.js";
import { hasGrpcCode } from "../../lib/firestore-errors.js";
import { readNewestPage, samePage, type PageEntry } from "./newest-page.js";
import { readPostCount } from "./post-count.js";

export type BuiltHome =
  | {
      posts: number;
      newest: PageEntry[];
      /** False when the stored home document already said exactly this. */
      written: boolean;
      covered?: false;
    }
  /** An earlier build read after `since`: nothing to read or write. */
  | { covered: true; written: false };

/**
 * How much later than `since` the stored build must have read to count as covering it: the trigger that asked
 * for a build reads its clock after the post's commit, and this margin covers any skew between the
 * functions' clocks and Firestore's.
 */
const CLOCK_MARGIN_MS = 250;

/** Whether the stored home document was built from a read later than `since` (epoch ms) and the margin. */
function covers(home: HomeDocument | undefined, since: number): boolean {
  const readTime = home?.[HOME_READ_TIME_FIELD];
  return readTime !== undefined && readTime.toMillis() >= since + CLOCK_MARGIN_MS;
}

// gRPC 9 FAILED_PRECONDITION (the document changed since it was read), 6 ALREADY_EXISTS (it was created).
const lostRace = (error: unknown) => hasGrpcCode(error, 9, 6);

/**
 * Reads the newest page, the count and the home document at one read time (a read-only transaction, which
 * locks nothing, so posts never wait for it), and writes the home document when it differs, with that read
 * time. The write is conditional on the home document being as read: a builder that read earlier can never
 * overwrite a newer build; it reads again instead.
 *
 * `since` (a build task's second's end, epoch ms): when the stored document was built from a read after it,
 * everything that asked for this build is in it already, and the build stops after that one read. So tasks
 * that fall behind (a slow or retried build, an overloaded queue) do not write once each as they catch up:
 * after a late build, the tasks of the seconds it covered do nothing (docs/decisions/0069).
 */
export async function buildHome(db: Firestore = getFirestore(), since?: number): Promise<BuiltHome> {
  const homeRef = homeDocumentRef(db);
  for (let attempt = 1; ; attempt++) {
    const read = await db.runTransaction(
      async (transaction) => {
        const home = await transaction.get(homeRef);
        if (since !== undefined && covers(home.data(), since)) return null;
        const [posts, newest] = await Promise.all([readPostCount(transaction, db), readNewestPage(transaction, db)]);
        return { home, posts, newest };
      },
      { readOnly: true },
    );
    if (!read) return { covered: true, written: false };
    const { home, posts, newest } = read;
    const stored = home.data();
    if (stored && stored[POST_COUNT_FIELD] === posts && samePage(stored[NEWEST_POSTS_FIELD], newest)) {
      return { posts, newest, written: false };
    }
    // The read time of the whole transaction: every read in a read-only transaction is at one snapshot.
    const data: HomeDocument = {
      [POST_COUNT_FIELD]: posts,
      [NEWEST_POSTS_FIELD]: newest,
      [HOME_READ_TIME_FIELD]: home.readTime,
    };
    try {
      if (home.exists && home.updateTime) await homeRef.update(data, { lastUpdateTime: home.updateTime });
      else await homeRef.create(data);
      return { posts, newest, written: true };
    } catch (error) {
      if (!lostRace(error) || attempt >= 5) throw error;
    }
  }
}
