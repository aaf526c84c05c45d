import { expect, it } from "vitest";
import { forgetOwnPost, ownPostIds, rememberOwnPost } from "./own-posts";

it("remembers this tab's posts for ten minutes, or until forgotten", () => {
  const now = Date.UTC(2026, 0, 1);
  rememberOwnPost("old", now);
  rememberOwnPost("kept", now + 5 * 60_000);
  rememberOwnPost("listed", now + 5 * 60_000);
  forgetOwnPost("listed");
  expect(ownPostIds(now + 10 * 60_000)).toEqual(["old", "kept"]);
  expect(ownPostIds(now + 10 * 60_000 + 1)).toEqual(["kept"]);
  expect(ownPostIds(now + 16 * 60_000)).toEqual([]);
});
