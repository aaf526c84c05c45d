import { describe, expect, it } from "vitest";
import { emulatorPostIdKey } from "../../test/support/post-ids";
import { postIdKind, taggedPostId } from "../../functions/src/lib/post-ids";
import { sampleId } from "./seed.mjs";

describe("the sample posts' ids", () => {
  it("are tagged as the emulator's functions tag theirs, so their pages are rendered by the server", () => {
    for (const seed of ["a", "sample-1", "0b5e7c1a-9d1c-4e53-8d55-3f0e2e3b8a11"]) {
      expect(sampleId(seed)).toBe(taggedPostId(seed, emulatorPostIdKey()));
      expect(postIdKind(sampleId(seed), emulatorPostIdKey())).toBe("tagged");
    }
  });
});
