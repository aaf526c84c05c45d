import { describe, expect, it } from "vitest";
import { FIRESTORE_LIMITS, limitsBroken, measureDocument } from "./firestore-limits.js";

describe("measureDocument", () => {
  it("sizes a document as Firestore's storage rules do", () => {
    // Name: "posts" (6) + "abc" (4) + 16. Fields: "title" (6) + "Hé" (4), "n" (2) + 8, "ok" (3) + 1, "at" (3) + 8.
    const measure = measureDocument("posts/abc", { title: "Hé", n: 1.5, ok: true, at: new Date(0) });
    expect(measure.bytes).toBe(26 + 10 + 10 + 4 + 11 + 32);
    expect(measure.fields).toBe(4);
  });

  it("counts a map and each of its fields, and arrays element by element", () => {
    const measure = measureDocument("a/b", { k: { x: true, y: true }, list: [{ z: 1 }, "s"] });
    // k, k.x, k.y, list, list[0].z
    expect(measure.fields).toBe(5);
    expect(measure.indexEntriesAtMost).toBe(2 * 5 + 2 * 2);
    // Name: "a" (2) + "b" (2) + 16. "k" (2) + "x" (2) + 1 + "y" (2) + 1; "list" (5) + "z" (2) + 8 + "s" (2).
    expect(measure.bytes).toBe(20 + 8 + 17 + 32);
  });
});

describe("limitsBroken", () => {
  it("names each limit a document breaks, and nothing for one within them", () => {
    expect(limitsBroken("a/b", { title: "fine" })).toEqual([]);
    const manyFields = {
      k: Object.fromEntries(Array.from({ length: FIRESTORE_LIMITS.fields }, (_, i) => [`f${i}`, true])),
    };
    expect(limitsBroken("a/b", manyFields)).toEqual([
      `${FIRESTORE_LIMITS.fields + 1} fields`,
      "up to 40002 index entries",
    ]);
    expect(limitsBroken("a/b", { text: "x".repeat(FIRESTORE_LIMITS.bytes) })).toEqual([
      `${20 + 5 + FIRESTORE_LIMITS.bytes + 1 + 32} bytes`,
    ]);
  });
});
