const longUsDate = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric" });

/** "October 3, 2025": the specification's long US date. */
export function formatPostDate(date: Date): string {
  return longUsDate.format(date);
}
