// An open tab on `/` asks `/api/newest` (same origin, cached by the CDN) every 30 s, counts what is new from
// its answer, and reads the new posts through the CDN too (`/api/home`) when the reader shows them: never
// Firestore. The page's clock is Playwright's, so two minutes of polling take no real time; the browser's HTTP
// cache keeps real time, so the test waits out the answer's max-age before the change shows.
import { afterEach, beforeEach, expect, it } from "vitest";
import type { BrowserContext, Request } from "playwright-core";
import { HOME_ENDPOINT, NEWEST_CACHE_CONTROL, NEWEST_ENDPOINT } from "@village/shared";
import { emulatorHosts, siteUrl } from "../../test/support/emulators";
import { browserForFile, newPage } from "./support/browser";
import { hourlyPosts, seedPosts } from "./support/posts";
import { resetEmulators } from "./support/site";

const browser = browserForFile();
const POLL_MS = 30_000;
const MAX_AGE_MS = Number(/max-age=(\d+)/.exec(NEWEST_CACHE_CONTROL)?.[1] ?? 0) * 1000;

let context: BrowserContext;

beforeEach(() => resetEmulators());
afterEach(() => context.close());

const toFirestore = (request: Request) => {
  const url = new URL(request.url());
  return url.host === emulatorHosts.firestore || url.host === "firestore.googleapis.com";
};

it("makes no Firestore request while nothing changes, nor to announce and show a new post", async () => {
  await seedPosts(hourlyPosts(3, (index) => `Old ${index}`));
  const opened = await newPage(browser());
  context = opened.context;
  const { page } = opened;
  await context.addInitScript(() => {
    localStorage.setItem("cookiesAccepted", "yes");
    localStorage.setItem("villageAgeConfirmed", "yes");
  });
  await page.clock.install();
  await page.goto(`${siteUrl}/`);
  await page.getByText("3 result(s)").waitFor();

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
  const lastPoll = Date.now();

  await seedPosts(
    [{ id: "fresh", data: { title: "Fresh news", text: "Just in", createdAt: new Date(), rand: 0.3 } }],
    4,
  );
  // The last answer may still be fresh in the browser's cache (real time): let it age out first.
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, lastPoll + MAX_AGE_MS + 500 - Date.now())));
  await page.clock.runFor(POLL_MS);
  const notice = page.getByRole("button", { name: "1 new post" });
  await notice.waitFor({ timeout: 10_000 });
  // Counted from the poll's answer alone: no Firestore request, nor /api/home.
  expect(firestore).toEqual([]);
  expect(homes).toEqual([]);
  await notice.click();
  await page.getByRole("heading", { name: "Fresh news" }).waitFor();
  await page.getByText("4 result(s)").waitFor();
  // Shown from /api/home (the CDN), still no Firestore request.
  expect(homes).toHaveLength(1);
  expect(firestore).toEqual([]);
});
