/** Names of the stored data, as an admin sees them in the Firebase console. */
export const SUGGESTIONS_COLLECTION = "suggestions";

/** The details field of a suggestion. The space is deliberate: existing data and the list use this name. */
export const DETAILS_FIELD = "suggestion details";

/** The value of `authorType` on posts from the anonymous form. */
export const ANONYMOUS_AUTHOR_TYPE = "anonymous";

/** Shown when a post has no author. */
export const ANONYMOUS_AUTHOR = "anonymous";

/**
 * The document the home page opens with, kept by a trigger: `posts`, how many posts there are, and `newest`,
 * a copy of the newest page of posts (the fields the list shows), newest first. One read shows the home
 * page, however many posts there are.
 */
export const HOME_DOCUMENT = "meta/home";
export const POST_COUNT_FIELD = "posts";
export const NEWEST_POSTS_FIELD = "newest";
