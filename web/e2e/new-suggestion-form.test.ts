// /new checks a suggestion with the server's own schema before sending it, and keeps the inputs on failure.
import { afterEach, beforeEach, expect, it } from "vitest";
import type { Page, BrowserContext } from "playwright-core";
import { browserForFile } from "./support/browser";
import { holdRequests } from "./support/hold";
import { callableFailure, resetEmulators, signedInPage, spokenText, storedSuggestions } from "./support/site";

const browser = browserForFile();

let page: Page;
let context: BrowserContext;

// Each test starts from empty emulators, so that it passes alone or in any order.

beforeEach(async () => {
  await resetEmulators();
  ({ page, context } = await signedInPage(browser(), { displayName: "Val" }));
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Post Suggestion" }).click();
  await page.getByRole("heading", { name: "Post a Suggestion" }).waitFor();
});

afterEach(() => context.close());

it("says what is missing when the title and details are blank, and sends nothing", async () => {
  let callableRequests = 0;
  page.on("request", (request) => {
    if (request.url().includes("/createSuggestion")) callableRequests++;
  });
  await page.getByLabel("Title").fill("   ");
  await page.getByRole("button", { name: "Save suggestion" }).click();

  await page.getByText("Please enter a title.").waitFor();
  await page.getByText("Please enter suggestion details.").waitFor();
  // Focus goes to the first field to fix, which is marked invalid for screen readers.
  expect(await page.evaluate(() => document.activeElement?.id)).toBe("title");
  expect(await page.getByLabel("Title").getAttribute("aria-invalid")).toBe("true");
  expect(callableRequests).toBe(0);
});

it("asks only for the details once a title is given", async () => {
  await page.getByLabel("Title").fill("Picnic");
  await page.getByRole("button", { name: "Save suggestion" }).click();
  await page.getByText("Please enter suggestion details.").waitFor();
  expect(await page.getByText("Please enter a title.").count()).toBe(0);
  expect(await page.getByLabel("Title").inputValue()).toBe("Picnic");
});

it("shows a failed save in red under the form and keeps what was typed", async () => {
  await page.route("**/createSuggestion", (route) =>
    route.fulfill(callableFailure("INTERNAL", "The suggestion box is jammed.")),
  );
  await page.getByLabel("Title").fill("Picnic");
  await page.getByLabel("Suggestion details").fill("In the park on Sunday.");
  await page.getByRole("button", { name: "Save suggestion" }).click();

  expect(await spokenText(page, "alert")).toBe("The suggestion box is jammed.");
  const colour = await page.getByRole("alert").evaluate((element) => getComputedStyle(element).color);
  expect(colour).toBe("rgb(179, 38, 30)");
  expect(await page.getByLabel("Title").inputValue()).toBe("Picnic");
  expect(await page.getByLabel("Suggestion details").inputValue()).toBe("In the park on Sunday.");
  expect(await page.getByRole("button", { name: "Save suggestion" }).isEnabled()).toBe(true);
  expect(await storedSuggestions()).toEqual([]);
});

it("reads Saving… while the save is under way", async () => {
  const release = await holdRequests(page, "**/createSuggestion");
  await page.getByLabel("Title").fill("Choir");
  await page.getByLabel("Suggestion details").fill("Tuesdays at seven.");
  await page.getByRole("button", { name: "Save suggestion" }).click();
  await page.getByRole("button", { name: "Saving…" }).waitFor();
  release();
  await page.getByRole("heading", { name: "Our Village's Thoughts and Connections" }).waitFor();
});

it("stores a suggestion once when its reply was lost and Save is pressed again", async () => {
  const requestIds: unknown[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/createSuggestion") && request.method() === "POST") {
      requestIds.push((request.postDataJSON() as { data: { requestId?: unknown } }).data.requestId);
    }
  });
  // The suggestion reaches the server and is stored, but the answer never comes back.
  await page.route("**/createSuggestion", async (route) => {
    await route.fetch();
    await route.abort("timedout");
  });
  await page.getByLabel("Title").fill("Lantern walk");
  await page.getByLabel("Suggestion details").fill("Friday at dusk.");
  await page.getByRole("button", { name: "Save suggestion" }).click();
  expect((await spokenText(page, "alert")).length).toBeGreaterThan(0);
  const saved = async () => (await storedSuggestions()).filter((post) => post.title === "Lantern walk");
  expect(await saved()).toHaveLength(1);

  await page.unroute("**/createSuggestion");
  await page.getByRole("button", { name: "Save suggestion" }).click();
  await page.getByRole("heading", { name: "Our Village's Thoughts and Connections" }).waitFor();
  expect(requestIds).toHaveLength(2);
  expect(requestIds[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(requestIds[1]).toBe(requestIds[0]);
  expect(await saved()).toHaveLength(1);
});

it("gives an edited suggestion a new request id after a failure", async () => {
  const requestIds: unknown[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/createSuggestion") && request.method() === "POST") {
      requestIds.push((request.postDataJSON() as { data: { requestId?: unknown } }).data.requestId);
    }
  });
  await page.route("**/createSuggestion", (route) => route.abort("internetdisconnected"));
  await page.getByLabel("Title").fill("Bake sale");
  await page.getByLabel("Suggestion details").fill("Saturday.");
  await page.getByRole("button", { name: "Save suggestion" }).click();
  await spokenText(page, "alert");
  await page.getByLabel("Suggestion details").fill("Saturday morning.");
  await page.getByRole("button", { name: "Save suggestion" }).click();
  await expect.poll(() => requestIds.length).toBe(2);
  expect(requestIds[1]).not.toBe(requestIds[0]);
});

it("counts the title's 100 and the details' 300 characters as they are typed", async () => {
  await page.getByText("0/100", { exact: true }).waitFor();
  await page.getByText("0/300", { exact: true }).waitFor();
  await page.getByLabel("Title").fill("Play galaga");
  await page.getByText("11/100", { exact: true }).waitFor();
  await page.getByLabel("Suggestion details").fill("x".repeat(300));
  await page.getByText("300/300", { exact: true }).waitFor();
  // The counter belongs to its field: a screen reader hears it with the field.
  expect(await page.getByLabel("Title").getAttribute("aria-describedby")).toBe("title-count");
  expect(await page.getByLabel("Suggestion details").getAttribute("aria-describedby")).toBe("details-count");
});
