import { describe, expect, it, vi } from "vitest";
import {
  authoredPost,
  AUTHORED_POSTS_KEY,
  forgetAuthoredPost,
  rememberAuthoredPost,
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
