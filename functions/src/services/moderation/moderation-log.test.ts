import { describe, expect, it } from "vitest";
import { logTime } from "./moderation-log";

const AT = new Date("2026-11-25T14:37:12.345Z");
const HOUR_START = Date.parse("2026-11-25T14:00:00Z");

describe("logTime", () => {
  it("is an instant in the clock hour of the action, never after it", () => {
    expect(logTime(AT, () => 0).toMillis()).toBe(HOUR_START);
    expect(logTime(AT, () => 0.999999999).toMillis()).toBe(AT.getTime());
    for (let draw = 0; draw < 200; draw++) {
      const at = logTime(AT).toMillis();
      expect(at).toBeGreaterThanOrEqual(HOUR_START);
      expect(at).toBeLessThanOrEqual(AT.getTime());
    }
  });

  it("gives the lines of one action their own times", () => {
    const times = new Set(Array.from({ length: 20 }, () => logTime(AT).toMillis()));
    expect(times.size).toBeGreaterThan(15);
  });
});
