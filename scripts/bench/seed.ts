// Seeds the emulator with N realistic posts, their public documents (the `posts` projection and the search
// index) and the home document, written straight through the Admin SDK (as an import would), so the
// benchmark does not wait for N triggers.
import { randomUUID } from "node:crypto";
import {
  DETAILS_FIELD,
  HOME_DOCUMENT,
  listedPostFor,
  NEWEST_POSTS_FIELD,
  PAGE_SIZE,
  POST_COUNT_FIELD,
  POST_COUNT_SHARD_FIELD,
  POST_COUNT_SHARDS_COLLECTION,
  POSTS_COLLECTION,
  SEARCH_INDEX_COLLECTION,
  searchIndexEntryFor,
} from "@village/shared";
import { adminDb, writeDocuments } from "../lib/admin-db.mjs";

/** A word found only in the oldest post: the rare-term search looks for it. */
export const RARE_TERM = "quokkaxylophone";

/**
 * A term of more than three characters whose trigrams are all common in these posts (from "garden" and
 * "bus"), though the term itself is in only one post in 500, and in the second-oldest so that even 100
 * posts hold one match: the index offers many candidates, few match.
 */
export const NEAR_MISS_TERM = "garden bus";
const NEAR_MISS_EVERY = 500;

const subjects = [
  "community garden",
  "bike lane",
  "library hours",
  "farmers market",
  "skate park",
  "book club",
  "dog park",
  "street lights",
  "recycling day",
  "open mic night",
  "chess table",
  "bus shelter",
];
const verbs = ["extend", "fix", "start", "move", "celebrate", "repaint", "share", "improve", "plan", "open"];
const extras = [
  "on weekends",
  "near the school",
  "before winter",
  "for seniors",
  "with the neighbours",
  "every month",
  "by the river",
  "after the storm",
];
const links = ["https://example.org/ideas", "www.example.com/village", "", "", "https://maps.example.net/spot"];

function pick<T>(list: readonly T[], index: number): T {
  const value = list[index % list.length];
  if (value === undefined) throw new Error("empty list");
  return value;
}

function postAt(index: number, total: number, now: number) {
  const createdAt = new Date(now - index * 60_000);
  const oldest = index === total - 1;
  const title = `${pick(verbs, index)} the ${pick(subjects, index * 7)}${oldest ? ` ${RARE_TERM}` : ""}${
    index % NEAR_MISS_EVERY === NEAR_MISS_EVERY - 1 || index === total - 2 ? ` (${NEAR_MISS_TERM})` : ""
  }`;
  const details = `Could we ${pick(verbs, index * 3)} the ${pick(subjects, index * 5)} ${pick(extras, index)}? Post number ${index}. Neighbours have asked about it for a while and it would help everyone who walks by.`;
  if (index % 4 === 3) {
    const post = {
      title,
      link: pick(links, index),
      text: details,
      authorType: "anonymous",
      ownerUid: "",
      createdAt,
      rand: Math.random(),
    };
    return post;
  }
  const post = {
    title,
    [DETAILS_FIELD]: details,
    author: `Neighbour ${index % 97}`,
    authorUid: `bench-${index % 97}`,
    createdAt,
    rand: Math.random(),
  };
  return post;
}

/** How many posts the home document counts (-1 before it exists). */
async function countedPosts(): Promise<number> {
  const count: unknown = (await adminDb().doc(HOME_DOCUMENT).get()).get(POST_COUNT_FIELD);
  return typeof count === "number" ? count : -1;
}

/**
 * Writes only the posts, as an import would, and leaves their public documents, the search index and the
 * home document to the trigger (the Functions emulator must run). The import goes in chunks, each written
 * once the trigger has counted the one before, so that the emulator (a worker process per event running
 * at once) is not asked for hundreds of processes on a shared machine. Resolves once the home document
 * counts every post, with the time spent writing and the whole time until then.
 */
export async function importPosts(total: number, timeoutMs: number): Promise<{ writeMs: number; totalMs: number }> {
  const started = Date.now();
  const now = Date.now();
  const chunk = 100;
  let writeMs = 0;
  for (let start = 0; start < total; start += chunk) {
    const posts: { id: string; data: Record<string, unknown> }[] = [];
    for (let index = start; index < Math.min(total, start + chunk); index++) {
      posts.push({ id: randomUUID(), data: postAt(index, total, now) });
    }
    const writing = Date.now();
    await writeDocuments("suggestions", posts);
    writeMs += Date.now() - writing;
    const expected = start + posts.length;
    while ((await countedPosts()) !== expected) {
      if (Date.now() - started > timeoutMs) {
        throw new Error(`the trigger counted ${await countedPosts()} of ${expected} posts in ${timeoutMs / 1000} s`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return { writeMs, totalMs: Date.now() - started };
}

export async function seed(total: number): Promise<void> {
  const now = Date.now();
  const chunk = 2000;
  // What the trigger would list on the home document: the newest page (posts are made newest first).
  const newest: ReturnType<typeof listedPostFor<Date>>[] = [];
  for (let start = 0; start < total; start += chunk) {
    const posts: { id: string; data: Record<string, unknown> }[] = [];
    const listed: { id: string; data: Record<string, unknown> }[] = [];
    const entries: { id: string; data: Record<string, unknown> }[] = [];
    for (let index = start; index < Math.min(total, start + chunk); index++) {
      const id = randomUUID();
      const post = postAt(index, total, now);
      posts.push({ id, data: post });
      // The public documents the trigger would write for this post.
      const shown = listedPostFor(id, post, post.createdAt);
      listed.push({ id, data: { ...shown } });
      entries.push({ id, data: searchIndexEntryFor(shown) });
      if (index < PAGE_SIZE) newest.push(shown);
    }
    await writeDocuments("suggestions", posts);
    await writeDocuments(POSTS_COLLECTION, listed);
    await writeDocuments(SEARCH_INDEX_COLLECTION, entries);
  }
  const [collection, id] = HOME_DOCUMENT.split("/");
  await writeDocuments(collection ?? "meta", [
    { id: id ?? "home", data: { [POST_COUNT_FIELD]: total, [NEWEST_POSTS_FIELD]: newest } },
  ]);
  // The count's shards, as `npm run backfill` leaves them: the home builder sums them.
  await writeDocuments(POST_COUNT_SHARDS_COLLECTION, [{ id: "0", data: { [POST_COUNT_SHARD_FIELD]: total } }]);
}
