import { describe, expect, it } from "vitest";
import { Timestamp, type Transaction } from "firebase-admin/firestore";
import { StoredDocumentError } from "../../lib/collections";
import { fakeFirestore } from "../../lib/firestore-fake";
import { countedReports, hasStanding, OVERTURNED_DAYS, overturnReports, weightDocuments } from "./reporter-standing";

const NOW = new Date("2026-06-10T12:00:00Z");
const SETTINGS = { minAccountHours: 72, countsPerDay: 10 };
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000).toUTCString();
const account = (hours: number, emailVerified = true, disabled = false) => ({
  emailVerified,
  disabled,
  metadata: { creationTime: hoursAgo(hours) },
});

describe("hasStanding", () => {
  const LONG_AGO = new Date(0);
  const verifiedHoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);

  it("counts an account REPORTER_MIN_ACCOUNT_HOURS old or older, with a verified e-mail", () => {
    expect(hasStanding(account(72), SETTINGS, NOW, LONG_AGO)).toBe(true);
    expect(hasStanding(account(24 * 365), SETTINGS, NOW, LONG_AGO)).toBe(true);
  });

  it("does not count a younger account, an unverified e-mail, or a disabled account", () => {
    expect(hasStanding(account(71.9), SETTINGS, NOW, LONG_AGO)).toBe(false);
    expect(hasStanding(account(100, false), SETTINGS, NOW, LONG_AGO)).toBe(false);
    expect(hasStanding(account(100, true, true), SETTINGS, NOW, LONG_AGO)).toBe(false);
  });

  it("counts from when the e-mail was first seen verified, for an old account verified lately", () => {
    expect(hasStanding(account(24 * 365), SETTINGS, NOW, verifiedHoursAgo(71.9))).toBe(false);
    expect(hasStanding(account(24 * 365), SETTINGS, NOW, verifiedHoursAgo(72))).toBe(true);
  });

  it("does not count an account whose creation time cannot be read, nor anyone when the daily cap is 0", () => {
    expect(hasStanding({ ...account(100), metadata: { creationTime: "" } }, SETTINGS, NOW, LONG_AGO)).toBe(false);
    expect(hasStanding(account(100), { ...SETTINGS, countsPerDay: 0 }, NOW, LONG_AGO)).toBe(false);
  });
});

describe("weightDocuments and overturnReports, on typed documents", () => {
  const now = new Date("2026-06-10T12:00:00Z");
  const weight = { uid: "uid-r", perDay: 2 };
  const standingPath = "reporterStanding/uid-r";
  const until = (ms: number) => ({ overturnedUntil: Timestamp.fromMillis(ms), expireAt: Timestamp.fromMillis(ms) });

  async function usable(stored: Record<string, Record<string, unknown>>) {
    const fake = fakeFirestore(stored);
    const documents = weightDocuments(fake.db, weight, now);
    const [standing, spent] = await Promise.all([documents.standing.get(), documents.day.get()]);
    return documents.usable(standing, spent);
  }

  it("counts an account no moderator overturned lately, within its day's allowance", async () => {
    expect(await usable({})).toBe(true);
    expect(await usable({ [standingPath]: until(now.getTime() - 1) })).toBe(true);
    expect(await usable({ [standingPath]: until(now.getTime() + 1) })).toBe(false);
  });

  it("fails on a malformed standing, naming it, rather than read it as good standing", async () => {
    const malformed = { [standingPath]: { overturnedUntil: "2099-01-01", expireAt: Timestamp.fromDate(now) } };
    await expect(usable(malformed)).rejects.toThrow(StoredDocumentError);
    await expect(usable(malformed)).rejects.toThrow(`${standingPath} is not a valid reporterStanding document`);
  });

  it("overturns the counted reports of a post and marks each signed-in reporter", async () => {
    const report = (uid?: string) => ({
      postId: "p1",
      reason: "spam",
      counted: true,
      createdAt: Timestamp.fromDate(now),
      ...(uid && { uid }),
    });
    const fake = fakeFirestore({
      "reports/p1_a": report("uid-a"),
      "reports/p1_b": report(),
      "reports/p2_c": { ...report(), postId: "p2" },
    });
    await fake.db.runTransaction(async (transaction: Transaction) => {
      overturnReports(transaction, fake.db, await countedReports(transaction, fake.db, "p1"), now);
    });
    expect(fake.writes).toEqual(["update reports/p1_a", "set reporterStanding/uid-a", "update reports/p1_b"]);
    expect(fake.docs.get("reporterStanding/uid-a")).toEqual(until(now.getTime() + OVERTURNED_DAYS * 86_400_000));
  });
});
