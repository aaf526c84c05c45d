// @vitest-environment happy-dom
// The list kept with a history entry is read back through its schema: what was kept comes back as it was,
// Dates included; an entry kept by another version of the app, or altered, reads as nothing kept.
import { afterEach, describe, expect, it } from "vitest";
import { initialPaged } from "../../hooks/reads/paged-read-reducer";
import type { Cursor, Post } from "./api/post";
import type { ListState } from "./hooks/use-paged-posts";
import { keepAnchor, keepList, keptAnchor, keptList } from "./list-memory";

const post = (id: string): Post => ({
  id,
  title: `Title ${id}`,
  details: "",
  link: "",
  author: "anonymous",
  createdAt: new Date(Date.UTC(2026, 0, 1, 12)),
  ...(id === "a" && { excerpted: true as const }),
});

const list = (term: string): ListState => ({
  ...initialPaged<Post, Cursor>(term),
  generation: 3,
  first: "ready",
  items: [post("a"), post("b")],
  next: "2026-01-01T12:00:00.000000000Z/b",
  total: 40,
});

afterEach(() => window.history.replaceState(null, ""));

describe("the list kept with a history entry", () => {
  it("comes back as it was kept, its posts' dates as Dates, never mid-read", () => {
    window.history.replaceState({ router: "kept" }, "");
    keepList(list(""));
    keepAnchor({ postId: "b", offset: 12 });
    const back = keptList("");
    expect(back).toEqual({ ...list(""), generation: 0, more: "idle" });
    expect(back?.items?.[0]?.createdAt).toBeInstanceOf(Date);
    expect(keptAnchor()).toEqual({ postId: "b", offset: 12 });
    // What else the entry holds stays as it was.
    expect((window.history.state as { router?: string }).router).toBe("kept");
  });

  it("is another term's list for no term but its own", () => {
    keepList(list("tools"));
    expect(keptList("")).toBeNull();
    expect(keptList("tools")?.items).toHaveLength(2);
  });

  it("reads as nothing kept when the entry holds another version's list, or an altered one", () => {
    keepList(list(""));
    const state = window.history.state as { villageHomeList: { list: ListState } };
    window.history.replaceState({ villageHomeList: { ...state.villageHomeList, version: 1 } }, "");
    expect(keptList("")).toBeNull();
    const altered = { ...state.villageHomeList.list, items: [{ id: "x", createdAt: "not a date" }] };
    window.history.replaceState({ villageHomeList: { version: 2, list: altered } }, "");
    expect(keptList("")).toBeNull();
    window.history.replaceState("not an object", "");
    expect(keptList("")).toBeNull();
  });
});
