// `npm run backfill`: brings the search index and the post count up to date for posts that existed before
// the trigger did (or were imported around it). Safe to run any number of times.
//   against the local emulators:   npm run backfill
//   against a real project:        npm run backfill -- --project your-project-id   (uses your gcloud credentials)
import { initializeApp } from "firebase-admin/app";
import { FieldPath, getFirestore } from "firebase-admin/firestore";
import { COUNTERS_DOCUMENT, POST_COUNT_FIELD, SUGGESTIONS_COLLECTION } from "@village/shared";
import { syncPost } from "../services/search-index.js";

const BATCH = 300;

export async function backfill(log: (line: string) => void = console.log): Promise<number> {
  const db = getFirestore();
  let done = 0;
  let last: string | null = null;
  for (;;) {
    let page = db.collection(SUGGESTIONS_COLLECTION).orderBy(FieldPath.documentId()).limit(BATCH);
    if (last !== null) page = page.startAfter(last);
    const snapshot = await page.get();
    if (snapshot.empty) break;
    // Before and after are the same: an entry for any other time is left as it is.
    for (const post of snapshot.docs) await syncPost(post.id, post.data(), post.data());
    done += snapshot.size;
    last = snapshot.docs[snapshot.docs.length - 1]?.id ?? null;
    log(`Indexed ${done} posts…`);
  }
  // The running total, recounted from the collection itself.
  const total = (await db.collection(SUGGESTIONS_COLLECTION).count().get()).data().count;
  await db.doc(COUNTERS_DOCUMENT).set({ [POST_COUNT_FIELD]: total }, { merge: true });
  log(`Done: ${done} posts indexed; post count set to ${total}.`);
  return total;
}

if (require.main === module) {
  const projectFlag = process.argv.indexOf("--project");
  const projectId = projectFlag > 0 ? process.argv[projectFlag + 1] : undefined;
  if (!projectId) {
    process.env.FIRESTORE_EMULATOR_HOST ??= "127.0.0.1:8080";
    console.log(`Using the Firestore emulator at ${process.env.FIRESTORE_EMULATOR_HOST}.`);
  }
  initializeApp({ projectId: projectId ?? process.env.GCLOUD_PROJECT ?? "demo-village" });
  backfill().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
