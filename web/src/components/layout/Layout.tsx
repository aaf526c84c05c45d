import type { ReactNode } from "react";
import { CookieBanner } from "./CookieBanner";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { NoScriptNote } from "./NoScriptNote";
import styles from "./Layout.module.css";

/**
 * The frame of every page. It stays mounted across routes, so the search box keeps focus while typing.
 * `account` fills the header's account area (the app passes the auth feature's status).
 */
export function Layout({ account, children }: { account: ReactNode; children: ReactNode }) {
  return (
    <>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <CookieBanner />
      <Header account={account} />
      <main id="main" tabIndex={-1} className={styles.main}>
        <NoScriptNote />
        {children}
      </main>
      <Footer />
    </>
  );
}
