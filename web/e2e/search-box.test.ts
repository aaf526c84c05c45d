// The header's search box and the URL are one: typing writes /?q=…, and the box shows the URL's q.
import { SEARCH_ENDPOINT } from "@village/shared";
import { visit } from "./support/site";
import { expect, test } from "./support/test";

test("is labelled for screen readers and says Search…", async ({ page }) => {
  await visit(page, "/");
  const box = page.getByRole("searchbox", { name: "Search suggestions" });
  await expect(box).toHaveAttribute("placeholder", "Search…");
});

test("writes each keystroke into ?q= in one history entry, and Back returns to the whole board", async ({ page }) => {
  await visit(page, "/");
  const historyBefore = await page.evaluate(() => history.length);
  await page.getByRole("searchbox").pressSequentially("cats & dogs");
  await expect(page).toHaveURL("/?q=cats+%26+dogs");
  expect(await page.evaluate(() => history.length)).toBe(historyBefore + 1);
  await expect(page.getByRole("searchbox")).toHaveValue("cats & dogs");

  await page.goBack();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("searchbox")).toHaveValue("");
  await expect(page.getByRole("heading", { name: "Our Village's Thoughts and Connections" })).toBeVisible();

  await page.goForward();
  await expect(page.getByRole("searchbox")).toHaveValue("cats & dogs");
  await page.getByRole("searchbox").fill("");
  await expect(page).toHaveURL("/");
  expect(await page.evaluate(() => history.length)).toBe(historyBefore + 1);
});

test("searches once the typing pauses, not once per keystroke", async ({ page }) => {
  await visit(page, "/");
  // The list has been read: a count, or the empty board's invitation.
  await expect(page.getByText(/result\(s\)|Be the first/)).toBeVisible();
  const searches: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === SEARCH_ENDPOINT) searches.push(request.url());
  });
  await page.getByRole("searchbox").pressSequentially("gazebo", { delay: 40 });
  await expect(page.getByText(/result\(s\) for “gazebo”/)).toBeVisible();
  expect(searches).toHaveLength(1);
  expect(new URL(searches[0] ?? "").searchParams.get("q")).toBe("gazebo"); // the whole word, not a prefix
});

test("sends a search typed on another page to the home page, keeping focus, and Back returns", async ({ page }) => {
  await visit(page, "/anon");
  const box = page.getByRole("searchbox");
  await box.pressSequentially("jazz");
  await expect(page.getByRole("heading", { name: "Our Village's Thoughts and Connections" })).toBeVisible();
  await expect(page).toHaveURL("/?q=jazz");
  await expect(box).toBeFocused();

  await page.goBack();
  await expect(page.getByRole("heading", { name: "Post Anonymously", level: 1 })).toBeVisible();
  await expect(box).toHaveValue("");
});

test("shows the q of the address it was opened with, even with symbols in it", async ({ page }) => {
  await visit(page, "/?q=100%25%20%2B%20more");
  await expect(page.getByRole("searchbox")).toHaveValue("100% + more");
});
