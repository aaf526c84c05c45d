// @vitest-environment happy-dom
// The server's markup of the home page (and of a post's page) is what the app's first render draws from the
// same data: taken over (hydrateRoot) without a mismatch, the list (the page) starting from that data.
import { act, StrictMode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { HomeAnswer, ListedReply, SearchAnswer } from "@village/shared";
import { App, preloadPage } from "../app/App";
import { ServerRendered } from "../components/ServerRendered";
import { takeOverOrDraw } from "../app/take-over";
import { EXCERPT_CHARACTERS } from "../features/posts/excerpt";
import { readRouteData, renderedData, type RenderedData } from "../lib/route-data/rendered-route";
import { renderRoute } from "./render";

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

/** The roots a test took over, unmounted after it: a root left mounted would follow the next test's address. */
const roots: Root[] = [];

afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

/**
 * Takes `root` over as main.tsx does; resolves to what React said of a mismatch (its hydration warnings and
 * recoverable errors), not to the session's failure to start here, where no Firebase config is set.
 */
async function hydrationErrors(root: HTMLElement, rendered: RenderedData): Promise<unknown[]> {
  const errors: unknown[] = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    if (/hydrat/i.test(String(args[0]))) errors.push(args);
  });
  await act(async () => {
    roots.push(
      hydrateRoot(
        root,
        <ServerRendered>
          <StrictMode>
            <App rendered={rendered} />
          </StrictMode>
        </ServerRendered>,
        { onRecoverableError: (error) => errors.push(error) },
      ),
    );
    await Promise.resolve();
  });
  return errors;
}

/** The page as the homeHtml function sends it (functions/src/services/pages/home-page-html.ts), in this document. */
async function serverPage(answer: HomeAnswer) {
  const page = await renderRoute({ route: "home", data: answer });
  document.body.innerHTML = `<div id="root" ${page.rootAttribute}>${page.root}</div>${page.data}`;
  const root = document.getElementById("root");
  if (!root) throw new Error("no #root");
  return { page, root };
}

describe("renderRoute with the home list's first page", () => {
  it("renders the first page: the count, each post's title, excerpt, link, author and UTC date", async () => {
    const { page } = await serverPage(ANSWER);
    expect(page.rootAttribute).toBe('data-rendered="home"');
    expect(page.root).toContain("41<!-- --> result(s)");
    expect(page.root).toContain("Read more");
    expect(page.root).toContain("October 3, 2025");
    expect(page.root).toContain("October 2, 2025");
    expect(page.root).toContain("&lt;b&gt;Short&lt;/b&gt; &amp; $&amp;");
    expect(page.root).not.toContain(LONG);
  });

  it("carries each long post's excerpt only, marked as one, in its data", async () => {
    const { page } = await serverPage(ANSWER);
    const { data } = JSON.parse(/>([^<]*)<\/script>$/.exec(page.data)?.[1] ?? "") as {
      data: HomeAnswer & { posts: { details?: string; excerpted?: boolean }[] };
    };
    expect(data.posts[0]?.excerpted).toBe(true);
    expect(data.posts[0]?.details?.length).toBeLessThanOrEqual(EXCERPT_CHARACTERS + 1);
    expect(data.posts[1]).toEqual(ANSWER.posts[1]);
  });

  it("is taken over by the app's first render without a mismatch", async () => {
    const { root } = await serverPage(ANSWER);
    const first = root.querySelector("[data-post-id]");
    const rendered = renderedData(readRouteData(document));
    expect(rendered.current()?.route).toBe("home");
    expect(takeOverOrDraw(root, rendered, { pathname: "/", search: "" } as Location)).toBe("take-over");
    expect(await hydrationErrors(root, rendered)).toEqual([]);
    // The very element the server drew, not a new one, and the list drawn from the data in the page.
    expect(root.querySelector("[data-post-id]")).toBe(first);
    expect([...root.querySelectorAll("[data-post-id]")].map((post) => post.getAttribute("data-post-id"))).toEqual([
      "long-one",
      "short-one",
    ]);
    // Handed over once: the list opened again later reads afresh.
    expect(rendered.current()).toBeNull();
  });

  it("draws afresh for a search, whose page the server does not render", async () => {
    const { root } = await serverPage(ANSWER);
    expect(
      takeOverOrDraw(root, renderedData(readRouteData(document)), { pathname: "/", search: "?q=green" } as Location),
    ).toBe("draw");
  });
});

describe("renderRoute with a shared search link's results or a page of older posts (decision 0110)", () => {
  /** Renders `data` into this document as homeHtml sends it, at `address` (the page's URL). */
  async function at(address: string, data: Parameters<typeof renderRoute>[0]) {
    const page = await renderRoute(data);
    document.body.innerHTML = `<div id="root" ${page.rootAttribute}>${page.root}</div>${page.data}`;
    window.history.replaceState(null, "", address);
    const root = document.getElementById("root");
    if (!root) throw new Error("no #root");
    return { page, root, rendered: renderedData(readRouteData(document)) };
  }

  afterEach(() => window.history.replaceState(null, "", "/"));

  const ids = (root: HTMLElement) =>
    [...root.querySelectorAll("[data-post-id]")].map((post) => post.getAttribute("data-post-id"));

  it("draws a search's results and its box as the server did, and the app takes them over", async () => {
    const search: SearchAnswer = { posts: ANSWER.posts.slice(0, 1), next: null, scanned: 12 };
    const { page, root, rendered } = await at("/?q=village+green", {
      route: "search",
      term: "village green",
      data: search,
    });
    expect(page.rootAttribute).toBe('data-rendered="search"');
    expect(page.root).toMatch(/<input[^>]*id="site-search"[^>]*value="village green"/);
    expect(page.root).toContain("result(s)");
    expect(takeOverOrDraw(root, rendered, window.location)).toBe("take-over");
    expect(await hydrationErrors(root, rendered)).toEqual([]);
    expect(ids(root)).toEqual(["long-one"]);
    // Another term in the address: the app draws its own search instead.
    const other = await at("/?q=choir", { route: "search", term: "village green", data: search });
    expect(takeOverOrDraw(other.root, other.rendered, window.location)).toBe("draw");
  });

  it("draws a page of older posts, and the app takes it over", async () => {
    const before = "2025-10-04T00:00:00.000000000Z/newer-one";
    const address = `/?${new URLSearchParams({ before }).toString()}`;
    const { page, root, rendered } = await at(address, { route: "home", data: ANSWER, before });
    expect(page.root).toContain("41<!-- --> result(s)");
    expect(takeOverOrDraw(root, rendered, window.location)).toBe("take-over");
    expect(await hydrationErrors(root, rendered)).toEqual([]);
    expect(ids(root)).toEqual(["long-one", "short-one"]);
    // The data of another cursor than the address's: drawn afresh.
    const other = await at("/?before=x%2Fy", { route: "home", data: ANSWER, before });
    expect(takeOverOrDraw(other.root, other.rendered, window.location)).toBe("draw");
  });
});

describe("renderRoute with a post", () => {
  const POST = {
    postId: "a-post",
    title: "Benches by the <river> & $&",
    details: `${LONG}\n\nA second paragraph.`,
    link: "https://example.org/benches",
    author: "Cy",
    createdAt: "2025-10-03T02:30:00.123456789Z",
  };

  afterEach(() => {
    window.history.replaceState(null, "", "/");
  });

  const REPLIES: ListedReply<string>[] = [
    {
      replyId: "r1",
      postId: "a-post",
      text: "Yes <please>,\nby the willows: https://example.org/willows",
      author: "Anonymous Heron",
      createdAt: "2025-10-03T03:00:00.000001Z",
    },
    {
      replyId: "r2",
      postId: "a-post",
      text: "Thank you!",
      author: "Cy",
      byPostAuthor: true,
      createdAt: "2025-10-03T04:00:00Z",
    },
  ];

  /** The page as the postPage function sends it (functions/src/services/pages/post-page-html.ts), in this document. */
  async function serverPostPage(replies: ListedReply<string>[] | null = REPLIES) {
    const page = await renderRoute({ route: "post", data: POST, ...(replies && { replies }) });
    document.body.innerHTML = `<div id="root" ${page.rootAttribute}>${page.root}</div>${page.data}`;
    const root = document.getElementById("root");
    if (!root) throw new Error("no #root");
    return { page, root };
  }

  it("renders the whole post as its page shows it, with its UTC date, and nothing to share yet", async () => {
    const { page } = await serverPostPage();
    expect(page.rootAttribute).toBe('data-rendered="post"');
    expect(page.root).toContain("<h1");
    expect(page.root).toContain("Benches by the &lt;river&gt; &amp; $&amp;");
    expect(page.root).toContain("A second paragraph.");
    expect(page.root).not.toContain("Read more<");
    expect(page.root).toContain("October 3, 2025");
    expect(page.root).toContain("Copy link");
    // Whether the browser can share is known only in it.
    expect(page.root).not.toContain("Share…");
    expect(page.data).not.toContain("<river>");
  });

  it("renders the thread under the post, oldest first: names, the author's mark, times, text with safe links", async () => {
    const { page, root } = await serverPostPage();
    expect(root.querySelector("#replies-heading")?.textContent).toBe("Replies (2)");
    const replies = [...root.querySelectorAll("#replies-heading ~ ol > li")].map((reply) => reply.textContent);
    expect(replies).toHaveLength(2);
    expect(replies[0]).toContain("Anonymous Heron • Replied on October 3, 2025 at 3:00 AM UTC");
    expect(replies[0]).toContain("Yes <please>,\nby the willows");
    expect(replies[1]).toMatch(/^Cy author • Replied on/);
    const link = root.querySelector<HTMLAnchorElement>("#replies-heading ~ ol a");
    expect(link?.getAttribute("href")).toBe("https://example.org/willows");
    expect(link?.rel).toBe("noopener noreferrer nofollow ugc");
    // Escaped in the markup and in the data.
    expect(page.root).not.toContain("<please>");
    expect(page.data).not.toContain("<please>");
    expect(root.querySelector("textarea")?.labels[0]?.textContent).toContain("Your reply");
  });

  it("says calmly when a thread has no replies yet", async () => {
    const { root } = await serverPostPage([]);
    expect(root.querySelector("#replies-heading")?.textContent).toBe("Replies");
    expect(root.textContent).toContain("No replies yet.");
    expect(root.querySelectorAll("#replies-heading ~ ol > li")).toHaveLength(0);
  });

  it("refuses a post it cannot place (no valid time)", async () => {
    await expect(renderRoute({ route: "post", data: { ...POST, createdAt: "yesterday" } })).rejects.toThrow();
  });

  it("is taken over by the app's first render without a mismatch, and without reading the post again", async () => {
    window.history.replaceState(null, "", "/p/a-post");
    const { root } = await serverPostPage();
    const heading = root.querySelector("h1");
    const reads = vi.spyOn(globalThis, "fetch");
    const rendered = renderedData(readRouteData(document));
    expect(takeOverOrDraw(root, rendered, window.location)).toBe("take-over");
    await preloadPage("/p/a-post");
    expect(await hydrationErrors(root, rendered)).toEqual([]);
    expect(root.querySelector("h1")).toBe(heading);
    expect(heading?.textContent).toBe(POST.title);
    // Handed over once: the page opened again later reads the post afresh.
    expect(rendered.current()).toBeNull();
    const asked = reads.mock.calls.map(([input]) => (input instanceof Request ? input.url : input.toString()));
    expect(asked.filter((url) => url.includes("a-post"))).toEqual([]);
    expect(root.querySelectorAll("#replies-heading ~ ol > li")).toHaveLength(2);
  });

  it("reads the thread itself (one query of the post's replies) when the page came without it", async () => {
    window.history.replaceState(null, "", "/p/a-post");
    const { root } = await serverPostPage(null);
    expect(root.textContent).toContain("Loading replies…");
    const reads = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(() => Promise.resolve(new Response("[]", { status: 200 })));
    const rendered = renderedData(readRouteData(document));
    await preloadPage("/p/a-post");
    expect(await hydrationErrors(root, rendered)).toEqual([]);
    const asked = reads.mock.calls.map(([input]) => (input instanceof Request ? input.url : input.toString()));
    expect(asked.filter((url) => url.includes("a-post"))).toEqual([
      expect.stringMatching(/\/documents\/posts\/a-post:runQuery/),
    ]);
    expect(root.textContent).toContain("No replies yet.");
  });

  it("draws afresh at an address that is not the rendered post's", async () => {
    window.history.replaceState(null, "", "/p/another-post");
    const { root } = await serverPostPage();
    expect(takeOverOrDraw(root, renderedData(readRouteData(document)), window.location)).toBe("draw");
  });
});
