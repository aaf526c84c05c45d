/** Names of the stored data, as an admin sees them in the Firebase console. */

/**
 * The system of record: one document per post with every stored field, account ids included. Only the
 * functions and administrators (the Firebase console) read it; no client may.
 */
export const SUGGESTIONS_COLLECTION = "suggestions";

/**
 * The public projection: one document per listed post, same id as its `suggestions` document, holding only
 * what the list shows (see `listedPostFor`). Kept by a trigger; this is what visitors' browsers read.
 */
export const POSTS_COLLECTION = "posts";

/**
 * Replies' system of record, under each post: `suggestions/{postId}/replies/{replyId}`, with account ids,
 * closed to clients (docs/data.md). Its public projection is LISTED_REPLIES_COLLECTION, same ids.
 */
export const REPLIES_COLLECTION = "replies";

/**
 * The public projection of a post's replies, under the post's public document:
 * `posts/{postId}/listedReplies/{replyId}`, kept by a trigger from the replies, holding only what the page
 * shows (`ListedReply`); readable only while the post's public document exists (firestore.rules).
 */
export const LISTED_REPLIES_COLLECTION = "listedReplies";

/**
 * Server only, under `suggestions/{postId}`: the thread's anonymous names, one document per name given in that
 * thread (id: the name's word, lower case) naming the identity's keyed hash that holds it, so that no two
 * identities share a name in one thread (docs/decisions/0115).
 */
export const THREAD_NAMES_COLLECTION = "threadNames";

/**
 * Server only, under `suggestions/{postId}`: each identity that replied in the thread (id: the identity's keyed
 * hash for this thread), with its last reply's time (the per-thread pace) and its anonymous name there.
 */
export const THREAD_REPLIERS_COLLECTION = "threadRepliers";

/**
 * Server only, under `suggestions/{postId}`: one document, `author`, holding what the post's author has seen
 * of its replies and whether they turned reply notices off, written only by the author's own actions
 * (`markReplyNotices`), never by a reply (docs/decisions/0120).
 */
export const REPLY_NOTICES_COLLECTION = "replyNotices";

/**
 * Server only, under `suggestions/{postId}`: each version of the post its author's edits replaced, kept for
 * the author and moderators and never shown to the public (issue #48, docs/decisions/0127).
 */
export const POST_VERSIONS_COLLECTION = "versions";

/** The one document of REPLY_NOTICES_COLLECTION under a post. */
export const REPLY_NOTICES_DOCUMENT_ID = "author";

/** The details field of a suggestion. The space is deliberate: existing data and the list use this name. */
export const DETAILS_FIELD = "suggestion details";

/** The value of `authorType` on posts from the anonymous form. */
export const ANONYMOUS_AUTHOR_TYPE = "anonymous";

/** Shown when a post has no author. */
export const ANONYMOUS_AUTHOR = "anonymous";

/**
 * On a post a deleted account kept: when it comes back into public view (until then it is out of it). Each
 * such post has its own random time, and comes back in a commit of its own (docs/decisions/0087).
 */
export const HELD_UNTIL_FIELD = "heldUntil";

/**
 * The document the home page opens with, built at most once a second by the `buildHome` task: `posts`, how
 * many posts are listed (the sum of the count's shards), and
 * `newest`, a copy of the newest page of posts (public fields only), newest first. One read shows the home
 * page, however many posts there are.
 */
export const HOME_DOCUMENT = "meta/home";
export const POST_COUNT_FIELD = "posts";
export const NEWEST_POSTS_FIELD = "newest";
/**
 * When the build that wrote the home document read its sources (Firestore's read time): everything committed
 * before it is in the document, so a build task for a second that ended before it has nothing to add
 * (docs/decisions/0069).
 */
export const HOME_READ_TIME_FIELD = "readTime";

/**
 * The public posts whose id carries no tag of Village's (written in the console or imported: the callables tag
 * every id they mint), kept by the trigger so that `/p/{id}` reads such a post without letting a made-up
 * untagged id cost a read (docs/decisions/0105). At most UNTAGGED_POSTS_MAX ids.
 */
export const UNTAGGED_POSTS_DOCUMENT = "meta/untaggedPosts";
export const UNTAGGED_POST_IDS_FIELD = "ids";
/** 10,000 ids of at most 64 characters: under 700 KB of Firestore's 1 MiB for a document. */
export const UNTAGGED_POSTS_MAX = 10_000;
/**
 * Server only: the count of listed posts, split over `POST_COUNT_SHARDS` documents (`postCountShards/0` …)
 * so that no document takes a write from every post. Each post moves the shard its id hashes to by one, in
 * the transaction that adds or removes its public document; the count is the sum of the shards' `n`.
 */
export const POST_COUNT_SHARDS_COLLECTION = "postCountShards";
export const POST_COUNT_SHARD_FIELD = "n";
export const POST_COUNT_SHARDS = 500;

/**
 * Set by the trigger on a `suggestions` document whose public documents could not be written (say, an
 * imported post too large for the home document): the sentence says why. Such a post is left out of every
 * public view until an administrator fixes it; other posts are unaffected.
 */
export const UNLISTED_FIELD = "unlisted";

// Moderation: hiding, reports, the queue and the public log (see docs/moderation.md).

/**
 * Set on a `suggestions` document to take it out of every public view (by a moderator, by reports, or by
 * an administrator in the console), with `hiddenReason` saying why. The post itself stays, for moderators.
 */
export const HIDDEN_FIELD = "hidden";
export const HIDDEN_REASON_FIELD = "hiddenReason";
/**
 * Set on a `suggestions` document when a moderator keeps or restores it: reports never hide it again by
 * themselves (new reports still reach the queue). Server only, like the rest of the post.
 */
export const MODERATOR_KEPT_FIELD = "moderatorKept";

/** Server only: one document per reporter and post (`{postId}_{reporter hash}`). */
export const REPORTS_COLLECTION = "reports";
/** Server only: one document per counted reporter and post (see docs/moderation.md). */
export const REPORT_VOTERS_COLLECTION = "reportVoters";
/** Server only: one document per reported or hidden post awaiting a moderator. */
export const MODERATION_QUEUE_COLLECTION = "moderationQueue";
/** Server only: one document per deleted post, without its content, so a second deletion is told apart. */
export const DELETED_POSTS_COLLECTION = "deletedPosts";
/** Public: every moderation action, newest first, never saying who moderated or who reported. */
export const MODERATION_LOG_COLLECTION = "moderationLog";
/**
 * Server only: one document per suspended author (an account, or an anonymous browser's keyed hash), its id
 * a hash, with the reason and until when; the post callables refuse a suspended author.
 */
export const SUSPENSIONS_COLLECTION = "suspensions";
/**
 * Server only: one document per moderator action on an author's post, reply or identity (random id), the
 * statement of reasons only that author reads (through `myModerationNotices`), with its appeal (decision 0128).
 */
export const MODERATION_NOTICES_COLLECTION = "moderationNotices";
