// Written out rather than with Intl.DateTimeFormat: creating the first Intl formatter loads the browser's
// locale data, which cost the home page's first script run about 7 ms of main-thread time, for a format that
// never changes.
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/**
 * "October 3, 2025": the specification's long US date, in UTC, wherever it is drawn. The server renders the
 * home page's dates into its HTML and the browser takes that markup over as it is (docs/decisions/0042), so
 * the two must write the same words: a date in the reader's own zone would differ from the server's for part
 * of every day, and change under the reader's eyes. The exact time is in the `<time>` element's `datetime`.
 * The one place a post's date is written: extend it here (a time of day) so the server and the browser agree.
 */
export function formatPostDate(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
