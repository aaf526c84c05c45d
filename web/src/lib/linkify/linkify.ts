/**
 * Splits user-written text into plain-text and link tokens for safe rendering.
 *
 * The output is data, not markup: callers render it as React text nodes, so user text can never become HTML.
 * Only `http:`, `https:` and `mailto:` hrefs are ever produced, and every href comes from the WHATWG `URL`
 * parser so what the browser navigates to is exactly what the label shows.
 */

import { BIDI_CONTROLS } from "@village/shared";

export interface TextToken {
  readonly kind: "text";
  readonly text: string;
}

export interface LinkToken {
  readonly kind: "link";
  /** The source text the link was made from (bidi controls already removed). */
  readonly text: string;
  /** What to show: the source text with its host replaced by the parser's ASCII (punycode) form. */
  readonly label: string;
  /** Normalised href; always starts with `http:`, `https:` or `mailto:`. */
  readonly href: string;
  /** True for web links (open in a new tab), false for `mailto:`. */
  readonly external: boolean;
}

export type LinkifyToken = TextToken | LinkToken;

const ALLOWED_PROTOCOLS: ReadonlySet<string> = new Set(["http:", "https:", "mailto:"]);

/** The last line of defence: renderers may call this before emitting any href. */
export function isAllowedHref(href: string): boolean {
  try {
    return ALLOWED_PROTOCOLS.has(new URL(href).protocol);
  } catch {
    return false;
  }
}

// Bidi controls (the one list, in shared/src/text/text.ts) could visually reverse the text around a link or
// disguise it, so they are removed everywhere rather than only inside links.

export function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, "");
}

// Characters that end a URL run: whitespace, controls, invisible format characters (so nothing hidden can ride
// inside a link), HTML-ish delimiters, backslash (the URL parser treats it as `/`, which would let the shown host
// differ from the real one) and CJK punctuation, since CJK prose puts no space after a link.
const STOP = String.raw`\s\p{Cc}\p{Cf}<>"\\\u0060{}|^\u3000-\u303F\uFF01\uFF08\uFF09\uFF0C\uFF1A\uFF1B\uFF1F`;

// No lookbehind here (nor anywhere the browser runs: web/src/lib/browser-support.test.ts): Safari before 16.4
// cannot even compile one, which would break the whole app. What may precede a match is checked in
// `startsCleanly` instead.
const WEB = String.raw`(?:https?:\/\/|www\.)[^${STOP}]+`;
// The domain must contain a dot, so `user@localhost` stays text. The local part is a conservative subset of
// what RFC 5321 allows, and no `%`: percent-encoded CR, LF or commas would reach the mail client as extra
// header lines or recipients (`x%0D%0Abcc%3A…@example.com`). It is at most 64 characters (RFC 5321's limit),
// which also keeps the search linear: unbounded, every start in a long run of these characters would rescan
// the rest of the run looking for an `@`.
const EMAIL = String.raw`[A-Za-z0-9._+\-]{1,64}@[\p{L}\p{N}\-]+(?:\.[\p{L}\p{N}\-]+)+`;
const CANDIDATE = new RegExp(`${WEB}|${EMAIL}`, "giu");
// What every candidate contains (same flags, so the same case folding). Most posts hold no address at all:
// they skip CANDIDATE, whose Unicode classes cost a page's first render more than the rest of linkify.
const MAY_HOLD_CANDIDATE = /https?:\/\/|www\.|@/iu;

/**
 * The longest address made into a link (after trailing punctuation is dropped). A longer run stays plain text
 * as a whole rather than being cut: a cut link would go somewhere the writer did not mean. 2048 is what
 * browsers and servers reliably handle, and more than the 2000 a post's link field holds.
 */
export const MAX_LINK_LENGTH = 2048;

/**
 * A web address may follow non-Latin letters (CJK prose has no spaces) but not an ASCII word character, so
 * `xhttp://…` and `foowww.…` stay text; an e-mail address must not start in the middle of a word.
 */
function startsCleanly(candidate: string, before: string): boolean {
  if (before === "") return true;
  if (/^www\./i.test(candidate)) return !/[A-Za-z0-9_.@/-]/.test(before);
  if (/^https?:/i.test(candidate)) return !/[A-Za-z0-9_]/.test(before);
  // `%` is no longer part of an address, but still may not precede one, so `x%0Aevil@example.com` does not
  // turn into a link to `0Aevil@example.com`.
  return !/[\p{L}\p{N}._%+-]/u.test(before);
}

const TRAILING_PUNCTUATION: ReadonlySet<string> = new Set([".", ",", ":", ";", "!", "?", "'", '"', "*", "_", "~"]);
const CLOSER_TO_OPENER: ReadonlyMap<string, string> = new Map([
  [")", "("],
  ["]", "["],
]);

const BRACKETS: ReadonlySet<string> = new Set([...CLOSER_TO_OPENER.keys(), ...CLOSER_TO_OPENER.values()]);

/** How many times each bracket occurs in the text. */
function bracketCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const ch of text) {
    if (BRACKETS.has(ch)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  }
  return counts;
}

/**
 * Drops sentence punctuation after a URL, and closing brackets that the URL itself did not open. Brackets are
 * counted once, and the count of a dropped closer kept up to date (openers are never dropped): recounting the
 * kept text for each closer made a URL followed by thousands of `)` take quadratic time.
 */
function trimTrailing(candidate: string): string {
  const counts = bracketCounts(candidate);
  const countOf = (ch: string): number => counts.get(ch) ?? 0;
  let end = candidate.length;
  while (end > 0) {
    const last = candidate.charAt(end - 1);
    const opener = CLOSER_TO_OPENER.get(last);
    if (opener !== undefined && countOf(opener) < countOf(last)) {
      counts.set(last, countOf(last) - 1);
    } else if (!TRAILING_PUNCTUATION.has(last)) {
      break;
    }
    end--;
  }
  return candidate.slice(0, end);
}

// Real top-level domains are letters (or punycode); this keeps `1.2`, `v1.0@x.y3` and the like as text.
function hasPlausibleTld(hostname: string): boolean {
  const dot = hostname.lastIndexOf(".");
  if (dot <= 0) return false;
  const tld = hostname.slice(dot + 1);
  return /^(?:[a-z]{2,63}|xn--[a-z0-9-]+)$/.test(tld);
}

// Dotless names (`http://localhost`, `https://https//`) are almost always typos or machine-local, never a page a
// reader could visit, so like `user@localhost` they stay text. IP literals are kept: they are real addresses.
function isPublicLookingHost(hostname: string): boolean {
  return /^\d+\.\d+\.\d+\.\d+$/.test(hostname) || hostname.startsWith("[") || hasPlausibleTld(hostname);
}

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

function webLink(text: string): LinkToken | null {
  const explicitScheme = /^https?:\/\//i.exec(text);
  const prefix = explicitScheme ? explicitScheme[0] : "";
  const rest = text.slice(prefix.length);
  const authorityEnd = rest.search(/[/?#]/);
  const authority = authorityEnd === -1 ? rest : rest.slice(0, authorityEnd);
  const afterAuthority = authorityEnd === -1 ? "" : rest.slice(authorityEnd);
  // `user@host` URLs exist mainly to make `https://yourbank.com@evil.example` look like the wrong host.
  if (authority === "" || authority.includes("@")) return null;

  const url = parse(explicitScheme ? text : `http://${text}`);
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) return null;
  if (url.username !== "" || url.password !== "") return null;
  const plausible = explicitScheme
    ? isPublicLookingHost(url.hostname)
    : /^www\.[^.]+\./.test(url.hostname) && hasPlausibleTld(url.hostname);
  if (!plausible) return null;

  return { kind: "link", text, label: prefix + url.host + afterAuthority, href: url.href, external: true };
}

function emailLink(text: string): LinkToken | null {
  const at = text.lastIndexOf("@");
  const local = text.slice(0, at);
  const host = parse(`http://${text.slice(at + 1)}`);
  if (!host || !hasPlausibleTld(host.hostname)) return null;
  const address = `${local}@${host.hostname}`;
  const url = parse(`mailto:${address}`);
  if (!url) return null;
  return { kind: "link", text, label: address, href: url.href, external: false };
}

function toLink(candidate: string): LinkToken | null {
  const link = /^(?:https?:\/\/|www\.)/i.test(candidate) ? webLink(candidate) : emailLink(candidate);
  return link && isAllowedHref(link.href) ? link : null;
}

export function linkify(input: string): LinkifyToken[] {
  const source = stripBidiControls(input);
  if (!MAY_HOLD_CANDIDATE.test(source)) return source === "" ? [] : [{ kind: "text", text: source }];
  const tokens: LinkifyToken[] = [];
  let plainStart = 0;

  const pushText = (end: number): void => {
    if (end > plainStart) tokens.push({ kind: "text", text: source.slice(plainStart, end) });
  };

  // A fresh copy per call: a global regex carries `lastIndex` between uses.
  const candidates = new RegExp(CANDIDATE.source, CANDIDATE.flags);
  for (let match = candidates.exec(source); match; match = candidates.exec(source)) {
    const candidate = trimTrailing(match[0]);
    const before = source.slice(Math.max(0, match.index - 2), match.index);
    const clean = startsCleanly(candidate, Array.from(before).pop() ?? "");
    const link = candidate === "" || candidate.length > MAX_LINK_LENGTH || !clean ? null : toLink(candidate);
    // A rejected candidate stays plain text as a whole: linking a fragment of it (say the `bob@example.com` in
    // `http://bob@example.com`) would point somewhere the writer did not mean.
    if (!link) continue;
    pushText(match.index);
    tokens.push(link);
    plainStart = match.index + candidate.length;
    // Rescan what trimming dropped, so `(http://a.example).` leaves `).` to the plain text.
    candidates.lastIndex = plainStart;
  }
  pushText(source.length);
  return tokens;
}
