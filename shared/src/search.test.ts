import { describe, expect, it } from "vitest";
import { isExactLookup, lookupKeyFor, matchesSearch, searchKeysFor } from "./search.js";

describe("searchKeysFor", () => {
  it("holds every 1-3 character substring of each field, lower-cased", () => {
    expect(searchKeysFor({ title: "AbC" })).toEqual(["a", "ab", "abc", "b", "bc", "c"]);
  });

  it("does not join fields, so no key spans two of them", () => {
    const keys = searchKeysFor({ title: "ab", link: "cd" });
    expect(keys).not.toContain("bc");
    expect(keys).toContain("cd");
  });

  it("counts an emoji as one character", () => {
    expect(searchKeysFor({ title: "a😀" })).toEqual(["a", "a😀", "😀"].sort());
  });
});

describe("lookupKeyFor", () => {
  it("uses short terms as they are", () => {
    expect(lookupKeyFor(" Ga ")).toBe("ga");
    expect(lookupKeyFor("")).toBeNull();
  });

  it("picks the rarest trigram of a longer term, which is always one of the term's own", () => {
    expect(lookupKeyFor("the zebra")).toBe("zeb");
    const term = "galaga night";
    const key = lookupKeyFor(term);
    expect(key).not.toBeNull();
    expect(term.includes(key ?? "")).toBe(true);
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

  it("finds every key a matching term would be looked up by", () => {
    for (const term of ["a", "ga", "gal", "galaga", "alien monsters", "com/x"]) {
      expect(matchesSearch(post, term)).toBe(true);
      expect(searchKeysFor(post)).toContain(lookupKeyFor(term));
    }
  });
});
