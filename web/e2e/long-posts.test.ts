// Long posts do not take over the list: an excerpt of about 600 characters, cut at a word, with "Read more"
// to the whole post; lines of about 70 characters; right-to-left text laid out right to left; a cue on
// links that open a new tab.
import { afterEach, beforeEach, expect, it } from "vitest";
import type { BrowserContext } from "playwright-core";
import { browserForFile } from "./support/browser";
import { seedPosts } from "./support/posts";
import { DESKTOP, openPage, resetEmulators, waitForPath } from "./support/site";

const browser = browserForFile();

let context: BrowserContext;

beforeEach(() => resetEmulators());

afterEach(() => context.close());

const story = Array.from({ length: 700 }, (_, index) => `word${index % 10}`).join(" ");

it("shows an excerpt of a long post, in lines of about 70 characters, with Read more to the whole post", async () => {
  await seedPosts([
    {
      id: "story",
      data: { title: "A long story", text: `${story} THE-END`, createdAt: new Date(Date.now() - 60_000), rand: 0.1 },
    },
  ]);
  const opened = await openPage(browser(), "/", { viewport: DESKTOP });
  context = opened.context;
  const { page } = opened;
  const article = page.getByRole("article");
  await article.waitFor();

  const details = article.locator("p").filter({ hasText: "word0" });
  const shown = (await details.textContent()) ?? "";
  expect(shown.length).toBeGreaterThan(500);
  expect(shown.length).toBeLessThanOrEqual(601);
  expect(shown).toMatch(/word\d…$/);
  expect(shown).not.toContain("THE-END");
  // About 70 characters a line: the paragraph is no wider than 70 of its "0" glyphs.
  const { width, ch } = await details.evaluate((element) => {
    const probe = document.createElement("span");
    probe.textContent = "0".repeat(70);
    probe.style.cssText = "position: absolute; white-space: nowrap; visibility: hidden";
    element.append(probe);
    const measured = { width: element.getBoundingClientRect().width, ch: probe.getBoundingClientRect().width };
    probe.remove();
    return measured;
  });
  expect(width).toBeLessThanOrEqual(Math.ceil(ch));

  await article.getByRole("link", { name: "Read more: A long story" }).click();
  await waitForPath(page, /^\/p\/story$/);
  await page.getByText("THE-END").waitFor();
});

it("lays out right-to-left posts right to left, and says which links open a new tab", async () => {
  await seedPosts([
    {
      id: "hebrew",
      data: {
        title: "שלום לכולם",
        text: "ספריית כלים לשכונה https://example.org/tools",
        createdAt: new Date(Date.now() - 60_000),
        rand: 0.1,
      },
    },
  ]);
  const opened = await openPage(browser(), "/");
  context = opened.context;
  const { page } = opened;
  const article = page.getByRole("article");
  await article.waitFor();
  const direction = (selector: string) =>
    article
      .locator(selector)
      .first()
      .evaluate((element) => getComputedStyle(element).direction);
  expect(await direction("h2")).toBe("rtl");
  expect(await direction("p:has-text('ספריית')")).toBe("rtl");
  const link = article.getByRole("link", { name: "https://example.org/tools (opens in a new tab)" });
  expect(await link.getAttribute("target")).toBe("_blank");
});
