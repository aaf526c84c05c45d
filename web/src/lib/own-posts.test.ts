import { expect, it } from "vitest";
import { forgetOwnPost, forgetOwnPosts, ownPosts, rememberOwnPost } from "./own-posts";

const post = (postId: string) => ({ postId, title: postId, createdAt: "2026-01-01T00:00:00.000Z" });

it("remembers this tab's posts for ten minutes, or until forgotten", () => {
  const now = Date.UTC(2026, 0, 1);
  rememberOwnPost(post("old"), now);
  rememberOwnPost(post("kept"), now + 5 * 60_000);
  rememberOwnPost(post("listed"), now + 5 * 60_000);
  forgetOwnPost("listed");
  expect(ownPosts(now + 10 * 60_000)).toEqual([post("old"), post("kept")]);
  expect(ownPosts(now + 10 * 60_000 + 1)).toEqual([post("kept")]);
  expect(ownPosts(now + 16 * 60_000)).toEqual([]);
});

it("forgets every post of this tab at once ('Forget this browser')", () => {
  const now = Date.now();
  rememberOwnPost(post("a"), now);
  rememberOwnPost(post("b"), now);
  forgetOwnPosts();
  expect(ownPosts(now)).toEqual([]);
});
