// What the header's notices view needs of notices and appeals (decisions 0128, 0129), in a module that imports
// nothing: the notice chunk takes it alone, never a module it would share with the moderation pages or the
// contracts (each such module is cut into a chunk the home route's first load names).

/** Longest appeal text. */
export const APPEAL_TEXT_MAX = 1000;

/** What the author is told when a moderator marked a spam action "no appeal". */
export const NO_APPEAL_REASON = "A moderator found this to be spam, which cannot be appealed.";

/** The id of a guideline's section on the guidelines page (`GUIDELINES` in moderation.ts). */
export const guidelineAnchor = (guideline: string): string => `guideline-${guideline}`;
