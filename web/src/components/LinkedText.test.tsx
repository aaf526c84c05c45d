import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LinkedText } from "./LinkedText";

const render = (text: string) => renderToStaticMarkup(<LinkedText text={text} />);
const stripWrapper = (html: string) => html.replace(/^<bdi[^>]*>/, "").replace(/<\/bdi>$/, "");

describe("LinkedText", () => {
  it("wraps the text in a direction-isolating <bdi dir=auto>", () => {
    const html = render("hello");
    expect(html).toMatch(/^<bdi dir="auto"[^>]*>hello<\/bdi>$/);
    // The class carries white-space: pre-wrap and the long-word wrapping rules.
    expect(html).toMatch(/^<bdi dir="auto" class="[^"]+">/);
  });

  it("renders web links in a new tab with a safe rel", () => {
    const html = render("Look: https://example.com/a?b=1&c=2.");
    // The address, then the new-tab cue: an arrow hidden from screen readers and words for them.
    const anchor =
      /^Look: <a ([^>]*)>https:\/\/example\.com\/a\?b=1&amp;c=2<span [^>]*aria-hidden="true">↗<\/span><span class="visually-hidden"> \(opens in a new tab\)<\/span><\/a>\.$/.exec(
        stripWrapper(html),
      );
    expect(anchor).not.toBeNull();
    const attributes = anchor?.[1] ?? "";
    expect(attributes).toContain('href="https://example.com/a?b=1&amp;c=2"');
    expect(attributes).toContain('target="_blank"');
    expect(attributes).toContain('rel="noopener noreferrer nofollow ugc"');
    expect(attributes).toContain('dir="auto"');
  });

  it("prefixes www. links with http://", () => {
    expect(render("www.example.com")).toContain('href="http://www.example.com/"');
  });

  it("renders e-mail addresses as mailto links in the same tab", () => {
    const html = render("mail bob@example.com");
    expect(html).toContain('href="mailto:bob@example.com"');
    expect(html).toContain(">bob@example.com</a>");
    expect(html).not.toContain("target=");
    expect(html).not.toContain("rel=");
  });

  it("escapes user text instead of inserting it as HTML", () => {
    const html = render('<img src=x onerror="alert(1)"> <script>alert(1)</script> & "quotes"');
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<script");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(html).toContain("&amp;");
  });

  it("never renders a javascript: or data: link", () => {
    const html = render("javascript:alert(1) data:text/html,hi vbscript:x ftp://example.com");
    expect(html).not.toContain("<a");
    expect(html).toContain("javascript:alert(1)");
  });

  it("shows a look-alike host in punycode", () => {
    const html = render("https://\u0430pple.com/login");
    expect(html).toContain('href="https://xn--pple-43d.com/login"');
    expect(html).toContain(">https://xn--pple-43d.com/login<span");
  });

  it("keeps line breaks as text for white-space: pre-wrap", () => {
    expect(render("one\ntwo\n\nthree")).toContain(">one\ntwo\n\nthree<");
  });

  it("drops bidi override characters", () => {
    expect(render("abc\u202Egnp.exe")).toContain(">abcgnp.exe<");
  });

  it("renders an empty text as an empty wrapper", () => {
    expect(render("")).toMatch(/^<bdi dir="auto"[^>]*><\/bdi>$/);
  });
});
