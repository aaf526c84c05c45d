/** Business limits from the specification, counted in UTF-16 code units (see text.ts). */
export const LIMITS = {
  suggestionTitle: 100,
  suggestionDetails: 300,
  anonymousTitle: 100,
  anonymousLink: 2000,
  anonymousText: 5000,
} as const;

/** Rows of the anonymous text area. */
export const ANONYMOUS_TEXT_ROWS = 12;
