import { describe, expect, it } from "vitest";
import { HOME_CACHE_CONTROL, HOME_CACHE_MS } from "./home-endpoint";
import {
  NEW_POST_NOTICE_MS,
  NEWEST_CACHE_CONTROL,
  NEWEST_POLL_MS,
  newerThan,
  newestAnswer,
  newPostNoticeBoundMs,
  pageTimes,
  sharedMaxAgeMs,
} from "./newest-endpoint";

const at = Date.UTC(2026, 10, 25, 12);

describe("/api/newest's answer", () => {
  it("carries a page's times as the newest's and offsets, and counts those newer than a time", () => {
    const millis = [at, at - 10_000, at - 20_000, at - 30_000];
    const answer = { newest: "d", total: 4, ...pageTimes(millis) };
    expect(answer).toEqual({ newest: "d", total: 4, at, before: [0, 10_000, 20_000, 30_000] });
    expect(newestAnswer.safeParse(answer).success).toBe(true);
    expect(newerThan(answer, at - 20_000, 25)).toEqual({ count: 2, complete: true });
    expect(newerThan(answer, at, 25)).toEqual({ count: 0, complete: true });
    expect(newerThan(answer, null, 25)).toEqual({ count: 4, complete: true });
    // A full page, all newer: more may lie beyond it.
    expect(newerThan(answer, at - 40_000, 4)).toEqual({ count: 4, complete: false });
  });

  it("has no count without times (an empty board, or an older function)", () => {
    expect(pageTimes([])).toEqual({});
    expect(newerThan({ newest: null, total: null }, at, 25)).toBeNull();
    expect(newestAnswer.safeParse({ newest: "x", total: 3 }).success).toBe(true);
  });

  it("refuses what is not an answer", () => {
    for (const value of [
      null,
      {},
      { newest: 1, total: 1 },
      { newest: "x", total: 1, at: -1 },
      { newest: "x", total: 1, at, before: [1.5] },
    ]) {
      expect(newestAnswer.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
  });

  it("stays small: a full page's answer is about 250 bytes", () => {
    const millis = Array.from({ length: 25 }, (_, index) => at - index * 10_123);
    const answer = { newest: "A".repeat(24), total: 1_234_567, ...pageTimes(millis) };
    expect(JSON.stringify(answer).length).toBeLessThan(300);
  });
});

describe("how soon an open tab hears of a new post", () => {
  it("within 10 s: the build, the CDN copy's age and the next poll add up to at most that", () => {
    expect(sharedMaxAgeMs(NEWEST_CACHE_CONTROL)).toBe(3_000);
    expect(NEWEST_POLL_MS).toBe(5_000);
    expect(newPostNoticeBoundMs()).toBeLessThanOrEqual(NEW_POST_NOTICE_MS);
    expect(NEW_POST_NOTICE_MS).toBe(10_000);
    // Browsers keep nothing: every poll asks the CDN.
    expect(NEWEST_CACHE_CONTROL).toMatch(/(^|, )max-age=0(,|$)/);
  });

  it("reads the CDN's lifetime from a Cache-Control value, and refuses one without it", () => {
    expect(sharedMaxAgeMs("public, max-age=0, s-maxage=5")).toBe(5_000);
    // What the tab waits for a copy of /api/home older than the poll's answer to expire.
    expect(sharedMaxAgeMs(HOME_CACHE_CONTROL)).toBe(HOME_CACHE_MS);
    expect(() => sharedMaxAgeMs("public, max-age=60")).toThrow();
  });
});
