import { describe, expect, it } from "vitest";
import {
  CHOOSE_A_NAME_MESSAGE,
  EMAIL_AS_NAME_REFUSED_PREFIX,
  RESERVED_DISPLAY_NAME_MESSAGE,
  VERIFY_EMAIL_TO_USE_IT_MESSAGE,
} from "@village/shared";
import { authorNameOf } from "./authors";

describe("authorNameOf", () => {
  it("signs with the account's cleaned display name", () => {
    expect(authorNameOf({ displayName: " Ada\u202E ", email: "ada@example.com", emailVerified: false })).toBe("Ada");
  });

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
