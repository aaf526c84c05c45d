// Search covers every post, not just the loaded page, and its results are shareable and paged.
import { afterEach, beforeEach, expect, it } from "vitest";
import { MAX_PAGE_SIZE } from "@village/shared";
import type { BrowserContext } from "playwright-core";
import { browserForFile } from "./support/browser";
import { hourlyPosts, seedPosts } from "./support/posts";
import { openPage, resetEmulators } from "./support/site";

const browser = browserForFile();

let context: BrowserContext;

beforeEach(() => resetEmulators());

afterEach(() => context.close());

async function open(path: string) {
  const opened = await openPage(browser(), path);
  context = opened.context;
  await opened.page
    .getByText(/result\(s\)|No thoughts|No match for/)
    .first()
    .waitFor();
  return opened.page;
}

it("finds the oldest post by a rare word, far beyond the first page, from a shared link", async () => {
  await seedPosts(
    hourlyPosts(40, (index) => (index === 39 ? "Quokka crossing at the pond" : `Ordinary post ${index}`)),
  );
  const page = await open("/?q=QUOKKA%20cross");

  expect(await page.getByText("1 result(s) for “QUOKKA cross”").isVisible()).toBe(true);
  expect(await page.locator("main article h2").allTextContents()).toEqual(["Quokka crossing at the pond"]);
  expect(await page.getByRole("searchbox").inputValue()).toBe("QUOKKA cross");
});

it("matches details and links as well as titles", async () => {
  const posts = hourlyPosts(3, (index) => `Post ${index}`);
  if (posts[1]) posts[1].data["suggestion details"] = "Meet at the Gazebo on Sunday";
  if (posts[2]) posts[2].data.link = "https://gazebo.example.org";
  await seedPosts(posts);
  const page = await open("/?q=gazebo");
  expect(await page.locator("main article h2").allTextContents()).toEqual(["Post 1", "Post 2"]);
});

it("finds the posts holding every word of a two-word search, in either order, paged with honest counts", async () => {
  // 27 posts say "a bench by the river path"; 4 hold only one of the two words.
  const oneWord = new Map([
    [3, "River walk 3"],
    [10, "New bench 10"],
    [17, "River walk 17"],
    [24, "New bench 24"],
  ]);
  await seedPosts(hourlyPosts(31, (index) => oneWord.get(index) ?? `A bench by the river path ${index}`));
  const both = Array.from({ length: 31 }, (_, index) => index)
    .filter((index) => !oneWord.has(index))
    .map((index) => `A bench by the river path ${index}`);
  for (const term of ["river bench", "bench river"]) {
    const page = await open(`/?q=${encodeURIComponent(term)}`);
    expect(await page.getByText(`25+ result(s) for “${term}”`).isVisible()).toBe(true);
    await page.getByRole("button", { name: "Load more" }).click();
    await page.getByText(`27 result(s) for “${term}”`).waitFor();
    expect(await page.locator("main article h2").allTextContents()).toEqual(both);
    await context.close();
  }
  // Substrings, not stems: no post says "benches".
  const plural = await open("/?q=benches");
  expect(await plural.getByText("0 result(s) for “benches”").isVisible()).toBe(true);
}, 120_000);

it("says so when nothing matches", async () => {
  await seedPosts(hourlyPosts(3, (index) => `Post ${index}`));
  const page = await open("/?q=nothing-like-this");
  expect(await page.getByText("No thoughts match your search.").isVisible()).toBe(true);
  expect(await page.getByText("0 result(s) for “nothing-like-this”").isVisible()).toBe(true);
});

it("answers one- and two-character terms a page at a time, newest first", async () => {
  await seedPosts(hourlyPosts(30, (index) => `Post ${index} zq`));
  const page = await open("/?q=zq");

  expect(await page.getByText("25+ result(s) for “zq”").isVisible()).toBe(true);
  const firstPage = await page.locator("main article h2").allTextContents();
  expect(firstPage.slice(0, 2)).toEqual(["Post 0 zq", "Post 1 zq"]);
  await page.getByRole("button", { name: "Load more" }).click();
  await page.getByText("30 result(s) for “zq”").waitFor();
  expect(new Set(await page.locator("main article h2").allTextContents()).size).toBe(30);

  const single = await open("/?q=9");
  expect(await single.locator("main article h2").allTextContents()).toEqual(["Post 9 zq", "Post 19 zq", "Post 29 zq"]);
});

it("says how many of the newest posts it searched when its reading limit finds no match, and searches further", async () => {
  // More posts than one page's reading limit (4 batches of 50) whose index entries hold every trigram of
  // "galaga" but not the word, and the one real match older than all of them.
  const nearMisses = 4 * MAX_PAGE_SIZE + 5;
  await seedPosts(
    hourlyPosts(nearMisses + 1, (index) => (index === nearMisses ? "Galaga tournament" : `Gala lagaa ${index}`)),
  );
  const page = await open("/?q=galaga");

  const note = page.getByRole("status").filter({ hasText: "No match for" });
  expect(await note.textContent()).toBe(
    `No match for “galaga” in the newest ${4 * MAX_PAGE_SIZE} posts. Older posts have not been searched yet.`,
  );
  // Not "0+ result(s)", "No thoughts match your search." and "Load more" at once.
  expect(await page.getByText(/result\(s\)/).count()).toBe(0);
  expect(await page.getByText("No thoughts match your search.").count()).toBe(0);
  expect(await page.getByRole("button", { name: "Load more" }).count()).toBe(0);

  await page.getByRole("button", { name: "Search older posts" }).click();
  await page.getByText("1 result(s) for “galaga”").waitFor();
  expect(await page.locator("main article h2").allTextContents()).toEqual(["Galaga tournament"]);
  expect(await page.getByRole("button", { name: "Search older posts" }).count()).toBe(0);
}, 180_000);
