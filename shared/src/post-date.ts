// The one place dates and times are written for readers. Written out rather than with Intl.DateTimeFormat:
// creating the first Intl formatter loads the browser's locale data, which cost the home page's first script
// run about 7 ms of main-thread time, for a format that never changes.
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
 * Whose clock: the reader's ("local"), or UTC where the reader's is not known yet (a page rendered on a
 * server, and its first render in the browser, which must match it).
 */
export type Zone = "local" | "UTC";

const parts = (date: Date, zone: Zone) =>
  zone === "UTC"
    ? {
        year: date.getUTCFullYear(),
        month: date.getUTCMonth(),
        day: date.getUTCDate(),
        hours: date.getUTCHours(),
        minutes: date.getUTCMinutes(),
      }
    : {
        year: date.getFullYear(),
        month: date.getMonth(),
        day: date.getDate(),
        hours: date.getHours(),
        minutes: date.getMinutes(),
      };

/** "October 3, 2025": the specification's long US date, in the reader's time zone unless `zone` says UTC. */
export function formatPostDate(date: Date, zone: Zone = "local"): string {
  const { year, month, day } = parts(date, zone);
  return `${MONTHS[month] ?? ""} ${day}, ${year}`;
}

/** "2:05 PM": the time of day, in the reader's time zone unless `zone` says UTC (then "2:05 PM UTC"). */
export function formatTimeOfDay(date: Date, zone: Zone = "local"): string {
  const { hours, minutes } = parts(date, zone);
  const time = `${hours % 12 || 12}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`;
  return zone === "UTC" ? `${time} UTC` : time;
}
