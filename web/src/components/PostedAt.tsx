import { useHydrated } from "../hooks/use-hydrated";
import { formatPostDate, formatTimeOfDay } from "@village/shared";
import styles from "./PostedAt.module.css";

/**
 * The specification's "Posted on {date}", with the time of day beside it, on the reader's clock. A page
 * rendered on a server (and its hydrating render, which must match) says UTC until the browser's own clock
 * takes over; its box keeps the width of the widest either can be (PostedAt.module.css). `said`: the words before the date (a reply's "Replied on").
 */
export function PostedAt({ date, said = "Posted on" }: { date: Date; said?: string }) {
  const zone = useHydrated() ? "local" : "UTC";
  return (
    <>
      {`${said} `}
      <time
        className={styles.time}
        dateTime={date.toISOString()}
      >{`${formatPostDate(date, zone)} at ${formatTimeOfDay(date, zone)}`}</time>
    </>
  );
}
