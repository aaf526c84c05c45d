// One schema per stored document (docs/data.md names each), for the functions' typed collections
// (functions/src/lib/collections.ts) and the tests that hold the web's hand-written readers to them. Not
// exported from the package's root but as `@village/shared/documents`, so no web bundle carries them.
import { decisionTimeDocument, DECISION_TIMES_COLLECTION } from "./decision-time.js";
import { homeDocument, HOME_DOCUMENT } from "./home.js";
import { logTitleDocument, MODERATION_LOG_TITLES_COLLECTION } from "./log-title.js";
import { moderationLogLineDocument, MODERATION_LOG_COLLECTION } from "./moderation-log-line.js";
import { moderationRequestDocument, MODERATION_REQUESTS_COLLECTION } from "./moderation-request.js";
import { postCountShardDocument, POST_COUNT_SHARDS_COLLECTION } from "./post-count-shard.js";
import { publicPostDocument, POSTS_COLLECTION } from "./public-post.js";
import { publicReplyDocument, LISTED_REPLIES_COLLECTION } from "./public-reply.js";
import { queueEntryDocument, MODERATION_QUEUE_COLLECTION } from "./queue-entry.js";
import { rateLimitDocument, RATE_LIMITS_COLLECTION } from "./rate-limit-counter.js";
import { replyDocument, REPLIES_COLLECTION } from "./reply.js";
import { threadReplierDocument, THREAD_REPLIERS_COLLECTION } from "./thread-replier.js";
import { reportDocument, REPORTS_COLLECTION } from "./report.js";
import { reportVoterDocument, REPORT_VOTERS_COLLECTION } from "./report-voter.js";
import { reporterStandingDocument, REPORTER_STANDING_COLLECTION } from "./reporter-standing.js";
import { searchEntryDocument, SEARCH_INDEX_COLLECTION } from "./search-entry.js";
import { suggestionDocument, SUGGESTIONS_COLLECTION } from "./suggestion.js";
import { suspensionDocument, SUSPENSIONS_COLLECTION } from "./suspension.js";
import { moderationNoticeDocument, MODERATION_NOTICES_COLLECTION } from "./moderation-notice.js";
import { threadNameDocument, THREAD_NAMES_COLLECTION } from "./thread-name.js";
import { replyNoticesDocument, REPLY_NOTICES_COLLECTION } from "./reply-notices.js";
import { postVersionDocument, POST_VERSIONS_COLLECTION } from "./post-version.js";
import { tombstoneDocument, DELETED_POSTS_COLLECTION } from "./tombstone.js";
import { transparencyReportDocument, TRANSPARENCY_REPORTS_COLLECTION } from "./transparency-report.js";
import { untaggedPostsDocument, UNTAGGED_POSTS_DOCUMENT } from "./untagged-posts.js";
import { verifiedAccountDocument, VERIFIED_ACCOUNTS_COLLECTION } from "./verified-account.js";
import {
  safeModeDocument,
  SAFE_MODE_DOCUMENT,
  trustedAuthorDocument,
  TRUSTED_AUTHORS_COLLECTION,
} from "./safe-mode.js";

export * from "./stored-time.js";
export * from "./suggestion.js";
export * from "./public-post.js";
export * from "./reply.js";
export * from "./public-reply.js";
export * from "./thread-name.js";
export * from "./thread-replier.js";
export * from "./reply-notices.js";
export * from "./post-version.js";
export * from "./search-entry.js";
export * from "./home.js";
export * from "./post-count-shard.js";
export * from "./rate-limit-counter.js";
export * from "./moderation-log-line.js";
export * from "./log-title.js";
export * from "./report.js";
export * from "./report-voter.js";
export * from "./queue-entry.js";
export * from "./moderation-request.js";
export * from "./reporter-standing.js";
export * from "./suspension.js";
export * from "./moderation-notice.js";
export * from "./tombstone.js";
export * from "./verified-account.js";
export * from "./transparency-report.js";
export * from "./decision-time.js";
export * from "./untagged-posts.js";
export * from "./safe-mode.js";

/**
 * Every collection (and the single documents, `meta/home` and `meta/untaggedPosts`) docs/data.md describes, with its schema:
 * scripts/docs.test.ts holds the two lists to each other.
 */
export const STORED_DOCUMENTS = {
  [SUGGESTIONS_COLLECTION]: suggestionDocument,
  [POSTS_COLLECTION]: publicPostDocument,
  [REPLIES_COLLECTION]: replyDocument,
  [LISTED_REPLIES_COLLECTION]: publicReplyDocument,
  [THREAD_NAMES_COLLECTION]: threadNameDocument,
  [THREAD_REPLIERS_COLLECTION]: threadReplierDocument,
  [REPLY_NOTICES_COLLECTION]: replyNoticesDocument,
  [POST_VERSIONS_COLLECTION]: postVersionDocument,
  [SEARCH_INDEX_COLLECTION]: searchEntryDocument,
  [HOME_DOCUMENT]: homeDocument,
  [UNTAGGED_POSTS_DOCUMENT]: untaggedPostsDocument,
  [POST_COUNT_SHARDS_COLLECTION]: postCountShardDocument,
  [RATE_LIMITS_COLLECTION]: rateLimitDocument,
  [MODERATION_LOG_COLLECTION]: moderationLogLineDocument,
  [REPORTS_COLLECTION]: reportDocument,
  [REPORT_VOTERS_COLLECTION]: reportVoterDocument,
  [MODERATION_QUEUE_COLLECTION]: queueEntryDocument,
  [MODERATION_LOG_TITLES_COLLECTION]: logTitleDocument,
  [MODERATION_REQUESTS_COLLECTION]: moderationRequestDocument,
  [REPORTER_STANDING_COLLECTION]: reporterStandingDocument,
  [SUSPENSIONS_COLLECTION]: suspensionDocument,
  [MODERATION_NOTICES_COLLECTION]: moderationNoticeDocument,
  [DELETED_POSTS_COLLECTION]: tombstoneDocument,
  [VERIFIED_ACCOUNTS_COLLECTION]: verifiedAccountDocument,
  [TRANSPARENCY_REPORTS_COLLECTION]: transparencyReportDocument,
  [DECISION_TIMES_COLLECTION]: decisionTimeDocument,
  [SAFE_MODE_DOCUMENT]: safeModeDocument,
  [TRUSTED_AUTHORS_COLLECTION]: trustedAuthorDocument,
} as const;
