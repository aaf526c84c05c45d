import "../zod-config.js";
import { z } from "zod";
import { ifValid, storedTime } from "./stored-time.js";

/**
 * `meta/safeMode`: whether safe mode for new identities is on (issue #48 item 4, docs/decisions/0131). Server
 * only; written only when it switches (and, while the automatic switch holds it on, at most once a minute to
 * say the flood goes on). Absent: off.
 */
export const SAFE_MODE_DOCUMENT = "meta/safeMode";

/** Who turned safe mode on or off: a moderator (`setSafeMode`), or the rate of new identities' posts. */
export const SAFE_MODE_ACTORS = ["moderator", "automatic"] as const;

export const safeModeDocument = z.object({
  on: ifValid(z.boolean()),
  by: ifValid(z.enum(SAFE_MODE_ACTORS)),
  /** When it last switched. */
  since: ifValid(storedTime),
  /** Turned on automatically: the last time the rate was seen over the threshold (the quiet hour counts from it). */
  busyAt: ifValid(storedTime),
  /** A moderator turned it off: the automatic switch does not turn it on again before this time. */
  autoAfter: ifValid(storedTime),
});
export type SafeModeDocument = z.output<typeof safeModeDocument>;

/**
 * `trustedAuthors/{hash}`: an author (an account for named posts, an identity for anonymous ones, as moderators
 * act on them) whose held post a moderator approved; safe mode never holds their posts again. Server only; the
 * id is a hash of the author's key, never the key.
 */
export const TRUSTED_AUTHORS_COLLECTION = "trustedAuthors";

export const trustedAuthorDocument = z.object({
  trustedAt: storedTime,
});
export type TrustedAuthorDocument = z.output<typeof trustedAuthorDocument>;
