import { defineInt, defineSecret } from "firebase-functions/params";

// Configurable per project in functions/.env (defaults) or functions/.env.<project-id>.
// The length of the "minute" window the per-minute allowances count in: 60 s in production; the emulator
// tests set an hour (functions/.env.test), so that no test's burst straddles two windows.
const rateLimitWindowSeconds = defineInt("RATE_LIMIT_WINDOW_SECONDS", { default: 60 });
const reportersToHide = defineInt("REPORTERS_TO_HIDE", { default: 3 });
const reporterMinAccountHours = defineInt("REPORTER_MIN_ACCOUNT_HOURS", { default: 72 });
const reporterAutoHidesPerDay = defineInt("REPORTER_AUTO_HIDES_PER_DAY", { default: 10 });
const trustedProxyHopsSetting = defineInt("TRUSTED_PROXY_HOPS", { default: 0 });
const per56Factor = defineInt("ALLOWANCE_FACTOR_PER_56", { default: 4 });
const per48Factor = defineInt("ALLOWANCE_FACTOR_PER_48", { default: 16 });
const replyPaceSecondsSetting = defineInt("REPLY_PACE_SECONDS", { default: 30 });

/**
 * The key of the HMAC that turns a caller's network address into the key its allowance is stored under.
 * Deployed: a Secret Manager secret (`npx firebase functions:secrets:set ADDRESS_HASH_KEY`); under the
 * emulator: functions/.secret.local. Every callable that reads it must list it in its `secrets`.
 */
export const addressHashKeySecret = defineSecret("ADDRESS_HASH_KEY");

/** One caller's allowance for one action, as the settings below give it; services/limits/rate-limit.ts spends it. */
export interface Allowance {
  /** Posts per short window (a minute unless `windowMs` says otherwise). */
  perMinute: number;
  perDay: number;
  /** The short window's length; a minute when left out. */
  windowMs?: number;
}

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

/**
 * The key of the HMAC that turns an anonymous post's verified identity (the uid of its anonymous or
 * signed-in account) into the author key stored on it (`authorBrowser`, decision 0030): separate from the
 * address key, so neither can be matched against the other. It also keys the hashes of a suspended account's
 * verified e-mail and sign-in subjects (services/moderation/suspensions.ts, decision 0089), under prefixes of their own.
 * Deployed: a Secret Manager secret (`npx firebase functions:secrets:set BROWSER_HASH_KEY`); under the
 * emulator: functions/.secret.local.
 */
export const browserHashKeySecret = defineSecret("BROWSER_HASH_KEY");

/** The browser HMAC's key; throws (the caller then gets `internal`, the logs the reason) when it is unusable. */
export function browserHashKey(): string {
  const key = browserHashKeySecret.value().trim();
  if (key.length < MIN_ADDRESS_HASH_KEY_LENGTH) {
    throw new Error(
      `BROWSER_HASH_KEY is missing or shorter than ${MIN_ADDRESS_HASH_KEY_LENGTH} characters. Set it with ` +
        "`npx firebase functions:secrets:set BROWSER_HASH_KEY` (docs/moderation.md).",
    );
  }
  return key;
}

/**
 * The key of the tag in every post id the callables mint (decision 0061): an endpoint given an id checks the
 * tag before it reads anything. Deployed: a Secret Manager secret (`npx firebase functions:secrets:set
 * POST_ID_KEY`, docs/deploy.md step 5); under the emulator: functions/.secret.local.
 */
export const postIdKeySecret = defineSecret("POST_ID_KEY");

/** The post-id tag's key; throws (the caller then gets `internal` or a 503, the logs the reason) when unusable. */
export function postIdKey(): string {
  const key = postIdKeySecret.value().trim();
  if (key.length < MIN_ADDRESS_HASH_KEY_LENGTH) {
    throw new Error(
      `POST_ID_KEY is missing or shorter than ${MIN_ADDRESS_HASH_KEY_LENGTH} characters. Set it with ` +
        "`npx firebase functions:secrets:set POST_ID_KEY` (docs/deploy.md, step 5).",
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

/**
 * One account's allowance of suggestions while its e-mail is not verified: small, since such an account costs
 * nothing to make again, a suspended person's included (decision 0089); once verified, the one above.
 */
export const unverifiedSuggestionAllowance = allowanceSettings("UNVERIFIED_SUGGESTIONS", { perMinute: 3, perDay: 10 });

/** One network address's allowance of suggestions, shared by every account posting from it. */
export const suggestionAddressAllowance = allowanceSettings("SUGGESTIONS_PER_ADDRESS", { perMinute: 10, perDay: 100 });

/** Anonymous posts: the allowance of one account, and of one network address (or browser, if unknown). */
export const anonymousAllowance = allowanceSettings("ANONYMOUS_POSTS", { perMinute: 3, perDay: 20 });

/**
 * Replies (issue #47): the allowance of one account or anonymous identity, across every thread. A person in a
 * conversation answers a few times a minute at most; the per-thread pace below keeps any one thread calmer.
 */
export const replyAllowance = allowanceSettings("REPLIES", { perMinute: 5, perDay: 100 });

/** Replies: the allowance of one network address (its /56 and /48 by the factors below), shared by all on it. */
export const replyAddressAllowance = allowanceSettings("REPLIES_PER_ADDRESS", { perMinute: 10, perDay: 200 });

/** The per-thread pace: one reply per identity per this many seconds in one thread (at least 1). */
export const replyPaceMs = (): number => Math.max(1, replyPaceSecondsSetting.value()) * 1000;

/** Reports: the allowance of one account (or signed-out browser where no address is known). */
export const reportAllowance = allowanceSettings("REPORTS", { perMinute: 5, perDay: 30 });

/** Reports: the allowance of one network address, shared by everyone reporting from it. */
export const reportAddressAllowance = allowanceSettings("REPORTS_PER_ADDRESS", { perMinute: 10, perDay: 100 });

/**
 * An IPv6 address's /56 and /48 each get an allowance this many times its /64's (at least once): a home is
 * often given a /56 and a site (or a free tunnel) a /48, so without them one /48 would hold 65,536 allowances.
 */
export const widerAllowanceFactors = (): Record<56 | 48, number> => ({
  56: Math.max(1, per56Factor.value()),
  48: Math.max(1, per48Factor.value()),
});

/**
 * Display-name changes of one account: each may re-sign every named post of the account (services/
 * rename-author.ts), so the allowance bounds how many post rewrites an account can cause in a day.
 */
export const renameAllowance = allowanceSettings("RENAMES", { perMinute: 3, perDay: 5 });

/** "Download your data" of one account: each reads every post and report of the account. */
export const exportAllowance = allowanceSettings("EXPORTS", { perMinute: 2, perDay: 5 });

/**
 * The caller's own look-ups (decision 0091): `myPost` (one of its posts and what became of it), `myPosts` (a
 * page of its posts, up to 52 reads) and `mySuspension`, each per account or anonymous identity. Sized far
 * above what the pages ask (a page load asks once), so only a loop meets them.
 */
export const ownPostAllowance = allowanceSettings("MY_POST", { perMinute: 30, perDay: 500 });
export const ownPostsAllowance = allowanceSettings("MY_POSTS", { perMinute: 20, perDay: 300 });
export const suspensionCheckAllowance = allowanceSettings("MY_SUSPENSION", { perMinute: 30, perDay: 500 });

/**
 * An author's reply notices (decision 0120): `myReplyNotices` (read on navigation and focus, at most once a
 * minute by the web, up to about 100 reads) and `markReplyNotices` (on opening one's own post with new replies,
 * or a toggle), together, per account or anonymous identity. Far above what the pages ask; only a loop meets it.
 */
export const replyNoticesAllowance = allowanceSettings("REPLY_NOTICES", { perMinute: 30, perDay: 500 });

/**
 * An author's moderation notices (decision 0128): `myModerationNotices`, read on navigation and focus at most
 * once a minute by the web, per account or anonymous identity. Far above what the pages ask.
 */
export const moderationNoticesAllowance = allowanceSettings("MODERATION_NOTICES", { perMinute: 30, perDay: 500 });

/**
 * Appeals (decision 0129), per account or anonymous identity: one per action already, and this bounds how many
 * one author can send at moderators in a burst or a day (a flood of appeals is itself harassment).
 */
export const appealAllowance = allowanceSettings("APPEALS", { perMinute: 2, perDay: 10 });

/**
 * Searches that read (CDN misses of the canonical URL with a term), per network address (its /64 for IPv6,
 * and its /56 and /48 by the factors above). A person typing asks one search per pause (300 ms), a handful
 * a minute; the allowance is far above that, and bounds what one address can make search read: at most
 * `perDay` × 200 reads a day (decision 0091).
 */
export const searchAddressAllowance = allowanceSettings("SEARCHES_PER_ADDRESS", { perMinute: 60, perDay: 2_000 });

/** How many accounts with standing hide a post pending review (auto-hide). */
export const reportersToHidePost = (): number => Math.max(1, reportersToHide.value());

/**
 * Who has standing to count toward auto-hide (docs/moderation.md): an account at least this many hours old
 * (by its Auth creation time), with a verified e-mail, and how many posts a day its reports may count on.
 */
export const reporterStandingSettings = (): { minAccountHours: number; countsPerDay: number } => ({
  minAccountHours: Math.max(0, reporterMinAccountHours.value()),
  countsPerDay: Math.max(0, reporterAutoHidesPerDay.value()),
});

const safeModeNewPosts = defineInt("SAFE_MODE_NEW_POSTS", { default: 20 });
const safeModeWindowMinutes = defineInt("SAFE_MODE_WINDOW_MINUTES", { default: 10 });
const safeModeQuietMinutes = defineInt("SAFE_MODE_QUIET_MINUTES", { default: 60 });

/** Safe mode's automatic switch (decision 0131), as services/moderation/safe-mode.ts applies it. */
export interface SafeModeSettings {
  /** Posts from identities younger than a day, within `windowMs`, that turn safe mode on (at least 1). */
  threshold: number;
  windowMs: number;
  /** How long the rate must stay under the threshold before the automatic switch turns safe mode off. */
  quietMs: number;
}

/**
 * Safe mode turns itself on when `SAFE_MODE_NEW_POSTS` posts from identities younger than a day come within
 * `SAFE_MODE_WINDOW_MINUTES` (20 in 10 minutes by default), and off after `SAFE_MODE_QUIET_MINUTES` (60) under it.
 */
export const safeModeSettings = (): SafeModeSettings => ({
  threshold: Math.max(1, safeModeNewPosts.value()),
  windowMs: Math.max(1, safeModeWindowMinutes.value()) * 60_000,
  quietMs: Math.max(1, safeModeQuietMinutes.value()) * 60_000,
});
