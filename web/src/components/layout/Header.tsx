import type { ReactNode } from "react";
import { useLocation } from "wouter";
import { MissionDialog } from "./MissionDialog";
import { Nav } from "./Nav";
import styles from "./Header.module.css";

export function Header({ account }: { account: ReactNode }) {
  const [location] = useLocation();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Nav account={account} />
        <div className={styles.banner}>
          <p className={styles.tagline}>Suggestions, ideas and stories from our village, newest first.</p>
          {location === "/" && <MissionDialog />}
        </div>
      </div>
    </header>
  );
}
