import { describe, expect, it } from "vitest";
import { authoredPost, AUTHORED_POSTS_KEY, rememberAuthoredPost, SIGNED_OUT } from "./authored-posts";
import { forgetSignedOutPosts } from "./forget-signed-out-posts";

function memoryStorage() {
  const values = new Map<string, string>();
  const storage = {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
  return { values, storage: () => storage };
}

describe("forgetting the signed-out browser's posts at sign-in", () => {
  it("forgets the signed-out list (its identity ended) and keeps every account's", () => {
    const { storage } = memoryStorage();
    rememberAuthoredPost(SIGNED_OUT, "anonymous-one", {}, storage);
    rememberAuthoredPost("alice", "by-alice", {}, storage);
    forgetSignedOutPosts(storage);
    expect(authoredPost("anonymous-one", SIGNED_OUT, storage)).toBeNull();
    expect(authoredPost("by-alice", "alice", storage)).toEqual({});
    // What the browser signs out to next is a new identity: its posts are remembered afresh.
    rememberAuthoredPost(SIGNED_OUT, "anonymous-two", {}, storage);
    expect(authoredPost("anonymous-two", SIGNED_OUT, storage)).toEqual({});
  });

  it("leaves missing, foreign or broken storage alone", () => {
    const { values, storage } = memoryStorage();
    forgetSignedOutPosts(storage);
    expect(values.size).toBe(0);
    values.set(AUTHORED_POSTS_KEY, "not json");
    forgetSignedOutPosts(storage);
    expect(values.get(AUTHORED_POSTS_KEY)).toBe("not json");
    forgetSignedOutPosts(() => {
      throw new Error("blocked");
    });
  });
});
