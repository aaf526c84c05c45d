import { describe, expect, it } from "vitest";
import type { DecodedIdToken } from "firebase-admin/auth";
import { RECENT_SIGN_IN_SECONDS, SIGN_IN_AGAIN_TO_DELETE_MESSAGE } from "@village/shared";
import { requireRecentSignIn } from "./account-deletion";

const signedInAt = (authTime: number) => ({ auth_time: authTime }) as DecodedIdToken;

describe("requireRecentSignIn", () => {
  it("lets a sign-in of the last few minutes delete the account", () => {
    expect(() => requireRecentSignIn(signedInAt(1_000), 1_000 + RECENT_SIGN_IN_SECONDS)).not.toThrow();
  });

  it("asks an older sign-in to sign in again", () => {
    expect(() => requireRecentSignIn(signedInAt(1_000), 1_001 + RECENT_SIGN_IN_SECONDS)).toThrow(
      SIGN_IN_AGAIN_TO_DELETE_MESSAGE,
    );
  });
});
