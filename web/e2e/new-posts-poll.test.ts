// An open tab on `/` asks `/api/newest` (same origin, cached by the CDN) every 30 s, counts what is new from
// its answer, and reads the new posts through the CDN too (`/api/home`) when the reader shows them: never
// Firestore. The page's clock is Playwright's, so two minutes of polling take no real time; the browser's HTTP
// cache keeps real time, so the test polls again until the answer's max-age has passed and the change shows.
import type { Request } from "@playwright/test";
import { HOME_ENDPOINT, NEWEST_CACHE_CONTROL, NEWEST_ENDPOINT } from "@village/shared";
import { emulatorHosts } from "../../test/support/emulators";
import { hourlyPosts, seedPosts } from "./support/posts";
import { appRunning, resetEmulators } from "./support/site";
import { expect, test } from "./support/test";

const POLL_MS = 30_000;
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

  // Two minutes open with nothing new: four polls, none of them reaching Firestore.
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
