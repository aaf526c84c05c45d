import { Link } from "wouter";
import { useCookieConsent } from "./use-cookie-consent";
import styles from "./CookieBanner.module.css";
import { paths } from "../../lib/paths";

export function CookieBanner() {
  const { accepted, accept } = useCookieConsent();
  if (accepted) return null;
  return (
    <section className={styles.banner} aria-label="Cookie notice">
      <p className={styles.text}>
        Village uses only essential cookies and browser storage, to keep you signed in and remember this choice. Read
        more in our <Link href={paths.privacy}>Privacy Policy</Link>.
      </p>
      <div className={styles.buttons}>
        <button type="button" className={styles.secondary} onClick={accept}>
          Dismiss
        </button>
        <button type="button" className={styles.primary} onClick={accept}>
          Accept
        </button>
      </div>
    </section>
  );
}
