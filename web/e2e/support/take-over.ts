// A page whose HTML is its content (rendered at build time or by the server), visited with the app's entry
// held back until the page has painted from its HTML alone: what the app's takeover must keep can then be
// checked (the same elements, no console warning, no layout shift).
import { expect, type Page } from "@playwright/test";
import { layoutShift, recordLayoutShifts } from "./layout-shift";
import { appRunning } from "./site";

/** What a takeover kept: ask once the app runs. */
export interface TakenOver {
  /** Whether the heading painted from the HTML is still the element on the page. */
  sameHeading: () => Promise<boolean>;
  /** The console's errors and warnings (React's hydration mismatches among them). */
  said: string[];
  /** The layout shift summed over the whole visit. */
  layoutShift: () => Promise<number>;
}

/**
 * Opens `path` with the app's entry held, waits for the `heading` (level 1) painted from the HTML, marks it,
 * runs `beforeApp` (checks of the page as its HTML alone shows it), then lets the app run and take over.
 */
export async function takeOver(
  page: Page,
  path: string,
  heading: string,
  beforeApp: () => Promise<void> = async () => {},
): Promise<TakenOver> {
  await recordLayoutShifts(page.context());
  const said: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") said.push(message.text());
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: "commit" });
  const shown = page.getByRole("heading", { name: heading, level: 1 });
  await expect(shown).toBeVisible();
  await shown.evaluate((element) => Object.assign(element, { fromHtml: true }));
  await beforeApp();
  release();
  await appRunning(page);
  return {
    sameHeading: () => shown.evaluate((element) => (element as unknown as { fromHtml?: boolean }).fromHtml === true),
    said,
    layoutShift: () => layoutShift(page),
  };
}
