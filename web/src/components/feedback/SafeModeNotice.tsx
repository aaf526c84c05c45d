import { useId } from "react";
import { useSafeMode } from "../../hooks/notices/use-safe-mode";
import styles from "./Notice.module.css";

/**
 * At the top of `/anon` and `/new` while safe mode is on (decision 0131): before anyone writes, that a new
 * poster's post waits for a moderator, that it is kept meanwhile, and where they will see it. Nothing while it
 * is off.
 */
export function SafeModeNotice() {
  const on = useSafeMode();
  const headingId = useId();
  if (!on) return null;
  return (
    <section className={styles.notice} aria-labelledby={headingId}>
      <h2 id={headingId}>Safe mode is on</h2>
      <p>
        Many new accounts are posting at once, so a post from an account or browser less than a day old waits for a
        moderator before anyone else sees it (unless a moderator has approved one of its posts before).
      </p>
      <p>
        Your post is kept: you can see it on its page, marked &ldquo;Waiting for a moderator&rdquo;, until a moderator
        approves it.
      </p>
    </section>
  );
}
