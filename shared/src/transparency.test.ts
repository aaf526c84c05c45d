import { describe, expect, it } from "vitest";
import { LOG_ACTIONS, LOG_ACTORS, REPORT_REASON_LABELS, REPORT_REASONS } from "./moderation.js";
import {
  bucketedCount,
  FEWER_THAN_5,
  isReportMonth,
  monthRange,
  nextMonth,
  reportMonthOf,
  TRANSPARENCY_ROWS,
  TRANSPARENCY_SECTIONS,
  transparencyMonthAnswer,
  type LogLineKind,
} from "./transparency.js";
import { safeParse } from "./zod-mini.js";

describe("the transparency report's table", () => {
  it("says every count under 5, zero included, only as 'fewer than 5'", () => {
    expect([0, 1, 4].map(bucketedCount)).toEqual([FEWER_THAN_5, FEWER_THAN_5, FEWER_THAN_5]);
    expect([5, 6, 12_345].map(bucketedCount)).toEqual([5, 6, 12_345]);
  });

  it("gives each row its own id, and a row to every reason the report dialog offers, in its words", () => {
    const ids = TRANSPARENCY_ROWS.map(({ id }) => id);
    expect(new Set(ids).size).toBe(ids.length);
    const reasons = TRANSPARENCY_SECTIONS.find(({ heading }) => heading === "Reports by reason")?.rows ?? [];
    expect(reasons.map(({ label, source }) => [source.from === "reports" && source.reason, label])).toEqual(
      REPORT_REASONS.map((reason) => [reason, REPORT_REASON_LABELS[reason]]),
    );
  });

  it("counts each kind of log line in at most one row, and has a row for the kinds no row names", () => {
    const named = TRANSPARENCY_ROWS.flatMap(({ source }) => (source.from === "log" ? source.kinds : []));
    expect(new Set(named).size).toBe(named.length);
    const every: LogLineKind[] = LOG_ACTORS.flatMap((by) => LOG_ACTIONS.map((action) => `${by} ${action}` as const));
    for (const kind of named) expect(every).toContain(kind);
    expect(TRANSPARENCY_ROWS.filter(({ source }) => source.from === "log-unnamed")).toHaveLength(1);
  });

  it("counts months in UTC, each from its first instant to the next month's", () => {
    expect(monthRange("2026-12")).toEqual({
      start: new Date("2026-12-01T00:00:00.000Z"),
      end: new Date("2027-01-01T00:00:00.000Z"),
    });
    expect(reportMonthOf(new Date("2026-10-31T23:59:59.999Z"))).toBe("2026-10");
    expect(reportMonthOf(new Date("2026-11-01T00:00:00.000Z"))).toBe("2026-11");
    expect(nextMonth("2026-12")).toBe("2027-01");
    expect(["2026-13", "2026-00", "26-10", "2026-1"].filter(isReportMonth)).toEqual([]);
    expect(() => monthRange("2026-13")).toThrow();
  });

  it("reads a month's document only with bucketed cells: an exact small count is refused", () => {
    const month = { month: "2026-10", rows: { posts: 12, replies: FEWER_THAN_5 } };
    expect(safeParse(transparencyMonthAnswer, month).success).toBe(true);
    for (const bad of [3, 0, -1, 5.5, "7", "fewer than 3"]) {
      expect(safeParse(transparencyMonthAnswer, { ...month, rows: { posts: bad } }).success, String(bad)).toBe(false);
    }
    expect(safeParse(transparencyMonthAnswer, { ...month, month: "October" }).success).toBe(false);
  });
});
