/** Posts per page on the home list and in search results. */
export const PAGE_SIZE = 25;

/** Largest `limit` the security rules allow on a list query (firestore.rules, maxPageSize). */
export const MAX_PAGE_SIZE = 50;
