// Every page on a 360 px phone and on a desktop: nothing wider than the screen, a 220 px banner and a
// content column of at most 900 px.
import { beforeAll, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { siteUrl } from "../../test/support/emulators";
import { browserForFile } from "./support/browser";
import { DESKTOP, openPage, PHONE, resetEmulators, ROUTES, signedInPage } from "./support/site";

const browser = browserForFile();

beforeAll(async () => {
  await resetEmulators();
});

async function measure(page: Page) {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    banner: document.querySelector("header")?.getBoundingClientRect().height,
    main: document.querySelector("main")?.getBoundingClientRect().width,
  }));
}

it.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
])("on a %s, signed out, no page overflows sideways", async (_name, viewport) => {
  const { page, context } = await openPage(browser(), "/", { viewport, cookiesAccepted: false });
  for (const { path, heading } of ROUTES) {
    await page.goto(`${siteUrl}${path}`);
    await page.getByRole("heading", { name: heading, level: 1 }).waitFor();
    await page.getByRole("link", { name: "Sign in" }).waitFor();
    const { scrollWidth, banner, main } = await measure(page);
    expect(scrollWidth, path).toBeLessThanOrEqual(viewport.width);
    expect(banner, path).toBe(220);
    expect(main, path).toBeLessThanOrEqual(900);
  }
  await context.close();
});

it.each([
  ["a phone", PHONE],
  ["the narrowest one-row desktop", { width: 760, height: 800 }],
])("on %s, signed in under a long name, the header still fits", async (_name, viewport) => {
  const displayName = "Bartholomew Fitzgerald-Montgomery the Third";
  const { page, context } = await signedInPage(browser(), { displayName }, { viewport });
  for (const path of ["/", "/new", "/anon"]) {
    await page.goto(`${siteUrl}${path}`);
    await page.getByRole("button", { name: "Sign out" }).waitFor();
    const { scrollWidth, banner } = await measure(page);
    expect(scrollWidth, path).toBeLessThanOrEqual(viewport.width);
    expect(banner, path).toBe(220);
    // Everything in the banner stays inside it.
    const overflow = await page.evaluate(() => {
      const header = document.querySelector("header")?.getBoundingClientRect();
      return [...document.querySelectorAll("header a, header button, header input")]
        .map((element) => element.getBoundingClientRect())
        .some((box) => !header || box.bottom > header.bottom || box.right > header.right);
    });
    expect(overflow, path).toBe(false);
  }
  await context.close();
});
