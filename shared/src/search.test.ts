import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { adversarialPost, distinctCjk } from "../../test/support/adversarial-post";
import { limitsBroken, measureDocument } from "./firestore-limits.js";
import { listedPostFor } from "./listed-post.js";
import {
  canonicalSearchTerm,
  isExactLookup,
  lookupKeyFor,
  matchesSearch,
  MAX_SEARCH_KEYS,
  searchIndexEntryFor,
  searchKeysFor,
  searchWordsOf,
} from "./search.js";

describe("searchKeysFor", () => {
  it("holds every 1-3 character substring of each field, lower-cased", () => {
    expect(searchKeysFor({ title: "AbC" })).toEqual(["a", "ab", "abc", "b", "bc", "c"]);
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
    for (const term of ["zebra", distinctCjk(3, 600), distinctCjk(3, 1_300)]) {
      expect(keys).toContain(lookupKeyFor(term));
    }
    // Past the cap: the end of the text and the link are not indexed.
    expect(keys).not.toContain(distinctCjk(3, 1_400));
    expect(keys).not.toContain("onl");
  });

  it("counts an emoji as one character", () => {
    expect(searchKeysFor({ title: "a😀" })).toEqual(["a", "a😀", "😀"].sort());
  });
});

describe("lookupKeyFor", () => {
  it("uses a short term as it is", () => {
    expect(lookupKeyFor(" Ga ")).toBe("ga");
    expect(lookupKeyFor("")).toBeNull();
    expect(lookupKeyFor("   ")).toBeNull();
  });

  it("asks for the trigram of rarest letters, of any word, before any shorter key", () => {
    expect(lookupKeyFor("the zebra")).toBe("zeb");
    expect(lookupKeyFor("a river bench")).toBe("riv");
    expect(lookupKeyFor("bench a river")).toBe("riv");
    expect(lookupKeyFor("go by")).toBe("by");
  });

  it("tells when the index alone decides a match", () => {
    expect(isExactLookup("abc")).toBe(true);
    expect(isExactLookup("abcd")).toBe(false);
    expect(isExactLookup("ab cd")).toBe(false);
    expect(isExactLookup("abc ab")).toBe(true);
  });
});

describe("searchWordsOf", () => {
  it("splits at any white space, lower-cases, and keeps each word once", () => {
    expect(searchWordsOf("  River\tbench\n river ")).toEqual(["river", "bench"]);
    expect(searchWordsOf("")).toEqual([]);
  });

  it("leaves out a word another word holds", () => {
    expect(searchWordsOf("riv river iver")).toEqual(["river"]);
  });
});

describe("canonicalSearchTerm", () => {
  it("spells every form of one search the same way", () => {
    const spellings = ["river bench", "bench river", "  BENCH\tRiver ", "river bench riv", "River  BENCH bench"];
    expect(new Set(spellings.map(canonicalSearchTerm))).toEqual(new Set(["bench river"]));
    expect(canonicalSearchTerm("   ")).toBe("");
  });

  it("is its own canonical term, and finds what the term finds, for any text", () => {
    const post = { title: "A bench by the river", details: "İstanbul ﬁsh Σίσυφος", link: "https://x.example" };
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 30 }), (term) => {
        const canonical = canonicalSearchTerm(term);
        if (canonical === null) return;
        expect(canonicalSearchTerm(canonical)).toBe(canonical);
        expect(matchesSearch(post, canonical)).toBe(matchesSearch(post, term));
        expect(lookupKeyFor(canonical)).toBe(lookupKeyFor(term));
      }),
      { numRuns: 2_000 },
    );
    for (const term of ["İSTANBUL", "ΣΊΣΥΦΟΣ", "ﬁsh", "Å Å"]) {
      const canonical = canonicalSearchTerm(term) ?? "";
      expect(canonicalSearchTerm(canonical), term).toBe(canonical);
    }
    // Found by the property above on CI: keys the locale's collation calls equal, in either word order.
    const notes = "\u{1D159}\u{1D160} \u{1D161}";
    expect(lookupKeyFor(canonicalSearchTerm(notes) ?? "")).toBe(lookupKeyFor(notes));
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

  it("stores the key any matching term is looked up by, so the index never misses a match", () => {
    const keys = searchKeysFor(post);
    for (const term of ["a", "ga", "gal", "galaga", "alien monsters", "com/x", "PLAY GAL", "monsters galaga /x"]) {
      expect(matchesSearch(post, term)).toBe(true);
      expect(keys).toContain(lookupKeyFor(term));
    }
  });

  it("finds a post holding every word of several, in any order and any field", () => {
    const bench = { title: "A bench by the river path", details: "Shade in summer", link: "https://example.com/p" };
    expect(matchesSearch(bench, "river bench")).toBe(true);
    expect(matchesSearch(bench, "bench river")).toBe(true);
    expect(matchesSearch(bench, "RIVER  shade example")).toBe(true);
    expect(matchesSearch(bench, "river lake")).toBe(false);
    // Substrings, not stems: a plural the post does not hold is not found.
    expect(matchesSearch(bench, "benches")).toBe(false);
    expect(matchesSearch(bench, "ben riv")).toBe(true);
  });

  it("still finds a phrase's words when the phrase itself is not in the post", () => {
    expect(matchesSearch({ title: "river, then a bench" }, "bench river")).toBe(true);
  });
});

describe("the heaviest post the anonymous form accepts", () => {
  it("makes an index entry well within Firestore's limits, at most MAX_SEARCH_KEYS keys", () => {
    const post = adversarialPost();
    const entry = searchIndexEntryFor(listedPostFor("p", post, new Date()));
    expect(entry.keys).toHaveLength(MAX_SEARCH_KEYS);
    expect(limitsBroken("searchIndex/p", entry)).toEqual([]);
    const measure = measureDocument("searchIndex/p", entry);
    expect(measure.indexEntriesAtMost).toBeLessThanOrEqual(2 * MAX_SEARCH_KEYS + 20);
    expect(measure.bytes).toBeLessThan(100 * 1024);
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
      keys: ["a", "ab", "b", "c"],
    });
    expect(entryFor("p2", { text: "x", link: "y", title: 7 })).toEqual({
      postId: "p2",
      details: "x",
      link: "y",
      createdAt: at,
      keys: ["x", "y"],
    });
  });
});
