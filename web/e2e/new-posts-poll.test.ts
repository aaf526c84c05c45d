// An open tab on `/` asks `/api/newest` (same origin, cached by the CDN) every 5 s, counts what is new from
// its answer, and reads the new posts through the CDN too (`/api/home`) when the reader shows them: never
// Firestore. The first test's clock is Playwright's, so two minutes of polling take no real time; the browser's
// HTTP cache keeps real time, so it polls again until the answer's max-age has passed and the change shows.
// The second runs on real time: a post made in one browser reaches another's open tab within 10 s.
import type { Request } from "@playwright/test";
import {
  HOME_ENDPOINT,
  NEW_POST_NOTICE_MS,
  NEWEST_CACHE_CONTROL,
  NEWEST_ENDPOINT,
  NEWEST_POLL_MS,
} from "@village/shared";
import { emulatorHosts } from "../../test/support/emulators";
import { hourlyPosts, seedPosts } from "./support/posts";
import { appRunning, resetEmulators, spoken, visit } from "./support/site";
import { expect, test } from "./support/test";

const POLL_MS = NEWEST_POLL_MS;
const MAX_AGE_MS = Number(/max-age=(\d+)/.exec(NEWEST_CACHE_CONTROL)?.[1] ?? 0) * 1000;

test.beforeEach(() => resetEmulators());

const toFirestore = (request: Request) => {
  const url = new URL(request.url());
  return url.host === emulatorHosts.firestore || url.host === "firestore.googleapis.com";
};

test("makes no Firestore request while nothing changes, nor to announce and show a new post", async ({ page }) => {
  await seedPosts(hourlyPosts(3, (index) => `Old ${index}`));
  await page.clock.install();
  await page.goto("/");
  // The rendered page's own list shows before its app, whose timer polls, has started.
  await appRunning(page);
  await expect(page.getByText("3 result(s)")).toBeVisible();

  const firestore: string[] = [];
  const polls: string[] = [];
  const homes: string[] = [];
  page.on("request", (request) => {
    if (toFirestore(request)) firestore.push(request.url());
    if (new URL(request.url()).pathname === NEWEST_ENDPOINT) polls.push(request.url());
    if (new URL(request.url()).pathname === HOME_ENDPOINT) homes.push(request.url());
  });

  // Four polls with nothing new, none of them reaching Firestore.
  for (let minute = 0; minute < 4; minute++) {
    const asked = page.waitForResponse((response) => new URL(response.url()).pathname === NEWEST_ENDPOINT);
    await page.clock.runFor(POLL_MS);
    expect((await asked).status()).toBe(200);
  }
  expect(polls).toHaveLength(4);
  expect(firestore).toEqual([]);

  await seedPosts(
    [{ id: "fresh", data: { title: "Fresh news", text: "Just in", createdAt: new Date(), rand: 0.3 } }],
    4,
  );
  // The last answer may still be fresh in the browser's cache (real time): poll again until the new count shows.
  const notice = page.getByRole("button", { name: "1 new post" });
  await expect(async () => {
    await page.clock.runFor(POLL_MS);
    await expect(notice).toBeVisible({ timeout: 10_000 });
  }).toPass({ intervals: [500], timeout: MAX_AGE_MS + 30_000 });
  // Counted from the poll's answer alone: no Firestore request, nor /api/home.
  expect(firestore).toEqual([]);
  expect(homes).toEqual([]);
  await notice.click();
  await expect(page.getByRole("heading", { name: "Fresh news" })).toBeVisible();
  await expect(page.getByText("4 result(s)")).toBeVisible();
  // Shown from /api/home (the CDN), still no Firestore request.
  expect(homes).toHaveLength(1);
  expect(firestore).toEqual([]);
});

test("shows another browser's new post within 10 s", async ({ page, newVisitor }) => {
  await seedPosts(hourlyPosts(2, (index) => `Old ${index}`));
  await page.goto("/");
  await appRunning(page);
  await expect(page.getByText("2 result(s)")).toBeVisible();

  // Someone else posts from /anon in their own browser.
  const author = await newVisitor();
  await visit(author.page, "/anon");
  await author.page.getByLabel("Title").fill("Heard next door");
  await author.page.getByRole("button", { name: "Submit" }).click();
  await expect(spoken(author.page, "status")).toHaveText(/^Posted! — view it/);
  const posted = Date.now();

  // The open tab offers it (the emulator's Hosting keeps nothing, so this is the build and the next poll; the
  // CDN's 3 s copy comes on top in production, within NEW_POST_NOTICE_MS: shared/src/endpoints/newest-endpoint.ts).
  const notice = page.getByRole("button", { name: "1 new post" });
  await expect(notice).toBeVisible({ timeout: NEW_POST_NOTICE_MS });
  expect(Date.now() - posted).toBeLessThanOrEqual(NEW_POST_NOTICE_MS);
  await notice.click();
  await expect(page.getByRole("heading", { name: "Heard next door" })).toBeVisible();
  await expect(page.getByText("3 result(s)")).toBeVisible();
});
