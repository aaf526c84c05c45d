// The header's search box and the URL are one: typing writes /?q=…, and the box shows the URL's q.
import { afterEach, expect, it } from "vitest";
import type { BrowserContext } from "playwright-core";
import { SEARCH_ENDPOINT } from "@village/shared";
import { browserForFile } from "./support/browser";
import { openPage, waitForPath } from "./support/site";

const browser = browserForFile();

let context: BrowserContext;

afterEach(() => context.close());

it("is labelled for screen readers and says Search…", async () => {
  const opened = await openPage(browser(), "/");
  context = opened.context;
  const box = opened.page.getByRole("searchbox", { name: "Search suggestions" });
  expect(await box.getAttribute("placeholder")).toBe("Search…");
});

it("writes each keystroke into ?q= on the home page without piling up history", async () => {
  const opened = await openPage(browser(), "/");
  ({ context } = opened);
  const { page } = opened;
  const historyBefore = await page.evaluate(() => history.length);
  await page.getByRole("searchbox").pressSequentially("cats & dogs");
  expect(await waitForPath(page, /dogs/)).toBe("/?q=cats+%26+dogs");
  expect(await page.evaluate(() => history.length)).toBe(historyBefore);
  expect(await page.getByRole("searchbox").inputValue()).toBe("cats & dogs");

  await page.getByRole("searchbox").fill("");
  expect(await waitForPath(page, /^\/$/)).toBe("/");
});

it("searches once the typing pauses, not once per keystroke", async () => {
  const opened = await openPage(browser(), "/");
  ({ context } = opened);
  const { page } = opened;
  // The list has been read: a count, or the empty board's invitation.
  await page.getByText(/result\(s\)|Be the first/).waitFor();
  const searches: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === SEARCH_ENDPOINT) searches.push(request.url());
  });
  await page.getByRole("searchbox").pressSequentially("gazebo", { delay: 40 });
  await page.getByText(/result\(s\) for “gazebo”/).waitFor();
  expect(searches).toHaveLength(1);
  expect(new URL(searches[0] ?? "").searchParams.get("q")).toBe("gazebo"); // the whole word, not a prefix
});

it("sends a search typed on another page to the home page, keeping focus, and Back returns", async () => {
  const opened = await openPage(browser(), "/anon");
  ({ context } = opened);
  const { page } = opened;
  const box = page.getByRole("searchbox");
  await box.pressSequentially("jazz");
  await page.getByRole("heading", { name: "Our Village's Thoughts and Connections" }).waitFor();
  expect(await waitForPath(page, /jazz/)).toBe("/?q=jazz");
  expect(await page.evaluate(() => document.activeElement?.getAttribute("type"))).toBe("search");

  await page.goBack();
  await page.getByRole("heading", { name: "Post Anonymously", level: 1 }).waitFor();
  expect(await box.inputValue()).toBe("");
});

it("shows the q of the address it was opened with, even with symbols in it", async () => {
  const opened = await openPage(browser(), "/?q=100%25%20%2B%20more");
  ({ context } = opened);
  expect(await opened.page.getByRole("searchbox").inputValue()).toBe("100% + more");
});
