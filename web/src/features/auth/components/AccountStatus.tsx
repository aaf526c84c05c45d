import { Link, useLocation } from "wouter";
import { useQueryString } from "../../../hooks/use-search-query";
import { paths } from "../../../lib/paths";
import { sessionLabel, useSession } from "../../../lib/session/use-session";
import { useSignOut } from "../hooks/use-sign-out";
import { AUTH_PATH, authPathReturningTo } from "../../../lib/next-path";
import styles from "./AccountStatus.module.css";

/** Who is signed in with a Sign out button, or a Sign in link that comes back to this page. */
export function AccountStatus() {
  const session = useSession();
  const { signOut, busy, error } = useSignOut();
  const [location] = useLocation();
  const search = useQueryString();

  if (session.status === "loading") {
    // Same footprint as the real thing, so the header does not jump once the state is known.
    return <div className={styles.account} aria-hidden="true" />;
  }
  if (session.status === "unavailable") {
    return (
      <div className={styles.account}>
        <span role="alert" className={styles.note}>
          Sign-in didn't load.
        </span>
        <button type="button" className={styles.signOut} onClick={session.retry}>
          Retry
        </button>
      </div>
    );
  }
  if (session.status === "signed-out") {
    const here = `${location}${search}`;
    return (
      <div className={styles.account}>
        <Link href={location === AUTH_PATH ? here : authPathReturningTo(here)} className={styles.link}>
          Sign in
        </Link>
      </div>
    );
  }
  const label = sessionLabel(session.user);
  return (
    <div className={styles.account}>
      <Link href={paths.account} className={`${styles.user} ${styles.link}`} title={`${label}: your account`}>
        {label}
      </Link>
      {error && (
        <span role="alert" className={styles.note}>
          {error}
        </span>
      )}
      <button type="button" className={styles.signOut} onClick={() => void signOut()} disabled={busy}>
        Sign out
      </button>
    </div>
  );
}
