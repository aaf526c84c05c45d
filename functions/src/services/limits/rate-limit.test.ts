import { describe, expect, it } from "vitest";
import {
  DAY_MS,
  dailyLimitMessage,
  MINUTE_MS,
  secondsUntil,
  tooQuicklyMessage,
  waitInWords,
  windowOf,
} from "./rate-limit";

const at = (iso: string) => new Date(iso);

describe("windows", () => {
  it("align minutes and days to the clock", () => {
    expect(windowOf(at("2026-01-01T10:20:30.500Z"), MINUTE_MS).start).toEqual(at("2026-01-01T10:20:00Z"));
    expect(windowOf(at("2026-01-01T10:20:30.500Z"), DAY_MS).end).toEqual(at("2026-01-02T00:00:00Z"));
  });

  it("give the same window to times within it and the next one after", () => {
    const a = windowOf(at("2026-01-01T10:20:00Z"), MINUTE_MS).index;
    expect(windowOf(at("2026-01-01T10:20:59.999Z"), MINUTE_MS).index).toBe(a);
    expect(windowOf(at("2026-01-01T10:21:00Z"), MINUTE_MS).index).toBe(a + 1);
  });

  it("count whole seconds to wait, at least one", () => {
    expect(secondsUntil(at("2026-01-01T10:21:00Z"), at("2026-01-01T10:20:20.100Z"))).toBe(40);
    expect(secondsUntil(at("2026-01-01T10:21:00Z"), at("2026-01-01T10:21:00Z"))).toBe(1);
  });
});

describe("the words a refused caller reads", () => {
  it("say when to try again", () => {
    expect(waitInWords(1)).toBe("in 1 second");
    expect(waitInWords(61)).toBe("in 2 minutes");
    expect(waitInWords(5 * 3600 - 10)).toBe("in 5 hours");
    expect(tooQuicklyMessage(at("2026-01-01T10:20:20Z"))).toBe(
      "You're posting too quickly. Please try again in 40 seconds.",
    );
    expect(dailyLimitMessage(at("2026-01-01T22:00:00Z"), { perMinute: 5, perDay: 50 })).toBe(
      "You've reached today's limit of 50 posts. Please try again in 2 hours.",
    );
  });
});

describe("a configured window", () => {
  it("counts the wait to the end of its own window, not the minute's", () => {
    const hour = 60 * MINUTE_MS;
    expect(tooQuicklyMessage(at("2026-01-01T10:20:20Z"), "caller", hour)).toBe(
      "You're posting too quickly. Please try again in 40 minutes.",
    );
    expect(windowOf(at("2026-01-01T10:20:20Z"), hour).start).toEqual(at("2026-01-01T10:00:00Z"));
  });
});

describe("the words a caller refused for its network's allowance reads", () => {
  it("say it is the network's allowance, and when to try again", () => {
    expect(tooQuicklyMessage(at("2026-01-01T10:20:20Z"), "network")).toBe(
      "Too many posts are coming from your network right now. Please try again in 40 seconds.",
    );
    expect(dailyLimitMessage(at("2026-01-01T22:00:00Z"), { perMinute: 10, perDay: 100 }, "network")).toBe(
      "Your network has reached today's limit of 100 posts. Please try again in 2 hours.",
    );
  });
});
