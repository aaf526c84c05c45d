import { afterEach, describe, expect, it, vi } from "vitest";
import { SEARCH_ENDPOINT, type SearchAnswer } from "@village/shared";
import { errorMessage, ReadRefused, refusalSentence } from "../../../lib/errors/error-message";
import { searchPage, searchUrl } from "./search-api";

afterEach(() => vi.unstubAllGlobals());

/** Answers each fetch with the next answer; records the addresses asked. */
function stubEndpoint(answers: unknown[]): string[] {
  const asked: string[] = [];
  vi.stubGlobal("fetch", (url: string) => {
    asked.push(url);
    return Promise.resolve(new Response(JSON.stringify(answers[asked.length - 1] ?? null)));
  });
  return asked;
}

const answer: SearchAnswer = {
  posts: [
    { postId: "p1", title: "A bench by the river path", author: "Ann", createdAt: "2026-01-01T00:00:00.123456789Z" },
  ],
  next: "2026-01-01T00:00:00.123456789Z/p1",
  scanned: 7,
};

describe("searchPage", () => {
  it("asks the search endpoint on the page's own origin, never Firestore, and reads its page", async () => {
    const asked = stubEndpoint([answer]);
    const page = await searchPage("  River BENCH ", null);
    // The canonical spelling the endpoint answers (words sorted, once each), never one it would redirect.
    expect(asked).toEqual([`${SEARCH_ENDPOINT}?q=bench+river`]);
    expect(page.posts.map((post) => [post.id, post.title, post.author])).toEqual([
      ["p1", "A bench by the river path", "Ann"],
    ]);
    expect(page.scanned).toBe(7);
    expect(page.next).not.toBeNull();
  });

  it("continues from the cursor the last page gave, exactly as it came", async () => {
    const asked = stubEndpoint([answer, { posts: [], next: null, scanned: 0 }]);
    const first = await searchPage("bench", null);
    const second = await searchPage("bench", first.next);
    expect(asked[1]).toBe(searchUrl("bench", first.next));
    expect(new URL(asked[1] ?? "", "http://site").searchParams.get("after")).toBe(answer.next);
    expect(second.next).toBeNull();
  });

  it("asks nothing for an empty term", async () => {
    const asked = stubEndpoint([]);
    expect(await searchPage("   ", null)).toEqual({ posts: [], next: null, scanned: 0 });
    expect(asked).toEqual([]);
  });

  it("fails, rather than showing an empty result, on an error or an answer of another shape", async () => {
    vi.stubGlobal("fetch", () => Promise.resolve(new Response("{}", { status: 503 })));
    await expect(searchPage("bench", null)).rejects.toThrow(/503/);
    stubEndpoint([{ posts: "none" }]);
    await expect(searchPage("bench", null)).rejects.toThrow(/something else/);
  });

  it("gives the page the endpoint's sentence when it refuses a search for coming too fast", async () => {
    const sentence = "You're searching too quickly. Please try again in 40 seconds.";
    vi.stubGlobal("fetch", () => Promise.resolve(new Response(JSON.stringify({ error: sentence }), { status: 429 })));
    const failure = await searchPage("bench", null).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ReadRefused);
    expect(refusalSentence(failure)).toBe(sentence);
    expect(errorMessage(failure)).toBe(sentence);
  });
});
