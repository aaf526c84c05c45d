import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from "react";
import { SITE_STATUS_ID } from "./site-status";
import { StatusLine } from "./StatusLine";
import styles from "./ActionStatus.module.css";

/** What the last action said, and a count that tells one saying from the next with the same words. */
interface Said {
  text: string;
  count: number;
}

const SaidContext = createContext<Said>({ text: "", count: 0 });
const SayContext = createContext<(text: string) => void>(() => undefined);

/**
 * Holds the site's status line: what came of the last action whose control went away with it (signing in,
 * up or out, the cookie notice). It lives above the router, so it survives the redirect an action makes
 * (history.replaceState: sign-in returning to its page, a signed-in page sending home after sign-out), and
 * is cleared when the person goes elsewhere themselves (a link: pushState; Back or Forward: popstate).
 */
export function ActionStatusProvider({ children }: { children: ReactNode }) {
  const [said, setSaid] = useState<Said>({ text: "", count: 0 });
  useEffect(() => {
    const clear = () => setSaid((last) => (last.text === "" ? last : { text: "", count: last.count }));
    window.addEventListener("pushState", clear);
    window.addEventListener("popstate", clear);
    return () => {
      window.removeEventListener("pushState", clear);
      window.removeEventListener("popstate", clear);
    };
  }, []);
  const say = useCallback((text: string) => setSaid((last) => ({ text, count: last.count + 1 })), []);
  return (
    <SayContext.Provider value={say}>
      <SaidContext.Provider value={said}>{children}</SaidContext.Provider>
    </SayContext.Provider>
  );
}

/**
 * Says what an action did in the site's status line, which takes focus. Call it before any redirect the
 * action makes, never before a link's navigation (which clears the line).
 */
export const useSayStatus = () => useContext(SayContext);

/**
 * The site's status line, at the top of the page's main content (Layout), with `extra` under it in the same
 * box: what the action leaves to do (after sign-up, the verification e-mail). Empty, it takes no room.
 */
export function ActionStatusLine({ extra }: { extra?: ReactNode }) {
  const { text, count } = useContext(SaidContext);
  return (
    <div className={styles.box}>
      <StatusLine said={text} count={count} id={SITE_STATUS_ID} className={styles.line} />
      {extra}
    </div>
  );
}
