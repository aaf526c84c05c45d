// Whatever a caller sends, the two write contracts either hand the functions clean, bounded text or refuse
// with sentences a person can read: they never throw, and never let zod's own wording through.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { LIMITS } from "../limits.js";
import { countCharacters, MAX_STACKED_MARKS, UNITS_PER_CHARACTER } from "../text/text.js";
import { createAnonymousPost } from "./create-anonymous-post.js";
import { createSuggestion } from "./create-suggestion.js";

const RUNS = 600;
// Long strings make a run take a second or so; leave room for a busy machine.
const TIMEOUT_MS = 30_000;

/** Words of zod's own messages and codes, and what a stringified value looks like. */
const ZOD_WORDING =
  /invalid input|invalid_|expected|received|unrecognized|too_big|too_small|custom|zod|undefined|\[object/i;

// Characters that hit the cleaning rules: whitespace of all kinds, line separators, controls, bidi overrides,
// invisibles, combining marks that NFC composes with their neighbours or that pile up, characters NFC
// lengthens, tag characters and the pieces of a flag sequence, surrogate halves and pairs.
const TRICKY = [
  " ",
  "\n",
  "\r",
  "\r\n",
  "\t",
  "\u000B",
  "\u0000",
  "\u001F",
  "\u007F",
  "\u0085",
  "\u009F",
  "\u00A0",
  "\u2028",
  "\u2029",
  "\u2800",
  "\u3000",
  "\u202E",
  "\u2066",
  "\u200E",
  "\u061C",
  "\u200B",
  "\u200D",
  "\uFEFF",
  "\u034F",
  "\u0301",
  "\u0323",
  "\u1E9B",
  "\u212B",
  "\u0336",
  "\u0336\u0337\u0338",
  "\u0489",
  "\uFB2C",
  "\u0958",
  "\u{1F3F4}",
  "\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}",
  "\u{E0041}",
  "\u{E007F}",
  "e",
  "A",
  "a",
  "ﬁ",
  "😀",
  "\uD83D",
  "\uDE00",
  "\uD800",
  "\uDFFF",
];

const trickyString = fc.array(fc.constantFrom(...TRICKY), { maxLength: 30 }).map((parts) => parts.join(""));

/** Strings of every kind, including lone surrogates ("binary" units) and values around the limits. */
const anyString = fc.oneof(
  fc.string({ unit: "binary" }),
  fc.string({ unit: "grapheme" }),
  fc.string({ unit: "binary-ascii" }),
  trickyString,
  fc.string({ unit: "binary", minLength: 95, maxLength: 310 }),
  fc.string({ unit: "grapheme-ascii", minLength: 1990, maxLength: 2010 }),
  fc
    .tuple(fc.string({ minLength: 4990, maxLength: 5010 }), trickyString)
    .map(([long, tricky]) => `${tricky}${long}${tricky}`),
);

/** Any value a field might arrive as. */
const anyValue = fc.oneof(
  { weight: 6, arbitrary: anyString },
  fc.integer(),
  fc.double(),
  fc.constant(null),
  fc.constant(undefined),
  fc.boolean(),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
);

const anyId = fc.oneof({ weight: 4, arbitrary: fc.uuid() }, fc.string(), anyValue);

const extraKeys = fc.dictionary(
  fc.oneof(fc.string(), fc.constantFrom("author", "createdAt", "ownerUid", "__proto__", "constructor", "toString")),
  anyValue,
  { maxKeys: 2 },
);

/** Mostly well-shaped requests (so many succeed), sometimes with extra keys, wrong types or missing fields. */
function requests(fields: Record<string, fc.Arbitrary<unknown>>) {
  const shaped = fc.record(fields, { requiredKeys: [] });
  return fc.oneof(
    { weight: 5, arbitrary: shaped },
    fc.tuple(shaped, extraKeys).map(([request, extra]) => ({ ...extra, ...request })),
    fc.tuple(shaped, extraKeys).map(([request, extra]) => ({ ...request, ...extra })),
    fc.anything({
      withBigInt: true,
      withBoxedValues: true,
      withDate: true,
      withMap: true,
      withSet: true,
      withNullPrototype: true,
      withObjectString: true,
      withSparseArray: true,
      withTypedArray: true,
    }),
  );
}

const suggestionRequests = requests({
  title: anyString,
  details: anyString,
  requestId: fc.oneof({ weight: 8, arbitrary: fc.uuid() }, anyId),
});

const anonymousRequests = requests({
  title: anyString,
  // Real addresses too, so that accepted links are not only the blank ones.
  link: fc.oneof({ weight: 4, arbitrary: fc.webUrl() }, anyString),
  text: anyString,
  requestId: fc.oneof({ weight: 8, arbitrary: fc.uuid() }, anyId),
  ageConfirmed: fc.oneof({ weight: 8, arbitrary: fc.constant(true) }, anyValue),
  website: fc.oneof({ weight: 6, arbitrary: fc.constant("") }, anyValue),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const BIDI_CONTROLS = /\p{Bidi_Control}/u;
const CONTROLS = /\p{Cc}/u;
const CONTROLS_BUT_NEWLINE_AND_TAB = /(?![\n\t])\p{Cc}/u;
const FLAG_SEQUENCE = /\u{1F3F4}[\u{E0030}-\u{E0039}\u{E0061}-\u{E007A}]{3,7}\u{E007F}/gu;
const TAG = /[\u{E0000}-\u{E007F}]/u;
const MARK_RUN = /[\p{M}\p{Default_Ignorable_Code_Point}]+/gu;
const STACKING_MARK = /[\p{Mn}\p{Me}]/gu;

/** The most stacking marks in a row, counting those precomposed letters carry. */
function mostStackedMarks(value: string): number {
  const runs = value.normalize("NFD").match(MARK_RUN) ?? [];
  return Math.max(0, ...runs.map((run) => run.match(STACKING_MARK)?.length ?? 0));
}

/** A cleaned text value as the functions may store it. */
function expectClean(value: unknown, { max, multiline }: { max: number; multiline: boolean }) {
  if (typeof value !== "string") throw new Error(`expected text, got ${typeof value}`);
  expect(value.normalize("NFC")).toBe(value);
  expect(value.trim()).toBe(value);
  expect(countCharacters(value)).toBeLessThanOrEqual(max);
  expect(value.length).toBeLessThanOrEqual(max * UNITS_PER_CHARACTER);
  expect(value).not.toMatch(multiline ? CONTROLS_BUT_NEWLINE_AND_TAB : CONTROLS);
  expect(value).not.toMatch(BIDI_CONTROLS);
  expect(value).not.toContain("\r");
  expect(value).not.toMatch(/[\u2028\u2029]/);
  expect(value.replace(FLAG_SEQUENCE, "")).not.toMatch(TAG);
  expect(mostStackedMarks(value)).toBeLessThanOrEqual(MAX_STACKED_MARKS);
}

/** A refusal: at least one issue, each a sentence a person can read. */
function expectReadableRefusal(error: z.ZodError) {
  expect(error.issues.length).toBeGreaterThan(0);
  for (const { message } of error.issues) {
    expect(message.trim()).not.toBe("");
    expect(message).toMatch(/^[A-Z"].*\.$/s);
    // A refusal of unknown keys quotes them: those are the caller's words, not ours.
    const ourWords = message.replace(/^(This request has fields Village does not accept: ).*$/s, "$1");
    expect(ourWords).not.toMatch(ZOD_WORDING);
  }
}

/**
 * Checks a callable's input schema against any request: it never throws, refuses in plain words, and each
 * request it accepts passes `expectAccepted`.
 */
function expectCleanedOrRefused<Schema extends z.ZodType>(
  schema: Schema,
  requests: fc.Arbitrary<unknown>,
  expectAccepted: (data: z.output<Schema>) => void,
) {
  let accepted = 0;
  fc.assert(
    fc.property(requests, (request) => {
      const result = schema.safeParse(request);
      if (!result.success) {
        expectReadableRefusal(result.error);
        return;
      }
      accepted++;
      expectAccepted(result.data);
    }),
    { numRuns: RUNS },
  );
  // The accepting branch must have been exercised, or the property above says nothing.
  expect(accepted).toBeGreaterThan(RUNS / 20);
}

const EITHER_CLEANED_OR_REFUSED =
  "never throws, and either cleans every field within its limit or refuses in plain words";

describe("createSuggestion input, for any request", () => {
  it(
    EITHER_CLEANED_OR_REFUSED,
    () => {
      expectCleanedOrRefused(createSuggestion.input, suggestionRequests, (data) => {
        const { title, details, requestId, ...rest } = data;
        expect(rest).toEqual({});
        expectClean(title, { max: LIMITS.suggestionTitle, multiline: false });
        expectClean(details, { max: LIMITS.suggestionDetails, multiline: true });
        expect(title).not.toBe("");
        expect(details).not.toBe("");
        expect(requestId).toMatch(UUID);
      });
    },
    TIMEOUT_MS,
  );
});

describe("createAnonymousPost input, for any request", () => {
  it(
    EITHER_CLEANED_OR_REFUSED,
    () => {
      expectCleanedOrRefused(createAnonymousPost.input, anonymousRequests, (data) => {
        const { title, link, text, requestId, ageConfirmed, website, ...rest } = data;
        expect(rest).toEqual({});
        if (title !== undefined) expectClean(title, { max: LIMITS.anonymousTitle, multiline: false });
        if (link !== undefined) expectClean(link, { max: LIMITS.anonymousLink, multiline: false });
        if (link !== undefined && link !== "") {
          expect(link).toMatch(/^https?:\/\/\S+$/i);
          expect(["http:", "https:"]).toContain(new URL(link).protocol);
        }
        if (text !== undefined) expectClean(text, { max: LIMITS.anonymousText, multiline: true });
        expect([title, text].some((value) => value !== undefined && value !== "")).toBe(true);
        expect(requestId).toMatch(UUID);
        expect(ageConfirmed).toBe(true);
        expect(website ?? "").toBe("");
      });
    },
    TIMEOUT_MS,
  );
});
