import { describe, expect, it } from "vitest";
import { postIdKind, TAGGED_POST_ID_LENGTH, taggedPostId } from "./post-ids";

const KEY = "k".repeat(64);

describe("tagged post ids", () => {
  it("are the same for the same seed and key, of the tagged length, in a post id's alphabet", () => {
    const id = taggedPostId("scope:request", KEY);
    expect(taggedPostId("scope:request", KEY)).toBe(id);
    expect(id).toHaveLength(TAGGED_POST_ID_LENGTH);
    expect(id).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(postIdKind(id, KEY)).toBe("tagged");
  });

  it("tell a made-up id of the same shape (forged), and one minted under another key, from Village's", () => {
    const id = taggedPostId("scope:request", KEY);
    const otherTag = `${id.slice(0, -1)}${id.endsWith("A") ? "B" : "A"}`;
    expect(postIdKind(otherTag, KEY)).toBe("forged");
    expect(postIdKind(taggedPostId("scope:request", "x".repeat(64)), KEY)).toBe("forged");
    expect(postIdKind("a".repeat(TAGGED_POST_ID_LENGTH), KEY)).toBe("forged");
    // Not the post id's alphabet (the contracts refuse it first): still forged, never a crash.
    expect(postIdKind(`${"a".repeat(18)}éééééééé`, KEY)).toBe("forged");
  });

  it("call every other shape untagged: ids from before the tag (24), Firestore's (20), a UUID", () => {
    for (const id of [
      "AbCdEfGhIjKlMnOpQrStUvWx",
      "AbCdEfGhIjKlMnOpQrSt",
      "0b5e7c1a-9d1c-4e53-8d55-3f0e2e3b8a11",
      "x",
    ]) {
      expect(postIdKind(id, KEY), id).toBe("untagged");
    }
  });

  it("let a guessed tag pass about once in 2^48: none of 10,000 made-up ids passes", () => {
    let passed = 0;
    for (let n = 0; n < 10_000; n++) {
      const body = n.toString(36).padStart(18, "0");
      if (postIdKind(`${body}AAAAAAAA`, KEY) === "tagged") passed++;
    }
    expect(passed).toBe(0);
  });
});
