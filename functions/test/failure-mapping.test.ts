// The one callable wrapper (src/lib/callable.ts) turns what goes wrong inside a handler into a sentence: a
// crash into `internal`, contention or a timeout into `unavailable`. Both are made to happen for real
// here, against the emulator, by holding a transaction open from the test.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { DocumentReference, DocumentSnapshot } from "firebase-admin/firestore";
import { createAnonymousPost, SUGGESTIONS_COLLECTION } from "@village/shared";
import { postIdFor, RATE_LIMITS_COLLECTION } from "../src/services/posts/posts";
import { DAY_MS, windowOf } from "../src/services/limits/rate-limit";
import { emulatorPostIdKey } from "../../test/support/post-ids";
import { adminDb, call, failureOf, withIdentity, type Client } from "./support/clients";
import { freshEmulatorsPerTest } from "./support/lifecycle";
import { expectRefusal } from "./support/refusals";
import { storedPostCount } from "./support/stored";

const client = freshEmulatorsPerTest();

/** Where the anonymous post of this signed-out client with this request id is stored (post-limits.ts). */
const anonymousPostRef = async (caller: Client, requestId: string) =>
  adminDb()
    .collection(SUGGESTIONS_COLLECTION)
    .doc(postIdFor(`anonymous-identity-${await withIdentity(caller)}`, requestId, emulatorPostIdKey()));

/**
 * Runs `during` while a transaction of the test's own holds a lock on `ref` (it has read it), the way a
 * slow writer elsewhere would; `check` sees what the transaction read, to say whether to go on.
 */
async function whileLocked<T>(ref: DocumentReference, during: (read: DocumentSnapshot) => Promise<T>): Promise<T> {
  let result: { value: T } | undefined;
  await adminDb().runTransaction(
    async (transaction) => {
      const read = await transaction.get(ref);
      result = { value: await during(read) };
    },
    { maxAttempts: 1 },
  );
  if (!result) throw new Error("the transaction ended without running");
  return result.value;
}

describe("the callable wrapper's failure mapping", () => {
  it("answers a crash in the handler with internal and a plain sentence, nothing of the error", async () => {
    // The caller's own day counter, broken by hand: only the functions write counters, so reading one that
    // does not match its schema fails, naming it (decision 0052), inside the handler's transaction.
    const caller = client();
    const key = `anonymous-identity-${await withIdentity(caller)}`;
    const day = windowOf(new Date(), DAY_MS).index;
    await adminDb().collection(RATE_LIMITS_COLLECTION).doc(`${key}_day-${day}`).set({ key, window: "day", count: "3" });
    const failure = await failureOf(call(caller, createAnonymousPost, { text: "Counted", requestId: randomUUID() }));
    expectRefusal(failure, { code: "internal", message: "Something went wrong on our side. Please try again." });
    expect(failure.message).not.toMatch(/rateLimits|not a valid/);
    expect(await storedPostCount()).toBe(0);
  });

  it("answers contention it cannot get past with unavailable and a sentence, storing nothing", async () => {
    const caller = client();
    const requestId = randomUUID();
    const ref = await anonymousPostRef(caller, requestId);
    const started = Date.now();
    const failure = await whileLocked(ref, () =>
      failureOf(call(caller, createAnonymousPost, { text: "Held up", requestId })),
    );
    console.log(`contention answered after ${Date.now() - started} ms`);
    expectRefusal(failure, {
      code: "unavailable",
      message: "Village is busy right now. Please try again in a moment.",
    });
    expect(await storedPostCount()).toBe(0);
    // Once the lock is gone the same submission goes through, its minute slot given back meanwhile.
    await expect(call(caller, createAnonymousPost, { text: "Held up", requestId })).resolves.toHaveProperty("id");
    expect(await storedPostCount()).toBe(1);
  }, 120_000);
});
