import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { homeAnswer } from "./home-answer-schema";
import { isHomeAnswer } from "./home-endpoint";

const time = fc
  .date({ min: new Date("1970-01-01T00:00:00Z"), max: new Date("2200-01-01T00:00:00Z"), noInvalidDate: true })
  .chain((date) =>
    fc
      .integer({ min: 0, max: 999_999_999 })
      .map((nanos) => `${date.toISOString().slice(0, 19)}.${String(nanos).padStart(9, "0")}Z`),
  );
const post = fc.record(
  {
    postId: fc.oneof(fc.string({ minLength: 1 }), fc.constant(""), fc.integer()),
    title: fc.oneof(fc.string(), fc.integer()),
    details: fc.string(),
    link: fc.string(),
    author: fc.oneof(fc.string(), fc.constant(null)),
    createdAt: fc.oneof(time, fc.constant("2026-01-01"), fc.constant("not a time"), fc.date()),
  },
  { requiredKeys: [] },
);
const answer = fc.record(
  {
    total: fc.oneof(fc.nat(), fc.constant(null), fc.integer({ min: -5, max: -1 }), fc.double(), fc.string()),
    posts: fc.oneof(fc.array(post, { maxLength: 4 }), fc.constant(null), fc.string()),
  },
  { requiredKeys: [] },
);

describe("/api/home's answer", () => {
  it("the web's zod-free check and the function's zod schema agree on every value", () => {
    fc.assert(
      fc.property(fc.oneof(answer, fc.anything()), (value) => {
        expect(isHomeAnswer(value)).toBe(homeAnswer.safeParse(value).success);
      }),
      { numRuns: 2000 },
    );
  });

  it("accepts an empty board and a post's time to the nanosecond", () => {
    expect(isHomeAnswer({ total: 0, posts: [] })).toBe(true);
    expect(isHomeAnswer({ total: null, posts: [] })).toBe(true);
    const one = { total: 1, posts: [{ postId: "a", createdAt: "2026-01-01T00:00:00.123456789Z" }] };
    expect(isHomeAnswer(one)).toBe(true);
    expect(homeAnswer.safeParse(one).success).toBe(true);
  });
});
