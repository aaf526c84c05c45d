import { useId } from "react";
import { Link } from "wouter";
import type { OwnSuspension } from "@village/shared";
import { useMySuspension } from "../../hooks/use-my-suspension";
import { paths } from "../../lib/paths";
import styles from "./Notice.module.css";

const END_FORMAT: Intl.DateTimeFormatOptions = {
  year: "numeric",
  month: "long",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
};

/** The end of a suspension in the reader's own time zone (the browser's), with the zone named. */
export function localEnd(iso: string): string {
  // Fields rather than dateStyle/timeStyle, which cannot be combined with the zone's name.
  return new Intl.DateTimeFormat("en-US", END_FORMAT).format(new Date(iso));
}

/** What the suspended person may not do, by what was suspended. */
function subject(suspension: OwnSuspension): string {
  return suspension.kind === "account" ? "this account" : "anonymous posts from here";
}

/**
 * At the top of the pages one writes from (and /account): a signed-in author's own suspension, before they
 * write anything, with its reason, its end in their own time, and the guidelines. Nobody else sees it.
 */
export function SuspensionNotice() {
  const suspension = useMySuspension();
  const headingId = useId();
  if (suspension === null) return null;
  return (
    <section className={styles.notice} aria-labelledby={headingId}>
      <h2 id={headingId}>You can&apos;t post right now</h2>
      <p>
        A moderator suspended {subject(suspension)}
        {suspension.until ? (
          <>
            {" "}
            until <strong>{localEnd(suspension.until)}</strong>
          </>
        ) : (
          " for good"
        )}
        . Reason: <bdi>{suspension.reason}</bdi>
      </p>
      <p>
        Please read the <Link href={paths.guidelines}>Community Guidelines</Link>.
      </p>
    </section>
  );
}
