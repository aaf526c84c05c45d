import type { ReactNode } from "react";
import { CookieBanner } from "./CookieBanner";
import { Footer } from "./Footer";
import { Header } from "./Header";
import styles from "./Layout.module.css";

/** The frame of every page. It stays mounted across routes, so the search box keeps focus while typing. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
      <CookieBanner />
    </>
  );
}
