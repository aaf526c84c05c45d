import { describe, expect, it } from "vitest";
import { Timestamp, type Transaction } from "firebase-admin/firestore";
import { fakeFirestore } from "../../lib/firestore-fake";
import { StoredDocumentError, readAll } from "../../lib/collections";
import { dayCounters, type Limiter } from "./allowances";

const now = new Date(Date.UTC(2026, 5, 1, 12));
const limiter: Limiter = { key: "suggestion-uid-a", allowance: { perMinute: 2, perDay: 3 } };
const dayPath = `rateLimits/suggestion-uid-a_day-${Math.floor(now.getTime() / 86_400_000)}`;
const counter = (count: unknown) => ({
  key: limiter.key,
  window: "day",
  windowStart: Timestamp.fromMillis(Date.UTC(2026, 5, 1)),
  count,
  expireAt: Timestamp.fromMillis(Date.UTC(2026, 5, 3)),
});

/** Spends one of the day's allowance against what `stored` holds; resolves to the stored count after. */
async function spendWith(stored: Record<string, Record<string, unknown>>) {
  const fake = fakeFirestore(stored);
  const days = dayCounters(fake.db, [limiter], now);
  expect(days.refs.map((ref) => ref.path)).toEqual([dayPath]);
  await fake.db.runTransaction(async (transaction: Transaction) => {
    days.spend(transaction, await readAll(fake.db, days.refs));
  });
  return fake.docs.get(dayPath)?.count;
}

describe("dayCounters", () => {
  it("counts one more on the day's counter, from none when there is none", async () => {
    expect(await spendWith({})).toBe(1);
    expect(await spendWith({ [dayPath]: counter(2) })).toBe(3);
  });

  it("refuses once the day is spent", async () => {
    await expect(spendWith({ [dayPath]: counter(3) })).rejects.toMatchObject({ code: "resource-exhausted" });
  });

  it("fails on a malformed counter, naming it, rather than read it as none (the functions alone write them)", async () => {
    await expect(spendWith({ [dayPath]: counter("3") })).rejects.toThrow(StoredDocumentError);
    await expect(spendWith({ [dayPath]: counter("3") })).rejects.toThrow(`${dayPath} is not a valid rateLimits`);
  });
});
