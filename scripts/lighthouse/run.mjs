// Runs inside `firebase emulators:exec` (see scripts/lighthouse.mjs). Seeds the sample posts `npm start`
// adds, measures each page five times with Lighthouse in a fresh Chromium (a first visit: the cookie notice
// shows), then adds a full page of long posts and measures the home page again, and a thread's first page of
// replies under a sample post and measures that post's page again (issue #47). Prints the median of each
// figure and saves every run's figures in .cache/lighthouse/.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import lighthouse from "lighthouse";
import {
  HOME_DOCUMENT,
  LISTED_REPLIES_COLLECTION,
  POST_COUNT_FIELD,
  POSTS_COLLECTION,
  REPLIES_COLLECTION,
  REPLIES_PAGE_SIZE,
  REPLY_COUNT_FIELD,
  SUGGESTIONS_COLLECTION,
} from "@village/shared";
import { adminDb, closeAdminDb, writeDocuments } from "../lib/admin-db.mjs";
import { chromiumPath, QUIET_CHROMIUM_FLAGS } from "../lib/chromium.mjs";
import { cacheDir, root, siteUrl } from "../lib/project.mjs";
import { seedIfEmpty } from "../lib/seed.mjs";
import { floorPages, serveFloorPage } from "./floor.mjs";

const lighthouseVersion = JSON.parse(readFileSync(`${root}node_modules/lighthouse/package.json`, "utf8")).version;
// Five runs a page, as issue #29 asks (the median of five is steadier than of three on a shared machine).
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
// LIGHTHOUSE_PAGES="/anon,long posts": only the pages whose label contains one of these (while working on one).
const only = process.env.LIGHTHOUSE_PAGES?.split(",").filter(Boolean);
const wanted = (label) => !only || only.some((part) => label.includes(part));
// LIGHTHOUSE_REPORTS=1: also keep each run's whole Lighthouse report (JSON) and its trace in
// .cache/lighthouse/reports/, to read where a figure comes from (the LCP element and its phases, the network
// and main-thread timelines; the trace opens in Chromium's Performance panel).
const keepReports = process.env.LIGHTHOUSE_REPORTS === "1";
let reportNumber = 0;
// As the browser tests run it, headless, with a debugging port for Lighthouse to drive it through.
const CHROMIUM_FLAGS = ["--headless=new", ...QUIET_CHROMIUM_FLAGS, "--remote-debugging-port=0"];

/** Starts Chromium with a fresh profile; resolves with its DevTools port and a way to stop it. */
function startChromium() {
  const profile = mkdtempSync(join(tmpdir(), "village-lighthouse-"));
  const child = spawn(chromiumPath(), [...CHROMIUM_FLAGS, `--user-data-dir=${profile}`, "about:blank"], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  const stop = async () => {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
    // Chromium's helper processes may still be writing to the profile for a moment after it exits.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      console.warn(`Could not remove ${profile}: ${String(error)}`);
    }
  };
  return new Promise((resolve, reject) => {
    let output = "";
    child.stderr.on("data", (chunk) => {
      output += chunk;
      const port = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output)?.[1];
      if (port) resolve({ port: Number(port), stop });
    });
    child.once("exit", (code) => reject(new Error(`Chromium exited (${code}) before listening:\n${output}`)));
  });
}

/**
 * The rows of an audit's table (`details.items`), or none.
 * @returns {Record<string, any>[]}
 */
const rowsOf = (audit) => /** @type {{ items?: Record<string, any>[] } | undefined} */ (audit?.details)?.items ?? [];

/** One Lighthouse run of `url` in a fresh browser: the figures of the table. */
async function measure(url) {
  const chromium = await startChromium();
  try {
    const result = await lighthouse(url, { port: chromium.port, output: "json", logLevel: "error" });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (keepReports) {
      mkdirSync(`${cacheDir}/lighthouse/reports`, { recursive: true });
      const name = `${String(++reportNumber).padStart(2, "0")}-${new URL(url).pathname.replace(/\W+/g, "_")}.json`;
      writeFileSync(`${cacheDir}/lighthouse/reports/${name}`, JSON.stringify(result.lhr));
      // What each main-thread task did, which the report sums up.
      const trace = result.artifacts?.Trace;
      if (trace)
        writeFileSync(
          `${cacheDir}/lighthouse/reports/${name.replace(/\.json$/, ".trace.json")}`,
          JSON.stringify(trace),
        );
    }
    if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
    const score = (name) => Math.round((categories[name]?.score ?? 0) * 100);
    const failing = Object.values(audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
      .map((audit) => audit.id);
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      fcpMs: audits["first-contentful-paint"]?.numericValue ?? NaN,
      lcpMs: audits["largest-contentful-paint"]?.numericValue ?? NaN,
      cls: audits["cumulative-layout-shift"]?.numericValue ?? NaN,
      tbtMs: audits["total-blocking-time"]?.numericValue ?? NaN,
      // Lighthouse's measure of this machine's CPU (docs/decisions/0124): the same page scores lower where it is lower.
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
      failing,
      // The element LCP timed, and what blocked the main thread (kept in results.json, to see where the
      // figures come from).
      lcpElement: rowsOf(audits["largest-contentful-paint-element"])[0]?.items?.[0]?.node?.snippet ?? null,
      longTasks: rowsOf(audits["long-tasks"]).map(({ url, duration, startTime }) => ({
        url,
        duration: Math.round(duration),
        startTime: Math.round(startTime),
      })),
    };
  } finally {
    await chromium.stop();
  }
}

/**
 * Lighthouse sometimes fails to record a trace on a busy machine (NO_NAVSTART, NO_FCP): such a run is
 * measured again, up to twice, rather than ending the whole table.
 */
async function measureWithRetry(url) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url);
    } catch (error) {
      if (attempt === 3 || !/NO_NAVSTART|NO_FCP|NO_LCP|NO_TRACING/.test(String(error))) throw error;
      console.log(`  ${url}: ${String(error).split("\n")[0]}; measuring again`);
    }
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Waits until the trigger has listed `count` posts on the home document. */
async function waitForPosts(count) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const listed = (await adminDb().doc(HOME_DOCUMENT).get()).get(POST_COUNT_FIELD);
    if (typeof listed === "number" && listed >= count) return;
    if (Date.now() > deadline) throw new Error(`the trigger listed ${listed} of ${count} posts`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Waits until the reply trigger has listed `count` replies under `postId` and the count task has written
 * that count on the listed post (the heading says it), so that the page measured is the settled one.
 */
async function waitForReplies(postId, count) {
  const deadline = Date.now() + 120_000;
  const post = adminDb().collection(POSTS_COLLECTION).doc(postId);
  for (;;) {
    const [listed, counted] = await Promise.all([post.collection(LISTED_REPLIES_COLLECTION).count().get(), post.get()]);
    const replies = listed.data().count;
    if (replies >= count && counted.get(REPLY_COUNT_FIELD) === count) return;
    if (Date.now() > deadline) throw new Error(`the trigger listed ${replies} of ${count} replies`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The post page's route from web/src/lib/paths.ts ("/p/:id"), or null while the app has none. */
function postRoute() {
  const source = readFileSync(`${root}web/src/lib/paths.ts`, "utf8");
  return /"(\/[^"]*\/:[A-Za-z]+)"/.exec(source)?.[1] ?? null;
}

async function main() {
  const samples = await seedIfEmpty();
  await waitForPosts(samples);
  const newest = (await adminDb().collection("posts").orderBy("createdAt", "desc").limit(1).get()).docs[0];
  const route = postRoute();

  const pages = [
    { label: "/ (the sample posts)", path: "/" },
    { label: "/anon", path: "/anon" },
    { label: "/auth", path: "/auth" },
    ...(route && newest ? [{ label: `${route} (a sample post)`, path: route.replace(/:[A-Za-z]+/, newest.id) }] : []),
    { label: "/terms", path: "/terms" },
    // Every other page, as a signed-out visitor meets it (issue #45 asks for the table of every page). Not
    // "Page not found": Lighthouse refuses to measure a document answered 404.
    { label: "/auth/forgot", path: "/auth/forgot" },
    { label: "/moderation", path: "/moderation" },
    { label: "/account/deleted", path: "/account/deleted" },
    { label: "/new (signed out)", path: "/new" },
    { label: "/account (signed out)", path: "/account" },
    { label: "/moderate (signed out)", path: "/moderate" },
    { label: "/reports (signed out)", path: "/reports" },
  ];
  const long = "A long post about the village green, the market and the choir, told at some length. ".repeat(10);
  const fullPage = Array.from({ length: 25 }, (_, index) => ({
    id: `lighthouse-long-${String(index).padStart(2, "0")}`,
    data: {
      title: `A long title for post ${index}, about the market, the choir and the village green`,
      "suggestion details": long,
      author: `Neighbour ${index}`,
      authorUid: `lighthouse-${index}`,
      createdAt: new Date(Date.now() - index * 60_000),
      rand: Math.random(),
    },
  }));

  // A full first page of replies (issue #47: a post page with 50 replies), of the lengths people write, some
  // with a line break and an address, one in three by the post's author (the badge): stored as the callable
  // stores them, so that the trigger lists them and the count task counts them as it would.
  const replyText = (index) =>
    [
      "Count me in.",
      "I can bring chairs and a table.\nTell me where to leave them.",
      `The map is at https://example.org/green-${index}; the gate by the church is the nearest.`,
      "A longer answer about the market, the choir and the village green, told at some length. ".repeat(3),
    ][index % 4];
  const threadReplies = Array.from({ length: REPLIES_PAGE_SIZE }, (_, index) => ({
    id: `lighthouse-reply-${String(index).padStart(2, "0")}`,
    data: {
      text: replyText(index),
      author: index % 3 === 0 ? "Neighbour 0" : `Anonymous Wren ${index}`,
      ...(index % 3 === 0 ? { byPostAuthor: true } : {}),
      createdAt: new Date(Date.now() - (REPLIES_PAGE_SIZE - index) * 60_000),
      rand: Math.random(),
    },
  }));

  const rows = [];
  /**
   * Measures `path` on the site, or a whole `url` elsewhere (the floor).
   * @param {{ label: string, path?: string, url?: string }} page
   */
  const measurePage = async ({ label, path = "/", url = `${siteUrl}${path}` }) => {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      runs.push(await measureWithRetry(url));
      console.log(
        `  ${label}: run ${run + 1} of ${RUNS}, load ${loadavg()
          .map((value) => value.toFixed(2))
          .join(" ")}`,
      );
    }
    const pick = (key) => median(runs.map((run) => run[key]));
    rows.push({
      label,
      runs,
      performance: pick("performance"),
      accessibility: pick("accessibility"),
      bestPractices: pick("bestPractices"),
      seo: pick("seo"),
      fcpMs: pick("fcpMs"),
      lcpMs: pick("lcpMs"),
      cls: pick("cls"),
      tbtMs: pick("tbtMs"),
      benchmarkIndex: pick("benchmarkIndex"),
      failing: [...new Set(runs.flatMap((run) => run.failing))],
    });
  };

  const loadBefore = loadavg();
  // The host's floor first: the best any page can score on this machine, to read the site's rows against.
  for (const floor of floorPages().filter(({ label }) => wanted(label))) {
    const server = await serveFloorPage(floor.headers);
    try {
      await measurePage({ label: floor.label, url: server.url });
    } finally {
      await server.close();
    }
  }
  for (const page of pages.filter(({ label }) => wanted(label))) await measurePage(page);
  const longPosts = { label: "/ (a full page of long posts)", path: "/" };
  if (wanted(longPosts.label)) {
    await writeDocuments("suggestions", fullPage);
    await waitForPosts(samples + fullPage.length);
    await measurePage(longPosts);
  }
  const thread = route && newest && { label: `${route} (a sample post, ${REPLIES_PAGE_SIZE} replies)`, id: newest.id };
  if (thread && wanted(thread.label)) {
    await writeDocuments(`${SUGGESTIONS_COLLECTION}/${thread.id}/${REPLIES_COLLECTION}`, threadReplies);
    await waitForReplies(thread.id, threadReplies.length);
    await measurePage({ label: thread.label, path: route.replace(/:[A-Za-z]+/, thread.id) });
  }
  const loadAfter = loadavg();

  const line = (cells) => `| ${cells.join(" | ")} |`;
  console.log(`\nLighthouse ${lighthouseVersion}, mobile preset, simulated throttling; median of ${RUNS} runs.`);
  console.log(
    `Machine: ${cpus().length} cores, load average ${loadBefore.map((v) => v.toFixed(2)).join(" ")} before, ${loadAfter.map((v) => v.toFixed(2)).join(" ")} after.\n`,
  );
  console.log(
    line(["page", "Performance", "Accessibility", "Best practices", "SEO", "FCP", "LCP", "CLS", "TBT", "CPU index"]),
  );
  console.log(line(["---", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:"]));
  for (const row of rows) {
    console.log(
      line([
        `\`${row.label}\``,
        row.performance,
        row.accessibility,
        row.bestPractices,
        row.seo,
        `${(row.fcpMs / 1000).toFixed(2)} s`,
        `${(row.lcpMs / 1000).toFixed(2)} s`,
        row.cls.toFixed(3),
        `${Math.round(row.tbtMs)} ms`,
        Math.round(row.benchmarkIndex),
      ]),
    );
  }
  const failing = rows.filter((row) => row.failing.length > 0);
  if (failing.length > 0) {
    console.log("\nAudits that did not pass in some run:");
    for (const row of failing) console.log(`  ${row.label}: ${row.failing.join(", ")}`);
  }
  if (!route) console.log("\nNo post page route in web/src/lib/paths.ts yet: no post page measured.");
  mkdirSync(`${cacheDir}/lighthouse`, { recursive: true });
  writeFileSync(`${cacheDir}/lighthouse/results.json`, `${JSON.stringify({ loadBefore, loadAfter, rows }, null, 2)}\n`);
}

try {
  await main();
} finally {
  await closeAdminDb();
}
