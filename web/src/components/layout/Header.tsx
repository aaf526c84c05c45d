import { useState, type ReactNode } from "react";
import { useLocation } from "wouter";
import { MissionDialog } from "./MissionDialog";
import { Nav } from "./Nav";
import styles from "./Header.module.css";

/**
 * The banner. In a short window (a zoomed page, a phone on its side) the links, search box and mission
 * text fold behind a Menu button, so the page's own content still shows on the first screen.
 */
export function Header({ account }: { account: ReactNode }) {
  const [location] = useLocation();
  const [open, setOpen] = useState(false);
  return (
    <header className={open ? `${styles.header} ${styles.open}` : styles.header}>
      <div className={styles.inner}>
        <Nav account={account} menuOpen={open} onMenu={() => setOpen((value) => !value)} />
        <div id="header-more" className={styles.banner}>
          <p className={styles.tagline}>Suggestions, ideas and stories from our village, newest first.</p>
          {location === "/" && <MissionDialog />}
        </div>
      </div>
    </header>
  );
}
