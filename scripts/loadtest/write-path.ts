// `npm run loadtest -- --rate 50 --seconds 60` (or `--burst 500`): posts imported into `suggestions` at a
// steady rate, as an admin import would (every one goes through the trigger and the home builder), with a
// few hidden as they go, while a listener records every version of the home document. Prints what reached
// the public views and how fast; fails when anything was lost, doubled, unlisted or left uncounted. A steady
// rate is measured after a warm-up at that rate (docs/decisions/0086): the emulators start cold.
// The emulator has no per-document contention, ramp-up or CDN: this proves the logic and counts writes per
// document, it does not measure production throughput (docs/benchmark.md says what it cannot show).
import { Timestamp, type DocumentSnapshot } from "firebase-admin/firestore";
import {
  HIDDEN_FIELD,
  HIDDEN_REASON_FIELD,
  HOME_DOCUMENT,
  NEWEST_POSTS_FIELD,
  newestFirst,
  PAGE_SIZE,
  POST_COUNT_FIELD,
  POSTS_COLLECTION,
  SUGGESTIONS_COLLECTION,
  UNLISTED_FIELD,
} from "@village/shared";
import { adminDb } from "../lib/admin-db.mjs";

export interface WritePathOptions {
  rate: number;
  seconds: number;
  /** One post in this many is hidden a moment after it is listed. */
  hideEvery: number;
  settleSeconds: number;
  /**
   * Seconds of posts at the same rate before the measured ones, until the backlog they leave is gone: the
   * emulators start cold (the Firestore emulator's JVM, the function workers), and their first seconds run
   * the trigger at a third of its later speed. Their lag is printed on its own line, not in the figure.
   */
  warmupSeconds: number;
}

interface HomeVersion {
  at: Timestamp;
  count: number;
  newest: { postId: string; createdAt: Timestamp }[];
}

interface Written {
  id: string;
  committed: Timestamp;
  createdAt: Timestamp;
}

const position = (entry: { postId: string; createdAt: Timestamp }) => ({
  millis: entry.createdAt.toMillis(),
  nanos: entry.createdAt.nanoseconds % 1e6,
  id: entry.postId,
});

/** Whether the version accounts for the post: lists it, or its full page has moved past it. */
function reflects(version: HomeVersion, post: Written): boolean {
  if (version.newest.some((entry) => entry.postId === post.id)) return true;
  const last = version.newest.at(-1);
  return (
    version.newest.length === PAGE_SIZE &&
    last !== undefined &&
    newestFirst(position(last), position({ postId: post.id, createdAt: post.createdAt })) < 0
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const millisBetween = (from: Timestamp, to: Timestamp) => to.toMillis() - from.toMillis();

function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN);
  return { p50: at(0.5), p99: at(0.99), max: Math.round(sorted.at(-1) ?? NaN), n: sorted.length };
}

/** For each post, how long after its commit the home document first accounted for it (none: never). */
function lagsToHome(posts: Written[], versions: HomeVersion[]): number[] {
  return posts.flatMap((post) => {
    const first = versions.find((version) => version.at >= post.committed && reflects(version, post));
    return first ? [millisBetween(post.committed, first.at)] : [];
  });
}

/**
 * Waits (at most `settleSeconds`) until `expected` posts are public and the home document counts them;
 * resolves to the public count last read.
 */
async function settle(options: WritePathOptions, expected: number, versions: HomeVersion[]): Promise<number> {
  const db = adminDb();
  const deadline = Date.now() + options.settleSeconds * 1000;
  let published = -1;
  while (Date.now() < deadline) {
    published = (await db.collection(POSTS_COLLECTION).count().get()).data().count;
    if (published === expected && versions.at(-1)?.count === expected) break;
    await sleep(500);
  }
  return published;
}

/** Posts at `options.rate` a second for `seconds`, one in `hideEvery` hidden once public; waits for every write. */
async function writeAtRate(options: WritePathOptions, seconds: number, prefix: string) {
  const db = adminDb();
  const written: Written[] = [];
  const hides: { id: string; committed: Timestamp }[] = [];
  const failures: string[] = [];
  const pending: Promise<unknown>[] = [];
  const total = options.rate * seconds;
  const started = Date.now();
  const tickMs = 100;
  let sent = 0;
  for (let tick = 0; sent < total; tick++) {
    const due = Math.min(total, Math.round(((tick + 1) * tickMs * options.rate) / 1000));
    for (; sent < due; sent++) {
      const index = sent;
      const id = `${prefix}-${String(index).padStart(6, "0")}`;
      const createdAt = Timestamp.now();
      pending.push(
        db
          .collection(SUGGESTIONS_COLLECTION)
          .doc(id)
          .set({ title: `Load ${index}`, "suggestion details": "Imported under load", createdAt, rand: Math.random() })
          .then((result) => {
            written.push({ id, committed: result.writeTime, createdAt });
            if (index % options.hideEvery !== 0) return;
            // Hidden as a moderator would in the console, once the post is public: it must leave at once.
            return sleep(1500).then(async () => {
              const hidden = await db
                .collection(SUGGESTIONS_COLLECTION)
                .doc(id)
                .update({ [HIDDEN_FIELD]: true, [HIDDEN_REASON_FIELD]: "Load test hide." });
              hides.push({ id, committed: hidden.writeTime });
            });
          })
          .catch((error: unknown) => failures.push(`${id}: ${String(error)}`)),
      );
    }
    await sleep(Math.max(0, started + (tick + 1) * tickMs - Date.now()));
  }
  const writeSeconds = (Date.now() - started) / 1000;
  await Promise.all(pending);
  return { written, hides, failures, writeSeconds };
}

export async function runWritePath(options: WritePathOptions): Promise<string[]> {
  const db = adminDb();
  const versions: HomeVersion[] = [];
  const unsubscribe = db.doc(HOME_DOCUMENT).onSnapshot((snapshot: DocumentSnapshot) => {
    if (!snapshot.exists || !snapshot.updateTime) return;
    const stored: unknown = snapshot.get(NEWEST_POSTS_FIELD);
    versions.push({
      at: snapshot.updateTime,
      count: Number(snapshot.get(POST_COUNT_FIELD) ?? -1),
      newest: Array.isArray(stored) ? (stored as HomeVersion["newest"]) : [],
    });
  });

  const warmup = options.warmupSeconds > 0 ? await writeAtRate(options, options.warmupSeconds, "warm") : null;
  if (warmup) await settle(options, warmup.written.length - warmup.hides.length, versions);
  const { written, hides, failures, writeSeconds } = await writeAtRate(options, options.seconds, "load");
  const everyPost = [...(warmup?.written ?? []), ...written];
  const everyHide = [...(warmup?.hides ?? []), ...hides];

  // Settled: the home document counts every post still public, and the public projection holds exactly them.
  const expected = everyPost.length - everyHide.length;
  const published = await settle(options, expected, versions);
  await sleep(1500); // a last build, if one was still due, lands before the listener stops
  unsubscribe();

  const last = versions.at(-1);
  const perSecond = new Map<number, number>();
  for (const version of versions) perSecond.set(version.at.seconds, (perSecond.get(version.at.seconds) ?? 0) + 1);
  const hidden = new Set(everyHide.map((hide) => hide.id));
  const lags = lagsToHome(written, versions);
  const warmupLags = lagsToHome(warmup?.written ?? [], versions);
  const createdById = new Map(written.map((post) => [post.id, post.createdAt]));
  const hideLags = hides.flatMap((hide) => {
    const first = versions.find(
      (version) => version.at >= hide.committed && !version.newest.some((entry) => entry.postId === hide.id),
    );
    return first && createdById.has(hide.id) ? [millisBetween(hide.committed, first.at)] : [];
  });
  const unlisted = (await db.collection(SUGGESTIONS_COLLECTION).where(UNLISTED_FIELD, "!=", null).count().get()).data()
    .count;
  const stillPublic = (
    await Promise.all([...hidden].map((id) => db.collection(POSTS_COLLECTION).doc(id).get()))
  ).filter((doc) => doc.exists).length;
  const lag = percentiles(lags);
  const warmupLag = percentiles(warmupLags);
  const hideLag = percentiles(hideLags);

  console.log(`
Write path: ${options.rate} posts/s for ${options.seconds} s (written in ${writeSeconds.toFixed(1)} s), 1 in ${options.hideEvery} hidden${warmup ? `, after ${options.warmupSeconds} s of warm-up at the same rate` : ""}
  posts written            ${written.length}${warmup ? ` (and ${warmup.written.length} in the warm-up)` : ""}${failures.length ? ` (${failures.length} writes failed)` : ""}
  posts listed             ${published} public (expected ${expected} = written − hidden${warmup ? ", the warm-up's included" : ""})
  count on home            ${last?.count ?? "none"}
  meta/home versions       ${versions.length} over ${versions.length > 1 ? (versions.at(-1)?.at.seconds ?? 0) - (versions[0]?.at.seconds ?? 0) + 1 : 1} s, max writes in one second ${Math.max(0, ...perSecond.values())} (${[...perSecond.values()].filter((n) => n > 1).length} second(s) with 2)
  lag to home (commit → listed or passed) p50 ${lag.p50} ms, p99 ${lag.p99} ms, max ${lag.max} ms (${lag.n} of ${written.length} posts seen)${warmup ? `\n  warm-up lag (not above)  p50 ${warmupLag.p50} ms, p99 ${warmupLag.p99} ms, max ${warmupLag.max} ms (${warmupLag.n} of ${warmup.written.length} posts seen)` : ""}
  unlisted posts           ${unlisted}
  hides                    ${hides.length}, lag to leave home p50 ${hideLag.p50} ms, p99 ${hideLag.p99} ms, max ${hideLag.max} ms; still public after settling: ${stillPublic}
`);
  const problems: string[] = [...(warmup?.failures ?? []), ...failures].slice(0, 5);
  const check = (ok: boolean, message: string) => ok || problems.push(message);
  check(published === expected, `${published} posts public, ${expected} expected`);
  check(last?.count === expected, `the home document counts ${last?.count}, ${expected} expected`);
  check(unlisted === 0, `${unlisted} posts unlisted`);
  check(stillPublic === 0, `${stillPublic} hidden posts still public`);
  const unseen = everyPost.length - lags.length - warmupLags.length;
  check(unseen === 0, `${unseen} posts never reached the home document`);
  // One build a second: two may land in one calendar second when one ran late, never more, and never more
  // builds than seconds on average.
  const spanSeconds = versions.length > 1 ? (versions.at(-1)?.at.seconds ?? 0) - (versions[0]?.at.seconds ?? 0) + 1 : 1;
  check(Math.max(0, ...perSecond.values()) <= 2, "meta/home was written more than twice in one second");
  check(versions.length <= spanSeconds + 1, `meta/home was written ${versions.length} times in ${spanSeconds} s`);
  return problems;
}
