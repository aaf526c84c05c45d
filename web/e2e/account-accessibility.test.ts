// The signed-in account page, which the every-route check sees only signed out: axe in both colour schemes
// (the destructive button's contrast in the dark one), and radios at their full size beside long labels.
import { afterEach, beforeAll, expect, it } from "vitest";
import { AxeBuilder } from "@axe-core/playwright";
import type { BrowserContext } from "playwright-core";
import { siteUrl } from "../../test/support/emulators";
import { paths } from "../src/lib/paths";
import { browserForFile } from "./support/browser";
import { PHONE, resetEmulators, signedInPage } from "./support/site";

const browser = browserForFile();

let context: BrowserContext;

beforeAll(() => resetEmulators());

afterEach(() => context.close());

it.each(["light", "dark"] as const)("/account signed in on a phone, %s", async (scheme) => {
  const opened = await signedInPage(browser(), { displayName: "Robin" }, { viewport: PHONE });
  ({ context } = opened);
  const { page } = opened;
  await page.emulateMedia({ colorScheme: scheme });
  await page.goto(`${siteUrl}${paths.account}`);
  const button = page.getByRole("button", { name: "Delete my account" });
  await button.waitFor();

  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(" ")}`));
  expect(serious).toEqual([]);

  const radio = await page.getByRole("radio", { name: /Keep my posts/ }).boundingBox();
  expect(radio?.width).toBe(20);
  expect(radio?.height).toBe(20);
});
