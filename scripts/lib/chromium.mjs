// Debian's Chromium, for the browser tests, the benchmark and Lighthouse: never a downloaded browser.
import { execFileSync } from "node:child_process";

/** Where Chromium is: $CHROMIUM_PATH, else `chromium` on the PATH (`apt-get install -y chromium`). */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execFileSync("sh", ["-c", "command -v chromium"], { encoding: "utf8" }).trim();
  } catch {
    throw new Error("Chromium is missing: run `apt-get install -y chromium` (or set CHROMIUM_PATH).");
  }
}

/**
 * The Chromium the browser tier runs in: $CHROMIUM_PATH, else Debian's `chromium-headless-shell` (the same
 * Chromium built as a headless shell, which Playwright itself runs headless tests in by default), else
 * `chromium`. The shell's browser process took half the CPU of the full browser's for the same tests, and the
 * tier about a quarter less of Chromium's CPU in all (docs/decisions/0099). The benchmark and Lighthouse
 * measure the full browser (`chromiumPath`), as people run it.
 */
export function browserTierChromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execFileSync("sh", ["-c", "command -v chromium-headless-shell"], { encoding: "utf8" }).trim();
  } catch {
    return chromiumPath();
  }
}

/**
 * The features Playwright disables itself (playwright-core 1.65's chromiumSwitches.ts). A second
 * `--disable-features` replaces the first rather than adding to it, so ours repeats them;
 * web/e2e/chromium-flags.test.ts fails when Playwright's list gains one that this copy lacks.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];

/**
 * The address bar's popup, which Chromium draws as a web page of its own (chrome://omnibox-popup.top-chrome)
 * and loads with every new window, headless too: a renderer process and about 1.1 s of CPU for each of the
 * browser tier's 300-odd windows, for a popup nobody opens (docs/decisions/0078).
 */
const OMNIBOX_POPUP_WEBUI = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "WebUIOmniboxFullPopup"];

/** Flags that keep Chromium quiet on a closed network (see docs/offline.md), and light on the CPU. */
export const QUIET_CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_WEBUI].join(",")}`,
];
