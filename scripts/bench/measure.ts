// Measurements in Chromium: what a visitor waits for, and the bytes that come from Firestore.
import { readFile } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import { emulatorAddress, emulatorHosts, projectId, siteUrl } from "../../test/support/emulators";
import type { SpecReadOptions } from "./spec-reader";
import { HOME_ENDPOINT, SEARCH_ENDPOINT } from "@village/shared";

const DATA_ENDPOINTS = new Set([HOME_ENDPOINT, SEARCH_ENDPOINT]);

export interface Measurement {
  ms: number;
  bytes: number;
  /** A search that stopped at its reading limit with no match yet (its answer is "Search older posts"). */
  stopped?: boolean;
}

/**
 * Counts bytes received (headers and body, as on the wire) from the Firestore emulator, and from the site's
 * endpoints that answer Firestore's data (`/api/home`, `/api/search`), while `action` runs.
 */
async function countFirestoreBytes<T>(page: Page, action: () => Promise<T>): Promise<{ result: T; bytes: number }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const firestoreRequests = new Set<string>();
  let bytes = 0;
  cdp.on("Network.responseReceived", (event) => {
    const { host, pathname } = new URL(event.response.url);
    if (host === emulatorHosts.firestore || DATA_ENDPOINTS.has(pathname)) firestoreRequests.add(event.requestId);
  });
  cdp.on("Network.loadingFinished", (event) => {
    if (firestoreRequests.has(event.requestId)) bytes += event.encodedDataLength;
  });
  const result = await action();
  await new Promise((resolve) => setTimeout(resolve, 300)); // let the last loadingFinished events arrive
  await cdp.detach();
  return { result, bytes };
}

/** Our site: opens `path` and waits for the first post, or for a search's note that it stopped at its limit. */
export async function measureSite(browser: Browser, path: string): Promise<Measurement> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    const { result, bytes } = await countFirestoreBytes(page, async () => {
      await page.goto(`${siteUrl}${path}`);
      // Milliseconds from the start of navigation to the first post (or the stopped note) on screen.
      const handle = await page.waitForFunction(
        () => {
          if (document.querySelector("main article")) return { ms: performance.now(), stopped: false };
          const stopped = Array.from(document.querySelectorAll("main button")).some(
            (button) => button.textContent === "Search older posts",
          );
          return stopped ? { ms: performance.now(), stopped: true } : null;
        },
        null,
        {
          polling: "raf",
          timeout: 120_000,
        },
      );
      const answer = await handle.jsonValue();
      if (!answer) throw new Error(`no answer on ${path}`);
      return answer;
    });
    return { ...result, bytes };
  } finally {
    await context.close();
  }
}

/**
 * The specification's approach: read the whole collection newest first, then filter in the browser and
 * show the first post, run from a page of the same site by spec-reader.ts (see there why through the
 * Firestore SDK's lite build; scripts/bench.mjs bundles it and names the bundle in BENCH_SPEC_READER). Only
 * the read, filter and first post are timed, from an already-loaded page.
 */
export async function measureFetchAll(browser: Browser, term: string): Promise<Measurement> {
  const reader = process.env.BENCH_SPEC_READER;
  if (!reader) throw new Error("BENCH_SPEC_READER is not set: run the benchmark with `npm run bench`");
  const script = await readFile(reader, "utf8");
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(`${siteUrl}/terms`);
    // Evaluated rather than added as a <script>, which the site's Content-Security-Policy would refuse.
    await page.evaluate(script);
    const { host, port } = emulatorAddress("firestore");
    const options: SpecReadOptions = { projectId, host, port, term };
    const { result: ms, bytes } = await countFirestoreBytes(page, () =>
      page.evaluate((read) => window.specReadAndFilter(read), options),
    );
    return { ms, bytes };
  } finally {
    await context.close();
  }
}
