import type { ReactNode } from "react";
import { Link } from "wouter";
import { ReplyNoticeGate } from "./ReplyNoticeGate";
import { SearchBox } from "./SearchBox";
import styles from "./Nav.module.css";
import { paths } from "../../lib/paths";
import { useSession } from "../../lib/session/use-session";

interface NavProps {
  /** Who is signed in, or a Sign in link: from the app, which owns auth. */
  account: ReactNode;
  /** In a short window: whether the links and search box are unfolded, and the Menu button's action. */
  menuOpen: boolean;
  onMenu: () => void;
}

/** The main navigation. */
export function Nav({ account, menuOpen, onMenu }: NavProps) {
  const session = useSession();
  const moderator = session.status === "signed-in" && session.user.moderator === true;
  return (
    <nav aria-label="Main" className={menuOpen ? `${styles.nav} ${styles.open}` : styles.nav}>
      <Link href={paths.home} className={styles.brand}>
        Village
      </Link>
      <button
        type="button"
        className={styles.menu}
        aria-expanded={menuOpen}
        aria-controls="nav-more header-more"
        onClick={onMenu}
        data-needs-js=""
      >
        Menu
      </button>
      <ul id="nav-more" className={styles.links}>
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
        <ReplyNoticeGate className={styles.link} />
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
