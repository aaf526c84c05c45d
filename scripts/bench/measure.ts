// Measurements in Chromium: what a visitor waits for, and the bytes that come from Firestore.
import type { Browser, Page } from "playwright-core";
import { emulatorHosts, projectId, siteUrl } from "../../test/support/emulators";

export interface Measurement {
  ms: number;
  bytes: number;
}

/** Counts bytes received (headers and body, as on the wire) from the Firestore emulator while `action` runs. */
async function countFirestoreBytes<T>(page: Page, action: () => Promise<T>): Promise<{ result: T; bytes: number }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const firestoreRequests = new Set<string>();
  let bytes = 0;
  cdp.on("Network.responseReceived", (event) => {
    if (event.response.url.includes(emulatorHosts.firestore)) firestoreRequests.add(event.requestId);
  });
  cdp.on("Network.loadingFinished", (event) => {
    if (firestoreRequests.has(event.requestId)) bytes += event.encodedDataLength;
  });
  const result = await action();
  await new Promise((resolve) => setTimeout(resolve, 300)); // let the last loadingFinished events arrive
  await cdp.detach();
  return { result, bytes };
}

/** Our site: opens `path` and waits for the first post (or the count line of an empty search). */
export async function measureSite(browser: Browser, path: string): Promise<Measurement> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    const { result: ms, bytes } = await countFirestoreBytes(page, async () => {
      await page.goto(`${siteUrl}${path}`);
      // Milliseconds from the start of navigation to the first post on screen.
      const handle = await page.waitForFunction(
        () => document.querySelector("main article") && performance.now(),
        null,
        {
          polling: "raf",
          timeout: 120_000,
        },
      );
      return Number(await handle.jsonValue());
    });
    return { ms, bytes };
  } finally {
    await context.close();
  }
}

/**
 * The specification's approach: read the whole collection newest first, then filter in the browser and
 * show the first post. Run from a page of the same site; it reads as an admin ("Bearer owner"), because
 * our security rules refuse an unbounded list.
 */
export async function measureFetchAll(browser: Browser, term: string): Promise<Measurement> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(`${siteUrl}/terms`);
    const url = `http://${emulatorHosts.firestore}/v1/projects/${projectId}/databases/(default)/documents:runQuery`;
    const { result: ms, bytes } = await countFirestoreBytes(page, () =>
      page.evaluate(
        async ({ url, term }) => {
          const started = performance.now();
          const response = await fetch(url, {
            method: "POST",
            headers: { Authorization: "Bearer owner", "Content-Type": "application/json" },
            body: JSON.stringify({
              structuredQuery: {
                from: [{ collectionId: "suggestions" }],
                orderBy: [{ field: { fieldPath: "createdAt" }, direction: "DESCENDING" }],
              },
            }),
          });
          const rows = (await response.json()) as {
            document?: { fields?: Record<string, { stringValue?: string }> };
          }[];
          const needle = term.toLowerCase();
          const posts = rows.flatMap((row) => {
            const fields = row.document?.fields ?? {};
            const text = (name: string) => fields[name]?.stringValue ?? "";
            const post = {
              title: text("title"),
              details: text("suggestion details") || text("text"),
              link: text("link"),
            };
            const matches = [post.title, post.details, post.link].some((value) => value.toLowerCase().includes(needle));
            return matches ? [post] : [];
          });
          const first = document.createElement("article");
          first.textContent = posts[0]?.title ?? "";
          document.body.append(first);
          return performance.now() - started;
        },
        { url, term },
      ),
    );
    return { ms, bytes };
  } finally {
    await context.close();
  }
}
