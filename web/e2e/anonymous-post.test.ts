// /anon: anyone posts a title, a link and text; the outcome is a green "Posted!" or a red "Error: …".
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchBrowser } from "./support/browser";
import { callableFailure, openPage, resetEmulators, spokenText, storedSuggestions } from "./support/site";

let browser: Browser;
let page: Page;
let context: BrowserContext;

beforeAll(async () => {
  await resetEmulators();
  browser = await launchBrowser();
});

afterAll(() => browser.close());

beforeEach(async () => {
  ({ page, context } = await openPage(browser, "/anon"));
});

afterEach(() => context.close());

const fields = () => ({
  title: page.getByLabel("Title"),
  link: page.getByLabel("Link"),
  text: page.getByLabel("Text"),
});

async function fill(values: { title: string; link: string; text: string }) {
  await fields().title.fill(values.title);
  await fields().link.fill(values.link);
  await fields().text.fill(values.text);
}

async function values() {
  const { title, link, text } = fields();
  return { title: await title.inputValue(), link: await link.inputValue(), text: await text.inputValue() };
}

it("shows the form as specified: 12 rows, a 5000 limit and a live counter", async () => {
  await page.getByRole("heading", { name: "Post Anonymously", level: 1 }).waitFor();
  expect(await fields().text.getAttribute("rows")).toBe("12");
  expect(await fields().text.getAttribute("maxlength")).toBe("5000");
  await page.getByText("0/5000", { exact: true }).waitFor();
  await fields().text.fill("Hello");
  await page.getByText("5/5000", { exact: true }).waitFor();
});

it("posts, says Posted! in green and empties the three inputs", async () => {
  await fill({ title: "  Blue in Green  ", link: "https://example.com/song", text: "Lovely\ntune" });
  await page.getByRole("button", { name: "Submit" }).click();

  expect(await spokenText(page, "status")).toBe("Posted!");
  const colour = await page.getByRole("status").evaluate((element) => getComputedStyle(element).color);
  expect(colour).toBe("rgb(28, 107, 51)");
  expect(await values()).toEqual({ title: "", link: "", text: "" });
  await page.getByText("0/5000", { exact: true }).waitFor();

  const [stored] = await storedSuggestions();
  expect(stored).toMatchObject({
    title: "Blue in Green",
    link: "https://example.com/song",
    text: "Lovely\ntune",
    authorType: "anonymous",
    ownerUid: "",
  });
});

it("shows a server failure as a red Error: line and keeps the inputs", async () => {
  await page.route("**/createAnonymousPost", (route) =>
    route.fulfill(callableFailure("INTERNAL", "The post box is full.")),
  );
  const typed = { title: "Song", link: "https://example.com/a", text: "Some words" };
  await fill(typed);
  await page.getByRole("button", { name: "Submit" }).click();

  expect(await spokenText(page, "alert")).toBe("Error: The post box is full.");
  const colour = await page.getByRole("alert").evaluate((element) => getComputedStyle(element).color);
  expect(colour).toBe("rgb(179, 38, 30)");
  expect(await values()).toEqual(typed);
  expect(await page.getByRole("status").textContent()).toBe("");
});

it("says the network failed when the request never gets an answer, and clears it on the next try", async () => {
  await page.route("**/createAnonymousPost", (route) => route.abort("internetdisconnected"));
  await fill({ title: "Offline song", link: "", text: "" });
  await page.getByRole("button", { name: "Submit" }).click();
  expect(await spokenText(page, "alert")).toBe(
    "Error: We couldn't reach Village. Check your internet connection and try again.",
  );

  await page.unroute("**/createAnonymousPost");
  await page.getByRole("button", { name: "Submit" }).click();
  expect(await spokenText(page, "status")).toBe("Posted!");
  expect(await page.getByRole("alert").textContent()).toBe("");
});

it("refuses an all-blank post with the server's own words, before sending anything", async () => {
  let sent = 0;
  page.on("request", (request) => {
    if (request.url().includes("/createAnonymousPost")) sent++;
  });
  await fill({ title: " ", link: "", text: "\n" });
  await page.getByRole("button", { name: "Submit" }).click();
  expect(await spokenText(page, "alert")).toBe("Error: Please add a title, a link or some text before posting.");
  expect(sent).toBe(0);
});
