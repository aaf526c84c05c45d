import { afterEach, describe, expect, it, vi } from "vitest";
import { homePageHtml, homeResponse } from "./home-page-html.js";
import type { RenderedPage } from "@village/shared";

const SHELL = `<!doctype html><html><head>
    <!--home-data-->
    <link rel="preload" href="/api/home" as="fetch" crossorigin="anonymous" />
    <!--/home-data-->
    <!--app-scripts--><script type="module" crossorigin src="/assets/index-a.js"></script><!--/app-scripts-->
  </head><body>
    <div id="root">
      <!--app-->
      <header>shell</header><main>skeleton</main>
      <!--/app-->
    </div>
    <!--page-data-->
  </body></html>`;

const PAGE: RenderedPage = {
  rootAttribute: 'data-rendered="home"',
  root: "<main>A post that costs $&amp; and $' and $1</main>",
  data: '<script type="application/json" id="route-data">{"route":"home","data":{"total":1}}</script>',
};

describe("homePageHtml", () => {
  it("puts the rendered page in #root, exactly, and the answer after it, without the preload", () => {
    const html = homePageHtml(SHELL, PAGE);
    expect(html).toContain(`<div id="root" data-rendered="home">${PAGE.root}</div>\n    ${PAGE.data}`);
    expect(html).not.toContain("/api/home");
    expect(html).not.toContain("skeleton");
  });

  it("moves the app's scripts into an inert template at the end of the body, for after the first paint", () => {
    const html = homePageHtml(SHELL, PAGE);
    expect(html).toContain(
      '<template id="app-scripts"><script type="module" crossorigin src="/assets/index-a.js"></script></template></body>',
    );
    expect(html.match(/<script type="module"/g)).toHaveLength(1);
  });

  it("takes a post's $ patterns literally", () => {
    expect(homePageHtml(SHELL, PAGE)).toContain("costs $&amp; and $' and $1");
  });

  it.each(["<!--app-->", "<!--home-data-->", "<!--page-data-->", "<!--app-scripts-->"])(
    "refuses a shell without %s",
    (part) => {
      expect(() => homePageHtml(SHELL.replace(part, ""), PAGE)).toThrow();
    },
  );
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
    expect(await answered).toEqual({ html: homePageHtml(SHELL, PAGE), rendered: true });
    expect(misses).toEqual([]);
  });

  it("sends the shell when the read fails", async () => {
    const { answered, misses } = respond(() => Promise.reject(new Error("unavailable")));
    expect(await answered).toEqual({ html: SHELL, rendered: false });
    expect(misses).toHaveLength(1);
  });

  it("sends the shell when the read is slower than the wait, without waiting for it", async () => {
    vi.useFakeTimers();
    let finish = (_value: string) => {};
    const { answered, misses } = respond(() => new Promise((resolve) => (finish = resolve)));
    await vi.advanceTimersByTimeAsync(999);
    expect(misses).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await answered).toEqual({ html: SHELL, rendered: false });
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
    expect(await respond(() => Promise.resolve(null)).answered).toEqual({ html: SHELL, rendered: false });
  });

  it("sends the shell when rendering fails", async () => {
    const { answered, misses } = respond(
      () => Promise.resolve("home"),
      () => Promise.reject(new Error("render failed")),
    );
    expect(await answered).toEqual({ html: SHELL, rendered: false });
    expect(misses).toHaveLength(1);
  });
});
