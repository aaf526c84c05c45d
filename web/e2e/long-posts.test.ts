// Long posts do not take over the list: an excerpt of about 600 characters, cut at a word, with "Read more"
// to the whole post; lines of about 70 characters; right-to-left text laid out right to left; a cue on
// links that open a new tab.
import { seedPosts } from "./support/posts";
import { resetEmulators, visit } from "./support/site";
import type { Locator } from "@playwright/test";
import { expect, test } from "./support/test";

test.beforeEach(() => resetEmulators());

const story = Array.from({ length: 700 }, (_, index) => `word${index % 10}`).join(" ");

test("shows an excerpt of a long post, in lines of about 70 characters, with Read more to the whole post", async ({
  page,
}) => {
  await seedPosts([
    {
      id: "story",
      data: { title: "A long story", text: `${story} THE-END`, createdAt: new Date(Date.now() - 60_000), rand: 0.1 },
    },
  ]);
  await visit(page, "/");
  const article = page.getByRole("article");
  await expect(article).toBeVisible();

  const details = article.locator("p").filter({ hasText: "word0" });
  await expect(details).toHaveText(/word\d…$/);
  await expect(details).not.toContainText("THE-END");
  const shown = (await details.textContent()) ?? "";
  expect(shown.length).toBeGreaterThan(500);
  expect(shown.length).toBeLessThanOrEqual(601);
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
  await expect(page).toHaveURL("/p/story");
  await expect(page.getByText("THE-END")).toBeVisible();
});

/** Where a heading's text ends and where the heading itself ends, in CSS pixels from the left. */
const rightEdges = (heading: Locator) =>
  heading.evaluate((element) => {
    const text = document.createRange();
    text.selectNodeContents(element);
    return { text: text.getBoundingClientRect().right, heading: element.getBoundingClientRect().right };
  });

test("lays out right-to-left posts right to left, and says which links open a new tab", async ({ page }) => {
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
  await visit(page, "/");
  const article = page.getByRole("article");
  await expect(article).toBeVisible();
  await expect(article.locator("h2").first()).toHaveCSS("direction", "rtl");
  await expect(article.locator("p:has-text('ספריית')").first()).toHaveCSS("direction", "rtl");
  const link = article.getByRole("link", { name: "https://example.org/tools (opens in a new tab)" });
  await expect(link).toHaveAttribute("target", "_blank");
  // The title starts where its text does: at the right, beside the post's menu, in the list and on its page.
  const title = article.locator("h2").first();
  const listed = await rightEdges(title);
  expect(listed.heading - listed.text).toBeLessThan(2);
  expect((await title.boundingBox())?.width).toBeGreaterThan(((await article.boundingBox())?.width ?? 0) / 2);

  await title.getByRole("link").click();
  const own = page.getByRole("heading", { level: 1, name: "שלום לכולם" });
  await expect(own).toHaveCSS("direction", "rtl");
  const shown = await rightEdges(own);
  expect(shown.heading - shown.text).toBeLessThan(2);
});
