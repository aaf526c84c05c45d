import { describe, expect, it } from "vitest";
import { isAllowedHref, linkify, MAX_LINK_LENGTH, stripBidiControls, type LinkifyToken } from "./linkify";

const text = (t: string): LinkifyToken => ({ kind: "text", text: t });
const web = (t: string, href: string, label = t): LinkifyToken => ({
  kind: "link",
  text: t,
  label,
  href,
  external: true,
});
const mail = (t: string, href: string, label = t): LinkifyToken => ({
  kind: "link",
  text: t,
  label,
  href,
  external: false,
});

/** The tokens of a link with text on either side. */
const between = (before: string, link: LinkifyToken, after: string) => [text(before), link, text(after)];
const links = (input: string) => linkify(input).filter((token) => token.kind === "link");

/** A test for each input: it comes back whole, as one text token (nothing in it is linked). */
const itLeavesAsPlainText = (inputs: string[]) => {
  it.each(inputs)("leaves %j as plain text", (input) => {
    expect(linkify(input)).toEqual([text(input)]);
  });
};

describe("linkify: web addresses", () => {
  it("links http and https URLs with their normalised href", () => {
    expect(linkify("http://example.com")).toEqual([web("http://example.com", "http://example.com/")]);
    expect(linkify("https://example.com/a/b")).toEqual([web("https://example.com/a/b", "https://example.com/a/b")]);
  });

  it("prefixes www. addresses with http://", () => {
    expect(linkify("www.example.com")).toEqual([web("www.example.com", "http://www.example.com/")]);
    expect(linkify("go to www.example.org/page now")).toEqual(
      between("go to ", web("www.example.org/page", "http://www.example.org/page"), " now"),
    );
  });

  it("accepts uppercase schemes and hosts, showing the real lower-case host", () => {
    expect(linkify("HTTPS://EXAMPLE.COM/Path")).toEqual([
      web("HTTPS://EXAMPLE.COM/Path", "https://example.com/Path", "HTTPS://example.com/Path"),
    ]);
    expect(linkify("WWW.EXAMPLE.COM")).toEqual([web("WWW.EXAMPLE.COM", "http://www.example.com/", "www.example.com")]);
    expect(linkify("Http://Example.com")[0]).toMatchObject({ kind: "link", href: "http://example.com/" });
  });

  it("keeps port, query and fragment", () => {
    const url = "https://example.com:8443/search?q=a+b&lang=en#results";
    expect(linkify(url)).toEqual([web(url, url)]);
  });

  it("drops a default port from the label and href", () => {
    expect(linkify("http://example.com:80/x")).toEqual([
      web("http://example.com:80/x", "http://example.com/x", "http://example.com/x"),
    ]);
  });

  it("links IP literals but leaves dotless hosts such as localhost as text", () => {
    expect(linkify("http://localhost:3000/")).toEqual([text("http://localhost:3000/")]);
    expect(linkify("https://https//x")).toEqual([text("https://https//x")]);
    expect(linkify("http://192.168.0.1/")).toEqual([web("http://192.168.0.1/", "http://192.168.0.1/")]);
    expect(linkify("http://[::1]:8080/x")).toEqual([web("http://[::1]:8080/x", "http://[::1]:8080/x")]);
  });

  it("links several addresses in mixed text", () => {
    expect(linkify("Try https://a.example and www.b.example, or mail c@d.example!")).toEqual([
      text("Try "),
      web("https://a.example", "https://a.example/"),
      text(" and "),
      web("www.b.example", "http://www.b.example/"),
      text(", or mail "),
      mail("c@d.example", "mailto:c@d.example"),
      text("!"),
    ]);
  });

  it("links addresses glued to CJK text, which uses no spaces", () => {
    expect(linkify("请访问https://example.com。谢谢")).toEqual(
      between("请访问", web("https://example.com", "https://example.com/"), "。谢谢"),
    );
  });
});

describe("linkify: trailing punctuation and brackets", () => {
  it.each([".", ",", ")", "!", "?", ":", ";", "'", '"', "...", "?!", ")."])("leaves %j after a URL as text", (p) => {
    expect(linkify(`https://example.com/x${p}`)).toEqual([
      web("https://example.com/x", "https://example.com/x"),
      text(p),
    ]);
  });

  it("keeps punctuation inside a URL", () => {
    const url = "https://example.com/a.b,c!d?e=f:g";
    expect(links(url)[0]).toMatchObject({ text: url });
  });

  it("keeps balanced parentheses such as Wikipedia links", () => {
    const url = "https://en.wikipedia.org/wiki/Mercury_(planet)";
    expect(linkify(url)).toEqual([web(url, url)]);
    expect(linkify(`(see ${url}).`)).toEqual([text("(see "), web(url, url), text(").")]);
  });

  it("excludes a closing parenthesis that the URL did not open", () => {
    expect(linkify("(https://example.com)")).toEqual(
      between("(", web("https://example.com", "https://example.com/"), ")"),
    );
    expect(linkify("[www.example.com]")).toEqual(between("[", web("www.example.com", "http://www.example.com/"), "]"));
  });

  it("ends a URL at quotes and angle brackets", () => {
    expect(linkify('"https://example.com"')).toEqual(
      between('"', web("https://example.com", "https://example.com/"), '"'),
    );
    expect(linkify("<https://example.com/x>")).toEqual(
      between("<", web("https://example.com/x", "https://example.com/x"), ">"),
    );
  });
});

describe("linkify: e-mail addresses", () => {
  it("links e-mail addresses as mailto", () => {
    expect(linkify("bob@example.com")).toEqual([mail("bob@example.com", "mailto:bob@example.com")]);
    expect(linkify("first.last+tag@mail.example.co.uk")).toEqual([
      mail("first.last+tag@mail.example.co.uk", "mailto:first.last+tag@mail.example.co.uk"),
    ]);
  });

  it("links an e-mail address inside angle brackets", () => {
    expect(linkify("Bob <bob@example.com>")).toEqual(
      between("Bob <", mail("bob@example.com", "mailto:bob@example.com"), ">"),
    );
  });

  it("leaves sentence punctuation after an address as text", () => {
    expect(linkify("Write to bob@example.com.")).toEqual(
      between("Write to ", mail("bob@example.com", "mailto:bob@example.com"), "."),
    );
  });

  it("requires a dot in the domain, so user@localhost stays text", () => {
    expect(linkify("user@localhost")).toEqual([text("user@localhost")]);
  });

  it("requires a real-looking top-level domain", () => {
    expect(linkify("v1@2.0")).toEqual([text("v1@2.0")]);
    expect(linkify("a@b.c")).toEqual([text("a@b.c")]);
  });

  it("does not link a bare @mention or a lone @", () => {
    expect(linkify("@bob and @ and @example.com")).toEqual([text("@bob and @ and @example.com")]);
  });

  it("shows an internationalised e-mail domain in punycode", () => {
    expect(linkify("a@\u0430pple.com")).toEqual([
      mail("a@\u0430pple.com", "mailto:a@xn--pple-43d.com", "a@xn--pple-43d.com"),
    ]);
  });
});

describe("linkify: e-mail addresses that could inject mail headers", () => {
  // A mail client decodes the local part of a mailto: link, so encoded CR/LF becomes a new header line and an
  // encoded comma a second recipient.
  itLeavesAsPlainText([
    "x%0D%0Abcc%3Aevil@example.com",
    "bob%2Ceve@example.com",
    "bob%0d%0acc%3aeve@example.com",
    "%0D%0Abob@example.com",
    "bob%40evil.example@example.com",
  ]);

  it("keeps the ordinary local-part characters", () => {
    expect(links("a.b-c_d+e@example.com")).toEqual([mail("a.b-c_d+e@example.com", "mailto:a.b-c_d+e@example.com")]);
  });
});

describe("linkify: length limits", () => {
  it("links a local part of 64 characters, RFC 5321's limit, and leaves a longer address as text", () => {
    const local = "a".repeat(64);
    expect(linkify(`${local}@example.com`)).toEqual([mail(`${local}@example.com`, `mailto:${local}@example.com`)]);
    expect(linkify(`b${local}@example.com`)).toEqual([text(`b${local}@example.com`)]);
  });

  it(`links an address of ${MAX_LINK_LENGTH} characters and leaves a longer one as text, whole`, () => {
    const url = (length: number) => `https://example.com/${"x".repeat(length - "https://example.com/".length)}`;
    const longest = url(MAX_LINK_LENGTH);
    expect(linkify(`${longest}.`)).toEqual([web(longest, longest), text(".")]);
    expect(linkify(`see ${url(MAX_LINK_LENGTH + 1)} and bob@example.com`)).toEqual([
      text(`see ${url(MAX_LINK_LENGTH + 1)} and `),
      mail("bob@example.com", "mailto:bob@example.com"),
    ]);
  });
});

// Inputs that once took time growing with the square of their length. These pin down the result; the time is
// measured by a script, not asserted here.
describe("linkify: long runs of punctuation", () => {
  it("links the address before 4,983 closing parentheses and leaves them as text", () => {
    const parens = ")".repeat(4983);
    expect(linkify(`http://a.example/${parens}`)).toEqual([
      web("http://a.example/", "http://a.example/"),
      text(parens),
    ]);
  });

  it("keeps the parentheses the address opened, however many there are", () => {
    const url = `http://a.example/${"(".repeat(1000)}${")".repeat(1000)}`;
    expect(links(`${url}${")".repeat(4000)}`)).toEqual([web(url, url)]);
  });

  it("leaves 5,000 characters of trailing dots, or of alternating ). after an address, as text", () => {
    expect(linkify(`http://a.example/${".".repeat(5000)}`)).toEqual([
      web("http://a.example/", "http://a.example/"),
      text(".".repeat(5000)),
    ]);
    expect(linkify(`http://a.example/${").".repeat(2500)}`)).toEqual([
      web("http://a.example/", "http://a.example/"),
      text(").".repeat(2500)),
    ]);
  });

  it("leaves 5,000 characters that could start an e-mail address but never reach an @ as text", () => {
    for (const run of ["a".repeat(5000), "a.".repeat(2500), "a+".repeat(2500)]) {
      expect(linkify(run)).toEqual([text(run)]);
    }
  });
});

describe("linkify: never links anything else", () => {
  itLeavesAsPlainText([
    "javascript:alert(1)",
    "JavaScript:alert(document.cookie)",
    "javascript://example.com/%0aalert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "ftp://example.com/file",
    "file:///etc/passwd",
    "mailto:",
    "xhttp://example.com",
    "foowww.example.com",
    "www.example",
    "www.",
    "http://",
    "https://...",
    "http:/example.com",
  ]);

  it("links only the http part of a javascript: string, with an https href", () => {
    const tokens = linkify("javascript:alert('https://example.com')");
    expect(links("javascript:alert('https://example.com')")).toEqual([
      web("https://example.com", "https://example.com/"),
    ]);
    expect(tokens[0]).toEqual(text("javascript:alert('"));
  });

  it("leaves URLs with credentials as text, since they disguise the real host", () => {
    expect(linkify("https://yourbank.com@evil.example/login")).toEqual([
      text("https://yourbank.com@evil.example/login"),
    ]);
    expect(linkify("http://user:pass@example.com")).toEqual([text("http://user:pass@example.com")]);
  });

  it("ends a URL at a backslash, which browsers would read as a slash", () => {
    expect(linkify("http://evil.example\\@good.example")).toEqual([
      web("http://evil.example", "http://evil.example/"),
      text("\\@good.example"),
    ]);
  });
});

describe("linkify: hosts shown as they really are", () => {
  it("shows an IDN look-alike host in punycode", () => {
    expect(linkify("https://\u0430pple.com/login")).toEqual([
      web("https://\u0430pple.com/login", "https://xn--pple-43d.com/login", "https://xn--pple-43d.com/login"),
    ]);
    expect(linkify("www.\u0430pple.com")).toEqual([
      web("www.\u0430pple.com", "http://www.xn--pple-43d.com/", "www.xn--pple-43d.com"),
    ]);
  });

  it("shows a genuine IDN host in punycode too", () => {
    expect(links("http://bücher.example/")[0]).toMatchObject({
      label: "http://xn--bcher-kva.example/",
      href: "http://xn--bcher-kva.example/",
    });
  });

  it("shows the decoded host when it is percent-encoded or numeric", () => {
    expect(links("http://%65xample.com/")[0]).toMatchObject({ label: "http://example.com/" });
    expect(links("http://0x7f.1/")[0]).toMatchObject({ label: "http://127.0.0.1/", href: "http://127.0.0.1/" });
  });
});

describe("linkify: bidi controls", () => {
  it("strips bidi controls everywhere, including inside links", () => {
    expect(linkify("abc\u202Egnp.exe")).toEqual([text("abcgnp.exe")]);
    expect(linkify("https://exa\u202Emple.com/\u2066x\u2069")).toEqual([
      web("https://example.com/x", "https://example.com/x"),
    ]);
  });

  it("strips every listed control", () => {
    const controls = "\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200E\u200F\u061C";
    expect(stripBidiControls(`a${controls}b`)).toBe("ab");
  });

  it("keeps right-to-left letters themselves", () => {
    expect(linkify("שלום https://example.com")).toEqual([
      text("שלום "),
      web("https://example.com", "https://example.com/"),
    ]);
  });
});

describe("linkify: text handling", () => {
  it("returns no tokens for an empty string", () => {
    expect(linkify("")).toEqual([]);
  });

  it("returns plain text unchanged as one token", () => {
    expect(linkify("Just some words. Nothing else!")).toEqual([text("Just some words. Nothing else!")]);
  });

  it("keeps line breaks in the text and ends URLs at them", () => {
    expect(linkify("line one\nhttps://example.com\n\nline three\r\nwww.example.org")).toEqual([
      text("line one\n"),
      web("https://example.com", "https://example.com/"),
      text("\n\nline three\r\n"),
      web("www.example.org", "http://www.example.org/"),
    ]);
  });

  it("links adjacent addresses separated only by whitespace", () => {
    expect(links("https://a.example https://b.example\thttps://c.example")).toHaveLength(3);
  });
});

describe("isAllowedHref", () => {
  it.each(["http://a.example/", "https://a.example/", "mailto:a@b.example"])("allows %j", (href) => {
    expect(isAllowedHref(href)).toBe(true);
  });

  it.each(["javascript:alert(1)", "data:text/html,x", "vbscript:x", "ftp://a.example/", "/relative", ""])(
    "rejects %j",
    (href) => {
      expect(isAllowedHref(href)).toBe(false);
    },
  );
});
