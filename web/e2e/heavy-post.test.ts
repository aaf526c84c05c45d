// The heaviest post the anonymous form accepts (every field at its limit, distinct CJK characters, so
// nearly every substring is a search key): listed with its neighbours, and found by a search that
// downloads about what the post itself weighs, never its search keys.
import { afterEach, beforeEach, expect, it } from "vitest";
import type { BrowserContext } from "playwright-core";
import { SEARCH_ENDPOINT } from "@village/shared";
import { adversarialPost, distinctCjk } from "../../test/support/adversarial-post";
import { browserForFile } from "./support/browser";
import { hourlyPosts, seedPosts } from "./support/posts";
import { openPage, resetEmulators } from "./support/site";

const browser = browserForFile();

let context: BrowserContext;

beforeEach(() => resetEmulators());

afterEach(() => context.close());

const MAX_SEARCH_PAGE_BYTES = 100 * 1024;

it("lists the heaviest post among its neighbours, and a search for it downloads under 100 KiB", async () => {
  const neighbours = hourlyPosts(4, (index) => `Neighbour ${index}`);
  const heavy = adversarialPost();
  const middle = neighbours[1]?.data.createdAt;
  if (!(middle instanceof Date)) throw new Error("seed posts have times");
  await seedPosts([
    ...neighbours,
    {
      id: "heavy",
      data: {
        ...heavy,
        authorType: "anonymous",
        ownerUid: "",
        createdAt: new Date(middle.getTime() + 60_000),
        rand: 0.1,
      },
    },
  ]);

  const opened = await openPage(browser(), "/");
  context = opened.context;
  const { page } = opened;
  await page.getByText("5 result(s)").waitFor();
  expect(await page.locator("main article h2").allTextContents()).toEqual([
    "Neighbour 0",
    heavy.title,
    "Neighbour 1",
    "Neighbour 2",
    "Neighbour 3",
  ]);

  // Bytes of every search answer and Firestore reply while the search runs (bodies as delivered to the page).
  const bodies: Promise<Buffer>[] = [];
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.pathname === SEARCH_ENDPOINT || url.pathname.includes(":runQuery")) bodies.push(response.body());
  });
  const term = distinctCjk(4, 1_000);
  await page.getByRole("searchbox").fill(term);
  await page.getByText(`1 result(s) for “${term}”`).waitFor();
  expect(await page.locator("main article h2").allTextContents()).toEqual([heavy.title]);
  const searchBytes = (await Promise.all(bodies)).reduce((sum, body) => sum + body.length, 0);
  // The post's own text is about 21 KB of UTF-8; its search keys would be several times that.
  expect(searchBytes).toBeGreaterThan(20_000);
  expect(searchBytes).toBeLessThan(MAX_SEARCH_PAGE_BYTES);
});
