import { Link } from "wouter";
import { AccountStatus } from "./AccountStatus";
import { SearchBox } from "./SearchBox";
import styles from "./Nav.module.css";

export function Nav() {
  return (
    <nav aria-label="Main" className={styles.nav}>
      <Link href="/" className={styles.brand}>
        Village
      </Link>
      <ul className={styles.links}>
        <li>
          <Link href="/new" className={styles.link}>
            Post Suggestion
          </Link>
        </li>
        <li>
          <Link href="/anon" className={styles.link}>
            Post Anonymously
          </Link>
        </li>
      </ul>
      <SearchBox />
      <AccountStatus />
    </nav>
  );
}
