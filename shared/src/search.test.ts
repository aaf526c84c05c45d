import { describe, expect, it } from "vitest";
import { adversarialPost, distinctCjk } from "../../test/support/adversarial-post";
import { limitsBroken, measureDocument } from "./firestore-limits.js";
import { listedPostFor } from "./listed-post.js";
import {
  isExactLookup,
  lookupKeysFor,
  matchesSearch,
  MAX_LOOKUP_KEYS,
  MAX_SEARCH_KEYS,
  searchIndexEntryFor,
  searchIndexIdFor,
  searchKeyMapFor,
  searchKeysFor,
} from "./search.js";

describe("searchKeysFor", () => {
  it("holds every 1-3 character substring of each field, lower-cased", () => {
    expect(searchKeysFor({ title: "AbC" })).toEqual(["a", "ab", "abc", "b", "bc", "c"]);
    expect(searchKeyMapFor({ title: "Ab" })).toEqual({ a: true, ab: true, b: true });
  });

  it("does not join fields, so no key spans two of them", () => {
    const keys = searchKeysFor({ title: "ab", link: "cd" });
    expect(keys).not.toContain("bc");
    expect(keys).toContain("cd");
  });

  it("stops at MAX_SEARCH_KEYS, keeping the title's keys and the text's first part", () => {
    const post = { title: "Zebra", details: distinctCjk(5_000), link: "https://example.com/only-in-link" };
    const keys = searchKeysFor(post);
    expect(keys).toHaveLength(MAX_SEARCH_KEYS);
    for (const term of ["zebra", distinctCjk(3, 2_000), distinctCjk(3, 2_900)]) {
      for (const key of lookupKeysFor(term)) expect(keys).toContain(key);
    }
    // Past the cap: the end of the text and the link are not indexed.
    expect(keys).not.toContain(distinctCjk(3, 4_990));
    expect(keys).not.toContain("onl");
  });

  it("counts an emoji as one character", () => {
    expect(searchKeysFor({ title: "a😀" })).toEqual(["a", "a😀", "😀"].sort());
  });
});

describe("lookupKeysFor", () => {
  it("uses short terms as they are", () => {
    expect(lookupKeysFor(" Ga ")).toEqual(["ga"]);
    expect(lookupKeysFor("")).toEqual([]);
  });

  it("asks for the term's own trigrams, rarest first, at most a few", () => {
    expect(lookupKeysFor("the zebra")[0]).toBe("zeb");
    const keys = lookupKeysFor("a long term with many different trigrams");
    expect(keys.length).toBe(MAX_LOOKUP_KEYS);
    for (const key of keys) expect("a long term with many different trigrams".includes(key)).toBe(true);
  });

  it("tells when the index alone decides a match", () => {
    expect(isExactLookup("abc")).toBe(true);
    expect(isExactLookup("abcd")).toBe(false);
  });
});

describe("matchesSearch", () => {
  const post = { title: "Play Galaga", details: "fun game with alien monsters", link: "https://example.com/x" };

  it("matches a case-insensitive substring of title, details or link", () => {
    expect(matchesSearch(post, "GALAGA")).toBe(true);
    expect(matchesSearch(post, "alien mon")).toBe(true);
    expect(matchesSearch(post, "example.com")).toBe(true);
    expect(matchesSearch(post, "pacman")).toBe(false);
  });

  it("matches everything for an empty term", () => {
    expect(matchesSearch(post, "  ")).toBe(true);
  });

  it("stores every key a matching term is looked up by, so the index never misses a match", () => {
    const keys = searchKeysFor(post);
    for (const term of ["a", "ga", "gal", "galaga", "alien monsters", "com/x", "PLAY GAL"]) {
      expect(matchesSearch(post, term)).toBe(true);
      for (const key of lookupKeysFor(term)) expect(keys).toContain(key);
    }
  });
});

describe("the heaviest post the anonymous form accepts", () => {
  it("makes an index entry well within Firestore's limits", () => {
    const post = adversarialPost();
    const entry = searchIndexEntryFor(listedPostFor("p", post, new Date()));
    expect(limitsBroken("searchIndex/0000000000000_p", entry)).toEqual([]);
    expect(measureDocument("searchIndex/0000000000000_p", entry).fields).toBeLessThanOrEqual(MAX_SEARCH_KEYS + 10);
  });
});

describe("searchIndexIdFor", () => {
  it("sorts newer posts first, then by post id", () => {
    const older = searchIndexIdFor(Date.UTC(2025, 0, 1), "b");
    const newer = searchIndexIdFor(Date.UTC(2026, 0, 1), "a");
    const sameTime = searchIndexIdFor(Date.UTC(2026, 0, 1), "c");
    expect([older, sameTime, newer].sort()).toEqual([newer, sameTime, older]);
  });
});

describe("searchIndexEntryFor", () => {
  it("keeps the shown fields, details from either field name, and the keys of all of them", () => {
    const at = new Date(Date.UTC(2026, 0, 1));
    const entryFor = (postId: string, post: Record<string, unknown>) =>
      searchIndexEntryFor(listedPostFor(postId, post, at));
    expect(entryFor("p1", { title: "Ab", "suggestion details": "c", author: "Ann", rand: 0.5 })).toEqual({
      postId: "p1",
      title: "Ab",
      details: "c",
      author: "Ann",
      createdAt: at,
      k: { a: true, ab: true, b: true, c: true },
    });
    expect(entryFor("p2", { text: "x", link: "y", title: 7 })).toEqual({
      postId: "p2",
      details: "x",
      link: "y",
      createdAt: at,
      k: { x: true, y: true },
    });
  });
});
