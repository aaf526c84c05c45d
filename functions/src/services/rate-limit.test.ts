import { describe, expect, it } from "vitest";
import { decide, refusalMessage, waitInWords, type RateCounter } from "./rate-limit";

const allowance = { perMinute: 2, perDay: 3 };
const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1) + seconds * 1000);

function run(times: number[]) {
  let counter: RateCounter | null = null;
  return times.map((second) => {
    const decision = decide(counter, allowance, at(second));
    if (decision.allowed) counter = decision.next;
    return decision;
  });
}

describe("decide", () => {
  it("allows the per-minute allowance, then refuses until the minute is over", () => {
    const [first, second, third, fourth] = run([0, 10, 20, 61]);
    expect(first?.allowed).toBe(true);
    expect(second?.allowed).toBe(true);
    expect(third).toEqual({ allowed: false, window: "minute", retryAfterSeconds: 40 });
    expect(fourth?.allowed).toBe(true);
  });

  it("caps the day, whatever the minutes", () => {
    const decisions = run([0, 100, 200, 300]);
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false]);
    expect(decisions[3]).toMatchObject({ window: "day", retryAfterSeconds: 24 * 3600 - 300 });
  });

  it("starts a new day after 24 hours", () => {
    expect(run([0, 100, 200, 24 * 3600]).map((d) => d.allowed)).toEqual([true, true, true, true]);
  });
});

describe("the words a refused caller reads", () => {
  it("says when to try again", () => {
    expect(waitInWords(1)).toBe("in 1 second");
    expect(waitInWords(40)).toBe("in 40 seconds");
    expect(waitInWords(61)).toBe("in 2 minutes");
    expect(waitInWords(5 * 3600 - 10)).toBe("in 5 hours");
    expect(refusalMessage({ allowed: false, window: "minute", retryAfterSeconds: 40 }, allowance)).toBe(
      "You're posting too quickly. Please try again in 40 seconds.",
    );
    expect(refusalMessage({ allowed: false, window: "day", retryAfterSeconds: 7200 }, allowance)).toBe(
      "You've reached today's limit of 3 posts. Please try again in 2 hours.",
    );
  });
});
