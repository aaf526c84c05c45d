import { describe, expect, it } from "vitest";
import { hiddenByReportsReason } from "./reports";
import { isOwner, moderationOf, ownerHashesOf } from "./own-post";

describe("moderationOf", () => {
  it("tells a post that is up as visible", () => {
    expect(moderationOf({ title: "Up" })).toEqual({ state: "visible" });
  });

  it("tells auto-hide as reports, without the count of reporters", () => {
    expect(moderationOf({ hidden: true, hiddenReason: hiddenByReportsReason(3) })).toEqual({
      state: "hidden",
      by: "reports",
    });
  });

  it("tells a moderator's hide with the moderator's reason, and without one when none was stored", () => {
    expect(moderationOf({ hidden: true, hiddenReason: "Spam" })).toEqual({
      state: "hidden",
      by: "moderator",
      reason: "Spam",
    });
    expect(moderationOf({ hidden: true })).toEqual({ state: "hidden", by: "moderator" });
  });
});

describe("isOwner and ownerHashesOf", () => {
  const post = { authorUid: "uid-a", authorBrowser: "browser-key" };

  it("knows the account and the anonymous author key, and nobody else", () => {
    expect(isOwner(post, { uid: "uid-a" })).toBe(true);
    expect(isOwner(post, { uid: null, authorKey: "browser-key" })).toBe(true);
    expect(isOwner(post, { uid: "uid-b" })).toBe(false);
    expect(isOwner(post, { uid: null })).toBe(false);
    // A uid never matches an anonymous author key, nor the other way round.
    expect(isOwner({ authorBrowser: "uid-a" }, { uid: "uid-a" })).toBe(false);
    expect(isOwner({ ownerUid: "" }, { uid: "" })).toBe(false);
  });

  it("keeps hashes of the keys, never the keys", () => {
    const hashes = ownerHashesOf(post);
    expect(hashes).toHaveLength(2);
    expect(hashes.join()).not.toContain("uid-a");
    expect(hashes.join()).not.toContain("browser-key");
  });
});
