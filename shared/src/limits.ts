/** Business limits from the specification, in characters as people see them (`countCharacters`, text.ts). */
export const LIMITS = {
  suggestionTitle: 100,
  suggestionDetails: 300,
  anonymousTitle: 100,
  anonymousLink: 2000,
  anonymousText: 5000,
  /** A reply under a post (issue #47). */
  replyText: 1000,
} as const;

/**
 * How long after posting its author may still edit a post (issue #48, decisions/0127): a typo's time, not a
 * rewrite's. The web offers Edit within it; the server alone decides.
 */
export const EDIT_WINDOW_MS = 15 * 60 * 1000;

/** Rows of the anonymous text area. */
export const ANONYMOUS_TEXT_ROWS = 12;

/** Rows of the reply text area. */
export const REPLY_TEXT_ROWS = 5;

/** Replies a post's page shows at first, and each "Load more replies" adds, oldest first. */
export const REPLIES_PAGE_SIZE = 50;
