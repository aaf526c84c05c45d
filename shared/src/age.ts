// The age rule's names, apart from the contracts so the web app's first load can read them without zod.

/** The minimum age the Terms set. */
export const MINIMUM_AGE = 13;

/** The ID token's custom claim the confirmation is stored as (set only by the functions' `confirmAge`). */
export const AGE_CONFIRMED_CLAIM = "ageConfirmed";
