// @vitest-environment happy-dom
import { cleanup, render, within } from "@testing-library/react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { afterEach, describe, expect, it } from "vitest";
import { GUIDELINES, guidelineAnchor } from "@village/shared";
import { CONTACT_EMAIL, FALLBACK_CONTACT_EMAIL, resolveContactEmail } from "./contact-email";
import { legalPages } from "./index";

afterEach(cleanup);

/** The page at `path` as a reader's browser builds it: its root element. */
function renderPage(path: string): HTMLElement {
  const page = legalPages.find((entry) => entry.path === path);
  if (!page) throw new Error(`no legal page at ${path}`);
  // Pages link to each other with wouter, here at a location of the test's own.
  const { container } = render(
    <Router hook={memoryLocation({ path, static: true }).hook}>
      <page.Component />
    </Router>,
  );
  const root = container.firstElementChild;
  if (!(root instanceof HTMLElement)) throw new Error(`${path} rendered nothing`);
  return root;
}

/** What a person reads in `element`, its runs of white space as one space. */
const textOf = (element: Element) => element.textContent.replace(/\s+/g, " ");

const KEY_TOPICS: Record<string, RegExp[]> = {
  "/terms": [/acceptable use/i, /licen[cs]e/i, /keep ownership/i, /account/i, /disclaimer/i, /terminat/i, /13/],
  "/privacy": [
    /e-mail address/i,
    /display name/i,
    /user ID \(uid\)/i,
    /anonymous posting page store no name/i,
    /your account page/i,
    /download a copy of your information/i,
    /delete your account/i,
    /technical logs/i,
    /Google Firebase/,
    /do not sell/i,
    /security/i,
    /COPPA/,
    /under 13/,
    /cookies/i,
    /cookiesAccepted/,
    /gives this browser an anonymous account/,
    /delete anonymous accounts 30 days after they were made/,
    /villageSignedIn/,
    /villageSignedOutUsed/,
    /Forget this browser/,
    /limit abuse of anonymous posting/i,
    /access/i,
    /correction/i,
    /deletion/i,
  ],
  "/dmca": [/notice/i, /signature/i, /penalty of perjury/i, /good-faith belief/i, /counter-notice/i, /repeat/i],
  "/guidelines": [
    /hate/i,
    /harassment/i,
    /porn/i,
    /violence/i,
    /doxxing/i,
    /scams/i,
    /spam/i,
    /keep it human/i,
    /remove/i,
  ],
  "/disclaimer": [/users' own views/i, /professional advice/i, /third-party/i, /links/i],
  "/contact": [/e-mail/i, /what to include/i, /business days/i],
  "/coppa": [/at least 13/i, /under 13/i, /delete/i, /parents/i, /COPPA/],
};

describe("legalPages", () => {
  it("lists the seven legal routes with their titles", () => {
    expect(legalPages.map(({ path, title }) => [path, title])).toEqual([
      ["/terms", "Terms of Service"],
      ["/privacy", "Privacy Policy"],
      ["/dmca", "DMCA Policy"],
      ["/guidelines", "Community Guidelines"],
      ["/disclaimer", "Disclaimer"],
      ["/contact", "Contact"],
      ["/coppa", "COPPA Notice"],
    ]);
  });

  describe.each(legalPages.map((page) => [page.path, page] as const))("%s", (path, page) => {
    it("is one article with the page title as its only h1", () => {
      const root = renderPage(path);
      expect(root.tagName).toBe("ARTICLE");
      const titles = within(root).getAllByRole("heading", { level: 1 });
      expect(titles.map((title) => title.textContent)).toEqual([page.title]);
    });

    it("has h2 sections after the h1 and no skipped heading levels", () => {
      const levels = [...renderPage(path).querySelectorAll("h1, h2, h3, h4, h5, h6")].map((h) => Number(h.tagName[1]));
      expect(levels[0]).toBe(1);
      expect(levels.slice(1).length).toBeGreaterThanOrEqual(3);
      expect(levels.slice(1).every((level) => level === 2)).toBe(true);
    });

    it("shows the effective date", () => {
      expect(textOf(renderPage(path))).toContain("Effective date: September 20, 2025");
    });

    it("links to the contact address", () => {
      const links = within(renderPage(path)).getAllByRole("link", { name: CONTACT_EMAIL });
      expect(links.map((link) => link.getAttribute("href"))).toContain(`mailto:${CONTACT_EMAIL}`);
    });

    it("covers its key topics", () => {
      const text = textOf(renderPage(path));
      for (const topic of KEY_TOPICS[path] ?? []) expect(text).toMatch(topic);
      expect(KEY_TOPICS[path]).toBeDefined();
    });

    it("has no inline styles or placeholder text", () => {
      const root = renderPage(path);
      expect(root.querySelector("[style]")).toBeNull();
      expect(textOf(root)).not.toMatch(/lorem|ipsum|TODO/i);
    });
  });
});

describe("the guidelines page's rules", () => {
  it("has a section for each guideline a moderator names to an author (decision 0128)", () => {
    const root = renderPage("/guidelines");
    for (const guideline of GUIDELINES)
      expect(root.querySelector(`#${guidelineAnchor(guideline)}`), guideline).not.toBeNull();
  });

  it("tells authors they are told of every action and may appeal it once, within 14 days", () => {
    const text = textOf(renderPage("/guidelines"));
    expect(text).toMatch(/you are told privately, on your next visit to any page/);
    expect(text).toMatch(/appeal each action once, within 14 days/);
    expect(text).toMatch(/A moderator other than the one who acted decides/);
  });
});

describe("the privacy page on what is public", () => {
  /** The section under the heading "What is public and what is not", and its two lists' text. */
  function publicDataSection() {
    const root = renderPage("/privacy");
    const heading = within(root).getByRole("heading", { level: 2, name: "What is public and what is not" });
    const section = heading.closest("section");
    if (!section) throw new Error("the heading is not in a section");
    const [publicList = "", privateList = ""] = [...section.querySelectorAll("ul")].map(textOf);
    return { text: textOf(root), section: textOf(section), publicList, privateList };
  }

  it("has the section, with one list of what is public and one of what is not", () => {
    const { section } = publicDataSection();
    expect(section).toMatch(/Public\. Anyone can read .* on the page and in the data their browser downloads/);
    expect(section).toMatch(/Not public\. .*held only on our servers.*Firebase console/);
    expect(section).toMatch(/never sent to other visitors' browsers/);
  });

  it("lists as public each post's title, text, link, author label and time", () => {
    const { publicList } = publicDataSection();
    for (const item of [/title/, /details or text/, /link/, /time each post was made/])
      expect(publicList).toMatch(item);
    expect(publicList).toMatch(/your display name .* or, if you have no display name, your e-mail address/);
    expect(publicList).toMatch(/anonymous posting page, always "anonymous"/);
    expect(publicList).not.toMatch(/user ID|network|hash|random/i);
  });

  it("lists as not public the account id, anonymous posters' e-mail, the address, the anonymous account and the random number", () => {
    const { privateList } = publicDataSection();
    expect(privateList).toMatch(
      /user ID of the account behind a post: for every suggestion, and for an anonymous post made while signed in/,
    );
    expect(privateList).toMatch(/e-mail address of anyone who posts anonymously/);
    expect(privateList).toMatch(/network \(IP\) address, which we store only as a keyed hash/);
    expect(privateList).toMatch(/delete within three days/);
    expect(privateList).toMatch(/ID of the anonymous account a browser posts or reports with/);
    expect(privateList).toMatch(/random number stored with each post/);
  });

  it("says nowhere that the user ID is merely not displayed", () => {
    const { text } = publicDataSection();
    expect(text).not.toMatch(/not displayed/i);
    expect(text).toMatch(/your user ID is stored with the post .* but it is never made public/);
  });
});

describe("contact e-mail setting", () => {
  it("falls back when unset or blank", () => {
    expect(resolveContactEmail(undefined)).toBe(FALLBACK_CONTACT_EMAIL);
    expect(resolveContactEmail("   ")).toBe(FALLBACK_CONTACT_EMAIL);
    expect(FALLBACK_CONTACT_EMAIL).toBe("hello@village.example");
  });

  it("uses the configured address, trimmed", () => {
    expect(resolveContactEmail(" team@example.org ")).toBe("team@example.org");
  });
});
