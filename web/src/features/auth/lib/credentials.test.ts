import { describe, expect, it } from "vitest";
import { AGE_REQUIRED_ON_SIGN_UP, checkCredentials, displayNameProblem } from "./credentials";

describe("checkCredentials", () => {
  it("trims the e-mail and display name but never the password", () => {
    const { credentials, problems } = checkCredentials(
      { email: "  ann@example.com ", password: " secret ", displayName: "  Ann  ", ageConfirmed: true },
      "signup",
    );
    expect(problems).toEqual({});
    expect(credentials).toEqual({ email: "ann@example.com", password: " secret ", displayName: "Ann" });
  });

  it("drops a blank display name, and any display name when logging in", () => {
    const form = { email: "ann@example.com", password: "secret", displayName: "   ", ageConfirmed: true };
    expect(checkCredentials(form, "signup").credentials.displayName).toBeUndefined();
    expect(checkCredentials({ ...form, displayName: "Ann" }, "login").credentials.displayName).toBeUndefined();
  });

  it("refuses a display name the server would refuse, in the server's words", async () => {
    expect(await displayNameProblem("Moderator")).toMatch(/may not read as "anonymous"/);
    expect(await displayNameProblem("x".repeat(51))).toBe("Display name must be at most 50 characters.");
    expect(await displayNameProblem("Ann")).toBeUndefined();
  });

  it("requires an e-mail and a password", () => {
    expect(checkCredentials({ email: " ", password: "", displayName: "" }, "login").problems).toEqual({
      email: "Please enter your e-mail address.",
      password: "Please enter your password.",
    });
  });

  it("requires the age box on sign-up only", () => {
    const form = { email: "ann@example.com", password: "secret", displayName: "" };
    expect(checkCredentials(form, "signup").problems).toEqual({ ageConfirmed: AGE_REQUIRED_ON_SIGN_UP });
    expect(checkCredentials({ ...form, ageConfirmed: false }, "signup").problems.ageConfirmed).toBe(
      AGE_REQUIRED_ON_SIGN_UP,
    );
    expect(checkCredentials(form, "login").problems).toEqual({});
  });

  it.each(["ann", "ann@", "@example.com", "ann@example", "ann @example.com", "ann@example."])(
    "refuses %s as an e-mail",
    (email) => {
      expect(checkCredentials({ email, password: "secret", displayName: "" }, "login").problems.email).toBe(
        "Please enter a valid e-mail address, like name@example.com.",
      );
    },
  );
});
