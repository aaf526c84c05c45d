// `npm run loadtest -- --replies 50 [--seconds 60]`: replies stored under one post at a steady rate, as the
// createReply callable stores them (each through the reply trigger and the per-post count task), while
// listeners record when each reply is listed and every version of the post's public document. Fails when a
// reply is lost or doubled, the final `replyCount` differs from the replies stored, or p99 from write to
// listed exceeds 6 s (issue #47). The emulator proves the logic and counts writes per document; it does not
// measure production throughput (docs/decisions/0118).
import { Timestamp } from "firebase-admin/firestore";
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
}

const P99_LIMIT_MS = 6_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN);

export async function runReplyPath({ rate, seconds, settleSeconds }: ReplyPathOptions): Promise<string[]> {
  const db = adminDb();
  const postId = `loadthread${Date.now()}`;
  await db
    .collection(SUGGESTIONS_COLLECTION)
    .doc(postId)
    .set({ title: "A busy thread", "suggestion details": "Replies under load", createdAt: Timestamp.now() });
  const publishedRef = db.collection(POSTS_COLLECTION).doc(postId);
  for (let waited = 0; !(await publishedRef.get()).exists; waited += 200) {
    if (waited > 30_000) return ["the post was never listed"];
    await sleep(200);
  }

  const written = new Map<string, number>();
  const listedAt = new Map<string, number>();
  const versions: number[] = [];
  const stopReplies = publishedRef.collection(LISTED_REPLIES_COLLECTION).onSnapshot((snapshot) => {
    const now = Date.now();
    for (const change of snapshot.docChanges())
      if (change.type === "added" && !listedAt.has(change.doc.id)) listedAt.set(change.doc.id, now);
  });
  const stopPost = publishedRef.onSnapshot((snapshot) => {
    const time = snapshot.updateTime?.toMillis();
    if (time !== undefined && versions.at(-1) !== time) versions.push(time);
  });

  const stored = db.collection(SUGGESTIONS_COLLECTION).doc(postId).collection(REPLIES_COLLECTION);
  const total = rate * seconds;
  const started = Date.now();
  const writes: Promise<unknown>[] = [];
  for (let index = 0; index < total; index++) {
    const due = started + (index * 1000) / rate;
    if (due > Date.now()) await sleep(due - Date.now());
    const id = `reply-${String(index).padStart(5, "0")}`;
    written.set(id, Date.now());
    writes.push(
      stored
        .doc(id)
        .set({ text: `Reply ${index}`, author: "Anonymous Heron", createdAt: Timestamp.now(), rand: Math.random() }),
    );
  }
  await Promise.all(writes);
  const writeSeconds = (Date.now() - started) / 1000;

  const problems: string[] = [];
  const deadline = Date.now() + settleSeconds * 1000;
  let count: number | undefined;
  while (Date.now() < deadline) {
    count = (await publishedRef.get()).get("replyCount") as number | undefined;
    if (listedAt.size >= total && count === total) break;
    await sleep(500);
  }
  stopReplies();
  stopPost();
  const listedDocs = await publishedRef.collection(LISTED_REPLIES_COLLECTION).get();
  const storedDocs = await stored.get();
  if (storedDocs.size !== total) problems.push(`${storedDocs.size} replies stored of ${total}`);
  if (listedDocs.size !== storedDocs.size)
    problems.push(`${listedDocs.size} replies listed of ${storedDocs.size} stored`);
  if (count !== storedDocs.size) problems.push(`replyCount ${String(count)} for ${storedDocs.size} stored replies`);
  const lags = [...written]
    .flatMap(([id, at]) => (listedAt.has(id) ? [(listedAt.get(id) ?? at) - at] : []))
    .sort((a, b) => a - b);
  const p99 = percentile(lags, 99);
  if (!(p99 <= P99_LIMIT_MS)) problems.push(`p99 from write to listed ${p99} ms, over ${P99_LIMIT_MS} ms`);
  // Writes of the post's public document per clock second, during and after the burst.
  const perSecond = new Map<number, number>();
  for (const time of versions.slice(1))
    perSecond.set(Math.floor(time / 1000), (perSecond.get(Math.floor(time / 1000)) ?? 0) + 1);
  const busiest = Math.max(0, ...perSecond.values());
  console.log(`reply path: ${total} replies to one post at ${rate}/s over ${writeSeconds.toFixed(1)} s
  listed ${listedDocs.size}, stored ${storedDocs.size}, final replyCount ${String(count)}
  write to listed: p50 ${percentile(lags, 50)} ms, p95 ${percentile(lags, 95)} ms, p99 ${p99} ms, max ${percentile(lags, 100)} ms
  the post's public document: ${versions.length - 1} writes in ${perSecond.size} seconds, at most ${busiest} in one second`);
  return problems;
}
