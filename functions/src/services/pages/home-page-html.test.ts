import { afterEach, describe, expect, it, vi } from "vitest";
import { shellPage, type PageShell, type RenderedPage } from "@village/shared";
import { homeResponse } from "./home-page-html.js";
import { renderedPageHtml } from "./rendered-page-html.js";

/** The home page's shell as the build cuts it (web/page-shell.ts), in small. */
const SHELL: PageShell = {
  head: "<!doctype html><html><head>",
  homePreload: '\n    <link rel="preload" href="/api/home" as="fetch" crossorigin="anonymous" />',
  title: "\n    <title>Village</title>",
  siteTags: '\n    <meta property="og:title" content="Village" />\n    ',
  appScripts: '<script type="module" crossorigin src="/assets/index-a.js"></script>',
  beforeRoot: "\n  </head><body>\n    ",
  root: ["\n      <header>shell</header><main>", "skeleton</main>\n      "],
  afterRoot: ["\n    ", "</body></html>"],
  styleHashes: [],
};
const AS_BUILT = shellPage(SHELL);

const PAGE: RenderedPage = {
  rootAttribute: 'data-rendered="home"',
  root: "<main>A post that costs $&amp; and $' and $1</main>",
  data: '<script type="application/json" id="route-data">{"route":"home","data":{"total":1}}</script>',
};

describe("renderedPageHtml (the home page)", () => {
  it("puts the rendered page in #root, exactly, and the answer after it, without the preload", () => {
    const html = renderedPageHtml(SHELL, PAGE);
    expect(html).toContain(`<div id="root" data-rendered="home">${PAGE.root}</div>${PAGE.data}\n`);
    expect(html).not.toContain("/api/home");
    expect(html).not.toContain("skeleton");
    expect(html).toContain("<title>Village</title>");
  });

  it("moves the app's scripts into an inert template at the end of the body, for after the first paint", () => {
    const html = renderedPageHtml(SHELL, PAGE);
    expect(html).toContain(
      '<template id="app-scripts"><script type="module" crossorigin src="/assets/index-a.js"></script></template></body>',
    );
    expect(html.match(/<script type="module"/g)).toHaveLength(1);
  });

  it("takes a post's $ patterns literally", () => {
    expect(renderedPageHtml(SHELL, PAGE)).toContain("costs $&amp; and $' and $1");
  });
});

describe("shellPage (the home page as built)", () => {
  it("joins the parts in order, the app's scripts in the head, and leaves the preload out for a search", () => {
    expect(AS_BUILT).toBe(
      `<!doctype html><html><head>${SHELL.homePreload}${SHELL.title}${SHELL.siteTags}${SHELL.appScripts}` +
        `${SHELL.beforeRoot}<div id="root">${SHELL.root.join("")}</div>${SHELL.afterRoot.join("")}`,
    );
    const searching = shellPage(SHELL, { homePreload: false });
    expect(searching).not.toContain("/api/home");
    expect(searching).toBe(AS_BUILT.replace(SHELL.homePreload, ""));
  });
});

describe("homeResponse", () => {
  afterEach(() => vi.useRealTimers());

  const respond = (read: () => Promise<string | null>, render = (_answer: string) => Promise.resolve(PAGE)) => {
    const misses: unknown[] = [];
    const answered = homeResponse({ shell: SHELL, read, render, waitMs: 1000, onMiss: (why) => misses.push(why) });
    return { answered, misses };
  };

  it("renders an answer that comes in time", async () => {
    const { answered, misses } = respond(() => Promise.resolve("home"));
    expect(await answered).toEqual({ html: renderedPageHtml(SHELL, PAGE), rendered: true });
    expect(misses).toEqual([]);
  });

  it("sends the shell when the read fails", async () => {
    const { answered, misses } = respond(() => Promise.reject(new Error("unavailable")));
    expect(await answered).toEqual({ html: AS_BUILT, rendered: false });
    expect(misses).toHaveLength(1);
  });

  it("sends the shell when the read is slower than the wait, without waiting for it", async () => {
    vi.useFakeTimers();
    let finish = (_value: string) => {};
    const { answered, misses } = respond(() => new Promise((resolve) => (finish = resolve)));
    await vi.advanceTimersByTimeAsync(999);
    expect(misses).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await answered).toEqual({ html: AS_BUILT, rendered: false });
    expect(String(misses[0])).toContain("1000 ms");
    finish("late");
  });

  it("renders a read that comes just in time", async () => {
    vi.useFakeTimers();
    const { answered } = respond(() => new Promise((resolve) => setTimeout(() => resolve("home"), 990)));
    await vi.advanceTimersByTimeAsync(1000);
    expect((await answered).rendered).toBe(true);
  });

  it("sends the shell when there is no home document yet", async () => {
    expect(await respond(() => Promise.resolve(null)).answered).toEqual({ html: AS_BUILT, rendered: false });
  });

  it("sends the shell when rendering fails", async () => {
    const { answered, misses } = respond(
      () => Promise.resolve("home"),
      () => Promise.reject(new Error("render failed")),
    );
    expect(await answered).toEqual({ html: AS_BUILT, rendered: false });
    expect(misses).toHaveLength(1);
  });
});
