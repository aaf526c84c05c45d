// What the emulator tests and the load test both need to know about rate limits.
import { readFileSync } from "node:fs";

/** Which settings the functions run with: `npm test`'s (functions/.env.test over .env), or plain .env's. */
export type Settings = "test" | "default";

/** The values a dotenv file sets (only the NAME=digits lines the rate limits use). */
function settingsIn(file: string): Record<string, number> {
  const env = readFileSync(new URL(`../../functions/${file}`, import.meta.url), "utf8");
  const values: Record<string, number> = {};
  for (const [, name = "", value = ""] of env.matchAll(/^([A-Z][A-Z0-9_]*)=(\d+)$/gm)) values[name] = Number(value);
  return values;
}

/**
 * An allowance the functions run with, read from the same files they read: functions/.env, and over it
 * functions/.env.test for the emulator tests (which `npm test` runs under the `test` alias). The path is
 * relative to this file (the load test runs it where it is, under tsx).
 */
export function configuredLimit(name: string, settings: Settings = "test"): number {
  const values = { ...settingsIn(".env"), ...(settings === "test" ? settingsIn(".env.test") : {}) };
  const value = values[name];
  if (value === undefined) throw new Error(`${name} is not set in functions/.env`);
  return value;
}

/** The length of the window the per-minute allowances count in. */
export const windowMs = (settings: Settings = "test") => configuredLimit("RATE_LIMIT_WINDOW_SECONDS", settings) * 1000;

// When to try again, in words: at most one window (a minute, or the tests' hour) away.
const WAIT = String.raw`in (\d+ seconds?|\d+ minutes?|1 hour)`;

/** The minute-limit refusal. */
export const TOO_QUICKLY = new RegExp(String.raw`^You're posting too quickly\. Please try again ${WAIT}\.$`);

/** The minute-limit refusal when the network address's allowance, shared by all its callers, is spent. */
export const NETWORK_TOO_QUICKLY = new RegExp(
  String.raw`^Too many posts are coming from your network right now\. Please try again ${WAIT}\.$`,
);

/** The daily-limit refusal of a caller's own allowance of `perDay` posts: try again before the UTC day ends. */
export const dailyLimit = (perDay: number) =>
  new RegExp(
    String.raw`^You've reached today's limit of ${perDay} posts\. Please try again in \d+ (hours?|minutes?|seconds?)\.$`,
  );

/** The daily-limit refusal of a network address's allowance, shared by all its callers. */
export const networkDailyLimit = (perDay: number) =>
  new RegExp(
    String.raw`^Your network has reached today's limit of ${perDay} posts\. Please try again in \d+ (hours?|minutes?|seconds?)\.$`,
  );

/**
 * Rate limits count in clock-aligned windows. Something that counts within one window first waits, when
 * fewer than `needMs` remain in the current one, for the next one to begin. With the tests' hour-long window
 * that is a wait in one test out of many; with a minute (the load test), often.
 */
export async function startOfFreshWindow(needMs = 25_000, settings: Settings = "test"): Promise<void> {
  const length = windowMs(settings);
  const left = length - (Date.now() % length);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/** Whole UTC days: a test of the daily allowance must not straddle midnight. */
export async function startOfFreshDay(needMs = 60_000): Promise<void> {
  const left = 86_400_000 - (Date.now() % 86_400_000);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
