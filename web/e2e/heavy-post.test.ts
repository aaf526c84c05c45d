// The heaviest post the anonymous form accepts (every field at its limit, distinct CJK characters, so
// nearly every substring is a search key): listed with its neighbours, and found by a search that
// downloads about what the post itself weighs, never its search keys.
import { SEARCH_ENDPOINT } from "@village/shared";
import { adversarialPost, distinctCjk } from "../../test/support/adversarial-post";
import { hourlyPosts, seedPosts } from "./support/posts";
import { resetEmulators, visit } from "./support/site";
import { expect, test } from "./support/test";

test.beforeEach(() => resetEmulators());

const MAX_SEARCH_PAGE_BYTES = 100 * 1024;

test("lists the heaviest post among its neighbours, and a search for it downloads under 100 KiB", async ({ page }) => {
  const newest = Date.now() - 3_600_000;
  const neighbours = hourlyPosts(4, (index) => `Neighbour ${index}`, newest);
  const heavy = adversarialPost();
  // The second neighbour's time (an hour before the newest): the heavy post goes a minute after it.
  const middle = newest - 3_600_000;
  await seedPosts([
    ...neighbours,
    {
      id: "heavy",
      data: {
        ...heavy,
        authorType: "anonymous",
        ownerUid: "",
        createdAt: new Date(middle + 60_000),
        rand: 0.1,
      },
    },
  ]);

  await visit(page, "/");
  await expect(page.getByText("5 result(s)")).toBeVisible();
  await expect(page.locator("main article h2")).toHaveText([
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
  await expect(page.getByText(`1 result(s) for “${term}”`)).toBeVisible();
  await expect(page.locator("main article h2")).toHaveText([heavy.title]);
  const searchBytes = (await Promise.all(bodies)).reduce((sum, body) => sum + body.length, 0);
  // The post's own text is about 21 KB of UTF-8; its search keys would be several times that.
  expect(searchBytes).toBeGreaterThan(20_000);
  expect(searchBytes).toBeLessThan(MAX_SEARCH_PAGE_BYTES);
});
