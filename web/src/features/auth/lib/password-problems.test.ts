import { describe, expect, it } from "vitest";
import type { PasswordCheck } from "../api/auth-api";
import { passwordProblems } from "./password-problems";

const passing: PasswordCheck = {
  isValid: true,
  minLength: 6,
  maxLength: undefined,
  meetsMinLength: true,
  meetsMaxLength: true,
  hasLowercase: true,
  hasUppercase: true,
  hasNumber: true,
  hasSymbol: true,
};

describe("passwordProblems", () => {
  it("says nothing when the policy is met", () => {
    expect(passwordProblems(passing)).toBeNull();
  });

  it("names the minimum length", () => {
    expect(passwordProblems({ ...passing, isValid: false, meetsMinLength: false })).toBe(
      "Your password needs at least 6 characters.",
    );
  });

  it("lists every unmet rule", () => {
    const check = {
      ...passing,
      isValid: false,
      minLength: 8,
      meetsMinLength: false,
      hasUppercase: false,
      hasNumber: false,
    };
    expect(passwordProblems(check)).toBe(
      "Your password needs at least 8 characters, an uppercase letter and a number.",
    );
  });

  it("still refuses an invalid password it cannot explain", () => {
    expect(passwordProblems({ ...passing, isValid: false })).toBe("Please choose a stronger password.");
  });
});
