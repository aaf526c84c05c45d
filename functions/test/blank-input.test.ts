// Blank values: whitespace of every kind, zero-width and other invisible characters, and control characters
// count as nothing. A suggestion needs a title and details; an anonymous post needs a title or text.
import { describe, expect, it } from "vitest";
import { createAnonymousPost, createSuggestion, EMPTY_ANONYMOUS_POST_MESSAGE } from "@village/shared";
import { signedUpAccount } from "./support/accounts";
import { call } from "./support/clients";
import { freshEmulatorsPerTest } from "./support/lifecycle";
import { expectRefusedStoringNothing, issuePaths } from "./support/refusals";
import { storedPost } from "./support/stored";

const newClient = freshEmulatorsPerTest();

const BLANKS = [
  { kind: "empty", value: "" },
  { kind: "spaces", value: "   " },
  { kind: "tabs and line breaks", value: "\t\r\n \n\t" },
  { kind: "no-break, ideographic and other Unicode spaces", value: "\u00A0\u3000\u2007\u202F\u205F" },
  { kind: "line and paragraph separators", value: "\u2028\u2029" },
  { kind: "zero-width space, non-joiner and joiner", value: "\u200B\u200C\u200D" },
  { kind: "word joiner and byte-order mark", value: "\u2060\uFEFF" },
  { kind: "invisible operators", value: "\u2061\u2062\u2063\u2064" },
  { kind: "soft hyphen and Mongolian vowel separator", value: "\u00AD\u180E" },
  { kind: "combining grapheme joiner and a variation selector", value: "\u034F\uFE0F" },
  { kind: "tag characters", value: "\u{E0020}\u{E007F}" },
  { kind: "control characters", value: "\u0000\u0007\u001B\u007F" },
  { kind: "bidirectional controls", value: "\u202E\u2066\u200E\u061C" },
  { kind: "zero-width characters among spaces", value: " \u200B \uFEFF\n\u2060 " },
];

async function signedInClient() {
  const client = newClient();
  await signedUpAccount(client, "maya@example.com", "Maya");
  return client;
}

describe("createSuggestion with a blank field", () => {
  it.each(BLANKS)("asks for a title when it is $kind", async ({ value }) => {
    const failure = await expectRefusedStoringNothing(
      call(await signedInClient(), createSuggestion, { title: value, details: "x" }),
      { code: "invalid-argument", message: "Please enter a title." },
    );
    expect(issuePaths(failure)).toEqual(["title"]);
  });

  it.each(BLANKS)("asks for details when they are $kind", async ({ value }) => {
    const failure = await expectRefusedStoringNothing(
      call(await signedInClient(), createSuggestion, { title: "x", details: value }),
      { code: "invalid-argument", message: "Please enter suggestion details." },
    );
    expect(issuePaths(failure)).toEqual(["details"]);
  });

  it("asks for both when both are blank, the title first", async () => {
    const failure = await expectRefusedStoringNothing(
      call(await signedInClient(), createSuggestion, { title: " ", details: "\u200B" }),
      { code: "invalid-argument", message: "Please enter a title." },
    );
    expect(issuePaths(failure)).toEqual(["title", "details"]);
  });
});

describe("createAnonymousPost with blank fields", () => {
  it.each(BLANKS)("refuses a post whose title, link and text are all $kind", async ({ value }) => {
    await expectRefusedStoringNothing(
      call(newClient(), createAnonymousPost, { title: value, link: value, text: value }),
      { code: "invalid-argument", message: EMPTY_ANONYMOUS_POST_MESSAGE },
    );
  });

  it.each([
    { sent: "no field at all", payload: {} },
    { sent: "only a blank title", payload: { title: "  " } },
    { sent: "only a blank link", payload: { link: "\u200B" } },
    { sent: "only blank text", payload: { text: "\n\n\t" } },
    { sent: "only a link", payload: { link: "https://example.com" } },
  ])("refuses $sent", async ({ payload }) => {
    await expectRefusedStoringNothing(call(newClient(), createAnonymousPost, payload), {
      code: "invalid-argument",
      message: EMPTY_ANONYMOUS_POST_MESSAGE,
    });
  });

  it("refuses an all-blank post from a signed-in caller too", async () => {
    await expectRefusedStoringNothing(call(await signedInClient(), createAnonymousPost, { text: "\uFEFF" }), {
      code: "invalid-argument",
      message: EMPTY_ANONYMOUS_POST_MESSAGE,
    });
  });

  it.each(["title", "text"])("accepts a post whose only non-blank field is its %s", async (field) => {
    const payload = { title: " ", link: "\u200B", text: "\n", [field]: "Something" };

    const { id } = await call(newClient(), createAnonymousPost, payload);

    expect((await storedPost(id))[field]).toBe("Something");
  });
});
