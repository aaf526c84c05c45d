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

/** Renders user-written text with its web addresses and e-mail addresses as links, as plain React text nodes. */
export function LinkedText({ text }: { text: string }) {
  const tokens = useMemo(() => linkify(text), [text]);
  return (
    <bdi dir="auto" className={styles.text}>
      {tokens.map((token, index) => (token.kind === "link" ? <TokenLink key={index} token={token} /> : token.text))}
    </bdi>
  );
}
