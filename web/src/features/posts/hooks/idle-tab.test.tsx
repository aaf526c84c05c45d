// @vitest-environment happy-dom
// The idle-tab benchmark (`npm run bench -- --idle-tab` prints its figures): the real poll (`useNewPosts`, its
// `fetch` of `/api/newest` and `/api/home`) on a fake clock, for an hour of page time while a post arrives
// every 10 s. The site is simulated as production has it: the home builder writes the home document when a
// post's second is over (plus the build), and a busy CDN node refreshes its copy of each endpoint every
// `s-maxage` from it, so a tab is handed a copy of any age up to that. Every request the tab makes is counted:
// to the site's endpoints (and their bytes) and to Firestore (any other address), which must stay at zero.
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  HOME_CACHE_CONTROL,
  HOME_ENDPOINT,
  NEWEST_CACHE_CONTROL,
  NEWEST_ENDPOINT,
  NEW_POST_NOTICE_MS,
  PAGE_SIZE,
  pageTimes,
  type HomeAnswer,
  type NewestAnswer,
} from "@village/shared";
import type { Post } from "../api/post";
import { POLL_MS, useNewPosts } from "./use-new-posts";

const HOUR_MS = 60 * 60_000;
const POST_EVERY_MS = 10_000;
/** A build runs once its second is over; the emulator measures a build in tens of ms, production more. */
const BUILD_MS = 500;
const sMaxAge = (header: string) => Number(/s-maxage=(\d+)/.exec(header)?.[1]) * 1000;

interface Stored {
  id: string;
  title: string;
  details: string;
  at: number;
}

/** A board that posts every 10 s from `start`, and what its home document and a CDN node hold at any time. */
function board(start: number, firstPostAfter: number) {
  const old: Stored[] = Array.from({ length: PAGE_SIZE }, (_, index) =>
    post(`old-${index}`, start - (index + 1) * 60_000),
  );
  const fresh: Stored[] = [];
  for (let at = start + firstPostAfter; at < start + HOUR_MS; at += POST_EVERY_MS)
    fresh.push(post(`new-${fresh.length}`, at));
  const builtAt = (stored: Stored) => (Math.floor(stored.at / 1000) + 1) * 1000 + BUILD_MS;
  /** The home document's newest page at `time`: the posts built by then, newest first. */
  const page = (time: number) =>
    [...old, ...fresh.filter((stored) => builtAt(stored) <= time)].sort((a, b) => b.at - a.at).slice(0, PAGE_SIZE);
  const total = (time: number) => old.length + fresh.filter((stored) => builtAt(stored) <= time).length;
  /** When a busy CDN node last refreshed its copy of an endpoint kept `keep` ms (its phase: `phase`). */
  const copyTime = (time: number, keep: number, phase: number) => time - ((((time - phase) % keep) + keep) % keep);
  return { old, fresh, page, total, copyTime };
}

function post(id: string, at: number): Stored {
  return { id, title: `A post titled ${id}`, details: "Some details of a realistic length. ".repeat(8), at };
}

const asPost = (stored: Stored): Post => ({
  id: stored.id,
  title: stored.title,
  details: stored.details,
  link: "",
  author: "anonymous",
  createdAt: new Date(stored.at),
});

interface Figures {
  firestore: number;
  polls: number;
  pollBytes: number;
  homeReads: number;
  homeBytes: number;
  /** How many times the reader showed new posts (each one `/api/home` read, two when its copy was older). */
  takes: number;
  /** For each post: ms from its write to the notice that counts it (or to its being shown, if sooner). */
  lags: number[];
  /** The notice's count at the end (the idle tab). */
  count: number;
  more: boolean;
}

/**
 * An hour of page time. `keepUp`: the reader shows the new posts each time the notice appears (so every post's
 * notice is timed); otherwise the tab is left alone.
 */
async function hour(keepUp: boolean, phases = { newest: 1_700, home: 3_100, post: 3_000 }): Promise<Figures> {
  const start = Date.UTC(2026, 10, 25, 12);
  vi.useFakeTimers({ now: start, toFake: ["setInterval", "clearInterval", "setTimeout", "clearTimeout", "Date"] });
  const site = board(start, phases.post);
  const figures: Figures = {
    firestore: 0,
    polls: 0,
    pollBytes: 0,
    homeReads: 0,
    homeBytes: 0,
    takes: 0,
    lags: [],
    count: 0,
    more: false,
  };
  vi.stubGlobal("fetch", (url: string) => {
    const now = Date.now();
    if (url === NEWEST_ENDPOINT) {
      const time = site.copyTime(now, sMaxAge(NEWEST_CACHE_CONTROL), phases.newest);
      const page = site.page(time);
      const answer: NewestAnswer = {
        newest: page[0]?.id ?? null,
        total: site.total(time),
        ...pageTimes(page.map((stored) => stored.at)),
      };
      const body = JSON.stringify(answer);
      figures.polls++;
      figures.pollBytes += body.length;
      return Promise.resolve(new Response(body, { status: 200 }));
    }
    if (url === HOME_ENDPOINT) {
      const time = site.copyTime(now, sMaxAge(HOME_CACHE_CONTROL), phases.home);
      const answer: HomeAnswer = {
        total: site.total(time),
        posts: site.page(time).map((stored) => ({
          postId: stored.id,
          title: stored.title,
          details: stored.details,
          author: "anonymous",
          createdAt: new Date(stored.at).toISOString(),
        })),
      };
      const body = JSON.stringify(answer);
      figures.homeReads++;
      figures.homeBytes += body.length;
      return Promise.resolve(new Response(body, { status: 200 }));
    }
    figures.firestore++;
    return Promise.resolve(new Response("{}", { status: 500 }));
  });

  let shown = asPost(site.old[0] as Stored);
  const { result, rerender } = renderHook(({ newest }) => useNewPosts(true, newest), {
    initialProps: { newest: shown },
  });
  const announced = new Set<string>();
  // A reader is followed a minute past the hour, until the last posts are announced.
  for (let elapsed = 0; elapsed < HOUR_MS + (keepUp ? 60_000 : 0); elapsed += 1000) {
    await act(() => vi.advanceTimersByTimeAsync(1000));
    const { count } = result.current;
    if (count === 0) continue;
    // The notice counts the `count` posts after the newest shown, as the answer listed them.
    const waiting = site.fresh.filter((stored) => stored.at > shown.createdAt.getTime()).slice(0, count);
    for (const stored of waiting) {
      if (announced.has(stored.id)) continue;
      announced.add(stored.id);
      figures.lags.push(Date.now() - stored.at);
    }
    if (!keepUp) continue;
    // A copy of `/api/home` older than the poll's answer is read again once it expires: time goes on meanwhile.
    let newer: Awaited<ReturnType<typeof result.current.take>> | undefined;
    figures.takes++;
    const taking = result.current.take().then((read) => (newer = read));
    await act(() => vi.advanceTimersByTimeAsync(0));
    while (newer === undefined) await act(() => vi.advanceTimersByTimeAsync(1000));
    await taking;
    expect(newer?.complete).toBe(true);
    // `/api/home` may be fresher than the poll's answer: posts it adds reach the reader now, with the rest.
    for (const shownPost of newer?.posts ?? []) {
      if (announced.has(shownPost.id)) continue;
      announced.add(shownPost.id);
      figures.lags.push(Date.now() - shownPost.createdAt.getTime());
    }
    shown = newer?.posts[0] ?? shown;
    act(() => result.current.clear());
    rerender({ newest: shown });
  }
  figures.count = result.current.count;
  figures.more = !result.current.complete;
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  return figures;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// An hour of fake time is a few seconds of real work, more on a busy machine (npm test runs this tier beside
// the emulators): a generous limit, which measures nothing.
describe("an idle tab on a busy board (a post every 10 s), an hour of page time", { timeout: 60_000 }, () => {
  it("makes no Firestore request and downloads at most 180 KB of answers, polling every 5 s", async () => {
    const idle = await hour(false);
    expect(idle.firestore).toBe(0);
    expect(idle.polls).toBe(HOUR_MS / POLL_MS);
    expect(idle.homeReads).toBe(0);
    // About 223 bytes an answer (docs/scale.md, "What an idle tab costs").
    expect(idle.pollBytes).toBeLessThanOrEqual(180_000);
    // Still announcing: a full page of new posts, and more beyond it.
    expect([idle.count, idle.more]).toEqual([PAGE_SIZE, true]);
    report("idle", idle);
  });

  it("announces every post within 10 s to a reader who keeps up, through the CDN only", async () => {
    const lags: number[] = [];
    let reader: Figures | undefined;
    // Several phases of the posts and of the CDN nodes' refreshes against the tab's polls.
    for (const phases of [
      { newest: 1_700, home: 3_100, post: 3_000 },
      { newest: 0, home: 0, post: 0 },
      { newest: 4_900, home: 2_500, post: 8_700 },
      { newest: 2_300, home: 4_400, post: 6_100 },
      { newest: 3_600, home: 1_200, post: 1_400 },
      { newest: 800, home: 3_900, post: 9_900 },
    ]) {
      reader = await hour(true, phases);
      expect(reader.firestore).toBe(0);
      expect(reader.lags).toHaveLength(360);
      lags.push(...reader.lags);
    }
    expect(Math.max(...lags)).toBeLessThanOrEqual(NEW_POST_NOTICE_MS);
    if (reader) report("keeping up", reader, lags);
  });
});

function report(mode: string, figures: Figures, lags = figures.lags) {
  if (!process.env.IDLE_TAB_REPORT) return;
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.info(
    `[idle-tab] ${mode}: Firestore requests ${figures.firestore}; /api/newest ${figures.polls} requests, ` +
      `${figures.pollBytes} bytes (${Math.round(figures.pollBytes / figures.polls)} per answer); ` +
      `/api/home ${figures.homeReads} requests for ${figures.takes} shows, ${figures.homeBytes} bytes; ` +
      `notice lag over ${lags.length} posts: p50 ${seconds(percentile(lags, 50))}, p95 ${seconds(percentile(lags, 95))}, ` +
      `max ${seconds(Math.max(...lags))}`,
  );
}
