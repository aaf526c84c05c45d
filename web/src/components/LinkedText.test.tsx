// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { LinkedText } from "./LinkedText";

afterEach(cleanup);

/** The text's wrapper as a reader's browser builds it. */
function shown(text: string): HTMLElement {
  const { container } = render(<LinkedText text={text} />);
  const wrapper = container.firstElementChild;
  if (!(wrapper instanceof HTMLElement)) throw new Error("LinkedText rendered no element");
  return wrapper;
}

describe("LinkedText", () => {
  it("wraps the text in a direction-isolating <bdi dir=auto>", () => {
    const wrapper = shown("hello");
    expect(wrapper.tagName).toBe("BDI");
    expect(wrapper.getAttribute("dir")).toBe("auto");
    expect(wrapper.textContent).toBe("hello");
    // The class carries white-space: pre-wrap and the long-word wrapping rules.
    expect(wrapper.className).not.toBe("");
  });

  it("renders web links in a new tab with a safe rel", () => {
    const wrapper = shown("Look: https://example.com/a?b=1&c=2.");
    // The address, then the new-tab cue: an arrow hidden from screen readers and words for them.
    const link = screen.getByRole("link", { name: "https://example.com/a?b=1&c=2 (opens in a new tab)" });
    expect(wrapper.textContent).toBe("Look: https://example.com/a?b=1&c=2↗ (opens in a new tab).");
    expect(link.querySelector('[aria-hidden="true"]')?.textContent).toBe("↗");
    expect(link.getAttribute("href")).toBe("https://example.com/a?b=1&c=2");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer nofollow ugc");
    expect(link.getAttribute("dir")).toBe("auto");
  });

  it("prefixes www. links with http://", () => {
    shown("www.example.com");
    expect(screen.getByRole("link").getAttribute("href")).toBe("http://www.example.com/");
  });

  it("renders e-mail addresses as mailto links in the same tab", () => {
    shown("mail bob@example.com");
    const link = screen.getByRole("link", { name: "bob@example.com" });
    expect(link.getAttribute("href")).toBe("mailto:bob@example.com");
    expect(link.hasAttribute("target")).toBe(false);
    expect(link.hasAttribute("rel")).toBe(false);
  });

  it("shows user text as text instead of inserting it as HTML", () => {
    const text = '<img src=x onerror="alert(1)"> <script>alert(1)</script> & "quotes"';
    const wrapper = shown(text);
    expect(wrapper.querySelector("img, script")).toBeNull();
    expect(wrapper.textContent).toBe(text);
  });

  it("never renders a javascript: or data: link", () => {
    const wrapper = shown("javascript:alert(1) data:text/html,hi vbscript:x ftp://example.com");
    expect(screen.queryByRole("link")).toBeNull();
    expect(wrapper.textContent).toContain("javascript:alert(1)");
  });

  it("shows a look-alike host in punycode", () => {
    shown("https://\u0430pple.com/login");
    const link = screen.getByRole("link", { name: "https://xn--pple-43d.com/login (opens in a new tab)" });
    expect(link.getAttribute("href")).toBe("https://xn--pple-43d.com/login");
  });

  it("keeps line breaks as text for white-space: pre-wrap", () => {
    expect(shown("one\ntwo\n\nthree").textContent).toBe("one\ntwo\n\nthree");
  });

  it("drops bidi override characters", () => {
    expect(shown("abc\u202Egnp.exe").textContent).toBe("abcgnp.exe");
  });

  it("renders an empty text as an empty wrapper", () => {
    const wrapper = shown("");
    expect(wrapper.tagName).toBe("BDI");
    expect(wrapper.childNodes).toHaveLength(0);
  });
});
