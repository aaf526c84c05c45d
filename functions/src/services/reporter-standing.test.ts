import { describe, expect, it } from "vitest";
import { hasStanding } from "./reporter-standing";

const NOW = new Date("2026-06-10T12:00:00Z");
const SETTINGS = { minAccountHours: 72, countsPerDay: 10 };
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000).toUTCString();
const account = (hours: number, emailVerified = true, disabled = false) => ({
  emailVerified,
  disabled,
  metadata: { creationTime: hoursAgo(hours) },
});

describe("hasStanding", () => {
  it("counts an account REPORTER_MIN_ACCOUNT_HOURS old or older, with a verified e-mail", () => {
    expect(hasStanding(account(72), SETTINGS, NOW)).toBe(true);
    expect(hasStanding(account(24 * 365), SETTINGS, NOW)).toBe(true);
  });

  it("does not count a younger account, an unverified e-mail, or a disabled account", () => {
    expect(hasStanding(account(71.9), SETTINGS, NOW)).toBe(false);
    expect(hasStanding(account(100, false), SETTINGS, NOW)).toBe(false);
    expect(hasStanding(account(100, true, true), SETTINGS, NOW)).toBe(false);
  });

  it("does not count an account whose creation time cannot be read, nor anyone when the daily cap is 0", () => {
    expect(hasStanding({ ...account(100), metadata: { creationTime: "" } }, SETTINGS, NOW)).toBe(false);
    expect(hasStanding(account(100), { ...SETTINGS, countsPerDay: 0 }, NOW)).toBe(false);
  });
});
