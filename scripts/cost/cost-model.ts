// The cost model of docs/scale.md ("What a day costs"), computed from the code's own constants: cache
// lifetimes, the poll interval, the page size, the count's shards, and what each piece of code reads and
// writes. `node --import tsx scripts/cost/cost-model.ts` prints the tables; scripts/cost/cost-model.test.ts
// checks that the doc shows exactly these figures. Assumptions (not constants of the code) are named below.
import {
  HOME_CACHE_CONTROL,
  NEWEST_CACHE_CONTROL,
  NEWEST_POLL_MS,
  PAGE_SIZE,
  POST_COUNT_SHARDS,
} from "@village/shared";

const DAY_S = 86_400;
const sMaxAge = (header: string) => Number(/s-maxage=(\d+)/.exec(header)?.[1]);

/** A poll's answer for a full page of posts (the idle-tab benchmark measures 223 bytes). */
export const POLL_ANSWER_BYTES = 223;

/** List prices in USD (Firestore multi-region nam5, Cloud Functions and Cloud Tasks, Hosting), no free tier. */
export const PRICES = {
  read: 0.06 / 100_000,
  write: 0.18 / 100_000,
  invocation: 0.4 / 1_000_000,
  task: 0.4 / 1_000_000,
  egressGiB: 0.15,
};

/** Assumptions, not constants of the code. */
export const ASSUMED = {
  /** CDN nodes that see the site's traffic, each keeping its own copies. */
  cdnNodes: 20,
  /** How long a visit keeps the home page open (its polls). */
  visitMinutes: 1,
  /** The share of visits that open a post's page; every such view is taken as a CDN miss (the long tail). */
  postPageShare: 0.2,
  /** A first visit's transfer (issue 29's Lighthouse measure: about 100 KB of JavaScript, CSS and JSON). */
  visitBytes: 100 * 1024,
  /**
   * Replies a post's page shows when its function draws it (its first page, at most REPLIES_PAGE_SIZE): the
   * long tail's few.
   */
  repliesPerPostPage: 3,
  /** A post page's HTML (app shell, tags and the post), gzipped. */
  postPageBytes: 4 * 1024,
  /** A poll's answer (223 bytes measured by the idle-tab benchmark) plus Hosting's response headers (~1 KB). */
  pollBytes: POLL_ANSWER_BYTES + 1024,
};

/** What the code does per event (counted from the functions named). */
export const PER = {
  /**
   * A post: the callable (`createPost`, posts.ts: 2 + 4 reads; 2 slots, the post, 2 day counters) and its
   * trigger (4 reads, 3 writes).
   */
  post: { reads: 6 + 4, writes: 5 + 3, invocations: 2, enqueues: 1 },
  /**
   * A post's page drawn by its function (public-post.ts): the post, and its thread's first page in one query,
   * a read per reply returned, and one for a query that returns none (docs/decisions/0116).
   */
  postPage: { reads: 1 + Math.max(1, ASSUMED.repliesPerPostPage) },
  /** A home build (home-builder.ts): the newest page, the sum of the shards (one read per 1,000), `meta/home`. */
  build: { reads: PAGE_SIZE + Math.ceil(POST_COUNT_SHARDS / 1000) + 1, writes: 1, invocations: 1 },
  /** The safety run (`rebuildHome`): one build a minute, whatever happens. */
  safetyRunsPerDay: 24 * 60,
};

export interface Day {
  reads: number;
  writes: number;
  invocations: number;
  tasks: number;
  egressGiB: number;
  dollars: number;
}

function priced(day: Omit<Day, "dollars">): Day {
  const dollars =
    day.reads * PRICES.read +
    day.writes * PRICES.write +
    day.invocations * PRICES.invocation +
    day.tasks * PRICES.task +
    day.egressGiB * PRICES.egressGiB;
  return { ...day, dollars };
}

/**
 * Misses of one URL kept `header`'s s-maxage at each CDN node, for `requests` a day: at most one per node per
 * interval. (Post pages are many URLs: each view is counted as a miss instead.)
 */
const misses = (requests: number, header: string) => Math.min(requests, ASSUMED.cdnNodes * (DAY_S / sMaxAge(header)));

/** What `visits` a day cost: first pages and polls through the CDN, post pages. */
export function visitsDay(visits: number): Day {
  const polls = visits * ((ASSUMED.visitMinutes * 60_000) / NEWEST_POLL_MS);
  const postPages = visits * ASSUMED.postPageShare;
  const listCalls = misses(visits, HOME_CACHE_CONTROL) + misses(polls, NEWEST_CACHE_CONTROL);
  const calls = listCalls + postPages;
  const reads = listCalls + postPages * PER.postPage.reads;
  const bytes = visits * ASSUMED.visitBytes + polls * ASSUMED.pollBytes + postPages * ASSUMED.postPageBytes;
  return priced({ reads, writes: 0, invocations: calls, tasks: 0, egressGiB: bytes / 2 ** 30 });
}

/** What `posts` a day cost (spread over the day): the write path and the home builds. */
export function postsDay(posts: number): Day {
  // Seconds holding at least one post (Poisson arrivals): each is one build.
  const builds = DAY_S * (1 - Math.exp(-posts / DAY_S));
  return priced({
    reads: posts * PER.post.reads + builds * PER.build.reads,
    writes: posts * PER.post.writes + builds * PER.build.writes,
    invocations: posts * PER.post.invocations + builds * PER.build.invocations,
    tasks: posts * PER.post.enqueues,
    egressGiB: 0,
  });
}

/** What an idle board costs: the safety run alone. */
export function idleDay(): Day {
  const runs = PER.safetyRunsPerDay;
  return priced({ reads: runs * PER.build.reads, writes: 0, invocations: runs, tasks: 0, egressGiB: 0 });
}

const count = (value: number) => Math.round(value).toLocaleString("en-US");
const usd = (value: number) => `$${value < 10 ? value.toFixed(2) : Math.round(value).toLocaleString("en-US")}`;
const gib = (value: number) => (value < 10 ? value.toFixed(2) : Math.round(value).toLocaleString("en-US"));

/** The doc's tables, as markdown. */
export function costTables(): string {
  const header = "| load | reads | writes | function calls | task enqueues | egress (GiB) | dollars a day |";
  const rule = "| ---- | ----: | -----: | -------------: | ------------: | -----------: | ------------: |";
  const row = (load: string, day: Day) =>
    `| ${load} | ${count(day.reads)} | ${count(day.writes)} | ${count(day.invocations)} | ${count(day.tasks)} | ${gib(day.egressGiB)} | ${usd(day.dollars)} |`;
  return [
    header,
    rule,
    row("an idle board (the safety run)", idleDay()),
    ...[10_000, 1_000_000, 100_000_000].map((visits) => row(`${count(visits)} visits a day`, visitsDay(visits))),
    ...[1_000, 100_000, 1_000_000].map((posts) => row(`${count(posts)} posts a day`, postsDay(posts))),
  ].join("\n");
}

/**
 * What one open home tab costs in an hour while visible and idle (nothing shown, whatever is posted): its polls
 * to the CDN and their bytes, and what the CDN's misses cost at the origin, per CDN node: at most one function
 * call and one read per `s-maxage`, however many tabs poll (docs/scale.md, "What an idle tab costs").
 */
export function idleTabHour() {
  const polls = 3_600_000 / NEWEST_POLL_MS;
  const misses = 3_600 / sMaxAge(NEWEST_CACHE_CONTROL);
  return {
    polls,
    answerBytes: polls * POLL_ANSWER_BYTES,
    bytesWithHeaders: polls * ASSUMED.pollBytes,
    tabFirestoreReads: 0,
    nodeCalls: misses,
    nodeReads: misses,
  };
}

/** The idle tab's table, as markdown. */
export function idleTabTable(): string {
  const hour = idleTabHour();
  return [
    "| an idle, visible home tab, per hour | figure |",
    "| ---- | -----: |",
    `| requests to the CDN (\`/api/newest\`, one per ${NEWEST_POLL_MS / 1000} s) | ${count(hour.polls)} |`,
    `| bytes of answers (${POLL_ANSWER_BYTES} each) | ${count(hour.answerBytes)} |`,
    `| bytes with Hosting's headers over HTTP/1.1 (about 1 KB each) | ${count(hour.bytesWithHeaders)} |`,
    `| Firestore requests from the tab | ${count(hour.tabFirestoreReads)} |`,
    `| function calls at the origin, per CDN node (one per ${sMaxAge(NEWEST_CACHE_CONTROL)} s at most), whatever the number of tabs | ${count(hour.nodeCalls)} |`,
    `| Firestore reads at the origin, per CDN node, whatever the number of tabs | ${count(hour.nodeReads)} |`,
  ].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(`${costTables()}\n\n${idleTabTable()}`);
