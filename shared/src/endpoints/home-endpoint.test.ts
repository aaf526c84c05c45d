import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { listedPostFields } from "../documents/public-post";
import { homeAnswer } from "./home-endpoint";

// The stored listed post's fields (full zod, documents/public-post.ts) with the time as the endpoint sends it:
// what the wire schema (zod/mini, read-schemas.ts) must accept, no more and no less.
const fromStoredFields = z.object({
  total: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).nullable(),
  posts: z.array(listedPostFields(z.iso.datetime({ offset: false, local: false }))),
});
const accepts = (value: unknown) => homeAnswer.safeParse(value).success;

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
  it("the wire schema and the stored document's fields agree on every value", () => {
    fc.assert(
      fc.property(fc.oneof(answer, fc.anything()), (value) => {
        expect(accepts(value)).toBe(fromStoredFields.safeParse(value).success);
      }),
      { numRuns: 2000 },
    );
  });

  it("accepts an empty board and a post's time to the nanosecond", () => {
    expect(accepts({ total: 0, posts: [] })).toBe(true);
    expect(accepts({ total: null, posts: [] })).toBe(true);
    const one = { total: 1, posts: [{ postId: "a", createdAt: "2026-01-01T00:00:00.123456789Z" }] };
    expect(accepts(one)).toBe(true);
  });
});
