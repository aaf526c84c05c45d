import type { ReactNode } from "react";
import { ActionStatusLine } from "../feedback/ActionStatus";
import { CookieBanner } from "./CookieBanner";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { NoScriptNote } from "./NoScriptNote";
import styles from "./Layout.module.css";

/**
 * The frame of every page. It stays mounted across routes, so the search box keeps focus while typing, and
 * the status line (what the last action did) survives the redirect the action made. `account` fills the
 * header's account area (the app passes the auth feature's status); `notice` is what an action leaves to
 * do, shown with the status line (the app passes the sign-up's verification notice).
 */
export function Layout({ account, notice, children }: { account: ReactNode; notice?: ReactNode; children: ReactNode }) {
  return (
    <>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <CookieBanner />
      <Header account={account} />
      <main id="main" tabIndex={-1} className={styles.main}>
        <NoScriptNote />
        <ActionStatusLine extra={notice} />
        {children}
      </main>
      <Footer />
    </>
  );
}
