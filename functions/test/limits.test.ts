// Length limits at their boundaries, counted in characters as people see them (grapheme clusters, as the forms'
// counters count): the limit is accepted and stored whole, one more is refused, an emoji (2 UTF-16 units)
// counting as one; and a text within its characters but over 4 code units for each is refused as too long.
import { describe, expect, it } from "vitest";
import {
  countCharacters,
  createAnonymousPost,
  createSuggestion,
  DETAILS_FIELD,
  UNITS_PER_CHARACTER,
} from "@village/shared";
import { signedUpAccount } from "./support/accounts";
import { call, type Client } from "./support/clients";
import { freshEmulatorsPerTest } from "./support/lifecycle";
import { expectRefusedStoringNothing, issuePaths } from "./support/refusals";
import { storedPost } from "./support/stored";

const newClient = freshEmulatorsPerTest();

const EMOJI = "😀";
/** One character as people see it, 11 UTF-16 code units. */
const FAMILY = "👨\u200D👩\u200D👧\u200D👦";

interface Limit {
  field: string;
  max: number;
  message: string;
  storedAs: string;
  /** What every value starts with (a link must be a web address before its length counts). */
  head?: string;
  send: (client: Client, value: string) => Promise<{ id: string }>;
}

const limits: Limit[] = [
  {
    field: "createSuggestion title",
    max: 100,
    message: "Title must be at most 100 characters.",
    storedAs: "title",
    send: (client, value) => call(client, createSuggestion, { title: value, details: "d" }),
  },
  {
    field: "createSuggestion details",
    max: 300,
    message: "Suggestion details must be at most 300 characters.",
    storedAs: DETAILS_FIELD,
    send: (client, value) => call(client, createSuggestion, { title: "t", details: value }),
  },
  {
    field: "createAnonymousPost text",
    max: 5000,
    message: "Text must be at most 5000 characters.",
    storedAs: "text",
    send: (client, value) => call(client, createAnonymousPost, { text: value }),
  },
  {
    field: "createAnonymousPost title",
    max: 100,
    message: "Title must be at most 100 characters.",
    storedAs: "title",
    send: (client, value) => call(client, createAnonymousPost, { title: value }),
  },
  {
    field: "createAnonymousPost link",
    max: 2000,
    message: "Link must be at most 2000 characters.",
    storedAs: "link",
    head: "https://example.com/",
    send: (client, value) => call(client, createAnonymousPost, { title: "t", link: value }),
  },
];

/** A signed-in client, so that both callables accept it. */
async function signedInClient(): Promise<Client> {
  const client = newClient();
  await signedUpAccount(client, "maya@example.com", "Maya");
  return client;
}

describe.each(limits)("$field, at most $max", ({ max, message, storedAs, head = "", send }) => {
  const path = storedAs === DETAILS_FIELD ? "details" : storedAs;
  const room = max - head.length;

  it.each([
    { value: head + "x".repeat(room), shape: `${max} letters` },
    { value: head + "x".repeat(room - 1) + EMOJI, shape: `${max - 1} letters and an emoji` },
    { value: head + EMOJI.repeat(room), shape: `${max} emoji` },
  ])("accepts $shape and stores it whole", async ({ value }) => {
    expect(countCharacters(value)).toBe(max);

    const { id } = await send(await signedInClient(), value);

    expect((await storedPost(id))[storedAs]).toBe(value);
  });

  it.each([
    { value: head + "x".repeat(room + 1), shape: `${max + 1} letters` },
    { value: head + "x".repeat(room) + EMOJI, shape: `${max} letters and an emoji` },
    { value: head + EMOJI.repeat(room) + "x", shape: `${max} emoji and a letter` },
  ])("refuses $shape", async ({ value }) => {
    expect(countCharacters(value)).toBe(max + 1);

    const failure = await expectRefusedStoringNothing(send(await signedInClient(), value), {
      code: "invalid-argument",
      message,
    });
    expect(issuePaths(failure)).toEqual([path]);
  });

  it("counts the length after trimming", async () => {
    const value = head + "x".repeat(room);

    const { id } = await send(await signedInClient(), `  ${value}\n`);

    expect((await storedPost(id))[storedAs]).toBe(value);
  });
});

// The schema runs one check for every field (shared/src/fields.test.ts): one field shows the server runs it.
it("refuses a title within its characters that takes more than 4 code units for each", async () => {
  const value = FAMILY.repeat(Math.floor((100 * UNITS_PER_CHARACTER) / FAMILY.length) + 1);
  expect(countCharacters(value)).toBeLessThanOrEqual(100);

  const failure = await expectRefusedStoringNothing(
    call(await signedInClient(), createSuggestion, { title: value, details: "d" }),
    {
      code: "invalid-argument",
      message:
        "Title is too long to store: its characters (emoji, for instance) take more room than most. Please shorten it.",
    },
  );
  expect(issuePaths(failure)).toEqual(["title"]);
});
