import fc from "fast-check";
import { expect, it } from "vitest";
import { formatPostDate, formatTimeOfDay } from "./post-date";

it("formats dates in long US form", () => {
  expect(formatPostDate(new Date(2025, 9, 3, 12))).toBe("October 3, 2025");
});

it("writes every date as Intl's long US format does, in the same time zone", () => {
  const intl = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric" });
  const utc = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
  fc.assert(
    fc.property(
      fc.date({ min: new Date(Date.UTC(1970, 0, 1)), max: new Date(Date.UTC(2200, 0, 1)), noInvalidDate: true }),
      (date) => {
        expect(formatPostDate(date)).toBe(intl.format(date));
        expect(formatPostDate(date, "UTC")).toBe(utc.format(date));
      },
    ),
  );
});

it("writes the time of day as Intl's US short time does (with a plain space), UTC said as such", () => {
  const intl = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" });
  const utc = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: "UTC" });
  const plain = (text: string) => text.replace(/\s/gu, " ");
  expect(formatTimeOfDay(new Date(2025, 9, 3, 0, 5))).toBe("12:05 AM");
  expect(formatTimeOfDay(new Date(2025, 9, 3, 12, 0))).toBe("12:00 PM");
  expect(formatTimeOfDay(new Date(Date.UTC(2025, 9, 3, 14, 7)), "UTC")).toBe("2:07 PM UTC");
  fc.assert(
    fc.property(
      fc.date({ min: new Date(Date.UTC(1970, 0, 1)), max: new Date(Date.UTC(2200, 0, 1)), noInvalidDate: true }),
      (date) => {
        expect(formatTimeOfDay(date)).toBe(plain(intl.format(date)));
        expect(formatTimeOfDay(date, "UTC")).toBe(`${plain(utc.format(date))} UTC`);
      },
    ),
  );
});
