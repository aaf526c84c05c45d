// @vitest-environment happy-dom
// The server's markup of the home page is what the app's first render draws from the same answer: taken over
// (hydrateRoot) without a mismatch, and its first page is the one the list starts from.
import { act, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { HomeAnswer } from "@village/shared";
import { App } from "../app/App";
import { takeOverOrDraw } from "../app/take-over";
import { EXCERPT_CHARACTERS } from "../features/posts/excerpt";
import { renderedHome, setRenderedHome } from "../features/posts/rendered-home";
import { renderHomePage } from "./render";

// React's act() asks to be told it runs in a test (Testing Library, not used here, says so itself).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const LONG = "A long story about the village green, the market and the choir, told at some length. ".repeat(30);

const ANSWER: HomeAnswer = {
  total: 41,
  posts: [
    {
      postId: "long-one",
      title: "A long one",
      details: LONG,
      link: "https://example.org/green",
      author: "Ann",
      createdAt: "2025-10-03T02:30:00.123456789Z",
    },
    { postId: "short-one", title: "<b>Short</b> & $&", author: "Bo", createdAt: "2025-10-02T23:59:59.999999Z" },
  ],
};

afterEach(() => {
  setRenderedHome(null);
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

/** The page as the homeHtml function sends it (functions/src/services/home-page-html.ts), in this document. */
function serverPage(answer: HomeAnswer) {
  const page = renderHomePage(answer);
  document.body.innerHTML = `<div id="root" ${page.rootAttribute}>${page.root}</div>${page.data}`;
  const root = document.getElementById("root");
  if (!root) throw new Error("no #root");
  return { page, root };
}

describe("renderHomePage", () => {
  it("renders the first page: the count, each post's title, excerpt, link, author and UTC date", () => {
    const { page } = serverPage(ANSWER);
    expect(page.root).toContain("41<!-- --> result(s)");
    expect(page.root).toContain("Read more");
    expect(page.root).toContain("October 3, 2025");
    expect(page.root).toContain("October 2, 2025");
    expect(page.root).toContain("&lt;b&gt;Short&lt;/b&gt; &amp; $&amp;");
    expect(page.root).not.toContain(LONG);
  });

  it("carries each long post's excerpt only, marked as one, in its data", () => {
    const { page } = serverPage(ANSWER);
    const data = JSON.parse(/>([^<]*)<\/script>$/.exec(page.data)?.[1] ?? "") as HomeAnswer & {
      posts: { details?: string; excerpted?: boolean }[];
    };
    expect(data.posts[0]?.excerpted).toBe(true);
    expect(data.posts[0]?.details?.length).toBeLessThanOrEqual(EXCERPT_CHARACTERS + 1);
    expect(data.posts[1]).toEqual(ANSWER.posts[1]);
  });

  it("is taken over by the app's first render without a mismatch", async () => {
    const { root } = serverPage(ANSWER);
    const first = root.querySelector("[data-post-id]");
    const errors: unknown[] = [];
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => errors.push(args));
    expect(takeOverOrDraw(root, { pathname: "/", search: "" } as Location)).toBe("take-over");
    expect(renderedHome()?.posts.map((post) => post.id)).toEqual(["long-one", "short-one"]);
    await act(async () => {
      hydrateRoot(
        root,
        <StrictMode>
          <App />
        </StrictMode>,
        { onRecoverableError: (error) => errors.push(error) },
      );
      await Promise.resolve();
    });
    expect(errors).toEqual([]);
    // The very element the server drew, not a new one.
    expect(root.querySelector("[data-post-id]")).toBe(first);
  });

  it("draws afresh for a search, whose page the server does not render", () => {
    const { root } = serverPage(ANSWER);
    expect(takeOverOrDraw(root, { pathname: "/", search: "?q=green" } as Location)).toBe("draw");
  });
});
