// /anon: anyone posts a title, a link and text; the outcome is a green "Posted! — view it" or a red "Error: …",
// and each field's problem is said under it, with focus moved there.
import type { Page, Request } from "@playwright/test";
import { SUGGESTIONS_COLLECTION } from "@village/shared";
import { adminDb } from "../../scripts/lib/admin-db.mjs";
import { siteUrl } from "../../test/support/emulators";
import { CODE_UNAVAILABLE } from "../src/lib/errors/error-message";
import { carriesZod, countZodScripts, ZOD_WATCH_MS } from "./support/chunks";
import { holdRequests } from "./support/hold";
import {
  callableFailure,
  formStatus,
  logInAsNewAccount,
  resetEmulators,
  spoken,
  storedSuggestions,
  visit,
} from "./support/site";
import { expect, test } from "./support/test";

const POSTED = /^Posted! — view it/;

// Each test starts from empty emulators, so that it passes alone or in any order.

test.beforeEach(async ({ page }) => {
  await resetEmulators();
  await visit(page, "/anon");
});

const fields = (page: Page) => ({
  title: page.getByLabel("Title"),
  link: page.getByLabel("Link"),
  text: page.getByLabel("Text"),
});

async function fill(page: Page, values: { title: string; link: string; text: string }) {
  await fields(page).title.fill(values.title);
  await fields(page).link.fill(values.link);
  await fields(page).text.fill(values.text);
}

/** The three inputs hold these values. */
async function expectValues(page: Page, values: { title: string; link: string; text: string }) {
  const { title, link, text } = fields(page);
  await expect(title).toHaveValue(values.title);
  await expect(link).toHaveValue(values.link);
  await expect(text).toHaveValue(values.text);
}

test("paints without zod, loads it once the person starts on the form, and posts", async ({ page }) => {
  const zod = countZodScripts(page);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Post Anonymously", level: 1 })).toBeVisible();
  // Nor afterwards, while nobody touches the form: a window in which zod must NOT arrive, so it ends by
  // timing out (not a sleep before a check); it fails at once if zod does arrive.
  await expect(page.waitForResponse(carriesZod, { timeout: ZOD_WATCH_MS })).rejects.toThrow(/Timeout \d+ms exceeded/);
  expect(zod.count()).toBe(0);

  await fields(page).title.click();
  await expect.poll(zod.count).toBe(1);
  await fill(page, { title: "Checked on the way", link: "", text: "" });
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(spoken(page, "status")).toHaveText(POSTED);
  expect(zod.count()).toBe(1);
});

test("asks for a reload when the form's checks did not download, sends nothing, and keeps the text", async ({
  page,
}) => {
  await page.route(/\/assets\/anonymous-api-[^/]+\.js$/, (route) => route.abort("internetdisconnected"));
  const typed = { title: "Offline for a moment", link: "", text: "Still here after the reload." };
  await fill(page, typed);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(spoken(page, "alert")).toHaveText(`Error: ${CODE_UNAVAILABLE}`);
  await expectValues(page, typed);
  expect(await storedSuggestions()).toEqual([]);

  await page.unroute(/\/assets\/anonymous-api-[^/]+\.js$/);
  await page.reload();
  await expectValues(page, typed);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(spoken(page, "status")).toHaveText(POSTED);
});

test("shows the form as specified: 12 rows, a 5000 limit and a live counter", async ({ page }) => {
  await expect(page.getByRole("heading", { name: "Post Anonymously", level: 1 })).toBeVisible();
  await expect(fields(page).text).toHaveAttribute("rows", "12");
  await expect(page.getByText("0/5000", { exact: true })).toBeVisible();
  await fields(page).text.fill("Hello");
  await expect(page.getByText("5/5000", { exact: true })).toBeVisible();
});

test("posts, says Posted! in green and empties the three inputs", async ({ page }) => {
  await fill(page, { title: "  Blue in Green  ", link: "https://example.com/song", text: "Lovely\ntune" });
  await page.getByRole("button", { name: "Submit" }).click();

  await expect(spoken(page, "status")).toHaveText(POSTED);
  await expect(formStatus(page)).toHaveCSS("color", "rgb(28, 107, 51)");
  await expectValues(page, { title: "", link: "", text: "" });
  await expect(page.getByText("0/5000", { exact: true })).toBeVisible();

  const [stored] = await storedSuggestions();
  expect(stored).toMatchObject({
    title: "Blue in Green",
    link: "https://example.com/song",
    text: "Lovely\ntune",
    authorType: "anonymous",
    ownerUid: "",
  });
});

test("shows a server failure as a red Error: line and keeps the inputs", async ({ page }) => {
  await page.route("**/createAnonymousPost", (route) =>
    route.fulfill(callableFailure("INTERNAL", "The post box is full.")),
  );
  const typed = { title: "Song", link: "https://example.com/a", text: "Some words" };
  await fill(page, typed);
  await page.getByRole("button", { name: "Submit" }).click();

  await expect(spoken(page, "alert")).toHaveText("Error: The post box is full.");
  await expect(page.getByRole("alert")).toHaveCSS("color", "rgb(179, 38, 30)");
  await expectValues(page, typed);
  await expect(formStatus(page)).toHaveText("");
});

test("says the network failed when the request never gets an answer, and clears it on the next try", async ({
  page,
}) => {
  await page.route("**/createAnonymousPost", (route) => route.abort("internetdisconnected"));
  await fill(page, { title: "Offline song", link: "", text: "" });
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(spoken(page, "alert")).toHaveText(
    "Error: We couldn't reach Village. Check your internet connection and try again.",
  );

  await page.unroute("**/createAnonymousPost");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(spoken(page, "status")).toHaveText(POSTED);
  await expect(page.getByRole("alert")).toHaveText("");
});

/** Counts the createAnonymousPost calls the page makes from now on. */
function countCalls(page: Page): () => number {
  let sent = 0;
  page.on("request", (request) => {
    if (request.url().includes("/createAnonymousPost")) sent++;
  });
  return () => sent;
}

/**
 * The field is marked invalid, with the focus on it or not; and, when `problem` is given, that sentence is
 * its error, tied to it by aria-describedby.
 */
async function expectProblem(page: Page, label: string, { problem, focused }: { problem?: string; focused: boolean }) {
  const box = page.getByLabel(label, { exact: true });
  await expect(box).toHaveAttribute("aria-invalid", "true");
  if (problem !== undefined) {
    await expect(box).toHaveAttribute("aria-describedby", /(^| )\S+-error( |$)/);
    const describedBy = (await box.getAttribute("aria-describedby")) ?? "";
    const errorId = describedBy.split(" ").find((id) => id.endsWith("-error"));
    await expect(page.locator(`[id="${errorId}"]`)).toHaveText(problem);
  }
  await (focused ? expect(box).toBeFocused() : expect(box).not.toBeFocused());
}

test("refuses an all-blank post with the server's own words under the title, before sending anything", async ({
  page,
}) => {
  const sent = countCalls(page);
  await fill(page, { title: " ", link: "", text: "\n" });
  await page.getByRole("button", { name: "Submit" }).click();
  await expectProblem(page, "Title", { problem: "Please add a title or some text before posting.", focused: true });
  await expect(page.getByRole("alert")).toHaveText("");
  expect(sent()).toBe(0);
});

test("refuses a link that is not a web address under the link, and a link alone under the title", async ({ page }) => {
  const sent = countCalls(page);
  await fill(page, { title: "", link: "javascript:alert(1)", text: "" });
  await page.getByRole("button", { name: "Submit" }).click();
  await expectProblem(page, "Link", {
    problem: "Link must be a web address, such as example.com/page or https://example.com (or leave it empty).",
    focused: false,
  });
  // Every problem at once, focus on the first.
  await expectProblem(page, "Title", { problem: "Please add a title or some text before posting.", focused: true });

  await fields(page).link.fill("not a link");
  await fields(page).text.fill("Worth a listen");
  await page.getByRole("button", { name: "Submit" }).click();
  await expectProblem(page, "Link", { focused: true });
  await expect(fields(page).title).not.toHaveAttribute("aria-invalid");
  expect(sent()).toBe(0);

  // Without its scheme, as people type it and as the board links it in text: stored with https://.
  await fields(page).link.fill("www.example.com/listen");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(spoken(page, "status")).toHaveText(POSTED);
  expect(await storedSuggestions()).toMatchObject([{ link: "https://www.example.com/listen", text: "Worth a listen" }]);
});

test("shows a refusal the server makes of a field under that field", async ({ page }) => {
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
  await fill(page, { title: "Song", link: "https://example.com/a", text: "" });
  await page.getByRole("button", { name: "Submit" }).click();
  await expectProblem(page, "Link", { problem: "Link must be shorter.", focused: true });
  await expect(page.getByRole("alert")).toHaveText("");
});

test("counts the title as it counts the text", async ({ page }) => {
  await expect(page.getByText("0/100", { exact: true })).toBeVisible();
  await fields(page).title.fill("Blue in Green");
  await expect(page.getByText("13/100", { exact: true })).toBeVisible();
  await expect(fields(page).title).toHaveAttribute("aria-describedby", "anon-title-count");
});

test("counts what people see, and keeps a paste past the limit whole with a word on how far over", async ({
  page,
  context,
}) => {
  // Six UTF-16 code units, three characters: the counter reads as the server counts.
  await fields(page).title.fill("🎉🎉🎉");
  await expect(page.locator("#anon-title-count")).toHaveText("3/100");

  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: siteUrl });
  await fields(page).text.fill("x".repeat(4800));
  await page.evaluate(() => navigator.clipboard.writeText("y".repeat(212)));
  await fields(page).text.focus();
  await page.keyboard.press("End");
  await page.keyboard.press("ControlOrMeta+V");
  // Nothing is dropped: the counter says how far over the text is, and a polite live region says it passed.
  await expect(fields(page).text).toHaveValue("x".repeat(4800) + "y".repeat(212));
  await expect(page.locator("#anon-text-count")).toHaveText("12 characters over the limit");
  await expect(page.locator("[aria-live=polite]").filter({ hasText: /\S/ })).toHaveText(
    "Text is over its limit of 5000 characters.",
  );
  await expectProblem(page, "Text", { problem: "Text must be at most 5000 characters.", focused: true });

  // Submit is refused with the same sentence under the field, and nothing is sent.
  const sent = countCalls(page);
  await page.getByRole("button", { name: "Submit" }).click();
  await expectProblem(page, "Text", { problem: "Text must be at most 5000 characters.", focused: true });
  expect(sent()).toBe(0);

  for (let i = 0; i < 12; i += 1) await page.keyboard.press("Backspace");
  await expect(page.locator("#anon-text-count")).toHaveText("5000/5000");
  await expect(fields(page).text).not.toHaveAttribute("aria-invalid");
});

test("after posting, links to the post and says this browser can delete it", async ({ page }) => {
  await fill(page, { title: "Find me", link: "", text: "" });
  await page.getByRole("button", { name: "Submit" }).click();
  const status = page.getByRole("status").filter({ hasText: POSTED });
  await expect(status).toHaveText(
    "Posted! — view itTo delete it later, open it in this browser and choose Delete from its ⋯ menu. Signing in here, or having this browser forget you (below), ends that.",
  );
  const [stored] = (await adminDb().collection(SUGGESTIONS_COLLECTION).get()).docs.map((document) => document.id);
  await status.getByRole("link", { name: "view it" }).click();
  await expect(page).toHaveURL(`/p/${stored}`);
  await expect(page.getByRole("heading", { name: "Find me", level: 1 })).toBeVisible();
});

test("asks before Cancel throws away a restored draft; Keep editing keeps it, Discard draft leaves", async ({
  page,
}) => {
  await fields(page).text.fill("Half a thought");
  await page.reload();
  await expect(page.getByText(/^Draft restored/)).toBeVisible();
  await page.getByRole("button", { name: "Cancel" }).click();
  const question = page.getByText("Discard your draft? The text you came back to will be gone.");
  await expect(question).toBeVisible();
  await expect(question).toBeFocused();
  await expect(page).toHaveURL((url) => url.pathname === "/anon");

  await page.getByRole("button", { name: "Keep editing" }).click();
  await expect(question).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expect(fields(page).text).toHaveValue("Half a thought");

  await page.getByRole("button", { name: "Cancel" }).click();
  await page.keyboard.press("Escape");
  await expect(question).toHaveCount(0);
  await page.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("button", { name: "Discard draft" }).click();
  await expect(page).toHaveURL("/");
  // A new visit to the form: nothing is restored.
  await visit(page, "/anon");
  await expect(fields(page).text).toHaveValue("");
  await expect(page.getByText(/^Draft restored/)).toHaveCount(0);
});

test("leaves a form with nothing restored at once on Cancel", async ({ page }) => {
  await fields(page).title.fill("Typed just now");
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL("/");
});

test.describe("a browser where nobody has said their age yet", () => {
  test.use({ ageRemembered: false });

  test("asks a new browser's age on the box, with focus there", async ({ page }) => {
    await fields(page).text.fill("Hello");
    await page.getByRole("button", { name: "Submit" }).click();
    const box = page.getByLabel("I am 13 or older");
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await expect(box).toBeFocused();
    await expect(page.locator("#anon-age-error")).toHaveText("Please confirm that you are 13 or older.");
    await expect(page.getByRole("alert")).toHaveText("");
  });

  test("does not ask a member who confirmed their age at sign-up, and posts for them", async ({ page }) => {
    await logInAsNewAccount(page, { displayName: "Confirmed" });
    await page.goto("/anon");
    await expect(page.getByRole("heading", { name: "Post Anonymously", level: 1 })).toBeVisible();
    await expect(page.getByText("You are signed in.", { exact: false })).toBeVisible();
    await expect(page.getByLabel("I am 13 or older")).toHaveCount(0);
    await fields(page).text.fill("From a member");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(spoken(page, "status")).toHaveText(POSTED);
    await expect(formStatus(page)).toContainText("This browser can delete it while you are signed in");
  });

  test("still asks a member whose account has not confirmed its age", async ({ page }) => {
    await logInAsNewAccount(page, { displayName: "Unconfirmed", ageConfirmed: false });
    await page.goto("/anon");
    await expect(page.getByText("You are signed in.", { exact: false })).toBeVisible();
    await expect(page.getByLabel("I am 13 or older")).toBeVisible();
  });
});

/** The `data` of every createAnonymousPost call the page makes (preflights left out). */
function sentPosts(page: Page): Record<string, unknown>[] {
  const sent: Record<string, unknown>[] = [];
  page.on("request", (request: Request) => {
    if (request.url().includes("/createAnonymousPost") && request.method() === "POST") {
      sent.push((request.postDataJSON() as { data: Record<string, unknown> }).data);
    }
  });
  return sent;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test("retries a failed post under the same request id, and gives the next post a new one", async ({ page }) => {
  const sent = sentPosts(page);
  await page.route("**/createAnonymousPost", (route) => route.abort("internetdisconnected"));
  await fill(page, { title: "Retry me", link: "", text: "" });
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(spoken(page, "alert")).toBeVisible();
  await page.unroute("**/createAnonymousPost");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(spoken(page, "status")).toHaveText(POSTED);

  await fill(page, { title: "Another one", link: "", text: "" });
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("status").filter({ hasText: POSTED })).toBeVisible();
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

test("sends a double-clicked post once", async ({ page }) => {
  const sent = sentPosts(page);
  const release = await holdRequests(page, "**/createAnonymousPost");
  await fill(page, { title: "Double click", link: "", text: "" });
  await page.getByRole("button", { name: "Submit" }).dblclick();
  release();
  await expect(spoken(page, "status")).toHaveText(POSTED);
  // One call, not two carrying the same id (the server would store those once, hiding the double send).
  expect(sent).toHaveLength(1);
  expect((await storedSuggestions()).filter((post) => post.title === "Double click")).toHaveLength(1);
});

test("stores a post once when its reply was lost and the same post is sent again", async ({ page }) => {
  const sent = sentPosts(page);
  // The post reaches the server and is stored, but the answer never comes back.
  await page.route("**/createAnonymousPost", async (route) => {
    await route.fetch();
    await route.abort("timedout");
  });
  await fill(page, { title: "Lost reply", link: "", text: "Sent twice, stored once." });
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(spoken(page, "alert")).toHaveText(/^Error: /);
  const lostReply = async () => (await storedSuggestions()).filter((post) => post.title === "Lost reply");
  expect(await lostReply()).toHaveLength(1);

  await page.unroute("**/createAnonymousPost");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(spoken(page, "status")).toHaveText(POSTED);
  expect(sent.map((post) => post.requestId)).toEqual([sent[0]?.requestId, sent[0]?.requestId]);
  expect(await lostReply()).toHaveLength(1);
});

test("hides the website honeypot from people, keyboards and screen readers, without display: none", async ({
  page,
}) => {
  const honeypot = page.locator('input[name="website"]');
  await expect(honeypot).toHaveAttribute("tabindex", "-1");
  await expect(honeypot).toHaveAttribute("autocomplete", "off");
  await expect(honeypot).toHaveValue("");
  await expect(page.locator('[aria-hidden="true"]').filter({ has: honeypot })).toHaveCount(1);
  await expect(page.getByLabel("Leave this empty")).toHaveCount(1);
  const box = await honeypot.boundingBox();
  expect(box && box.x + box.width <= 0).toBe(true);
  await expect(honeypot).not.toHaveCSS("display", "none");
  // Tab goes from the last visible field straight to the button.
  await fields(page).text.focus();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Submit" })).toBeFocused();
});

test("refuses a post whose honeypot was filled, sending and storing nothing", async ({ page }) => {
  const sent = countCalls(page);
  await fill(page, { title: "Cheap pills", link: "https://spam.example", text: "Buy now" });
  await page.locator('input[name="website"]').fill("https://spam.example");
  await page.getByRole("button", { name: "Submit" }).click();

  await expect(spoken(page, "alert")).toHaveText("Error: This post could not be accepted.");
  await expect(formStatus(page)).toHaveText("");
  expect(sent()).toBe(0);
  expect((await storedSuggestions()).filter((post) => post.title === "Cheap pills")).toEqual([]);
});

test("reads Posting… while the post is under way", async ({ page }) => {
  const release = await holdRequests(page, "**/createAnonymousPost");
  await fill(page, { title: "Night walk", link: "", text: "Fridays by the river." });
  await page.getByRole("button", { name: "Submit" }).click();
  const busy = page.getByRole("button", { name: "Posting…" });
  await expect(busy).toBeVisible();
  await expect(busy).toBeDisabled();
  release();
  await expect(spoken(page, "status")).toHaveText(POSTED);
  await expect(page.getByRole("button", { name: "Submit" })).toBeEnabled();
});
