// The home document, built in one place: the newest page and the count, read at one read time and written
// once. It holds no state of its own: any run rebuilds it from the public projection and the count's shards,
// so a run that fails, repeats or comes late is healed by the next (see docs/decisions/0017).
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import { HOME_DOCUMENT, NEWEST_POSTS_FIELD, POST_COUNT_FIELD } from "@village/shared";
import { pageEntriesOf, readNewestPage, samePage, type PageEntry } from "./newest-page.js";
import { readPostCount } from "./post-count.js";

export interface BuiltHome {
  posts: number;
  newest: PageEntry[];
  /** False when the stored home document already said exactly this. */
  written: boolean;
}

// gRPC 9 FAILED_PRECONDITION (the document changed since it was read), 6 ALREADY_EXISTS (it was created).
const lostRace = (error: unknown) =>
  typeof error === "object" && error !== null && "code" in error && (error.code === 9 || error.code === 6);

/**
 * Reads the newest page, the count and the home document at one read time (a read-only transaction, which
 * locks nothing, so posts never wait for it), and writes the home document when it differs. The write is
 * conditional on the home document being as read: a builder that read earlier can never overwrite a newer
 * build; it reads again instead.
 */
export async function buildHome(db: Firestore = getFirestore()): Promise<BuiltHome> {
  const homeRef = db.doc(HOME_DOCUMENT);
  for (let attempt = 1; ; attempt++) {
    const { home, posts, newest } = await db.runTransaction(
      async (transaction) => {
        const [home, posts, newest] = await Promise.all([
          transaction.get(homeRef),
          readPostCount(transaction, db),
          readNewestPage(transaction, db),
        ]);
        return { home, posts, newest };
      },
      { readOnly: true },
    );
    if (
      home.exists &&
      home.get(POST_COUNT_FIELD) === posts &&
      samePage(pageEntriesOf(home.get(NEWEST_POSTS_FIELD)), newest)
    ) {
      return { posts, newest, written: false };
    }
    const data = { [POST_COUNT_FIELD]: posts, [NEWEST_POSTS_FIELD]: newest };
    try {
      if (home.exists && home.updateTime) await homeRef.update(data, { lastUpdateTime: home.updateTime });
      else await homeRef.create(data);
      return { posts, newest, written: true };
    } catch (error) {
      if (!lostRace(error) || attempt >= 5) throw error;
    }
  }
}
