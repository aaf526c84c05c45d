// What parsing a stored document on read costs (decision 0052): each converter's zod parse, timed over many
// runs of realistic documents, beside the Firestore read it follows. No emulator: the parse is pure.
// Run: node --import tsx scripts/bench/document-parse.ts
import { performance } from "node:perf_hooks";
import { Timestamp } from "firebase-admin/firestore";
import { homeDocument, queueEntryDocument, suggestionDocument } from "@village/shared/documents";

const at = Timestamp.fromMillis(Date.UTC(2026, 0, 1));
const text = (length: number) => "a village bench ".repeat(Math.ceil(length / 16)).slice(0, length);

const suggestion = {
  title: text(100),
  "suggestion details": text(300),
  author: "sam@example.com",
  authorUid: "uid-0123456789abcdef0123",
  createdAt: at,
  rand: 0.5,
};
const queueEntry = {
  reasons: { spam: 3, "personal-info": 1 },
  notes: Array.from({ length: 20 }, () => ({ reason: "spam", note: text(500), at, from: "account" })),
  reports: 20,
  accounts: 12,
  countingReporters: 3,
  newReports: 0,
  lastReportAt: at,
  openedAt: at,
  rank: 1,
  since: at,
};
const home = {
  posts: 1000,
  newest: Array.from({ length: 25 }, (_, index) => ({
    postId: `post-${index}`,
    title: text(100),
    details: text(300),
    author: "sam",
    createdAt: at,
  })),
};

function measure(name: string, schema: { parse(data: unknown): unknown }, data: unknown, runs: number): void {
  for (let index = 0; index < 1000; index++) schema.parse(data); // warm up
  const samples: number[] = [];
  for (let round = 0; round < 5; round++) {
    const start = performance.now();
    for (let index = 0; index < runs; index++) schema.parse(data);
    samples.push(((performance.now() - start) * 1000) / runs);
  }
  samples.sort((a, b) => a - b);
  console.log(`${name}: median ${samples[2]?.toFixed(1) ?? "?"} µs a parse (5 rounds of ${runs})`);
}

measure("suggestions (a full post, lenient fields)", suggestionDocument, suggestion, 20_000);
measure("moderationQueue (20 notes of 500 characters)", queueEntryDocument, queueEntry, 20_000);
measure("meta/home (25 posts at their limits)", homeDocument, home, 5_000);
