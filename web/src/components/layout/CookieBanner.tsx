import { useLayoutEffect, useRef, type RefObject } from "react";
import { Link } from "wouter";
import { useCookieConsent } from "./use-cookie-consent";
import styles from "./CookieBanner.module.css";
import { paths } from "../../lib/paths";

/**
 * Keeps what gets focus out from under the notice while it sticks to the window's bottom (WCAG 2.4.11):
 * the page's scroll padding is the notice's height, so the browser scrolls a focused control above it.
 */
function useScrollPaddingFor(notice: RefObject<HTMLElement | null>, shown: boolean): void {
  useLayoutEffect(() => {
    const element = notice.current;
    if (!shown || !element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const sticky = getComputedStyle(element).position === "sticky";
      root.style.scrollPaddingBottom = sticky ? `${element.offsetHeight}px` : "";
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingBottom = "";
    };
  }, [notice, shown]);
}

/**
 * The cookie notice. It comes first in the page, so Tab reaches it at once, but shows at the window's
 * bottom (CSS order); in a short window it is not sticky, so it never covers the page.
 */
export function CookieBanner() {
  const { accepted, accept } = useCookieConsent();
  const notice = useRef<HTMLElement>(null);
  useScrollPaddingFor(notice, !accepted);
  if (accepted) return null;
  return (
    <section ref={notice} className={styles.banner} aria-label="Cookie notice" data-cookie-notice="">
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
