import { afterEach, describe, expect, it } from "vitest";
import { addressHashKey } from "./limits-config";

// A secret parameter's value is what the platform (or the emulator, from functions/.secret.local) puts in the
// environment under its name.
const saved = process.env.ADDRESS_HASH_KEY;
afterEach(() => {
  if (saved === undefined) delete process.env.ADDRESS_HASH_KEY;
  else process.env.ADDRESS_HASH_KEY = saved;
});

describe("addressHashKey", () => {
  it("is the secret's value, without the newline a piped value brings", () => {
    process.env.ADDRESS_HASH_KEY = `${"a1".repeat(20)}\n`;
    expect(addressHashKey()).toBe("a1".repeat(20));
  });

  it("refuses to hash addresses with a missing or short key, which would make them easy to recover", () => {
    for (const value of [undefined, "", "short", "x".repeat(31)]) {
      if (value === undefined) delete process.env.ADDRESS_HASH_KEY;
      else process.env.ADDRESS_HASH_KEY = value;
      expect(() => addressHashKey()).toThrow(/ADDRESS_HASH_KEY is missing or shorter than 32 characters/);
    }
  });
});
