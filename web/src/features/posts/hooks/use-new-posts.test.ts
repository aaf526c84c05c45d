import { describe, expect, it } from "vitest";
import { PAGE_SIZE } from "@village/shared";
import type { Post } from "../api/post";
import { newerPosts } from "./use-new-posts";

const post = (id: string, minute: number): Post => ({
  id,
  title: id,
  details: "",
  link: "",
  author: "anonymous",
  createdAt: new Date(Date.UTC(2026, 0, 1, 0, minute)),
});

const home = (posts: Post[]) => ({ posts, next: null, total: posts.length });

describe("newerPosts", () => {
  it("takes exactly the posts above the newest one shown, even at the same time", () => {
    const shown = post("b", 5);
    const result = newerPosts(home([post("d", 6), post("c", 5), shown, post("a", 4)]), shown);
    expect(result).toEqual({ posts: [post("d", 6), post("c", 5)], complete: true });
  });

  it("finds nothing new when the newest shown is still the newest", () => {
    const shown = post("b", 5);
    expect(newerPosts(home([shown, post("a", 4)]), shown).posts).toEqual([]);
  });

  it("falls back to time when the newest shown has left the page, and says when more may lie beyond", () => {
    const shown = post("gone", 10);
    expect(newerPosts(home([post("n", 12), post("m", 11), post("old", 9)]), shown)).toEqual({
      posts: [post("n", 12), post("m", 11)],
      complete: true,
    });
    const allNewer = Array.from({ length: PAGE_SIZE }, (_, index) => post(`n${index}`, 100 - index));
    expect(newerPosts(home(allNewer), shown)).toEqual({ posts: allNewer, complete: false });
  });

  it("offers every post when none was shown, complete when the page is not full", () => {
    const posts = [post("b", 2), post("a", 1)];
    expect(newerPosts(home(posts), null)).toEqual({ posts, complete: true });
  });
});
