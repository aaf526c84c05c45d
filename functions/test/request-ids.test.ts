import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createAnonymousPost, createSuggestion, STALE_FORM_MESSAGE } from "@village/shared";
import { signUpWithEmail } from "./support/accounts";
import { call, failureOf } from "./support/clients";
import { freshEmulatorsPerTest } from "./support/lifecycle";
import { expectRefusal } from "./support/refusals";
import { storedPostCount } from "./support/stored";

const client = freshEmulatorsPerTest();

describe("a submission's request id", () => {
  it("makes a retry of the same submission succeed with the same post, stored once", async () => {
    const caller = client();
    await signUpWithEmail(caller, "ada@example.com", "Ada");
    const payload = { title: "Tool library", details: "Lend ladders", requestId: randomUUID() };

    const first = await call(caller, createSuggestion, payload);
    const retry = await call(caller, createSuggestion, payload);

    expect(retry.id).toBe(first.id);
    expect(await storedPostCount()).toBe(1);
  });

  it("stores a double click once, and both calls succeed", async () => {
    const caller = client();
    const payload = { text: "Double click", requestId: randomUUID() };

    const [one, two] = await Promise.all([
      call(caller, createAnonymousPost, payload),
      call(caller, createAnonymousPost, payload),
    ]);

    expect(one.id).toBe(two.id);
    expect(await storedPostCount()).toBe(1);
  });

  it("keeps different people's posts apart even if their ids collide", async () => {
    const requestId = randomUUID();
    const ada = client();
    await signUpWithEmail(ada, "ada@example.com");
    const bob = client();
    await signUpWithEmail(bob, "bob@example.com");

    const fromAda = await call(ada, createSuggestion, { title: "A", details: "a", requestId });
    const fromBob = await call(bob, createSuggestion, { title: "B", details: "b", requestId });

    expect(fromAda.id).not.toBe(fromBob.id);
    expect(await storedPostCount()).toBe(2);
  });

  it("is required, with a sentence a person can act on", async () => {
    const caller = client();
    const failure = await failureOf(call(caller, createAnonymousPost, { text: "No id" }, { addIds: false }));
    expectRefusal(failure, { code: "invalid-argument", message: STALE_FORM_MESSAGE });
    const notUuid = await failureOf(call(caller, createAnonymousPost, { text: "x", requestId: "1" }));
    expectRefusal(notUuid, { code: "invalid-argument", message: STALE_FORM_MESSAGE });
    expect(await storedPostCount()).toBe(0);
  });
});
