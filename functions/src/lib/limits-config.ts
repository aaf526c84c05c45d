import { defineInt, defineSecret } from "firebase-functions/params";
import type { Allowance } from "../services/rate-limit.js";

// Configurable per project in functions/.env (defaults) or functions/.env.<project-id>.
// The length of the "minute" window the per-minute allowances count in: 60 s in production; the emulator
// tests set an hour (functions/.env.test), so that no test's burst straddles two windows.
const rateLimitWindowSeconds = defineInt("RATE_LIMIT_WINDOW_SECONDS", { default: 60 });
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
        "`npx firebase functions:secrets:set ADDRESS_HASH_KEY` (docs/deploy.md, step 5).",
    );
  }
  return key;
}

/** How many trusted entries at the end of X-Forwarded-For to skip (0: the last entry is the caller's). */
export const trustedProxyHops = (): number => trustedProxyHopsSetting.value();

/** The short window's length, at least a second. */
const windowMs = (): number => Math.max(1, rateLimitWindowSeconds.value()) * 1000;

/**
 * An allowance read from the settings `${name}_PER_MINUTE` and `${name}_PER_DAY` (the defaults stand when
 * they are not set). The settings are declared here, when the module loads, as deploys require.
 */
function allowanceSettings(name: string, defaults: { perMinute: number; perDay: number }): () => Allowance {
  const perMinute = defineInt(`${name}_PER_MINUTE`, { default: defaults.perMinute });
  const perDay = defineInt(`${name}_PER_DAY`, { default: defaults.perDay });
  return () => ({ perMinute: perMinute.value(), perDay: perDay.value(), windowMs: windowMs() });
}

/** One account's allowance of suggestions. */
export const suggestionAllowance = allowanceSettings("SUGGESTIONS", { perMinute: 5, perDay: 50 });

/** One network address's allowance of suggestions, shared by every account posting from it. */
export const suggestionAddressAllowance = allowanceSettings("SUGGESTIONS_PER_ADDRESS", { perMinute: 10, perDay: 100 });

/** Anonymous posts: the allowance of one account, and of one network address (or browser, if unknown). */
export const anonymousAllowance = allowanceSettings("ANONYMOUS_POSTS", { perMinute: 3, perDay: 20 });

/** Reports: the allowance of one account (or signed-out browser where no address is known). */
export const reportAllowance = allowanceSettings("REPORTS", { perMinute: 5, perDay: 30 });

/** Reports: the allowance of one network address, shared by everyone reporting from it. */
export const reportAddressAllowance = allowanceSettings("REPORTS_PER_ADDRESS", { perMinute: 10, perDay: 100 });

/** How many distinct reporters hide a post pending review (auto-hide). */
export const reportersToHidePost = (): number => Math.max(1, reportersToHide.value());
