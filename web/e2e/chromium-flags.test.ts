// The flags every Chromium of the tests starts with (scripts/lib/chromium.mjs): they keep what Playwright
// disables itself, and they spare each new window the address bar's popup page (docs/decisions/0078).
import { readFileSync } from "node:fs";
import { chromium } from "playwright-core";
import { browserTierChromiumPath, QUIET_CHROMIUM_FLAGS } from "../../scripts/lib/chromium.mjs";
import { expect, test } from "./support/test";

/** A Chromium launched by Playwright with `args`, with one page open: its disabled features and pages. */
async function launchedWith(args: string[]): Promise<{ disabled: string[]; urls: string[] }> {
  const browser = await chromium.launch({ executablePath: browserTierChromiumPath(), args });
  try {
    await (await browser.newContext()).newPage();
    const cdp = await browser.newBrowserCDPSession();
    const { processInfo } = await cdp.send("SystemInfo.getProcessInfo");
    const pid = processInfo.find((process) => process.type === "browser")?.id;
    // The browser's own command line: Playwright's switches, then ours. The last `--disable-features` counts.
    const switches = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
    const last = switches.findLast((value) => value.startsWith("--disable-features="));
    const { targetInfos } = await cdp.send("Target.getTargets", { filter: [{}] });
    return {
      disabled: last?.slice("--disable-features=".length).split(",") ?? [],
      urls: targetInfos.map((t) => t.url),
    };
  } finally {
    await browser.close();
  }
}

test("keeps every feature Playwright disables, and opens no address-bar popup page with a window", async () => {
  const playwrights = await launchedWith([]);
  const ours = await launchedWith(QUIET_CHROMIUM_FLAGS);
  expect(playwrights.disabled.length).toBeGreaterThan(0);
  expect(ours.disabled).toEqual(expect.arrayContaining(playwrights.disabled));
  expect(ours.disabled).toEqual(expect.arrayContaining(["WebUIOmniboxPopup"]));
  expect(ours.urls.filter((url) => url.includes("omnibox-popup"))).toEqual([]);
});
