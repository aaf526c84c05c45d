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

/** "October 3, 2025": the specification's long US date, in the reader's time zone. */
export function formatPostDate(date: Date): string {
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}
