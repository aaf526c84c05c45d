import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { linkify, MAX_LINK_LENGTH, stripBidiControls, type LinkifyToken } from "./linkify";

const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

// Pieces that steer the tokenizer into its interesting paths far more often than random text would.
const FRAGMENTS = [
  "http://",
  "https://",
  "HTTPS://",
  "hTtP://",
  "www.",
  "WWW.",
  "javascript:",
  "JaVaScRiPt:",
  "data:text/html,",
  "vbscript:",
  "ftp://",
  "mailto:",
  "file:///",
  "//",
  "@",
  ".",
  ",",
  ":",
  "/",
  "?",
  "#",
  "&",
  "=",
  "%",
  "%0a",
  "\\",
  "(",
  ")",
  "[",
  "]",
  "<",
  ">",
  '"',
  "'",
  "!",
  " ",
  "\n",
  "\t",
  "example",
  "com",
  "co.uk",
  "bob",
  "localhost",
  "8080",
  "xn--",
  "xn--pple-43d",
  "\u0430pple",
  "bücher",
  "日本",
  "。",
  "\u202E",
  "\u2066",
  "\u200F",
  "\u061C",
  "\u200B",
  "\u00AD",
  "\uD800",
  "\uDC00",
  "\u0000",
];

const urlish = fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 30 }).map((parts) => parts.join(""));
// Raw UTF-16 code units, so lone surrogates are covered as well as whole code points.
const codeUnits = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) });

const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary" }),
  fc.string({ unit: "grapheme" }),
  codeUnits,
  urlish,
  fc.tuple(urlish, fc.string({ unit: "binary" }), urlish).map((parts) => parts.join("")),
  fc.webUrl().map((url) => `see ${url}.`),
  fc.emailAddress().map((address) => `<${address}>`),
);

const runs = { numRuns: 2000 };

const linkTokens = (tokens: LinkifyToken[]) => tokens.flatMap((token) => (token.kind === "link" ? [token] : []));

describe("linkify properties", () => {
  it("never throws", () => {
    fc.assert(
      fc.property(anyText, (input) => {
        linkify(input);
      }),
      runs,
    );
  });

  it("only ever emits http:, https: or mailto: hrefs", () => {
    fc.assert(
      fc.property(anyText, (input) => {
        for (const link of linkTokens(linkify(input))) {
          expect(link.href).toMatch(/^(?:https?:\/\/|mailto:)/);
          expect(["http:", "https:", "mailto:"]).toContain(new URL(link.href).protocol);
          expect(link.external).toBe(!link.href.startsWith("mailto:"));
        }
      }),
      runs,
    );
  });

  it("gives back the input, minus bidi controls, when the tokens' text is joined", () => {
    fc.assert(
      fc.property(anyText, (input) => {
        const joined = linkify(input)
          .map((token) => token.text)
          .join("");
        expect(joined).toBe(stripBidiControls(input));
      }),
      runs,
    );
  });

  it("emits no empty tokens and no two text tokens in a row", () => {
    fc.assert(
      fc.property(anyText, (input) => {
        const tokens = linkify(input);
        tokens.forEach((token, i) => {
          expect(token.text).not.toBe("");
          if (token.kind === "text") expect(tokens[i + 1]?.kind).not.toBe("text");
        });
      }),
      runs,
    );
  });

  it("keeps bidi controls, whitespace and invisible characters out of links", () => {
    fc.assert(
      fc.property(anyText, (input) => {
        for (const link of linkTokens(linkify(input))) {
          for (const value of [link.text, link.label, link.href]) {
            expect(value).not.toMatch(BIDI);
            expect(value).not.toMatch(/[\s\p{Cc}\p{Cf}]/u);
          }
        }
      }),
      runs,
    );
  });

  it("shows each link's real ASCII host and a normalised href", () => {
    fc.assert(
      fc.property(anyText, (input) => {
        for (const link of linkTokens(linkify(input))) {
          const url = new URL(link.href);
          expect(link.href).toBe(url.href);
          const host = link.external ? url.host : link.href.slice(link.href.lastIndexOf("@") + 1);
          // Anything that would make the host look different from where the link goes is rejected.
          expect(host).toMatch(/^[\x21-\x7e]+$/);
          expect(link.label).toContain(host);
          if (!link.external) expect(link.href).toBe(`mailto:${link.label}`);
        }
      }),
      runs,
    );
  });

  it("makes no link longer than the limit, and no mailto: whose local part could carry header lines", () => {
    fc.assert(
      fc.property(anyText, (input) => {
        for (const link of linkTokens(linkify(input))) {
          expect(link.text.length).toBeLessThanOrEqual(MAX_LINK_LENGTH);
          if (!link.external) expect(link.href).toMatch(/^mailto:[A-Za-z0-9._+-]{1,64}@/);
        }
      }),
      runs,
    );
  });

  it("links a plain https address with a generated domain", () => {
    fc.assert(
      fc.property(fc.domain(), (domain) => {
        const expected = new URL(`https://${domain}/`);
        const links = linkTokens(linkify(`Visit https://${domain}/ today.`));
        expect(links).toHaveLength(1);
        expect(links[0]?.href).toBe(expected.href);
      }),
      runs,
    );
  });
});
