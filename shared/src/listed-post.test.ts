import { describe, expect, it } from "vitest";
import { newestFirst, type ListPosition } from "./listed-post.js";

const ids = (positions: ListPosition[]) => [...positions].sort(newestFirst).map((position) => position.id);

describe("newestFirst, the list's one order", () => {
  it("puts the later time first, down to the nanosecond", () => {
    expect(
      ids([
        { millis: 1, id: "a" },
        { millis: 2, id: "b" },
      ]),
    ).toEqual(["b", "a"]);
    expect(
      ids([
        { millis: 5, nanos: 1, id: "a" },
        { millis: 5, nanos: 2, id: "b" },
        { millis: 5, id: "c" },
      ]),
    ).toEqual(["b", "a", "c"]);
  });

  it("at the same time puts the larger id first, ids ordered by code point as Firestore orders their bytes", () => {
    expect(
      ids([
        { millis: 1, id: "B" },
        { millis: 1, id: "a" },
        { millis: 1, id: "ab" },
      ]),
    ).toEqual(["ab", "a", "B"]);
    // UTF-16 would put U+FFFD after the astral U+1F600; UTF-8 bytes (and code points) put it before.
    expect(
      ids([
        { millis: 1, id: "\u{1F600}" },
        { millis: 1, id: "\uFFFD" },
      ]),
    ).toEqual(["\u{1F600}", "\uFFFD"]);
  });
});
