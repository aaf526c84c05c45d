// axe-core's check, one copy for every file: serious and critical violations only, each named "rule: where"
// so that a failure says what to fix.
import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./test";

/**
 * axe's serious and critical violations on the page as it is drawn now. In AxeBuilder's legacy mode: axe
 * runs in the page itself, where the default opens a blank page of its own to merge each frame's results,
 * injecting axe's 1.3 MB into it as well. The site draws no frame, so both check the same; legacy mode
 * takes about half the time (decision 0079).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(" ")}`));
}

/** The colour schemes every page is checked in. */
export const SCHEMES = ["light", "dark"] as const;

/** axe finds nothing serious or critical, in the light and the dark colour scheme; then the system's again. */
export async function expectAxeClean(page: Page): Promise<void> {
  for (const colorScheme of SCHEMES) {
    await page.emulateMedia({ colorScheme });
    expect(await seriousViolations(page), `in the ${colorScheme} scheme`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: null });
}
