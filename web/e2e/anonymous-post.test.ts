// /anon: anyone posts a title, a link and text; the outcome is a green "Posted! — view it" or a red "Error: …",
// and each field's problem is said under it, with focus moved there.
import { afterEach, beforeEach, expect, it } from "vitest";
import type { BrowserContext, Page, Request } from "playwright-core";
import { SUGGESTIONS_COLLECTION } from "@village/shared";
import { adminDb } from "../../scripts/lib/admin-db.mjs";
import { siteUrl } from "../../test/support/emulators";
import { CODE_UNAVAILABLE } from "../src/lib/errors/error-message";
import { browserForFile } from "./support/browser";
import { holdRequests } from "./support/hold";
import {
  callableFailure,
  openPage,
  resetEmulators,
  signedInPage,
  spokenText,
  storedSuggestions,
  waitForPath,
} from "./support/site";

const browser = browserForFile();
const POSTED = /^Posted! — view it/;

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
  expect(await spokenText(page, "status")).toMatch(POSTED);
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
  expect(await spokenText(page, "status")).toMatch(POSTED);
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

  expect(await spokenText(page, "status")).toMatch(POSTED);
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
  expect(await spokenText(page, "status")).toMatch(POSTED);
  expect(await page.getByRole("alert").textContent()).toBe("");
});

/** Counts the createAnonymousPost calls the page makes from now on. */
function countCalls(): () => number {
  let sent = 0;
  page.on("request", (request) => {
    if (request.url().includes("/createAnonymousPost")) sent++;
  });
  return () => sent;
}

/** The problem shown under a field, tied to it, and whether the field has the focus. */
async function problemOf(label: string) {
  const box = page.getByLabel(label, { exact: true });
  await box.and(page.locator('[aria-invalid="true"]')).waitFor();
  const describedBy = (await box.getAttribute("aria-describedby")) ?? "";
  const errorId = describedBy.split(" ").find((id) => id.endsWith("-error"));
  return {
    problem: errorId ? await page.locator(`#${errorId}`).textContent() : null,
    focused: await box.evaluate((element) => element === document.activeElement),
  };
}

it("refuses an all-blank post with the server's own words under the title, before sending anything", async () => {
  const sent = countCalls();
  await fill({ title: " ", link: "", text: "\n" });
  await page.getByRole("button", { name: "Submit" }).click();
  expect(await problemOf("Title")).toEqual({
    problem: "Please add a title or some text before posting.",
    focused: true,
  });
  expect(await page.getByRole("alert").textContent()).toBe("");
  expect(sent()).toBe(0);
});

it("refuses a link that is not a web address under the link, and a link alone under the title", async () => {
  const sent = countCalls();
  await fill({ title: "", link: "javascript:alert(1)", text: "" });
  await page.getByRole("button", { name: "Submit" }).click();
  expect(await problemOf("Link")).toEqual({
    problem: "Link must be a web address starting with https:// or http:// (or leave it empty).",
    focused: false,
  });
  // Every problem at once, focus on the first.
  expect(await problemOf("Title")).toEqual({
    problem: "Please add a title or some text before posting.",
    focused: true,
  });

  await fields().link.fill("not a link");
  await fields().text.fill("Worth a listen");
  await page.getByRole("button", { name: "Submit" }).click();
  expect((await problemOf("Link")).focused).toBe(true);
  expect(await fields().title.getAttribute("aria-invalid")).toBeNull();
  expect(sent()).toBe(0);

  await fields().link.fill("https://example.com/listen");
  await page.getByRole("button", { name: "Submit" }).click();
  expect(await spokenText(page, "status")).toMatch(POSTED);
  expect(await storedSuggestions()).toMatchObject([{ link: "https://example.com/listen", text: "Worth a listen" }]);
});

it("shows a refusal the server makes of a field under that field", async () => {
  await page.route("**/createAnonymousPost", (route) =>
    route.fulfill({
      status: 400,
      contentType: "application/json",
      body: JSON.stringify({
        error: {
          status: "INVALID_ARGUMENT",
          message: "Link must be shorter.",
          details: { issues: [{ path: "link", message: "Link must be shorter." }] },
        },
      }),
    }),
  );
  await fill({ title: "Song", link: "https://example.com/a", text: "" });
  await page.getByRole("button", { name: "Submit" }).click();
  expect(await problemOf("Link")).toEqual({ problem: "Link must be shorter.", focused: true });
  expect(await page.getByRole("alert").textContent()).toBe("");
});

it("counts the title as it counts the text", async () => {
  await page.getByText("0/100", { exact: true }).waitFor();
  await fields().title.fill("Blue in Green");
  await page.getByText("13/100", { exact: true }).waitFor();
  expect(await fields().title.getAttribute("aria-describedby")).toBe("anon-title-count");
});

it("says when pasted text was cut at the limit, and stops saying it on the next change", async () => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: siteUrl });
  await fields().text.fill("x".repeat(4800));
  await page.evaluate(() => navigator.clipboard.writeText("y".repeat(400)));
  await fields().text.focus();
  await page.keyboard.press("End");
  await page.keyboard.press("ControlOrMeta+V");
  const cut = page.getByRole("alert").filter({ hasText: "What you pasted was cut" });
  expect(await cut.textContent()).toBe(
    "What you pasted was cut to fit the 5000-character limit: its last 200 characters were left out.",
  );
  expect((await fields().text.inputValue()).length).toBe(5000);
  expect(await fields().text.getAttribute("aria-describedby")).toBe("anon-text-count anon-text-cut");
  await page.keyboard.press("Backspace");
  await cut.waitFor({ state: "detached" });

  // The title says so too; a paste that fits says nothing.
  await fields().title.focus();
  await page.keyboard.press("ControlOrMeta+V");
  expect((await fields().title.inputValue()).length).toBe(100);
  await page.getByRole("alert").filter({ hasText: "its last 300 characters were left out" }).waitFor();
  await page.evaluate(() => navigator.clipboard.writeText("Short"));
  await fields().title.fill("");
  await page.keyboard.press("ControlOrMeta+V");
  expect(await fields().title.inputValue()).toBe("Short");
  expect(await page.getByText("What you pasted was cut").count()).toBe(0);
});

it("after posting, links to the post and says this browser can delete it", async () => {
  await fill({ title: "Find me", link: "", text: "" });
  await page.getByRole("button", { name: "Submit" }).click();
  const status = page.getByRole("status").filter({ hasText: POSTED });
  await status.waitFor();
  expect(await status.textContent()).toBe(
    "Posted! — view itOnly this browser can delete it, until someone signs in here: open it and choose Delete from its ⋯ menu.",
  );
  const [stored] = (await adminDb().collection(SUGGESTIONS_COLLECTION).get()).docs.map((document) => document.id);
  await status.getByRole("link", { name: "view it" }).click();
  expect(await waitForPath(page, /^\/p\//)).toBe(`/p/${stored}`);
  await page.getByRole("heading", { name: "Find me", level: 1 }).waitFor();
});

it("asks before Cancel throws away a restored draft; Keep editing keeps it, Discard draft leaves", async () => {
  await fields().text.fill("Half a thought");
  await page.reload();
  await page.getByText(/^Draft restored/).waitFor();
  await page.getByRole("button", { name: "Cancel" }).click();
  const question = page.getByText("Discard your draft? The text you came back to will be gone.");
  await question.waitFor();
  expect(await question.evaluate((element) => element === document.activeElement)).toBe(true);
  expect(new URL(page.url()).pathname).toBe("/anon");

  await page.getByRole("button", { name: "Keep editing" }).click();
  await question.waitFor({ state: "detached" });
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Cancel");
  expect(await fields().text.inputValue()).toBe("Half a thought");

  await page.getByRole("button", { name: "Cancel" }).click();
  await page.keyboard.press("Escape");
  await question.waitFor({ state: "detached" });
  await page.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("button", { name: "Discard draft" }).click();
  expect(await waitForPath(page, /^\/$/)).toBe("/");
  await page.goto(`${page.url()}anon`);
  expect(await fields().text.inputValue()).toBe("");
});

it("leaves a form with nothing restored at once on Cancel", async () => {
  await fields().title.fill("Typed just now");
  await page.getByRole("button", { name: "Cancel" }).click();
  expect(await waitForPath(page, /^\/$/)).toBe("/");
});

it("asks a new browser's age on the box, with focus there", async () => {
  const fresh = await openPage(browser(), "/anon", { ageRemembered: false });
  await fresh.page.getByLabel("Text").fill("Hello");
  await fresh.page.getByRole("button", { name: "Submit" }).click();
  const box = fresh.page.getByLabel("I am 13 or older");
  await box.and(fresh.page.locator('[aria-invalid="true"]')).waitFor();
  expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);
  expect(await fresh.page.locator("#anon-age-error").textContent()).toBe("Please confirm that you are 13 or older.");
  expect(await fresh.page.getByRole("alert").textContent()).toBe("");
  await fresh.context.close();
});

it("does not ask a member who confirmed their age at sign-up, and posts for them", async () => {
  const member = await signedInPage(browser(), { displayName: "Confirmed" }, { ageRemembered: false });
  await member.page.goto(`${member.page.url().replace(/\/[^/]*$/, "")}/anon`);
  await member.page.getByRole("heading", { name: "Post Anonymously", level: 1 }).waitFor();
  await member.page.getByText("You are signed in.", { exact: false }).waitFor();
  expect(await member.page.getByLabel("I am 13 or older").count()).toBe(0);
  await member.page.getByLabel("Text").fill("From a member");
  await member.page.getByRole("button", { name: "Submit" }).click();
  expect(await spokenText(member.page, "status")).toMatch(POSTED);
  expect(await member.page.getByRole("status").textContent()).toContain(
    "This browser can delete it while you are signed in",
  );
  await member.context.close();
});

it("still asks a member whose account has not confirmed its age", async () => {
  const member = await signedInPage(
    browser(),
    { displayName: "Unconfirmed", ageConfirmed: false },
    { ageRemembered: false },
  );
  await member.page.goto(`${member.page.url().replace(/\/[^/]*$/, "")}/anon`);
  await member.page.getByText("You are signed in.", { exact: false }).waitFor();
  await member.page.getByLabel("I am 13 or older").waitFor();
  await member.context.close();
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
  expect(await spokenText(page, "status")).toMatch(POSTED);

  await fill({ title: "Another one", link: "", text: "" });
  await page.getByRole("button", { name: "Submit" }).click();
  await page.getByRole("status").filter({ hasText: POSTED }).waitFor();
  await expect.poll(() => sent.length).toBe(3);

  const [failed, retried, next] = sent;
  expect(failed?.requestId).toMatch(UUID);
  expect(retried?.requestId).toBe(failed?.requestId);
  expect(next?.requestId).toMatch(UUID);
  expect(next?.requestId).not.toBe(failed?.requestId);
  // No id of the browser's own choosing: the author is the anonymous account's ID token (decision 0030).
  expect(sent.map((post) => post.clientId)).toEqual([undefined, undefined, undefined]);
  expect(sent.map((post) => post.website)).toEqual(["", "", ""]);
});

it("sends a double-clicked post once", async () => {
  const sent = sentPosts();
  const release = await holdRequests(page, "**/createAnonymousPost");
  await fill({ title: "Double click", link: "", text: "" });
  await page.getByRole("button", { name: "Submit" }).dblclick();
  release();
  expect(await spokenText(page, "status")).toMatch(POSTED);
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
  expect(await spokenText(page, "status")).toMatch(POSTED);
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
  expect(await spokenText(page, "status")).toMatch(POSTED);
  expect(await page.getByRole("button", { name: "Submit" }).isEnabled()).toBe(true);
});
