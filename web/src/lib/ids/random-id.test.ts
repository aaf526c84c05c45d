import { describe, expect, it } from "vitest";
import { requestIdField } from "@village/shared";
import { randomId } from "./random-id";

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("randomId", () => {
  it("uses crypto.randomUUID where the browser has it", () => {
    const id = randomId();
    expect(id).toMatch(V4);
    expect(requestIdField.safeParse(id).success).toBe(true);
  });

  it("builds a version-4 UUID from random bytes where randomUUID is missing (an insecure context)", () => {
    const getRandomValues = crypto.getRandomValues.bind(crypto);
    const ids = Array.from({ length: 200 }, () => randomId({ getRandomValues }));
    for (const id of ids) {
      expect(id).toMatch(V4);
      expect(requestIdField.safeParse(id).success).toBe(true);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("sets the version and variant bits whatever the random bytes are", () => {
    const allOnes: Crypto["getRandomValues"] = (array) => {
      if (array instanceof Uint8Array) array.fill(0xff);
      return array;
    };
    const allZeros: Crypto["getRandomValues"] = (array) => array;
    expect(randomId({ getRandomValues: allOnes })).toBe("ffffffff-ffff-4fff-bfff-ffffffffffff");
    expect(randomId({ getRandomValues: allZeros })).toBe("00000000-0000-4000-8000-000000000000");
  });
});
