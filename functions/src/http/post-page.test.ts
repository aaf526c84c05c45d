import { describe, expect, it } from "vitest";
import { postIdOf } from "./post-page";

describe("postIdOf", () => {
  it("reads the id of /p/{id}", () => {
    expect(postIdOf("/p/abc_DEF-123")).toBe("abc_DEF-123");
    expect(postIdOf("/p/abc/")).toBe("abc");
  });

  it("is null for paths that cannot name a post", () => {
    for (const path of [
      "/p/",
      "/p/a/b",
      "/p/__name__",
      "/p/with%20space",
      "/p/%E0%A4%A",
      "/p/a%2Fb",
      "/x/abc",
      `/p/${"x".repeat(65)}`,
    ]) {
      expect(postIdOf(path), path).toBeNull();
    }
  });
});
