// Search covers every post, not just the loaded page, and its results are shareable and paged.
import type { Page } from "@playwright/test";
import { MAX_PAGE_SIZE } from "@village/shared";
import { hourlyPosts, seedPosts } from "./support/posts";
import { resetEmulators, visit } from "./support/site";
import { expect, test } from "./support/test";

test.beforeEach(() => resetEmulators());

/** Opens `path` in `page` and waits until the list says what it found. */
async function open(page: Page, path: string) {
  await visit(page, path);
  await expect(page.getByText(/result\(s\)|No thoughts|No match for/).first()).toBeVisible();
}

const titles = (page: Page) => page.locator("main article h2");

test("finds the oldest post by a rare word, far beyond the first page, from a shared link", async ({ page }) => {
  await seedPosts(
    hourlyPosts(40, (index) => (index === 39 ? "Quokka crossing at the pond" : `Ordinary post ${index}`)),
  );
  await open(page, "/?q=QUOKKA%20cross");

  await expect(page.getByText("1 result(s) for “QUOKKA cross”")).toBeVisible();
  await expect(titles(page)).toHaveText(["Quokka crossing at the pond"]);
  await expect(page.getByRole("searchbox")).toHaveValue("QUOKKA cross");
});

// Post 1 says "gazebo" in its details, post 2 in its link.
const GAZEBO: Record<number, Record<string, unknown>> = {
  1: { "suggestion details": "Meet at the Gazebo on Sunday" },
  2: { link: "https://gazebo.example.org" },
};

test("matches details and links as well as titles", async ({ page }) => {
  const posts = hourlyPosts(3, (index) => `Post ${index}`).map((post, index) => ({
    ...post,
    data: { ...post.data, ...GAZEBO[index] },
  }));
  await seedPosts(posts);
  await open(page, "/?q=gazebo");
  await expect(titles(page)).toHaveText(["Post 1", "Post 2"]);
});

test("finds the posts holding every word of a two-word search, in either order, paged with honest counts", async ({
  newVisitor,
}) => {
  test.slow();
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
    const { page } = await newVisitor();
    await open(page, `/?q=${encodeURIComponent(term)}`);
    await expect(page.getByText(`25+ result(s) for “${term}”`)).toBeVisible();
    await page.getByRole("button", { name: "Load more" }).click();
    await expect(page.getByText(`27 result(s) for “${term}”`)).toBeVisible();
    await expect(titles(page)).toHaveText(both);
  }
  // Substrings, not stems: no post says "benches".
  const { page: plural } = await newVisitor();
  await open(plural, "/?q=benches");
  await expect(plural.getByText("0 result(s) for “benches”")).toBeVisible();
});

test("says so when nothing matches", async ({ page }) => {
  await seedPosts(hourlyPosts(3, (index) => `Post ${index}`));
  await open(page, "/?q=nothing-like-this");
  await expect(page.getByText("No thoughts match your search.")).toBeVisible();
  await expect(page.getByText("0 result(s) for “nothing-like-this”")).toBeVisible();
});

test("answers one- and two-character terms a page at a time, newest first", async ({ page, newVisitor }) => {
  await seedPosts(hourlyPosts(30, (index) => `Post ${index} zq`));
  await open(page, "/?q=zq");

  await expect(page.getByText("25+ result(s) for “zq”")).toBeVisible();
  await expect(titles(page).nth(0)).toHaveText("Post 0 zq");
  await expect(titles(page).nth(1)).toHaveText("Post 1 zq");
  await page.getByRole("button", { name: "Load more" }).click();
  await expect(page.getByText("30 result(s) for “zq”")).toBeVisible();
  // All 30, each once, newest first.
  await expect(titles(page)).toHaveText(Array.from({ length: 30 }, (_, index) => `Post ${index} zq`));

  const { page: single } = await newVisitor();
  await open(single, "/?q=9");
  await expect(titles(single)).toHaveText(["Post 9 zq", "Post 19 zq", "Post 29 zq"]);
});

test("says how many of the newest posts it searched when its reading limit finds no match, and searches further", async ({
  page,
}) => {
  test.slow();
  // More posts than one page's reading limit (4 batches of 50) whose index entries hold every trigram of
  // "galaga" but not the word, and the one real match older than all of them.
  const nearMisses = 4 * MAX_PAGE_SIZE + 5;
  await seedPosts(
    hourlyPosts(nearMisses + 1, (index) => (index === nearMisses ? "Galaga tournament" : `Gala lagaa ${index}`)),
  );
  await open(page, "/?q=galaga");

  const note = page.getByRole("status").filter({ hasText: "No match for" });
  await expect(note).toHaveText(
    `No match for “galaga” in the newest ${4 * MAX_PAGE_SIZE} posts. Older posts have not been searched yet.`,
  );
  // Not "0+ result(s)", "No thoughts match your search." and "Load more" at once.
  await expect(page.getByText(/result\(s\)/)).toHaveCount(0);
  await expect(page.getByText("No thoughts match your search.")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);

  await page.getByRole("button", { name: "Search older posts" }).click();
  await expect(page.getByText("1 result(s) for “galaga”")).toBeVisible();
  await expect(titles(page)).toHaveText(["Galaga tournament"]);
  await expect(page.getByRole("button", { name: "Search older posts" })).toHaveCount(0);
});
