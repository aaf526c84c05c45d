import { describe, expect, it, vi } from "vitest";
import {
  authoredPost,
  AUTHORED_POSTS_KEY,
  forgetAuthoredPost,
  postedAs,
  postedSignedOut,
  rememberAuthoredPost,
  rememberAuthoredReply,
  SIGNED_OUT,
  subscribeToAuthoredPosts,
} from "./authored-posts";

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
    rememberAuthoredPost(SIGNED_OUT, "a", { deleteToken: "token-a" }, storage);
    rememberAuthoredPost("uid-1", "b", {}, storage);
    expect(authoredPost("a", SIGNED_OUT, storage)).toEqual({ deleteToken: "token-a" });
    expect(authoredPost("b", "uid-1", storage)).toEqual({});
    expect(authoredPost("c", SIGNED_OUT, storage)).toBeNull();
    forgetAuthoredPost("a", storage);
    forgetAuthoredPost("b", storage);
    expect(authoredPost("a", SIGNED_OUT, storage)).toBeNull();
    expect(authoredPost("b", "uid-1", storage)).toBeNull();
  });

  it("says whether a person posted here, each for themselves; a reply alone is not a post", () => {
    const { storage } = memoryStorage();
    rememberAuthoredReply(SIGNED_OUT, "reply-1", storage);
    rememberAuthoredReply("uid-1", "reply-2", storage);
    expect(postedAs(SIGNED_OUT, storage)).toBe(false);
    expect(postedAs("uid-1", storage)).toBe(false);
    rememberAuthoredPost("uid-1", "named", {}, storage);
    expect(postedAs("uid-1", storage)).toBe(true);
    expect(postedAs("uid-2", storage)).toBe(false);
    expect(postedAs(SIGNED_OUT, storage)).toBe(false);
    rememberAuthoredPost(SIGNED_OUT, "anonymous", {}, storage);
    expect(postedAs(SIGNED_OUT, storage)).toBe(true);
  });

  it("says whether this browser remembers posts made signed out (an account's posts do not count)", () => {
    const { storage } = memoryStorage();
    expect(postedSignedOut(storage)).toBe(false);
    rememberAuthoredPost("uid-1", "named", {}, storage);
    expect(postedSignedOut(storage)).toBe(false);
    rememberAuthoredPost(SIGNED_OUT, "anonymous", {}, storage);
    expect(postedSignedOut(storage)).toBe(true);
    forgetAuthoredPost("anonymous", storage);
    expect(postedSignedOut(storage)).toBe(false);
  });

  it("keeps each account's list, and the signed-out browser's, apart: none is shown to another", () => {
    const { storage } = memoryStorage();
    rememberAuthoredPost("alice", "by-alice", {}, storage);
    rememberAuthoredPost(SIGNED_OUT, "signed-out", { deleteToken: "t" }, storage);
    for (const [post, owner] of [
      ["by-alice", "bob"],
      ["by-alice", SIGNED_OUT],
      ["signed-out", "alice"],
      ["signed-out", "bob"],
    ] as const) {
      expect(authoredPost(post, owner, storage)).toBeNull();
    }
    expect(authoredPost("by-alice", "alice", storage)).toEqual({});
  });

  it("keeps from the first version's shared list only the signed-out posts (their tokens), for the signed-out browser", () => {
    const { values, storage } = memoryStorage();
    values.set(AUTHORED_POSTS_KEY, JSON.stringify({ old: { deleteToken: "t" }, someones: {} }));
    expect(authoredPost("old", SIGNED_OUT, storage)).toEqual({ deleteToken: "t" });
    expect(authoredPost("someones", SIGNED_OUT, storage)).toBeNull();
    expect(authoredPost("someones", "anyone", storage)).toBeNull();
  });

  it("treats unreadable or blocked storage as remembering nothing", () => {
    const { values, storage } = memoryStorage();
    values.set(AUTHORED_POSTS_KEY, "not json");
    expect(authoredPost("a", SIGNED_OUT, storage)).toBeNull();
    const blocked = () => {
      throw new Error("SecurityError");
    };
    expect(authoredPost("a", SIGNED_OUT, blocked)).toBeNull();
    expect(() => rememberAuthoredPost(SIGNED_OUT, "a", {}, blocked)).not.toThrow();
  });

  it("tells every subscriber of a change in another tab through one storage listener", () => {
    const fakeWindow = new EventTarget();
    const added = vi.spyOn(fakeWindow, "addEventListener");
    const removed = vi.spyOn(fakeWindow, "removeEventListener");
    vi.stubGlobal("window", fakeWindow);
    try {
      const first = vi.fn();
      const second = vi.fn();
      const stopFirst = subscribeToAuthoredPosts(first);
      const stopSecond = subscribeToAuthoredPosts(second);
      fakeWindow.dispatchEvent(new Event("storage"));
      expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 1]);
      expect(added).toHaveBeenCalledTimes(1);

      stopFirst();
      fakeWindow.dispatchEvent(new Event("storage"));
      expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 2]);
      expect(removed).not.toHaveBeenCalled();
      stopSecond();
      expect(removed).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
