import type { ReactNode } from "react";
import { Link } from "wouter";
import { SearchBox } from "./SearchBox";
import styles from "./Nav.module.css";
import { paths } from "../../lib/paths";
import { useSession } from "../../lib/session/use-session";

/** The main navigation; `account` (who is signed in, or a Sign in link) comes from the app, which owns auth. */
export function Nav({ account }: { account: ReactNode }) {
  const session = useSession();
  const moderator = session.status === "signed-in" && session.user.moderator === true;
  return (
    <nav aria-label="Main" className={styles.nav}>
      <Link href={paths.home} className={styles.brand}>
        Village
      </Link>
      <ul className={styles.links}>
        <li>
          <Link href={paths.newSuggestion} className={styles.link}>
            Post Suggestion
          </Link>
        </li>
        <li>
          <Link href={paths.anonymousPost} className={styles.link}>
            Post Anonymously
          </Link>
        </li>
        {moderator && (
          <li>
            <Link href={paths.moderate} className={styles.link}>
              Moderate
            </Link>
          </li>
        )}
      </ul>
      <SearchBox />
      <div className={styles.account}>{account}</div>
    </nav>
  );
}
