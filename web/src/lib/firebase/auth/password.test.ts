import { beforeEach, describe, expect, it, vi } from "vitest";

// The Auth SDK and the app are stood in for: what matters is what the form is told.
const fake = vi.hoisted(() => {
  const auth = { emulatorConfig: null };
  const sdk = {
    initializeAuth: vi.fn(() => auth),
    connectAuthEmulator: vi.fn(),
    indexedDBLocalPersistence: {},
    browserLocalPersistence: {},
    browserSessionPersistence: {},
    validatePassword: vi.fn((_auth: unknown, _password: string): Promise<unknown> => Promise.resolve({})),
    sendPasswordResetEmail: vi.fn((_auth: unknown, _email: string, _settings: unknown) => Promise.resolve()),
  };
  return { auth, sdk };
});
vi.mock("firebase/auth", () => fake.sdk);
vi.mock("../app", () => ({ firebaseApp: () => ({ name: "app" }) }));

const { checkPassword, sendPasswordReset } = await import("./password");

beforeEach(() => vi.clearAllMocks());

/** An error as the SDK throws it: an Error with the Auth error code. */
const authError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe("checkPassword", () => {
  it("tells the form what the project's policy says, a rule it does not set counting as met", async () => {
    fake.sdk.validatePassword.mockResolvedValueOnce({
      isValid: false,
      passwordPolicy: { customStrengthOptions: { minPasswordLength: 10, maxPasswordLength: 64 } },
      meetsMinPasswordLength: false,
      meetsMaxPasswordLength: true,
      containsUppercaseLetter: false,
      containsNumericCharacter: true,
    });
    expect(await checkPassword("short1")).toEqual({
      isValid: false,
      minLength: 10,
      maxLength: 64,
      meetsMinLength: false,
      meetsMaxLength: true,
      hasLowercase: true,
      hasUppercase: false,
      hasNumber: true,
      hasSymbol: true,
    });
    expect(fake.sdk.validatePassword).toHaveBeenCalledWith(fake.auth, "short1");
  });

  it("applies the SDK's default length (6) when the policy cannot be read, as on the Auth emulator", async () => {
    fake.sdk.validatePassword.mockRejectedValue(authError("auth/operation-not-allowed"));
    const tooShort = await checkPassword("12345");
    expect(tooShort).toMatchObject({ isValid: false, meetsMinLength: false, minLength: 6, maxLength: undefined });
    expect(await checkPassword("123456")).toEqual({
      isValid: true,
      minLength: 6,
      maxLength: undefined,
      meetsMinLength: true,
      meetsMaxLength: true,
      hasLowercase: true,
      hasUppercase: true,
      hasNumber: true,
      hasSymbol: true,
    });
  });
});

describe("sendPasswordReset", () => {
  it("sends the e-mail with its link back to the site", async () => {
    await sendPasswordReset("ann@example.com", "https://village.example/auth");
    expect(fake.sdk.sendPasswordResetEmail).toHaveBeenCalledWith(fake.auth, "ann@example.com", {
      url: "https://village.example/auth",
    });
  });

  it("answers an address with no account like any other, so it never tells whether one exists", async () => {
    fake.sdk.sendPasswordResetEmail.mockRejectedValueOnce(authError("auth/user-not-found"));
    await expect(sendPasswordReset("nobody@example.com", "https://village.example/auth")).resolves.toBeUndefined();
  });

  it("passes on what the person can fix or retry", async () => {
    fake.sdk.sendPasswordResetEmail.mockRejectedValueOnce(authError("auth/invalid-email"));
    await expect(sendPasswordReset("not-an-address", "https://village.example/auth")).rejects.toMatchObject({
      code: "auth/invalid-email",
    });
  });
});
