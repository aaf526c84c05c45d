// An open tab on `/` asks `/api/newest` (same origin, cached by the CDN) every 30 s and reads Firestore only
// when something is new. The page's clock is Playwright's, so two minutes of polling take no real time; the
// browser's HTTP cache keeps real time, so the test waits out the answer's max-age before the change shows.
import { afterEach, beforeEach, expect, it } from "vitest";
import type { BrowserContext, Request } from "playwright-core";
import { NEWEST_CACHE_CONTROL, NEWEST_ENDPOINT } from "@village/shared";
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

it("makes no Firestore request while nothing changes, and announces a new post within one interval", async () => {
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
  page.on("request", (request) => {
    if (toFirestore(request)) firestore.push(request.url());
    if (new URL(request.url()).pathname === NEWEST_ENDPOINT) polls.push(request.url());
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
  await page.getByRole("button", { name: "1 new post" }).waitFor({ timeout: 10_000 });
  // Only now is the home document read: one Firestore request.
  expect(firestore).toHaveLength(1);
});
