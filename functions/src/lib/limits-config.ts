import { defineInt, defineSecret } from "firebase-functions/params";
import type { Allowance } from "../services/rate-limit.js";

// Configurable per project in functions/.env (defaults) or functions/.env.<project-id>.
const suggestionsPerMinute = defineInt("SUGGESTIONS_PER_MINUTE", { default: 5 });
const suggestionsPerDay = defineInt("SUGGESTIONS_PER_DAY", { default: 50 });
const suggestionsPerAddressPerMinute = defineInt("SUGGESTIONS_PER_ADDRESS_PER_MINUTE", { default: 10 });
const suggestionsPerAddressPerDay = defineInt("SUGGESTIONS_PER_ADDRESS_PER_DAY", { default: 100 });
const anonymousPerMinute = defineInt("ANONYMOUS_POSTS_PER_MINUTE", { default: 3 });
const anonymousPerDay = defineInt("ANONYMOUS_POSTS_PER_DAY", { default: 20 });
// The length of the "minute" window the per-minute allowances count in: 60 s in production; the emulator
// tests set an hour (functions/.env.test), so that no test's burst straddles two windows.
const rateLimitWindowSeconds = defineInt("RATE_LIMIT_WINDOW_SECONDS", { default: 60 });
const reportsPerMinute = defineInt("REPORTS_PER_MINUTE", { default: 5 });
const reportsPerDay = defineInt("REPORTS_PER_DAY", { default: 30 });
const reportsPerAddressPerMinute = defineInt("REPORTS_PER_ADDRESS_PER_MINUTE", { default: 10 });
const reportsPerAddressPerDay = defineInt("REPORTS_PER_ADDRESS_PER_DAY", { default: 100 });
const reportersToHide = defineInt("REPORTERS_TO_HIDE", { default: 3 });
const trustedProxyHopsSetting = defineInt("TRUSTED_PROXY_HOPS", { default: 0 });

/**
 * The key of the HMAC that turns a caller's network address into the key its allowance is stored under.
 * Deployed: a Secret Manager secret (`npx firebase functions:secrets:set ADDRESS_HASH_KEY`); under the
 * emulator: functions/.secret.local. Every callable that reads it must list it in its `secrets`.
 */
export const addressHashKeySecret = defineSecret("ADDRESS_HASH_KEY");

const MIN_ADDRESS_HASH_KEY_LENGTH = 32;

/** The address HMAC's key; throws (the caller then gets `internal`, the logs the reason) when it is unusable. */
export function addressHashKey(): string {
  const key = addressHashKeySecret.value().trim();
  if (key.length < MIN_ADDRESS_HASH_KEY_LENGTH) {
    throw new Error(
      `ADDRESS_HASH_KEY is missing or shorter than ${MIN_ADDRESS_HASH_KEY_LENGTH} characters. Set it with ` +
        '`npx firebase functions:secrets:set ADDRESS_HASH_KEY` (README, "Abuse resistance").',
    );
  }
  return key;
}

/** How many trusted entries at the end of X-Forwarded-For to skip (0: the last entry is the caller's). */
export const trustedProxyHops = (): number => trustedProxyHopsSetting.value();

/** The short window's length, at least a second. */
const windowMs = (): number => Math.max(1, rateLimitWindowSeconds.value()) * 1000;

/** One account's allowance of suggestions. */
export const suggestionAllowance = (): Allowance => ({
  perMinute: suggestionsPerMinute.value(),
  perDay: suggestionsPerDay.value(),
  windowMs: windowMs(),
});

/** One network address's allowance of suggestions, shared by every account posting from it. */
export const suggestionAddressAllowance = (): Allowance => ({
  perMinute: suggestionsPerAddressPerMinute.value(),
  perDay: suggestionsPerAddressPerDay.value(),
  windowMs: windowMs(),
});

/** Anonymous posts: the allowance of one account, and of one network address (or browser, if unknown). */
export const anonymousAllowance = (): Allowance => ({
  perMinute: anonymousPerMinute.value(),
  perDay: anonymousPerDay.value(),
  windowMs: windowMs(),
});

/** Reports: the allowance of one account (or signed-out browser where no address is known). */
export const reportAllowance = (): Allowance => ({
  perMinute: reportsPerMinute.value(),
  perDay: reportsPerDay.value(),
  windowMs: windowMs(),
});

/** Reports: the allowance of one network address, shared by everyone reporting from it. */
export const reportAddressAllowance = (): Allowance => ({
  perMinute: reportsPerAddressPerMinute.value(),
  perDay: reportsPerAddressPerDay.value(),
  windowMs: windowMs(),
});

/** How many distinct reporters hide a post pending review (auto-hide). */
export const reportersToHidePost = (): number => Math.max(1, reportersToHide.value());
