import fc from "fast-check";
import { afterEach, expect, it } from "vitest";
import { formatPostDate } from "./format-date";

const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

it("formats dates in long US form", () => {
  expect(formatPostDate(new Date(Date.UTC(2025, 9, 3, 12)))).toBe("October 3, 2025");
});

it("writes the date in UTC whatever the time zone it runs in, as the server does", () => {
  const lateInLosAngeles = new Date("2025-10-03T02:30:00Z");
  for (const tz of ["America/Los_Angeles", "Asia/Tokyo", "UTC"]) {
    process.env.TZ = tz;
    expect(formatPostDate(lateInLosAngeles)).toBe("October 3, 2025");
  }
});

it("writes every date as Intl's long US format does in UTC", () => {
  const intl = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
  fc.assert(
    fc.property(
      fc.date({ min: new Date(Date.UTC(1970, 0, 1)), max: new Date(Date.UTC(2200, 0, 1)), noInvalidDate: true }),
      (date) => {
        expect(formatPostDate(date)).toBe(intl.format(date));
      },
    ),
  );
});
