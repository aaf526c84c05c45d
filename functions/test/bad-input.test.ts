// Bad input, one class per row: payloads that are not objects, fields of the wrong type, missing fields,
// unknown keys, fields only the server may set, and broken characters. Each is refused with
// `invalid-argument` and a sentence a person can read (never `internal`, never a stack trace), with only
// `{ issues: [{ path, message }] }` as details, and nothing is stored.
import { describe, expect, it } from "vitest";
import { createAnonymousPost, createSuggestion } from "@village/shared";
import { signedUpAccount } from "./support/accounts";
import { call } from "./support/clients";
import { freshEmulatorsPerTest } from "./support/lifecycle";
import { expectRefusedStoringNothing, issuePaths } from "./support/refusals";

const newClient = freshEmulatorsPerTest();

interface BadInput {
  sent: string;
  payload: unknown;
  message: string;
  /** The path of the first issue: a field's name, or "" for the request as a whole. */
  path: string;
}

const NOT_AN_OBJECT = "This request must be an object holding the post's fields.";
const unknownFields = (...names: string[]) =>
  `This request has fields Village does not accept: ${names.map((name) => `"${name}"`).join(", ")}.`;

/** Payloads that are not a request object at all, the same for every callable. */
const notObjects: BadInput[] = [
  { sent: "a string", payload: "Play galaga", message: NOT_AN_OBJECT, path: "" },
  { sent: "a number", payload: 42, message: NOT_AN_OBJECT, path: "" },
  { sent: "a boolean", payload: true, message: NOT_AN_OBJECT, path: "" },
  { sent: "null", payload: null, message: NOT_AN_OBJECT, path: "" },
  { sent: "nothing", payload: undefined, message: NOT_AN_OBJECT, path: "" },
  { sent: "an empty array", payload: [], message: NOT_AN_OBJECT, path: "" },
  { sent: "an array of posts", payload: [{ title: "a", details: "b", text: "c" }], message: NOT_AN_OBJECT, path: "" },
];

/** Every wrong type a JSON payload can give a text field (null aside: see each callable's table). */
const wrongTypes: { type: string; value: unknown }[] = [
  { type: "a number", value: 7 },
  { type: "zero", value: 0 },
  { type: "a boolean", value: false },
  { type: "an array", value: ["Play galaga"] },
  { type: "an object", value: { text: "Play galaga" } },
];

const wrongTypeRows = (field: string, label: string, valid: Record<string, string>): BadInput[] =>
  wrongTypes.map(({ type, value }) => ({
    sent: `${type} as ${field}`,
    payload: { ...valid, [field]: value },
    message: `${label} must be text.`,
    path: field,
  }));

const validSuggestion = { title: "Play galaga", details: "Fun game" };

const suggestionCases: BadInput[] = [
  ...notObjects,
  ...wrongTypeRows("title", "Title", validSuggestion),
  ...wrongTypeRows("details", "Suggestion details", validSuggestion),
  {
    sent: "null as title",
    payload: { ...validSuggestion, title: null },
    message: "Please enter a title.",
    path: "title",
  },
  {
    sent: "null as details",
    payload: { ...validSuggestion, details: null },
    message: "Please enter suggestion details.",
    path: "details",
  },
  { sent: "an empty object", payload: {}, message: "Please enter a title.", path: "title" },
  { sent: "no title", payload: { details: "Fun game" }, message: "Please enter a title.", path: "title" },
  {
    sent: "no details",
    payload: { title: "Play galaga" },
    message: "Please enter suggestion details.",
    path: "details",
  },
  { sent: "an unknown key", payload: { ...validSuggestion, color: "red" }, message: unknownFields("color"), path: "" },
  {
    sent: "two unknown keys",
    payload: { ...validSuggestion, color: "red", size: 2 },
    message: unknownFields("color", "size"),
    path: "",
  },
  {
    sent: "the list's legacy text field",
    payload: { ...validSuggestion, text: "Fun game" },
    message: unknownFields("text"),
    path: "",
  },
  {
    // (A "__proto__" key cannot be sent this way: the web SDK's encoder drops it before the request leaves.)
    sent: "keys named like an object's built-in members",
    payload: { ...validSuggestion, constructor: "x", toString: "y" },
    message: unknownFields("constructor", "toString"),
    path: "",
  },
  ...["createdAt", "rand", "author", "authorUid", "id", "suggestion details"].map((field) => ({
    sent: `a client-set ${field}`,
    payload: { ...validSuggestion, [field]: field === "rand" ? 0.5 : "client value" },
    message: unknownFields(field),
    path: "",
  })),
  {
    sent: "a client-set createdAt timestamp object",
    payload: { ...validSuggestion, createdAt: { seconds: 0, nanoseconds: 0 } },
    message: unknownFields("createdAt"),
    path: "",
  },
  {
    sent: "a broken character (lone surrogate) in the title",
    payload: { ...validSuggestion, title: "Play \uD83D galaga" },
    message: "Title contains a broken character. Please retype it.",
    path: "title",
  },
  {
    sent: "a broken character (lone surrogate) in the details",
    payload: { ...validSuggestion, details: "Fun \uDE00" },
    message: "Suggestion details contains a broken character. Please retype it.",
    path: "details",
  },
];

const validPost = { title: "Song", link: "https://example.com", text: "A song I like" };

const anonymousCases: BadInput[] = [
  ...notObjects,
  ...wrongTypeRows("title", "Title", validPost),
  ...wrongTypeRows("link", "Link", validPost),
  ...wrongTypeRows("text", "Text", validPost),
  ...["title", "link", "text"].map((field) => ({
    sent: `null as ${field}`,
    payload: { ...validPost, [field]: null },
    message: `${field.charAt(0).toUpperCase()}${field.slice(1)} is missing.`,
    path: field,
  })),
  { sent: "an unknown key", payload: { ...validPost, color: "red" }, message: unknownFields("color"), path: "" },
  {
    sent: "an unknown key and nothing else",
    payload: { color: "red" },
    message: unknownFields("color"),
    path: "",
  },
  ...["createdAt", "rand", "authorType", "ownerUid", "author", "authorUid", "id"].map((field) => ({
    sent: `a client-set ${field}`,
    payload: { ...validPost, [field]: field === "rand" ? 0.5 : "client value" },
    message: unknownFields(field),
    path: "",
  })),
  {
    sent: "a broken character (lone surrogate) in the text",
    payload: { ...validPost, text: "A song \uD83D" },
    message: "Text contains a broken character. Please retype it.",
    path: "text",
  },
  {
    sent: "a text over the limit among other bad fields",
    payload: { ...validPost, text: "x".repeat(5001), title: 3 },
    message: "Title must be text.",
    path: "title",
  },
];

describe("createSuggestion refuses bad input from a signed-in user", () => {
  it.each(suggestionCases)("$sent", async ({ payload, message, path }) => {
    const client = newClient();
    await signedUpAccount(client, "maya@example.com", "Maya");

    const failure = await expectRefusedStoringNothing(call(client, createSuggestion, payload), {
      code: "invalid-argument",
      message,
    });
    expect(issuePaths(failure)[0]).toBe(path);
  });
});

describe("createAnonymousPost refuses bad input", () => {
  it.each(anonymousCases)("$sent", async ({ payload, message, path }) => {
    const failure = await expectRefusedStoringNothing(call(newClient(), createAnonymousPost, payload), {
      code: "invalid-argument",
      message,
    });
    expect(issuePaths(failure)[0]).toBe(path);
  });
});
