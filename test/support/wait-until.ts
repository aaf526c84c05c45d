// Retrying a check until it passes, for shared test code that runs under both vitest (the emulator tier) and
// Playwright Test (the browser tier): vitest's `vi.waitFor` throws outside vitest, and
// Playwright's `expect.poll` would load a second copy of Jest's matcher state into vitest (decision 0055).
import { setTimeout as sleep } from "node:timers/promises";

/**
 * Calls `check` every `interval` ms until it resolves without throwing; after `timeout` ms rethrows its last
 * error. Answers what `check` answered.
 */
export async function waitUntil<T>(
  check: () => T | Promise<T>,
  { timeout, interval }: { timeout: number; interval: number },
): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() + interval > deadline) throw error;
      await sleep(interval);
    }
  }
}
