import fc from "fast-check";
import { expect, it } from "vitest";
import { formatPostDate } from "./format-date";

it("formats dates in long US form", () => {
  expect(formatPostDate(new Date(2025, 9, 3, 12))).toBe("October 3, 2025");
});

it("writes every date as Intl's long US format does, in the same time zone", () => {
  const intl = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric" });
  fc.assert(
    fc.property(
      fc.date({ min: new Date(Date.UTC(1970, 0, 1)), max: new Date(Date.UTC(2200, 0, 1)), noInvalidDate: true }),
      (date) => {
        expect(formatPostDate(date)).toBe(intl.format(date));
      },
    ),
  );
});
