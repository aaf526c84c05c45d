import { useMemo } from "react";
import { isAllowedHref, linkify, type LinkToken } from "../lib/linkify/linkify";
import styles from "./LinkedText.module.css";

// `nofollow ugc` tells search engines these are user-posted links the site does not vouch for.
const EXTERNAL_REL = "noopener noreferrer nofollow ugc";

function TokenLink({ token }: { token: LinkToken }) {
  // linkify only emits safe hrefs; checking again here keeps this component safe even if that ever regresses.
  if (!isAllowedHref(token.href)) return <>{token.text}</>;
  if (!token.external) {
    return (
      <a className={styles.link} dir="auto" href={token.href}>
        {token.label}
      </a>
    );
  }
  return (
    <a className={styles.link} dir="auto" href={token.href} target="_blank" rel={EXTERNAL_REL}>
      {token.label}
      {/* A new tab is a surprise unless said: an arrow to see, words to hear. */}
      <span className={styles.newTab} aria-hidden="true">
        ↗
      </span>
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

/**
 * Renders user-written text with its web addresses and e-mail addresses as links, as plain React text nodes,
 * isolated in a `<bdi dir="auto">`. `inBlock`: the caller's block (a paragraph with `dir="auto"`) takes its
 * direction from this text, which a bdi or a dir attribute inside it would hide from the browser, so the
 * text goes in a plain span.
 */
export function LinkedText({ text, inBlock = false }: { text: string; inBlock?: boolean }) {
  const tokens = useMemo(() => linkify(text), [text]);
  const content = tokens.map((token, index) =>
    token.kind === "link" ? <TokenLink key={index} token={token} /> : token.text,
  );
  return inBlock ? (
    <span className={styles.text}>{content}</span>
  ) : (
    <bdi dir="auto" className={styles.text}>
      {content}
    </bdi>
  );
}
