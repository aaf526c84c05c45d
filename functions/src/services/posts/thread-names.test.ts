import { describe, expect, it } from "vitest";
import { candidateName, PROBE_WIDTH, threadIdentity, threadWordIndex } from "./thread-names";
import { THREAD_WORDS } from "./thread-words";

const KEY = "k".repeat(32);

describe("the thread words", () => {
  it("are at least 256 distinct, short, capitalised words, Heron among them", () => {
    expect(THREAD_WORDS.length).toBeGreaterThanOrEqual(256);
    expect(new Set(THREAD_WORDS.map((word) => word.toLowerCase())).size).toBe(THREAD_WORDS.length);
    for (const word of THREAD_WORDS) expect(word).toMatch(/^[A-Z][a-z]{1,11}$/);
    expect(THREAD_WORDS).toContain("Heron");
  });
});

describe("per-thread names", () => {
  it("keys an identity per thread: the same in one thread, unrelated between threads and identities", () => {
    expect(threadIdentity("uid-a", "post-1", KEY)).toBe(threadIdentity("uid-a", "post-1", KEY));
    const keys = ["post-1", "post-2", "post-3"].flatMap((post) =>
      ["uid-a", "uid-b"].map((uid) => threadIdentity(uid, post, KEY)),
    );
    expect(new Set(keys).size).toBe(keys.length);
    expect(threadIdentity("uid-a", "post-1", "other".repeat(8))).not.toBe(threadIdentity("uid-a", "post-1", KEY));
  });

  it("starts each identity at its own hashed word, spread over the whole list", () => {
    const starts = new Set(Array.from({ length: 2000 }, (_, index) => threadWordIndex(`uid-${index}`, "post-1", KEY)));
    for (const start of starts) expect(start).toBeLessThan(THREAD_WORDS.length);
    // 2,000 identities land on nearly every one of 288 words.
    expect(starts.size).toBeGreaterThan(THREAD_WORDS.length * 0.95);
  });

  it("probes forward PROBE_WIDTH words, then the same words numbered, wrapping past the list's end", () => {
    const last = THREAD_WORDS.length - 1;
    const word = (index: number) => THREAD_WORDS[index] ?? "";
    expect(candidateName(last, 0)).toEqual({ id: word(last).toLowerCase(), name: `Anonymous ${word(last)}` });
    expect(candidateName(last, 1)).toEqual({ id: word(0).toLowerCase(), name: `Anonymous ${word(0)}` });
    expect(candidateName(last, PROBE_WIDTH)).toEqual({
      id: `${word(last).toLowerCase()}-2`,
      name: `Anonymous ${word(last)} 2`,
    });
    expect(candidateName(0, 3 * PROBE_WIDTH + 2).name).toBe(`Anonymous ${word(2)} 4`);
  });
});
