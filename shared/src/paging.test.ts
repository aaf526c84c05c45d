import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { cursorOf, cursorValue, nanoTime, opaqueCursor, placeOf } from "./paging";

const time = fc
  .date({ min: new Date("1970-01-01T00:00:00Z"), max: new Date("2200-01-01T00:00:00Z"), noInvalidDate: true })
  .chain((date) =>
    fc
      .string({ unit: fc.constantFrom("0", "1", "2", "3", "4", "5", "6", "7", "8", "9"), maxLength: 9 })
      .map((digits) => `${date.toISOString().slice(0, 19)}${digits === "" ? "" : `.${digits}`}Z`),
  );
const postId = fc.string({ minLength: 1, maxLength: 40 }).filter((id) => !id.includes("/"));

describe("the lists' cursor", () => {
  it("names the place it was made from, its time to the nanosecond, for any time and id", () => {
    fc.assert(
      fc.property(time, postId, (at, id) => {
        const place = placeOf(cursorOf({ time: at, postId: id }));
        expect(place?.postId).toBe(id);
        // The same instant, written to nine digits (Firestore's microseconds, the endpoints' nanoseconds).
        expect(place?.time).toBe(nanoTime(at));
        expect(place?.time).toMatch(/\.\d{9}Z$/);
        expect(Date.parse(place?.time ?? "")).toBe(Date.parse(at));
      }),
    );
  });

  it("names no place for text that is not one of its cursors", () => {
    for (const text of [
      "",
      "x",
      "2026-01-01T00:00:00Z/p",
      "2026-01-01T00:00:00.000000000Z/",
      "2026-13-01T00:00:00.000000000Z/p",
      "2026-01-01T00:00:00.000000000Z/a/b",
    ])
      expect(placeOf(text), text).toBeNull();
  });
});

describe("a callable's opaque cursor", () => {
  const schema = z.object({ seconds: z.number().int(), id: z.string() });

  it("is base64url JSON, as the functions wrote it with Buffer, and reads back through its schema", () => {
    fc.assert(
      fc.property(fc.integer(), fc.string(), (seconds, id) => {
        const text = opaqueCursor({ seconds, id });
        expect(text).toBe(Buffer.from(JSON.stringify({ seconds, id })).toString("base64url"));
        expect(cursorValue(text, schema)).toEqual({ seconds, id });
      }),
    );
  });

  it("reads nothing from text that is not one, or holds another shape", () => {
    expect(cursorValue("not base64!", schema)).toBeNull();
    expect(cursorValue(opaqueCursor({ seconds: 1.5, id: "a" }), schema)).toBeNull();
    expect(cursorValue(Buffer.from("[1,").toString("base64url"), schema)).toBeNull();
  });
});
