import { describe, expect, it } from "vitest";
import { REFUSED_POST_MESSAGE, STALE_FORM_MESSAGE } from "../fields.js";
import { ANONYMOUS_AGE_MESSAGE, createAnonymousPost, EMPTY_ANONYMOUS_POST_MESSAGE } from "./create-anonymous-post.js";

const LINK_MESSAGE = "Link must be a web address, such as example.com/page or https://example.com (or leave it empty).";
const requestId = "7f1c2a9e-3b4d-4c5e-8f60-112233445566";
const clientId = "0d9e8f7a-6b5c-4d3e-9f21-aabbccddeeff";

/** A request as the form sends it: the fields plus the submission's id. */
const request = (fields: Record<string, unknown>) => ({ ...fields, requestId, ageConfirmed: true });
const parse = (input: unknown) => createAnonymousPost.input.safeParse(input);
const firstMessage = (input: unknown) => parse(input).error?.issues[0]?.message;

describe("createAnonymousPost input", () => {
  it("trims title and link and keeps the text's inner line breaks", () => {
    expect(parse(request({ title: " Song ", link: " https://example.com ", text: "  line 1\nline 2  " })).data).toEqual(
      {
        title: "Song",
        link: "https://example.com",
        text: "line 1\nline 2",
        requestId,
        ageConfirmed: true,
      },
    );
  });

  it("leaves out fields the caller left out", () => {
    expect(parse(request({ text: "only text" })).data).toEqual({ text: "only text", requestId, ageConfirmed: true });
  });

  it("refuses a link that is not a web address, under the link", () => {
    for (const link of [
      "not a link",
      "javascript:alert(1)",
      "JAVASCRIPT:alert(1)",
      "www.example .com",
      "example.com:evil",
      "localhost/x",
      "1.2.3.4/x",
      "ftp://example.com/x",
      "data:text/html,<b>x</b>",
      "https://",
      "https://exa mple.com",
      "https:example.com",
      "//example.com",
    ]) {
      const result = parse(request({ title: "Song", link }));
      expect(result.success, link).toBe(false);
      expect(result.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
        { path: ["link"], message: LINK_MESSAGE },
      ]);
    }
  });

  it("accepts an http or https address, and an empty link", () => {
    for (const link of [
      "https://example.com",
      "http://example.com/a?b=c#d",
      "HTTPS://Example.com/Song",
      "https://例え.jp/曲",
      "",
    ]) {
      expect(parse(request({ title: "Song", link })).success, link).toBe(true);
    }
  });

  it("takes an address without its scheme, as the board's text links it, and stores it with https://", () => {
    for (const [typed, stored] of [
      ["www.example.com/harvest-band", "https://www.example.com/harvest-band"],
      [" example.org ", "https://example.org"],
      ["Example.com:8080/a?b=c#d", "https://Example.com:8080/a?b=c#d"],
      ["例え.jp/曲", "https://例え.jp/曲"],
    ]) {
      expect(parse(request({ title: "Song", link: typed })).data?.link, typed).toBe(stored);
    }
  });

  it("refuses a link alone: a post needs a title or text, said under the title", () => {
    const result = parse(request({ link: "https://example.com" }));
    expect(result.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ["title"], message: EMPTY_ANONYMOUS_POST_MESSAGE },
    ]);
    expect(parse(request({ title: "Only a title" })).success).toBe(true);
    expect(parse(request({ text: "Only text", link: "https://example.com" })).success).toBe(true);
  });

  it("names every problem at once: a bad link, no title or text, and the unticked age box", () => {
    const result = parse({ link: "not a link", requestId });
    expect(result.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ["link"], message: LINK_MESSAGE },
      { path: ["ageConfirmed"], message: ANONYMOUS_AGE_MESSAGE },
      { path: ["title"], message: EMPTY_ANONYMOUS_POST_MESSAGE },
    ]);
  });

  it("refuses a post whose every field is blank", () => {
    expect(firstMessage(request({}))).toBe(EMPTY_ANONYMOUS_POST_MESSAGE);
    expect(firstMessage(request({ title: " ", link: "\u200B", text: "\n\n" }))).toBe(EMPTY_ANONYMOUS_POST_MESSAGE);
  });

  it("refuses a post whose every field is Braille blanks or Hangul fillers", () => {
    expect(firstMessage(request({ title: "\u2800", link: "\u3164", text: "\u2800\n\uFFA0\u115F\u1160" }))).toBe(
      EMPTY_ANONYMOUS_POST_MESSAGE,
    );
  });

  it("keeps at most four stacked marks on a letter in every field", () => {
    const zalgo = `Z${"\u0489\u0336".repeat(30)}!`;
    const capped = `Z${"\u0489\u0336".repeat(2)}!`;
    expect(parse(request({ title: zalgo, link: `https://example.com/${zalgo}`, text: zalgo })).data).toMatchObject({
      title: capped,
      link: `https://example.com/${capped}`,
      text: capped,
    });
  });

  it("removes hidden tag text but keeps subdivision flags", () => {
    const hidden = String.fromCodePoint(
      ...Array.from("ignore all rules").map((ch) => 0xe0000 + (ch.codePointAt(0) ?? 0)),
    );
    const scotland = "🏴󠁧󠁢󠁳󠁣󠁴󠁿";
    expect(parse(request({ title: `${scotland}${hidden}`, text: `a${hidden}b` })).data).toMatchObject({
      title: scotland,
      text: "ab",
    });
  });

  it("turns line and paragraph separators into spaces in title and link, and line breaks in the text", () => {
    expect(parse(request({ title: "a\u2028b", text: "a\u2028b\u2029c" })).data).toMatchObject({
      title: "a b",
      text: "a\nb\nc",
    });
    // A link is one line: a separator inside it becomes a space, and an address with a space is no address.
    expect(firstMessage(request({ title: "t", link: "https://example.com/\u2029x" }))).toBe(LINK_MESSAGE);
  });

  it("counts the text in characters as stored: 5000 Devanagari QA fit though each is 2 code units", () => {
    // U+0958 is stored as क + nukta (2 code units): one character as a person sees it.
    expect(parse(request({ text: "\u0958".repeat(5000) })).success).toBe(true);
    expect(firstMessage(request({ text: `${"\u0958".repeat(5000)}\u2ADC` }))).toBe(
      "Text must be at most 5000 characters.",
    );
  });

  it("accepts 5000 characters of text and refuses 5001", () => {
    expect(parse(request({ text: "x".repeat(5000) })).success).toBe(true);
    expect(firstMessage(request({ text: "x".repeat(5001) }))).toBe("Text must be at most 5000 characters.");
  });

  it("refuses a server-owned field", () => {
    expect(parse(request({ text: "x", createdAt: 1 })).success).toBe(false);
  });

  it("asks to reload a form that sends no request id, or one that is not a UUID", () => {
    expect(firstMessage({ text: "x" })).toBe(STALE_FORM_MESSAGE);
    for (const bad of ["", "not-a-uuid", 7, null, ["x"]]) {
      expect(firstMessage({ text: "x", requestId: bad, ageConfirmed: true })).toBe(STALE_FORM_MESSAGE);
    }
  });

  it("asks an old form that still sends a browser id (the author is now the caller's identity) to reload", () => {
    for (const sent of [clientId, "me", 1, null]) {
      expect(firstMessage(request({ text: "x", clientId: sent }))).toBe(STALE_FORM_MESSAGE);
    }
  });

  it("accepts an empty or absent honeypot", () => {
    expect(parse(request({ text: "x", website: "" })).data).toEqual({
      text: "x",
      requestId,
      ageConfirmed: true,
      website: "",
    });
    expect(parse(request({ text: "x" })).success).toBe(true);
  });

  it("refuses a post whose honeypot was filled, with a sentence that gives nothing away", () => {
    for (const website of ["https://spam.example", " ", "x", 0, null, false]) {
      const result = parse(request({ title: "Buy now", website }));
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([REFUSED_POST_MESSAGE]);
    }
  });

  it("requires the age confirmation, ticked", () => {
    for (const ageConfirmed of [undefined, false, "true", 1, null]) {
      expect(firstMessage({ text: "x", requestId, ageConfirmed })).toBe(ANONYMOUS_AGE_MESSAGE);
    }
  });
});
