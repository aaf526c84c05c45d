import { useHydrated } from "../../../hooks/use-hydrated";
import { formatPostDate, formatTimeOfDay } from "@village/shared";

/**
 * The specification's "Posted on {date}", with the time of day beside it, on the reader's clock. A page
 * rendered on a server (and its hydrating render, which must match) says UTC until the browser's own clock
 * takes over.
 */
export function PostedAt({ date }: { date: Date }) {
  const zone = useHydrated() ? "local" : "UTC";
  return (
    <>
      {"Posted on "}
      <time dateTime={date.toISOString()}>{`${formatPostDate(date, zone)} at ${formatTimeOfDay(date, zone)}`}</time>
    </>
  );
}
