import { expect, it } from "vitest";
import { formatPostDate } from "./format-date";

it("formats dates in long US form", () => {
  expect(formatPostDate(new Date(2025, 9, 3, 12))).toBe("October 3, 2025");
});
