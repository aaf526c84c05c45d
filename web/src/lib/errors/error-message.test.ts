import { describe, expect, it } from "vitest";
// The SDK's own error classes, so the mapping is tested against exactly what the SDK throws.
// eslint-disable-next-line no-restricted-imports -- test only; the app code imports no Firebase here
import { FirebaseError } from "firebase/app";
// eslint-disable-next-line no-restricted-imports -- as above
import { FunctionsError } from "firebase/functions";
// eslint-disable-next-line no-restricted-imports -- test only: the error the REST reader throws, as it throws it
import { FirestoreReadError } from "../firebase/firestore-rest";
import {
  CODE_UNAVAILABLE,
  errorMessage,
  FALLBACK_MESSAGE,
  READ_REFUSED,
  SIGN_IN_REFUSED,
  SIGN_UP_REFUSED,
} from "./error-message";

describe("errorMessage", () => {
  it.each([
    // One neutral sentence for a wrong password and an address with no account: neither says which.
    ["auth/wrong-password", SIGN_IN_REFUSED],
    ["auth/invalid-credential", SIGN_IN_REFUSED],
    ["auth/invalid-login-credentials", SIGN_IN_REFUSED],
    ["auth/user-not-found", SIGN_IN_REFUSED],
    ["auth/email-already-in-use", SIGN_UP_REFUSED],
    ["auth/weak-password", "That password is too weak. Please choose a longer one."],
    ["auth/invalid-email", "Please enter a valid e-mail address."],
    ["auth/popup-closed-by-user", "The sign-in window was closed before signing in finished."],
    ["auth/popup-blocked", "Your browser blocked the sign-in window. Allow pop-ups for this site and try again."],
    [
      "auth/network-request-failed",
      "We couldn't reach the sign-in service. Check your internet connection and try again.",
    ],
    ["auth/too-many-requests", "Too many attempts. Please wait a few minutes and try again."],
    // A reset link past its time (the Auth emulator's codes never expire, so this is checked here).
    ["auth/expired-action-code", "This reset link has expired. Please ask for a new one."],
    [
      "auth/invalid-action-code",
      "This reset link is not valid any more: it was already used, or a newer one was sent. Please ask for a new one.",
    ],
  ])("says %s as a plain sentence", (code, sentence) => {
    expect(errorMessage(new FirebaseError(code, `Firebase: Error (${code}).`))).toBe(sentence);
  });

  it("lists unmet password requirements", () => {
    const error = new FirebaseError(
      "auth/password-does-not-meet-requirements",
      "Firebase: Missing password requirements: [Password must contain at least 8 characters] (auth/password-does-not-meet-requirements).",
    );
    expect(errorMessage(error)).toBe(
      "That password doesn't meet the password rules: Password must contain at least 8 characters.",
    );
  });

  it("gives an unknown auth error's own words without the SDK's wrapping", () => {
    expect(
      errorMessage(new FirebaseError("auth/new-thing", "Firebase: Something new happened (auth/new-thing).")),
    ).toBe("Something new happened");
    expect(errorMessage(new FirebaseError("auth/new-thing", "Firebase: Error (auth/new-thing)."))).toBe(
      "Something went wrong (auth/new-thing).",
    );
  });

  it("gives a callable's server message without the HTTP status the SDK appends", () => {
    const error = new FunctionsError("unauthenticated", "You must be signed in to add a suggestion. [401]");
    expect(errorMessage(error)).toBe("You must be signed in to add a suggestion.");
    expect(errorMessage(new FunctionsError("invalid-argument", "Please enter a title. [400]"))).toBe(
      "Please enter a title.",
    );
  });

  it("gives plain sentences for callable failures that carry no message of their own", () => {
    expect(errorMessage(new FunctionsError("resource-exhausted", "resource-exhausted [429]"))).toBe(
      "Too many posts right now. Please wait a few minutes and try again.",
    );
    expect(errorMessage(new FunctionsError("unavailable", "Backend error status: UNAVAILABLE [503]"))).toBe(
      "Village is busy or down for a moment. Please try again shortly.",
    );
    expect(errorMessage(new FunctionsError("internal", "internal [500]"))).toBe(
      "Something went wrong on our side. Please try again.",
    );
  });

  it("says a callable that never got an answer is a network problem", () => {
    expect(errorMessage(new FunctionsError("internal", "internal [0]"))).toBe(
      "We couldn't reach Village. Check your internet connection and try again.",
    );
    expect(errorMessage(new TypeError("Failed to fetch"))).toBe(
      "We couldn't reach Village. Check your internet connection and try again.",
    );
  });

  it("asks for a reload when a part of the app loaded on first use did not download", () => {
    for (const message of [
      "Failed to fetch dynamically imported module: https://village.example/assets/x.js",
      "error loading dynamically imported module: https://village.example/assets/x.js",
      "Importing a module script failed.",
    ]) {
      expect(errorMessage(new TypeError(message))).toBe(CODE_UNAVAILABLE);
    }
    expect(CODE_UNAVAILABLE).toMatch(/reload the page/);
  });

  it("says a read Firestore refused in words, not in Firestore's", () => {
    const refused = new FirestoreReadError('Firestore runQuery failed (503): {"error":{"status":"UNAVAILABLE"}}');
    expect(errorMessage(refused)).toBe(READ_REFUSED);
  });

  it("falls back to the error's message, then to a generic sentence", () => {
    expect(errorMessage(new Error("Disk full"))).toBe("Disk full");
    expect(errorMessage("Plain words")).toBe("Plain words");
    expect(errorMessage(new Error(""))).toBe(FALLBACK_MESSAGE);
    expect(errorMessage(undefined)).toBe(FALLBACK_MESSAGE);
    expect(errorMessage(null)).toBe(FALLBACK_MESSAGE);
    expect(errorMessage({ message: 42 })).toBe(FALLBACK_MESSAGE);
    expect(FALLBACK_MESSAGE).toBe("Something went wrong");
  });
});
