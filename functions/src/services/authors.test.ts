import { beforeEach, describe, expect, it, vi } from "vitest";
import { HttpsError } from "firebase-functions/v2/https";
import {
  CHOOSE_A_NAME_MESSAGE,
  EMAIL_AS_NAME_REFUSED_PREFIX,
  RESERVED_DISPLAY_NAME_MESSAGE,
  VERIFY_EMAIL_TO_USE_IT_MESSAGE,
} from "@village/shared";

// The account lookup is the one thing the emulator cannot be made to fail; here it is.
const getUser = vi.fn<(uid: string) => Promise<unknown>>();
vi.mock("firebase-admin/auth", () => ({ getAuth: () => ({ getUser }) }));

const { ACCOUNT_GONE_MESSAGE, authorNameFor, authorNameOf, NAME_LOOKUP_FAILED_MESSAGE } = await import("./authors");

async function refusalOf(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  const error: unknown = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof HttpsError)) throw new Error(`Expected an HttpsError, got ${String(error)}`);
  return { code: error.code, message: error.message };
}

describe("authorNameFor", () => {
  beforeEach(() => {
    getUser.mockReset();
  });

  it("refuses, retryably, when the account cannot be read, rather than fall back to the token's e-mail", async () => {
    getUser.mockRejectedValue(Object.assign(new Error("deadline"), { code: "app/network-timeout" }));

    expect(await refusalOf(authorNameFor("u1"))).toEqual({ code: "unavailable", message: NAME_LOOKUP_FAILED_MESSAGE });
  });

  it("refuses a token whose account is gone", async () => {
    getUser.mockRejectedValue(Object.assign(new Error("gone"), { code: "auth/user-not-found" }));

    expect(await refusalOf(authorNameFor("u1"))).toEqual({ code: "unauthenticated", message: ACCOUNT_GONE_MESSAGE });
  });

  it("signs with the account's cleaned display name", async () => {
    getUser.mockResolvedValue({ displayName: " Ada\u202E ", email: "ada@example.com" });

    expect(await authorNameFor("u1")).toBe("Ada");
  });
});

describe("authorNameOf", () => {
  it("never falls back to the e-mail address", () => {
    expect(() => authorNameOf({ displayName: undefined, email: "ada@example.com", emailVerified: true })).toThrow(
      CHOOSE_A_NAME_MESSAGE,
    );
  });

  it("uses the verified e-mail address the person chose as their name, however long", () => {
    const email = `${"a".repeat(60)}@example.com`;
    expect(authorNameOf({ displayName: email, email, emailVerified: true })).toBe(email);
  });

  it("never publishes an e-mail address nobody verified, nor one that reads as the site", () => {
    expect(() =>
      authorNameOf({ displayName: "ada@example.com", email: "ada@example.com", emailVerified: false }),
    ).toThrow(`${VERIFY_EMAIL_TO_USE_IT_MESSAGE} You can change it on your account page.`);
    expect(() =>
      authorNameOf({ displayName: "support@example.com", email: "support@example.com", emailVerified: true }),
    ).toThrow(
      `${EMAIL_AS_NAME_REFUSED_PREFIX} ${RESERVED_DISPLAY_NAME_MESSAGE} You can change it on your account page.`,
    );
  });

  it('is "anonymous" for an account with neither a name nor an e-mail', () => {
    expect(authorNameOf({ displayName: undefined, email: undefined, emailVerified: false })).toBe("anonymous");
  });
});
