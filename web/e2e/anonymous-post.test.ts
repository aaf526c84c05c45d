// /anon: anyone posts a title, a link and text; the outcome is a green "Posted!" or a red "Error: …".
import { afterEach, beforeEach, expect, it } from "vitest";
import type { BrowserContext, Page, Request } from "playwright-core";
import { CODE_UNAVAILABLE } from "../src/lib/errors/error-message";
import { browserForFile } from "./support/browser";
import { holdRequests } from "./support/hold";
import { callableFailure, openPage, resetEmulators, spokenText, storedSuggestions } from "./support/site";

const browser = browserForFile();

let page: Page;
let context: BrowserContext;

// Each test starts from empty emulators, so that it passes alone or in any order.

beforeEach(async () => {
  await resetEmulators();
  ({ page, context } = await openPage(browser(), "/anon"));
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

/** Counts the scripts the page downloads from now on that carry zod (its class names survive minifying). */
function countZodScripts(target: Page): { count: () => number } {
  let count = 0;
  target.on("response", async (response) => {
    if (!response.url().endsWith(".js")) return;
    if ((await response.text().catch(() => "")).includes("$ZodType")) count++;
  });
  return { count: () => count };
}

it("paints without zod, loads it once the person starts on the form, and posts", async () => {
  const zod = countZodScripts(page);
  await page.reload({ waitUntil: "networkidle" });
  await page.getByRole("heading", { name: "Post Anonymously", level: 1 }).waitFor();
  expect(zod.count()).toBe(0);

  await fields().title.click();
  await expect.poll(zod.count).toBe(1);
  await fill({ title: "Checked on the way", link: "", text: "" });
  await page.getByRole("button", { name: "Submit" }).click();
  expect(await spokenText(page, "status")).toBe("Posted!");
  expect(zod.count()).toBe(1);
});

it("asks for a reload when the form's checks did not download, sends nothing, and keeps the text", async () => {
  await page.route(/\/assets\/anonymous-api-[^/]+\.js$/, (route) => route.abort("internetdisconnected"));
  await fill({ title: "Offline for a moment", link: "", text: "Still here after the reload." });
  await page.getByRole("button", { name: "Submit" }).click();
  expect(await spokenText(page, "alert")).toBe(`Error: ${CODE_UNAVAILABLE}`);
  expect(await values()).toEqual({ title: "Offline for a moment", link: "", text: "Still here after the reload." });
  expect(await storedSuggestions()).toEqual([]);

  await page.unroute(/\/assets\/anonymous-api-[^/]+\.js$/);
  await page.reload();
  expect(await values()).toEqual({ title: "Offline for a moment", link: "", text: "Still here after the reload." });
  await page.getByRole("button", { name: "Submit" }).click();
  expect(await spokenText(page, "status")).toBe("Posted!");
});

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

/** The `data` of every createAnonymousPost call the page makes (preflights left out). */
function sentPosts(): Record<string, unknown>[] {
  const sent: Record<string, unknown>[] = [];
  page.on("request", (request: Request) => {
    if (request.url().includes("/createAnonymousPost") && request.method() === "POST") {
      sent.push((request.postDataJSON() as { data: Record<string, unknown> }).data);
    }
  });
  return sent;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

it("retries a failed post under the same request id, and gives the next post a new one", async () => {
  const sent = sentPosts();
  await page.route("**/createAnonymousPost", (route) => route.abort("internetdisconnected"));
  await fill({ title: "Retry me", link: "", text: "" });
  await page.getByRole("button", { name: "Submit" }).click();
  await spokenText(page, "alert");
  await page.unroute("**/createAnonymousPost");
  await page.getByRole("button", { name: "Submit" }).click();
  expect(await spokenText(page, "status")).toBe("Posted!");

  await fill({ title: "Another one", link: "", text: "" });
  await page.getByRole("button", { name: "Submit" }).click();
  await page.getByRole("status").filter({ hasText: "Posted!" }).waitFor();
  await expect.poll(() => sent.length).toBe(3);

  const [failed, retried, next] = sent;
  expect(failed?.requestId).toMatch(UUID);
  expect(retried?.requestId).toBe(failed?.requestId);
  expect(next?.requestId).toMatch(UUID);
  expect(next?.requestId).not.toBe(failed?.requestId);
  // One browser() id for all of them, kept in local storage.
  const stored = await page.evaluate(() => localStorage.getItem("villageClientId"));
  expect(stored).toMatch(UUID);
  expect(sent.map((post) => post.clientId)).toEqual([stored, stored, stored]);
  expect(sent.map((post) => post.website)).toEqual(["", "", ""]);
});

it("sends a double-clicked post once", async () => {
  const sent = sentPosts();
  const release = await holdRequests(page, "**/createAnonymousPost");
  await fill({ title: "Double click", link: "", text: "" });
  await page.getByRole("button", { name: "Submit" }).dblclick();
  release();
  expect(await spokenText(page, "status")).toBe("Posted!");
  // One call, not two carrying the same id (the server would store those once, hiding the double send).
  expect(sent).toHaveLength(1);
  expect((await storedSuggestions()).filter((post) => post.title === "Double click")).toHaveLength(1);
});

it("stores a post once when its reply was lost and the same post is sent again", async () => {
  const sent = sentPosts();
  // The post reaches the server and is stored, but the answer never comes back.
  await page.route("**/createAnonymousPost", async (route) => {
    await route.fetch();
    await route.abort("timedout");
  });
  await fill({ title: "Lost reply", link: "", text: "Sent twice, stored once." });
  await page.getByRole("button", { name: "Submit" }).click();
  expect(await spokenText(page, "alert")).toMatch(/^Error: /);
  const lostReply = async () => (await storedSuggestions()).filter((post) => post.title === "Lost reply");
  expect(await lostReply()).toHaveLength(1);

  await page.unroute("**/createAnonymousPost");
  await page.getByRole("button", { name: "Submit" }).click();
  expect(await spokenText(page, "status")).toBe("Posted!");
  expect(sent.map((post) => post.requestId)).toEqual([sent[0]?.requestId, sent[0]?.requestId]);
  expect(await lostReply()).toHaveLength(1);
});

it("hides the website honeypot from people, keyboards and screen readers, without display: none", async () => {
  const honeypot = page.locator('input[name="website"]');
  expect(await honeypot.getAttribute("tabindex")).toBe("-1");
  expect(await honeypot.getAttribute("autocomplete")).toBe("off");
  expect(await honeypot.inputValue()).toBe("");
  expect(await page.locator('[aria-hidden="true"]').filter({ has: honeypot }).count()).toBe(1);
  expect(await page.getByLabel("Leave this empty").count()).toBe(1);
  const box = await honeypot.boundingBox();
  expect(box && box.x + box.width <= 0).toBe(true);
  expect(await honeypot.evaluate((element) => getComputedStyle(element).display)).not.toBe("none");
  // Tab goes from the last visible field straight to the button.
  await fields().text.focus();
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Submit");
});

it("refuses a post whose honeypot was filled, sending and storing nothing", async () => {
  let sent = 0;
  page.on("request", (request) => {
    if (request.url().includes("/createAnonymousPost")) sent++;
  });
  await fill({ title: "Cheap pills", link: "https://spam.example", text: "Buy now" });
  await page.locator('input[name="website"]').fill("https://spam.example", { force: true });
  await page.getByRole("button", { name: "Submit" }).click();

  expect(await spokenText(page, "alert")).toBe("Error: This post could not be accepted.");
  expect(await page.getByRole("status").textContent()).toBe("");
  expect(sent).toBe(0);
  expect((await storedSuggestions()).filter((post) => post.title === "Cheap pills")).toEqual([]);
});

it("reads Posting… while the post is under way", async () => {
  const release = await holdRequests(page, "**/createAnonymousPost");
  await fill({ title: "Night walk", link: "", text: "Fridays by the river." });
  await page.getByRole("button", { name: "Submit" }).click();
  const busy = page.getByRole("button", { name: "Posting…" });
  await busy.waitFor();
  expect(await busy.isDisabled()).toBe(true);
  release();
  expect(await spokenText(page, "status")).toBe("Posted!");
  expect(await page.getByRole("button", { name: "Submit" }).isEnabled()).toBe(true);
});
