// /new checks a suggestion with the server's own schema before sending it, and keeps the inputs on failure.
import { holdRequests } from "./support/hold";
import { callableFailure, logInAsNewAccount, resetEmulators, spoken, storedSuggestions } from "./support/site";
import { expect, test } from "./support/test";

// Each test starts from empty emulators, so that it passes alone or in any order.

test.beforeEach(async ({ page }) => {
  await resetEmulators();
  await logInAsNewAccount(page, { displayName: "Val" });
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Post Suggestion" }).click();
  await expect(page.getByRole("heading", { name: "Post a Suggestion" })).toBeVisible();
});

test("says what is missing when the title and details are blank, and sends nothing", async ({ page }) => {
  let callableRequests = 0;
  page.on("request", (request) => {
    if (request.url().includes("/createSuggestion")) callableRequests++;
  });
  await page.getByLabel("Title").fill("   ");
  await page.getByRole("button", { name: "Save suggestion" }).click();

  await expect(page.getByText("Please enter a title.")).toBeVisible();
  await expect(page.getByText("Please enter suggestion details.")).toBeVisible();
  // Focus goes to the first field to fix, which is marked invalid for screen readers.
  await expect(page.locator("#title")).toBeFocused();
  await expect(page.getByLabel("Title")).toHaveAttribute("aria-invalid", "true");
  expect(callableRequests).toBe(0);
});

test("asks only for the details once a title is given", async ({ page }) => {
  await page.getByLabel("Title").fill("Picnic");
  await page.getByRole("button", { name: "Save suggestion" }).click();
  await expect(page.getByText("Please enter suggestion details.")).toBeVisible();
  await expect(page.getByText("Please enter a title.")).toHaveCount(0);
  await expect(page.getByLabel("Title")).toHaveValue("Picnic");
});

test("shows a failed save in red under the form and keeps what was typed", async ({ page }) => {
  await page.route("**/createSuggestion", (route) =>
    route.fulfill(callableFailure("INTERNAL", "The suggestion box is jammed.")),
  );
  await page.getByLabel("Title").fill("Picnic");
  await page.getByLabel("Suggestion details").fill("In the park on Sunday.");
  await page.getByRole("button", { name: "Save suggestion" }).click();

  await expect(spoken(page, "alert")).toHaveText("The suggestion box is jammed.");
  await expect(page.getByRole("alert")).toHaveCSS("color", "rgb(179, 38, 30)");
  await expect(page.getByLabel("Title")).toHaveValue("Picnic");
  await expect(page.getByLabel("Suggestion details")).toHaveValue("In the park on Sunday.");
  await expect(page.getByRole("button", { name: "Save suggestion" })).toBeEnabled();
  expect(await storedSuggestions()).toEqual([]);
});

test("reads Saving… while the save is under way", async ({ page }) => {
  const release = await holdRequests(page, "**/createSuggestion");
  await page.getByLabel("Title").fill("Choir");
  await page.getByLabel("Suggestion details").fill("Tuesdays at seven.");
  await page.getByRole("button", { name: "Save suggestion" }).click();
  await expect(page.getByRole("button", { name: "Saving…" })).toBeVisible();
  release();
  await expect(page.getByRole("heading", { name: "Our Village's Thoughts and Connections" })).toBeVisible();
});

test("stores a suggestion once when its reply was lost and Save is pressed again", async ({ page }) => {
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
  await expect(spoken(page, "alert")).toHaveText(/\S/);
  const saved = async () => (await storedSuggestions()).filter((post) => post.title === "Lantern walk");
  expect(await saved()).toHaveLength(1);

  await page.unroute("**/createSuggestion");
  await page.getByRole("button", { name: "Save suggestion" }).click();
  await expect(page.getByRole("heading", { name: "Our Village's Thoughts and Connections" })).toBeVisible();
  expect(requestIds).toHaveLength(2);
  expect(requestIds[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(requestIds[1]).toBe(requestIds[0]);
  expect(await saved()).toHaveLength(1);
});

test("gives an edited suggestion a new request id after a failure", async ({ page }) => {
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
  await expect(spoken(page, "alert")).toBeVisible();
  await page.getByLabel("Suggestion details").fill("Saturday morning.");
  await page.getByRole("button", { name: "Save suggestion" }).click();
  await expect.poll(() => requestIds.length).toBe(2);
  expect(requestIds[1]).not.toBe(requestIds[0]);
});

test("counts the title's 100 and the details' 300 characters as they are typed", async ({ page }) => {
  await expect(page.getByText("0/100", { exact: true })).toBeVisible();
  await expect(page.getByText("0/300", { exact: true })).toBeVisible();
  await page.getByLabel("Title").fill("Play galaga");
  await expect(page.getByText("11/100", { exact: true })).toBeVisible();
  await page.getByLabel("Suggestion details").fill("x".repeat(300));
  await expect(page.getByText("300/300", { exact: true })).toBeVisible();
  // The counter belongs to its field: a screen reader hears it with the field.
  await expect(page.getByLabel("Title")).toHaveAttribute("aria-describedby", "title-count");
  await expect(page.getByLabel("Suggestion details")).toHaveAttribute("aria-describedby", "details-count");
});
