// Length limits at their boundaries, counted in UTF-16 code units as a browser's maxLength counts them: the
// limit is accepted and stored whole, one more is refused; an emoji (2 units) straddling the limit included.
import { describe, expect, it } from "vitest";
import { createAnonymousPost, createSuggestion, DETAILS_FIELD } from "@village/shared";
import { signedUpAccount } from "./support/accounts";
import { call, type Client } from "./support/clients";
import { freshEmulatorsPerTest } from "./support/lifecycle";
import { expectRefusedStoringNothing, issuePaths } from "./support/refusals";
import { storedPost } from "./support/stored";

const newClient = freshEmulatorsPerTest();

const EMOJI = "😀";

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
    { value: head + "x".repeat(room - 2) + EMOJI, shape: `${max - 2} letters and an emoji` },
    { value: head + EMOJI.repeat(room / 2), shape: `${max / 2} emoji` },
  ])("accepts $shape and stores it whole", async ({ value }) => {
    expect(value.length).toBe(max);

    const { id } = await send(await signedInClient(), value);

    expect((await storedPost(id))[storedAs]).toBe(value);
  });

  it.each([
    { value: head + "x".repeat(room + 1), shape: `${max + 1} letters` },
    { value: head + "x".repeat(room - 1) + EMOJI, shape: `${max - 1} letters and an emoji` },
    { value: head + EMOJI.repeat(room / 2) + "x", shape: `${max / 2} emoji and a letter` },
  ])("refuses $shape", async ({ value }) => {
    expect(value.length).toBe(max + 1);

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
