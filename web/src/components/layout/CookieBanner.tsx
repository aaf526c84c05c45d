import { useLayoutEffect, useRef, type RefObject } from "react";
import { Link } from "wouter";
import { useSayStatus } from "../feedback/ActionStatus";
import { useCookieConsent } from "./use-cookie-consent";
import styles from "./CookieBanner.module.css";
import { paths } from "../../lib/paths";

export const COOKIE_NOTICE_DISMISSED = "Cookie notice dismissed.";
export const COOKIE_NOTICE_ACCEPTED = "Cookie notice accepted.";

/**
 * While the notice is fixed to the window's bottom: the page's scroll padding is its height, so the browser
 * scrolls a focused control above it (WCAG 2.4.11), and the page ends that much lower, so its own end (the
 * footer) can be scrolled clear of it.
 */
function useRoomFor(notice: RefObject<HTMLElement | null>, shown: boolean): void {
  useLayoutEffect(() => {
    const element = notice.current;
    if (!shown || !element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const fixed = getComputedStyle(element).position === "fixed";
      // Rounded up: offsetHeight rounds to the nearest pixel, and a fraction of one would still cover.
      const room = fixed ? `${Math.ceil(element.getBoundingClientRect().height)}px` : "";
      root.style.scrollPaddingBottom = room;
      root.style.paddingBottom = room;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingBottom = "";
      root.style.paddingBottom = "";
    };
  }, [notice, shown]);
}

/**
 * The cookie notice. It comes first in the page, so Tab reaches it at once, and shows fixed to the window's
 * bottom: fixed, not sticky, because focus entering a sticky box makes the browser scroll toward where the
 * box sits in the page (its end). In a short window (200 % zoom and more) it is at the top of the page, in
 * its place in the tab order, covering nothing. Decision 0049. Answered, it goes, and the site's status line
 * says so and takes focus (the button pressed is gone with it).
 */
export function CookieBanner() {
  const { accepted, accept } = useCookieConsent();
  const say = useSayStatus();
  const notice = useRef<HTMLElement>(null);
  useRoomFor(notice, !accepted);
  if (accepted) return null;
  const answer = (said: string) => {
    accept();
    say(said);
  };
  return (
    <section ref={notice} className={styles.banner} aria-label="Cookie notice" data-cookie-notice="">
      <p className={styles.text}>
        Village uses only essential cookies and storage, to keep you signed in.{" "}
        <Link href={paths.privacy}>Privacy Policy</Link>
      </p>
      <div className={styles.buttons}>
        <button type="button" className={styles.secondary} onClick={() => answer(COOKIE_NOTICE_DISMISSED)}>
          Dismiss
        </button>
        <button type="button" className={styles.primary} onClick={() => answer(COOKIE_NOTICE_ACCEPTED)}>
          Accept
        </button>
      </div>
    </section>
  );
}
