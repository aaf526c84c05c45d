// createSuggestion through the web SDK: what a signed-in user's suggestion stores, field by field, and the
// refusal a signed-out caller gets.
import { describe, expect, it } from "vitest";
import { signOut } from "firebase/auth";
import { Timestamp } from "firebase-admin/firestore";
import { createSuggestion, DETAILS_FIELD, SIGN_IN_TO_SUGGEST_MESSAGE } from "@village/shared";
import { signUpWithEmail } from "./support/accounts";
import { call, rawCall } from "./support/clients";
import { freshEmulatorsPerTest } from "./support/lifecycle";
import { expectRefusedStoringNothing } from "./support/refusals";
import { expectDistinctRands, expectServerCreatedAt, storedPost, storedPostCount, timestampOf } from "./support/stored";

const newClient = freshEmulatorsPerTest();

// `newAuthorAt`: every account here is younger than a day, which safe mode counts (decision 0131).
const SUGGESTION_KEYS = ["author", "authorUid", "createdAt", DETAILS_FIELD, "newAuthorAt", "rand", "title"].sort();

describe("createSuggestion, signed in", () => {
  it("stores exactly the suggestion's fields and returns the new document's id", async () => {
    const client = newClient();
    const user = await signUpWithEmail(client, "maya@example.com", "Maya");

    const { id } = await call(client, createSuggestion, { title: "Play galaga", details: "fun game" });

    const post = await storedPost(id);
    expect(Object.keys(post).sort()).toEqual(SUGGESTION_KEYS);
    expect(post).toEqual({
      title: "Play galaga",
      [DETAILS_FIELD]: "fun game",
      author: "Maya",
      authorUid: user.uid,
      createdAt: expect.any(Timestamp),
      newAuthorAt: expect.any(Timestamp),
      rand: expect.any(Number),
    });
    expect(await storedPostCount()).toBe(1);
  });

  it("replies with the stored suggestion's id and its public fields, no account id", async () => {
    const client = newClient();
    await signUpWithEmail(client, "maya@example.com", "Maya");

    const reply = await rawCall(client, createSuggestion, { title: "Reply", details: "Public fields" });

    const { id } = createSuggestion.output.parse(reply);
    const stored = await storedPost(id);
    expect(stored).toMatchObject({ title: "Reply" });
    expect(reply).toStrictEqual({
      id,
      post: {
        postId: id,
        title: "Reply",
        details: "Public fields",
        author: "Maya",
        createdAt: timestampOf(stored.createdAt).toDate().toISOString(),
      },
    });
  });

  it("trims the title and details; details keep their inner line breaks, the title's become spaces", async () => {
    const client = newClient();
    await signUpWithEmail(client, "maya@example.com", "Maya");

    const { id } = await call(client, createSuggestion, {
      title: " \t Play\ngalaga \n",
      details: "\n  fun game\r\nwith alien monsters \t\n",
    });

    const post = await storedPost(id);
    expect(post.title).toBe("Play galaga");
    expect(post[DETAILS_FIELD]).toBe("fun game\nwith alien monsters");
  });

  it("sets createdAt to the server's time although the caller sent nothing about time", async () => {
    const client = newClient();
    await signUpWithEmail(client, "maya@example.com", "Maya");

    await expectServerCreatedAt(() => call(client, createSuggestion, { title: "Clock", details: "No time sent" }));
  });

  it("gives every suggestion its own rand in [0, 1)", async () => {
    const client = newClient();
    await signUpWithEmail(client, "maya@example.com", "Maya");

    const first = await call(client, createSuggestion, { title: "Same", details: "Same" });
    const second = await call(client, createSuggestion, { title: "Same", details: "Same" });

    expect(first.id).not.toBe(second.id);
    await expectDistinctRands([first.id, second.id]);
  });
});

describe("createSuggestion, signed out", () => {
  it("refuses with the specification's sentence and stores nothing", async () => {
    await expectRefusedStoringNothing(call(newClient(), createSuggestion, { title: "a", details: "b" }), {
      code: "unauthenticated",
      message: SIGN_IN_TO_SUGGEST_MESSAGE,
    });
  });

  it("refuses a caller who signed out, even one who was signed in before", async () => {
    const client = newClient();
    await signUpWithEmail(client, "maya@example.com", "Maya");
    await signOut(client.auth);

    await expectRefusedStoringNothing(call(client, createSuggestion, { title: "a", details: "b" }), {
      code: "unauthenticated",
      message: SIGN_IN_TO_SUGGEST_MESSAGE,
    });
  });

  it("asks a signed-out caller to sign in before it looks at the input", async () => {
    await expectRefusedStoringNothing(call(newClient(), createSuggestion, { title: 5, author: "Mallory" }), {
      code: "unauthenticated",
      message: SIGN_IN_TO_SUGGEST_MESSAGE,
    });
  });
});
