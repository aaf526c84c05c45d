// What the emulator tests and the load test both need to know about rate limits.
import { readFileSync } from "node:fs";

/**
 * The allowances the functions run with, read from the same file they read (functions/.env). The path is
 * relative to this file, which the load test bundles into .cache/tools/: the same depth below the root.
 */
export function configuredLimit(name: string): number {
  const env = readFileSync(new URL("../../functions/.env", import.meta.url), "utf8");
  const match = new RegExp(`^${name}=(\\d+)$`, "m").exec(env);
  if (!match?.[1]) throw new Error(`${name} is not set in functions/.env`);
  return Number(match[1]);
}

/** The minute-limit refusal: when to try again is at most a minute away. */
export const TOO_QUICKLY = /^You're posting too quickly\. Please try again in (\d+ seconds?|1 minute)\.$/;

/** The minute-limit refusal when the network address's allowance, shared by all its callers, is spent. */
export const NETWORK_TOO_QUICKLY =
  /^Too many posts are coming from your network right now\. Please try again in (\d+ seconds?|1 minute)\.$/;

/**
 * Rate limits count in clock-aligned minutes. Something that counts within one minute first waits, when
 * fewer than `needMs` remain in the current minute, for the next one to begin.
 */
export async function startOfFreshMinute(needMs = 25_000): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
