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

/** Flags that keep Chromium quiet on a closed network (see docs/offline.md). */
export const QUIET_CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
