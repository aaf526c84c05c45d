// The one callable wrapper (src/lib/callable.ts) turns what goes wrong inside a handler into a sentence: a
// crash into `internal`, contention or a timeout into `unavailable`. Both are made to happen for real
// here, against the emulator, by holding a transaction open from the test.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { DocumentReference, DocumentSnapshot } from "firebase-admin/firestore";
import { createAnonymousPost, SUGGESTIONS_COLLECTION } from "@village/shared";
import { postIdFor } from "../src/services/posts";
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
    // The post a repeat of this submission returns is stored for real, then its time is broken by hand (a
    // console edit, say): reading it back for the reply throws. The trigger repairs such a post, so the
    // test holds it locked from before the trigger gets to it until the call has failed; if the trigger was
    // quicker, it tries again with another submission (each one spends one of the window's posts).
    const caller = client();
    for (let attempt = 1; ; attempt++) {
      const requestId = randomUUID();
      await call(caller, createAnonymousPost, { text: "No time", requestId });
      const ref = await anonymousPostRef(caller, requestId);
      await ref.update({ createdAt: "not a time" });
      const failure = await whileLocked(ref, async (read) =>
        typeof read.get("createdAt") === "string"
          ? failureOf(call(caller, createAnonymousPost, { text: "No time", requestId }))
          : null,
      );
      // Let the trigger see the post go, so that nothing is left half-derived for the next test.
      await ref.delete();
      if (failure === null && attempt < 3) continue;
      if (failure === null) throw new Error("the trigger repaired the post before the test could hold it");
      expectRefusal(failure, { code: "internal", message: "Something went wrong on our side. Please try again." });
      expect(failure.message).not.toMatch(/stored time|Post /);
      return;
    }
  }, 120_000);

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
