// `npm run loadtest -- --replies 50 [--seconds 60] [--warmup 30]`: replies stored under one post at a steady
// rate, as the createReply callable stores them (each through the reply trigger and the per-post count task),
// while a listener records every version of the post's public document. Fails when a reply is lost or
// doubled, the final `replyCount` differs from the replies stored, or p99 from write to listed exceeds 6 s
// (issue #47). A warm-up thread at the same rate goes first, as the post path's does (docs/decisions/0086,
// 0123): the measured seconds start with the emulators' JIT and function workers warm. The emulator proves
// the logic and counts writes per document; it does not measure production throughput (0118).
import { Timestamp, type CollectionReference, type DocumentReference } from "firebase-admin/firestore";
import {
  LISTED_REPLIES_COLLECTION,
  POSTS_COLLECTION,
  REPLIES_COLLECTION,
  SUGGESTIONS_COLLECTION,
} from "@village/shared";
import { adminDb } from "../lib/admin-db.mjs";

export interface ReplyPathOptions {
  rate: number;
  seconds: number;
  settleSeconds: number;
  /** Seconds of replies to a thread of their own before the measured ones (0: none). */
  warmupSeconds: number;
}

const P99_LIMIT_MS = 6_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN);

interface Thread {
  label: string;
  published: DocumentReference;
  stored: CollectionReference;
  total: number;
  writeSeconds: number;
}

/**
 * A new post, once public (then `watch` is called with its public document), then `rate` replies a second to
 * it for `seconds`, each written without waiting.
 */
async function writeThread(
  label: string,
  rate: number,
  seconds: number,
  watch: (published: DocumentReference) => void = () => {},
): Promise<Thread | string> {
  const db = adminDb();
  const postId = `loadthread${label}${Date.now()}`;
  await db
    .collection(SUGGESTIONS_COLLECTION)
    .doc(postId)
    .set({ title: "A busy thread", "suggestion details": "Replies under load", createdAt: Timestamp.now() });
  const published = db.collection(POSTS_COLLECTION).doc(postId);
  for (let waited = 0; !(await published.get()).exists; waited += 200) {
    if (waited > 30_000) return `the ${label} post was never listed`;
    await sleep(200);
  }
  watch(published);
  const stored = db.collection(SUGGESTIONS_COLLECTION).doc(postId).collection(REPLIES_COLLECTION);
  const total = rate * seconds;
  const started = Date.now();
  const writes: Promise<unknown>[] = [];
  for (let index = 0; index < total; index++) {
    const due = started + (index * 1000) / rate;
    if (due > Date.now()) await sleep(due - Date.now());
    writes.push(
      stored
        .doc(`reply-${String(index).padStart(5, "0")}`)
        .set({ text: `Reply ${index}`, author: "Anonymous Heron", createdAt: Timestamp.now(), rand: Math.random() }),
    );
  }
  await Promise.all(writes);
  return { label, published, stored, total, writeSeconds: (Date.now() - started) / 1000 };
}

/**
 * Waits (at most `settleSeconds`) for the thread's count to reach its replies, then checks it: every reply
 * stored listed once, the count exact, and each reply's lag from its commit to its public copy's. Both ends
 * are commit times (`createTime`), Firestore's own clock, read once at the end: no listener over the whole
 * thread, which no reader keeps (an open thread reads pages of 50) and which cost the Firestore emulator
 * more per write as the thread grew (docs/decisions/0123).
 */
async function checkThread(thread: Thread, settleSeconds: number) {
  const deadline = Date.now() + settleSeconds * 1000;
  let count: number | undefined;
  while (Date.now() < deadline) {
    count = (await thread.published.get()).get("replyCount") as number | undefined;
    if (count === thread.total) break;
    await sleep(500);
  }
  const listedDocs = await thread.published.collection(LISTED_REPLIES_COLLECTION).get();
  const storedDocs = await thread.stored.get();
  const problems: string[] = [];
  if (storedDocs.size !== thread.total) problems.push(`${storedDocs.size} replies stored of ${thread.total}`);
  if (listedDocs.size !== storedDocs.size)
    problems.push(`${listedDocs.size} replies listed of ${storedDocs.size} stored`);
  if (count !== storedDocs.size) problems.push(`replyCount ${String(count)} for ${storedDocs.size} stored replies`);
  const storedAt = new Map(storedDocs.docs.map((doc) => [doc.id, doc.createTime.toMillis()]));
  const lags = listedDocs.docs
    .map((doc) => doc.createTime.toMillis() - (storedAt.get(doc.id) ?? Number.NaN))
    .sort((a, b) => a - b);
  if (lags.some(Number.isNaN)) problems.push("a reply listed that was never stored");
  const lag = (p: number) => percentile(lags, p);
  const summary = `${thread.total} replies at ${thread.total / Math.max(1, Math.round(thread.writeSeconds))}/s over ${thread.writeSeconds.toFixed(1)} s: listed ${listedDocs.size}, stored ${storedDocs.size}, final replyCount ${String(count)}
  write to listed (commit times): p50 ${lag(50)} ms, p95 ${lag(95)} ms, p99 ${lag(99)} ms, max ${lag(100)} ms`;
  return { problems: problems.map((problem) => `${thread.label}: ${problem}`), p99: lag(99), summary };
}

export async function runReplyPath({
  rate,
  seconds,
  settleSeconds,
  warmupSeconds,
}: ReplyPathOptions): Promise<string[]> {
  const problems: string[] = [];
  if (warmupSeconds > 0) {
    const warm = await writeThread("warmup", rate, warmupSeconds);
    if (typeof warm === "string") return [warm];
    const checked = await checkThread(warm, settleSeconds);
    console.log(`reply path warm-up (lag not held to the limit): ${checked.summary}`);
    problems.push(...checked.problems);
  }

  const versions: number[] = [];
  let stopPost = () => {};
  const thread = await writeThread("measured", rate, seconds, (published) => {
    stopPost = published.onSnapshot((snapshot) => {
      const time = snapshot.updateTime?.toMillis();
      if (time !== undefined && versions.at(-1) !== time) versions.push(time);
    });
  });
  if (typeof thread === "string") {
    stopPost();
    return [...problems, thread];
  }
  const checked = await checkThread(thread, settleSeconds);
  stopPost();
  problems.push(...checked.problems);
  if (!(checked.p99 <= P99_LIMIT_MS))
    problems.push(`p99 from write to listed ${checked.p99} ms, over ${P99_LIMIT_MS} ms`);
  // Writes of the post's public document per clock second, during and after the burst.
  const perSecond = new Map<number, number>();
  for (const time of versions.slice(1))
    perSecond.set(Math.floor(time / 1000), (perSecond.get(Math.floor(time / 1000)) ?? 0) + 1);
  const busiest = Math.max(0, ...perSecond.values());
  console.log(`reply path, measured: ${checked.summary}
  the post's public document: ${versions.length - 1} writes in ${perSecond.size} seconds, at most ${busiest} in one second`);
  return problems;
}
