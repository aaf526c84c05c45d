import { describe, expect, it } from "vitest";
import { authoredPost, AUTHORED_POSTS_KEY, forgetAuthoredPost, rememberAuthoredPost } from "./authored-posts";

function memoryStorage() {
  const values = new Map<string, string>();
  const storage = {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
  return { values, storage: () => storage };
}

describe("authored posts", () => {
  it("remembers a signed-out post with its token and a signed-in one without, and forgets on delete", () => {
    const { storage } = memoryStorage();
    rememberAuthoredPost("a", { deleteToken: "token-a" }, storage);
    rememberAuthoredPost("b", {}, storage);
    expect(authoredPost("a", storage)).toEqual({ deleteToken: "token-a" });
    expect(authoredPost("b", storage)).toEqual({});
    expect(authoredPost("c", storage)).toBeNull();
    forgetAuthoredPost("a", storage);
    expect(authoredPost("a", storage)).toBeNull();
  });

  it("treats unreadable or blocked storage as remembering nothing", () => {
    const { values, storage } = memoryStorage();
    values.set(AUTHORED_POSTS_KEY, "not json");
    expect(authoredPost("a", storage)).toBeNull();
    const blocked = () => {
      throw new Error("SecurityError");
    };
    expect(authoredPost("a", blocked)).toBeNull();
    expect(() => rememberAuthoredPost("a", {}, blocked)).not.toThrow();
  });
});
