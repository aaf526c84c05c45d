import type { ReactNode } from "react";
import { CONTACT_EMAIL } from "./contact-email";
import styles from "./LegalPage.module.css";

export function ContactEmailLink() {
  return <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>;
}

export function LegalSection({ heading, id, children }: { heading: string; id?: string; children: ReactNode }) {
  return (
    <section id={id}>
      <h2>{heading}</h2>
      {children}
    </section>
  );
}

/** Shared frame of every legal page: title, effective date, the page's sections, then how to reach us. */
export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className={styles.page}>
      <header>
        <h1>{title}</h1>
        <p className={styles.effective}>
          Effective date: <time dateTime="2025-09-20">September 20, 2025</time>
        </p>
      </header>
      {children}
      <footer className={styles.contact}>
        <p>
          Questions about this page? E-mail us at <ContactEmailLink />.
        </p>
      </footer>
    </article>
  );
}
