// The age rule: accounts confirm they are 13 or older (confirmAge, a claim on the account) before their
// first suggestion; anonymous posts carry the confirmation in the request.
import { describe, expect, it } from "vitest";
import {
  AGE_CONFIRMED_CLAIM,
  ANONYMOUS_AGE_MESSAGE,
  confirmAge,
  CONFIRM_AGE_FIRST_MESSAGE,
  createAnonymousPost,
  createSuggestion,
  SIGN_IN_TO_CONFIRM_AGE_MESSAGE,
} from "@village/shared";
import { confirmAgeOf, signInWithGoogle, signUpWithEmail } from "./support/accounts";
import { adminAuth, call, failureOf, withIdentity } from "./support/clients";
import { freshEmulatorsPerTest } from "./support/lifecycle";
import { expectRefusal } from "./support/refusals";
import { storedPostCount } from "./support/stored";

const newClient = freshEmulatorsPerTest();
const suggestion = { title: "Play galaga", details: "fun game" };

describe("confirmAge", () => {
  it("stores the confirmation as a claim on the account, keeping its other claims, and answers the same twice", async () => {
    const client = newClient();
    const user = await signUpWithEmail(client, "teen@example.com", "Teen", { ageConfirmed: false });
    await adminAuth().setCustomUserClaims(user.uid, { role: "helper" });

    expect(await call(client, confirmAge, {})).toEqual({ confirmed: true });
    expect(await call(client, confirmAge, {})).toEqual({ confirmed: true });
    expect((await adminAuth().getUser(user.uid)).customClaims).toEqual({ role: "helper", [AGE_CONFIRMED_CLAIM]: true });
  });

  it("refuses a signed-out caller, and a request with other fields", async () => {
    const client = newClient();
    expectRefusal(await failureOf(call(client, confirmAge, {})), {
      code: "unauthenticated",
      message: SIGN_IN_TO_CONFIRM_AGE_MESSAGE,
    });
    await signUpWithEmail(client, "teen@example.com", undefined, { ageConfirmed: false });
    expectRefusal(await failureOf(call(client, confirmAge, { age: 12 })), {
      code: "invalid-argument",
      message: 'This request has fields Village does not accept: "age".',
    });
  });
});

describe("a suggestion from an account", () => {
  it("is refused until the account confirms its age, saying what to do, and accepted after", async () => {
    const client = newClient();
    const user = await signUpWithEmail(client, "maya@example.com", "Maya", { ageConfirmed: false });

    expectRefusal(await failureOf(call(client, createSuggestion, suggestion)), {
      code: "failed-precondition",
      message: CONFIRM_AGE_FIRST_MESSAGE,
    });
    expect(await storedPostCount()).toBe(0);

    await confirmAgeOf(client, user);
    expect(await call(client, createSuggestion, suggestion)).toHaveProperty("id");
    expect(await storedPostCount()).toBe(1);
  });

  it("from a Google account is refused until its one-time confirmation", async () => {
    const client = newClient();
    const user = await signInWithGoogle(
      client,
      { sub: "g-1", email: "gina@example.com", email_verified: true, name: "Gina" },
      { ageConfirmed: false },
    );
    expect((await failureOf(call(client, createSuggestion, suggestion))).code).toBe("failed-precondition");
    await confirmAgeOf(client, user);
    expect(await call(client, createSuggestion, suggestion)).toHaveProperty("id");
  });
});

describe("an anonymous post", () => {
  it("is refused without the form's confirmation, signed out or in, and stores nothing", async () => {
    const signedOut = newClient();
    const signedIn = newClient();
    await signUpWithEmail(signedIn, "sam@example.com");
    for (const client of [signedOut, signedIn]) {
      for (const ageConfirmed of [undefined, false]) {
        await withIdentity(client);
        const payload = { text: "Hello", requestId: crypto.randomUUID(), ageConfirmed };
        expectRefusal(await failureOf(call(client, createAnonymousPost, payload, { addIds: false })), {
          code: "invalid-argument",
          message: ANONYMOUS_AGE_MESSAGE,
        });
      }
    }
    expect(await storedPostCount()).toBe(0);
    expect(await call(signedOut, createAnonymousPost, { text: "Hello", ageConfirmed: true })).toHaveProperty("id");
  });
});
