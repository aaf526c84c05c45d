/** Names of the stored data, as an admin sees them in the Firebase console. */
export const SUGGESTIONS_COLLECTION = "suggestions";

/** The details field of a suggestion. The space is deliberate: existing data and the list use this name. */
export const DETAILS_FIELD = "suggestion details";

/** The value of `authorType` on posts from the anonymous form. */
export const ANONYMOUS_AUTHOR_TYPE = "anonymous";

/** Shown when a post has no author. */
export const ANONYMOUS_AUTHOR = "anonymous";

/** A document of running totals, kept by a trigger: `{ posts: number }`. */
export const COUNTERS_DOCUMENT = "meta/counters";
export const POST_COUNT_FIELD = "posts";
