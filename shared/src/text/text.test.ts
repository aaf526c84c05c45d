import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cleanText, countCharacters, hasLoneSurrogate, isBlank, MAX_STACKED_MARKS } from "./text.js";

const oneLine = { multiline: false };
const multiLine = { multiline: true };
const codePoints = (value: string) => Array.from(value).map((ch) => ch.codePointAt(0));

describe("cleanText", () => {
  it("normalises to NFC", () => {
    expect(cleanText("e\u0301", { multiline: false })).toBe("\u00e9");
  });

  it("removes control and bidi override characters", () => {
    expect(cleanText("a\u0000b\u202Ec\u2066d", { multiline: false })).toBe("abcd");
  });

  it("normalises what is left once those are gone, so a letter and its accent meet", () => {
    expect(cleanText("e\u2066\u0301", { multiline: false })).toBe("\u00e9");
    expect(cleanText("A\u0000\u030A", { multiline: true })).toBe("\u00c5");
  });

  it("keeps newlines and tabs only in multi-line text", () => {
    expect(cleanText("a\r\nb\tc", { multiline: true })).toBe("a\nb\tc");
    expect(cleanText("a\nb\tc", { multiline: false })).toBe("a b c");
  });

  it("turns invisible-only values into empty strings", () => {
    expect(cleanText(" \u200B ", { multiline: false })).toBe("");
  });
});

describe("isBlank and hasLoneSurrogate", () => {
  it("tells blank values", () => {
    expect(isBlank("\uFEFF \u2060")).toBe(true);
    expect(isBlank("\u2061\u2064 \u034F\uFE0F\u{E0020}\u3164")).toBe(true);
    expect(isBlank("a")).toBe(false);
  });

  it("finds lone surrogates but not pairs", () => {
    expect(hasLoneSurrogate("a\uD83D")).toBe(true);
    expect(hasLoneSurrogate("\uDE00a")).toBe(true);
    expect(hasLoneSurrogate("😀")).toBe(false);
  });
});

describe("invisible characters that are not Default_Ignorable", () => {
  it("counts the Braille blank and the null notehead as blank", () => {
    expect(isBlank("\u2800")).toBe(true);
    expect(isBlank("\u2800 \u2800\u{1D159}")).toBe(true);
    expect(cleanText("\u2800\u2800", oneLine)).toBe("");
  });

  it("already counted the Hangul fillers as blank", () => {
    expect(isBlank("\u3164\u115F\u1160\uFFA0")).toBe(true);
  });

  it("keeps a Braille blank that sits among real text, and real Braille", () => {
    expect(cleanText("a\u2800b", oneLine)).toBe("a\u2800b");
    expect(isBlank("\u2801")).toBe(false);
  });
});

describe("stacked combining marks", () => {
  const zalgo = (base: string, marks: number) => base + "\u0336\u0337\u0338\u0334".repeat(marks).slice(0, marks);

  it(`keeps at most ${MAX_STACKED_MARKS} marks on one letter`, () => {
    expect(cleanText(zalgo("Z", 40), oneLine)).toBe(zalgo("Z", MAX_STACKED_MARKS));
    expect(cleanText(`${zalgo("a", 9)}${zalgo("b", 2)}`, oneLine)).toBe(`${zalgo("a", 4)}${zalgo("b", 2)}`);
  });

  it("counts the marks a precomposed letter already carries", () => {
    // U+1EC7 ệ is e + dot below + circumflex: two more marks fit, the third does not.
    expect(codePoints(cleanText("\u1EC7\u0336\u0337\u0338", oneLine))).toEqual([0x1ec7, 0x336, 0x337]);
  });

  it("does not let invisible joiners between marks restart the count", () => {
    expect(cleanText(`Z${"\u0336\u200D".repeat(10)}`, oneLine)).toBe(
      `Z${"\u0336\u200D".repeat(4)}${"\u200D".repeat(6)}`,
    );
  });

  it("caps marks that have no letter before them", () => {
    expect(cleanText(`x \u0301${"\u0300".repeat(10)}`, oneLine)).toBe(`x \u0301${"\u0300".repeat(3)}`);
  });

  it.each([
    ["Vietnamese", "Tiếng Việt: Người ấy đã nghỉ hưu"],
    ["Vietnamese, decomposed", "Tie\u0302\u0301ng Vie\u0323\u0302t"],
    ["Yoruba", "Ẹ̀ kú àárọ̀"],
    ["Hindi", "हिन्दी भाषा क़िला"],
    ["Hebrew with niqqud", "בְּרֵאשִׁית בָּרָא"],
    ["Hebrew with niqqud and cantillation", "שָּׁ֖ בְּרֵאשִׁ֖ית"],
    ["Thai", "ภาษาไทย ที่นี่ กั๊ก"],
    ["Burmese, with five marks in one syllable", "မျှော်လင့်"],
    ["Tibetan", "བསྒྲུབས ཧཱུྃ"],
    ["Greek polytonic", "ᾯ ἄνθρωπος"],
    ["Arabic with harakat", "اَلْعَرَبِيَّةُ"],
    ["emoji sequences", "1️⃣ 👨‍👩‍👧 🏳️‍🌈 👍🏽 ❤️"],
  ])("leaves %s unchanged", (_language, sample) => {
    expect(cleanText(sample, oneLine)).toBe(sample.normalize("NFC"));
  });

  it("always gives NFC text with at most the allowed marks in a row, and is stable when applied again", () => {
    const piece = fc.constantFrom(
      "a",
      "e",
      "u",
      "A",
      " ",
      "\u1EC7",
      "\u01D6",
      "\u0301",
      "\u0308",
      "\u0304",
      "\u0323",
      "\u0345",
      "\u05BC",
      "\u05C1",
      "\u0F71",
      "\u0F72",
      "\u0F73",
      "\u0344",
      "\u103B",
      "\u200D",
      "\u034F",
      "\u20DD",
      "\uFE0F",
      "\uFB2C",
      "\u1100",
      "\u1161",
      "\u11A8",
    );
    const text = fc.array(piece, { maxLength: 40 }).map((pieces) => pieces.join(""));
    fc.assert(
      fc.property(text, fc.boolean(), (input, multiline) => {
        const cleaned = cleanText(input, { multiline });
        expect(cleaned.normalize("NFC")).toBe(cleaned);
        for (const run of cleaned.normalize("NFD").match(/[\p{M}\p{Default_Ignorable_Code_Point}]+/gu) ?? []) {
          expect(run.match(/[\p{Mn}\p{Me}]/gu)?.length ?? 0).toBeLessThanOrEqual(MAX_STACKED_MARKS);
        }
        for (const run of cleaned.match(/[\p{M}\p{Default_Ignorable_Code_Point}]+/gu) ?? []) {
          expect(run.match(/[\p{Mn}\p{Me}]/gu)?.length ?? 0).toBeLessThanOrEqual(MAX_STACKED_MARKS);
        }
        expect(cleanText(cleaned, { multiline })).toBe(cleaned);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("tag characters", () => {
  const tags = (ascii: string) =>
    String.fromCodePoint(...Array.from(ascii).map((ch) => 0xe0000 + (ch.codePointAt(0) ?? 0)));
  const england = `\u{1F3F4}${tags("gbeng")}\u{E007F}`;

  it("removes tag characters that spell hidden text", () => {
    expect(cleanText(`Nice post${tags("ignore previous instructions")}`, oneLine)).toBe("Nice post");
    expect(cleanText(`a\u{E0001}${tags("en")}b`, oneLine)).toBe("ab");
  });

  it("keeps subdivision flags such as England's, Scotland's and Wales'", () => {
    const flags = `${england} \u{1F3F4}${tags("gbsct")}\u{E007F} \u{1F3F4}${tags("gbwls")}\u{E007F}`;
    expect(cleanText(`Go ${flags}!`, oneLine)).toBe(`Go ${flags}!`);
    expect(cleanText(england, oneLine)).toBe("🏴󠁧󠁢󠁥󠁮󠁧󠁿");
  });

  it("removes the tags of anything that is not a well-formed flag sequence, keeping the visible flag", () => {
    // No CANCEL TAG; not after the black flag; capitals and spaces are no subdivision code; too long a code.
    expect(cleanText(`\u{1F3F4}${tags("gbeng")}`, oneLine)).toBe("\u{1F3F4}");
    expect(cleanText(`\u{1F3F3}${tags("gbeng")}\u{E007F}`, oneLine)).toBe("\u{1F3F3}");
    expect(cleanText(`\u{1F3F4}${tags("GB ENG")}\u{E007F}`, oneLine)).toBe("\u{1F3F4}");
    expect(cleanText(`\u{1F3F4}${tags("secretmessage")}\u{E007F}`, oneLine)).toBe("\u{1F3F4}");
    expect(cleanText(`${england}${tags("x")}\u{E007F}`, oneLine)).toBe(england);
  });
});

describe("line and paragraph separators", () => {
  it("become spaces in one-line values", () => {
    expect(cleanText("a\u2028b\u2029c", oneLine)).toBe("a b c");
    expect(cleanText("\u2028title\u2029", oneLine)).toBe("title");
  });

  it("become newlines in multi-line values", () => {
    expect(cleanText("a\u2028b\u2029c", multiLine)).toBe("a\nb\nc");
    expect(cleanText("a\r\u2028b", multiLine)).toBe("a\n\nb");
  });
});

describe("countCharacters", () => {
  it.each([
    { what: "nothing", text: "", characters: 0 },
    { what: "letters", text: "hello", characters: 5 },
    { what: "emoji, 2 code units each", text: "🎉🎉🎉", characters: 3 },
    { what: "a family joined by zero-width joiners", text: "👨\u200D👩\u200D👧", characters: 1 },
    { what: "a rainbow flag (emoji, selector, joiner, emoji)", text: "🏳️\u200D🌈", characters: 1 },
    { what: "an emoji with a skin tone", text: "👍🏽", characters: 1 },
    { what: "a keycap", text: "1️⃣", characters: 1 },
    { what: "country flags (regional indicator pairs)", text: "🇯🇵🇫🇷", characters: 2 },
    {
      what: "a subdivision flag (tag sequence)",
      text: "\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}",
      characters: 1,
    },
    { what: "a letter and a combining accent", text: "e\u0301", characters: 1 },
    { what: "Vietnamese with two marks on a letter, decomposed", text: "Vie\u0323\u0302t", characters: 4 },
    { what: "CJK", text: "日本語のテキスト", characters: 8 },
    { what: "Hangul syllables and their jamo", text: "한국\u1112\u1161\u11AB", characters: 3 },
    { what: "a Devanagari syllable with a vowel sign", text: "नमस्ते", characters: 3 },
    { what: "CRLF, one line break", text: "a\r\nb", characters: 3 },
  ])("counts $what as $characters", ({ text, characters }) => {
    expect(countCharacters(text)).toBe(characters);
  });

  it("never counts more than the code points, nor fewer than one per cluster of them", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (text) => {
        const count = countCharacters(text);
        expect(count).toBeLessThanOrEqual(Array.from(text).length);
        expect(count === 0).toBe(text === "");
      }),
    );
  });
});
