import { Link } from "wouter";
import styles from "./Footer.module.css";
import { paths } from "../../lib/paths";

const LINKS = [
  { href: paths.terms, label: "Terms" },
  { href: paths.privacy, label: "Privacy" },
  { href: paths.dmca, label: "DMCA" },
  { href: paths.guidelines, label: "Community Guidelines" },
  { href: paths.disclaimer, label: "Disclaimer" },
  { href: paths.contact, label: "Contact" },
  { href: paths.moderationLog, label: "Moderation log" },
];

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {/* The year the server rendered may be the last one for a reader past midnight on New Year's Eve. */}
        <p className={styles.copyright} suppressHydrationWarning>
          © {new Date().getFullYear()} Village
        </p>
        {/* A file the server writes, not a page of the app: a plain link, not the router's. */}
        <p className={styles.feed}>
          <a href="/feed.xml" type="application/atom+xml">
            Feed of new posts
          </a>
        </p>
        <nav aria-label="Legal">
          <ul className={styles.links}>
            {LINKS.map(({ href, label }) => (
              <li key={href}>
                <Link href={href}>{label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
