import { useId } from "react";
import { Link } from "wouter";
import type { OwnSuspension } from "@village/shared";
import { useMySuspension } from "../../hooks/notices/use-my-suspension";
import { useSession } from "../../lib/session/use-session";
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

/** What the suspended person may not do, by what was suspended and who is reading. */
function subject(suspension: OwnSuspension, signedIn: boolean): string {
  if (suspension.kind === "account") return "this account";
  return signedIn ? "this account's anonymous posts" : "anonymous posts from this browser";
}

interface SuspensionNoticeProps {
  /**
   * Only a suspension of the account (on /new: a suspension of one's anonymous posts does not stop named
   * suggestions, and the server tells an account's own first).
   */
  accountOnly?: boolean;
}

/**
 * At the top of the pages one writes from (and /account): the author's own suspension (a signed-in account's,
 * or a signed-out browser's anonymous identity's), before they write anything, with its reason, its end in
 * their own time, and the guidelines. Nobody else sees it.
 */
export function SuspensionNotice({ accountOnly = false }: SuspensionNoticeProps) {
  return <SuspensionNoticeFor suspension={useMySuspension()} accountOnly={accountOnly} />;
}

/** Whether `suspension` stops this page's form (on /new, only an account's: `accountOnly`). */
export const stopsPosting = (suspension: OwnSuspension | null, accountOnly = false): boolean =>
  suspension !== null && (!accountOnly || suspension.kind === "account");

/** The notice for a suspension the page already read (`useMySuspension`), which also disables its form. */
export function SuspensionNoticeFor({
  suspension,
  accountOnly = false,
}: SuspensionNoticeProps & { suspension: OwnSuspension | null }) {
  const signedIn = useSession().status === "signed-in";
  const headingId = useId();
  if (suspension === null || !stopsPosting(suspension, accountOnly)) return null;
  return (
    <section className={styles.notice} aria-labelledby={headingId}>
      <h2 id={headingId}>You can&apos;t post right now</h2>
      <p>
        A moderator suspended {subject(suspension, signedIn)}
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
