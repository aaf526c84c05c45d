/** Business limits from the specification, in characters as people see them (`countCharacters`, text.ts). */
export const LIMITS = {
  suggestionTitle: 100,
  suggestionDetails: 300,
  anonymousTitle: 100,
  anonymousLink: 2000,
  anonymousText: 5000,
} as const;

/** Rows of the anonymous text area. */
export const ANONYMOUS_TEXT_ROWS = 12;
