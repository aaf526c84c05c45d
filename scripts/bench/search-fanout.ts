// `npm run bench:search`: what one post costs the search index, from the real key function
// (`searchIndexEntryFor` in shared/src/search.ts) and Firestore's storage-size rules, over a realistic mix of
// posts and the worst cases. No emulator: it only derives documents. Figures go to docs/benchmark.md.
import { readFileSync, readdirSync } from "node:fs";
import {
  LIMITS,
  listedPostFor,
  lookupKeyFor,
  matchesSearch,
  measureDocument,
  SEARCH_INDEX_COLLECTION,
  SEARCH_KEYS_FIELD,
  searchIndexEntryFor,
} from "@village/shared";
import { adversarialPost } from "../../test/support/adversarial-post";

/** English prose to cut posts from: the project's own docs, markdown marks removed. */
function prose(): string {
  const dir = new URL("../../docs/", import.meta.url);
  return readdirSync(dir)
    .filter((name) => name.endsWith(".md") && name !== "specification.md")
    .sort()
    .map((name) => readFileSync(new URL(name, dir), "utf8"))
    .join(" ")
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/[|#*`>\-[\]()]+/g, " ")
    .replace(/\s+/g, " ");
}

// A fixed pseudo-random sequence (mulberry32), so every run measures the same posts.
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TEXT = prose();
const next = random(29);
const between = (low: number, high: number) => Math.round(low + next() * (high - low));
const cut = (length: number) => {
  const start = between(0, TEXT.length - length - 1);
  return TEXT.slice(start, start + length).trim();
};

/**
 * The mix, as the board sees it: six posts in ten are suggestions (a title and up to 300 characters), four
 * anonymous; of those, one in five is a full 5,000 characters, one in three carries a link.
 */
function realisticPost(): Record<string, unknown> {
  if (next() < 0.6)
    return { title: cut(between(15, LIMITS.suggestionTitle)), "suggestion details": cut(between(0, 300)) };
  const size = next();
  const text = size < 0.2 ? cut(LIMITS.anonymousText) : size < 0.6 ? cut(between(300, 2000)) : cut(between(20, 300));
  return {
    ...(next() < 0.8 && { title: cut(between(10, LIMITS.anonymousTitle)) }),
    text,
    ...(next() < 0.33 && { link: `https://example.org/${cut(between(10, 80)).replace(/\W+/g, "-")}` }),
  };
}

// A post id as the callables make them: 24 base64url characters.
const POST_ID = "AbCdEfGhIjKlMnOpQrStUvWx";
const INDEX_PATH = `${SEARCH_INDEX_COLLECTION}/${POST_ID}`;
const createdAt = new Date(Date.UTC(2026, 10, 25));

interface Cost {
  keys: number;
  indexEntries: number;
  documentBytes: number;
  indexBytes: number;
}

/**
 * One post's search entry: its keys; its index entries (one per key in the composite index on the keys and
 * the time; every other field of the entry is exempt, firestore.indexes.json); the entry's stored size; and
 * its index entries' (each: the entry's name, the key, the time and 32 bytes, Firestore's storage-size rules).
 */
function costOf(post: Record<string, unknown>): Cost {
  const entry = searchIndexEntryFor(listedPostFor(POST_ID, post, createdAt));
  const keys = entry[SEARCH_KEYS_FIELD];
  const nameSize = measureDocument(INDEX_PATH, {}).bytes - 32;
  const indexBytes = keys.reduce((sum, key) => sum + nameSize + new TextEncoder().encode(key).length + 1 + 8 + 32, 0);
  return {
    keys: keys.length,
    indexEntries: keys.length,
    documentBytes: measureDocument(INDEX_PATH, entry).bytes,
    indexBytes,
  };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

const SAMPLE = 2_000;
const costs = Array.from({ length: SAMPLE }, () => costOf(realisticPost()));
// A full-length anonymous post of English prose (the median of 200 such cuts), and the heaviest post the form takes.
const longEnglish = Array.from({ length: 200 }, () => costOf({ text: cut(LIMITS.anonymousText) })).sort(
  (a, b) => a.keys - b.keys,
)[100];
const worst = [longEnglish, costOf(adversarialPost())];
const row = (name: string, pick: (cost: Cost) => number) =>
  `| ${name} | ${percentile(costs.map(pick), 50).toLocaleString("en-US")} | ${percentile(costs.map(pick), 99).toLocaleString("en-US")} | ${worst
    .map((cost) => (cost ? pick(cost).toLocaleString("en-US") : "?"))
    .join(" | ")} |`;

console.log(`Search index cost per post (${SAMPLE} posts of the mix; writes: 1 search document per post)\n`);
console.log("| per post | median | p99 | 5,000-char English post | heaviest post the form accepts (CJK) |");
console.log("| --- | ---: | ---: | ---: | ---: |");
console.log(row("search keys", (cost) => cost.keys));
console.log(row("index entries", (cost) => cost.indexEntries));
console.log(row("entry bytes", (cost) => cost.documentBytes));
console.log(row("index bytes", (cost) => cost.indexBytes));

// What fewer keys would cost the reader: with only 1- and 2-character keys (about a quarter as many for
// English), a word is looked up by a pair of letters, and each candidate that lacks the word is a billed read.
const mix = Array.from({ length: SAMPLE }, () =>
  searchIndexEntryFor(listedPostFor(POST_ID, realisticPost(), createdAt)),
);
const pairsOf = (word: string) => Array.from({ length: word.length - 1 }, (_, index) => word.slice(index, index + 2));
console.log(`\nCandidates read per search over the ${SAMPLE} posts (the fewer, the fewer billed reads)\n`);
console.log("| word | posts holding it | candidates: trigram key (as built) | candidates: best pair-of-letters key |");
console.log("| --- | ---: | ---: | ---: |");
for (const word of ["bench", "garden", "cache", "hidden", "village", "search", "quokka"]) {
  const key = lookupKeyFor(word);
  const holding = (candidate: string) => mix.filter((entry) => entry.keys.includes(candidate)).length;
  const matches = mix.filter((entry) => matchesSearch(entry, word)).length;
  const bestPair = Math.min(...pairsOf(word).map(holding));
  console.log(`| ${word} | ${matches} | ${key ? holding(key) : 0} | ${bestPair} |`);
}
