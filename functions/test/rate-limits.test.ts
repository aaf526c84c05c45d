import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { createAnonymousPost, createSuggestion, REFUSED_POST_MESSAGE } from "@village/shared";
import { HttpsError } from "firebase-functions/v2/https";
import { storePost } from "../src/services/posts";
import { signUpWithEmail } from "./support/accounts";
import { adminDb, call, failureOf, type Client } from "./support/clients";
import { configuredLimit, startOfFreshMinute, TOO_QUICKLY } from "../../test/support/rate-limits";
import { httpCall } from "./support/http-call";
import { freshEmulatorsPerTest } from "./support/lifecycle";
import { expectReadableSentence, expectRefusal } from "./support/refusals";
import { storedPostCount } from "./support/stored";

const client = freshEmulatorsPerTest();

// Each test counts posts within one clock minute.
beforeEach(() => startOfFreshMinute(), 70_000);

/** Fires `count` posts at once; returns how many succeeded and how the others failed. */
async function burst(count: number, post: (index: number) => Promise<unknown>) {
  const results = await Promise.allSettled(Array.from({ length: count }, (_, index) => post(index)));
  const refusals = await Promise.all(
    results.flatMap((result) => (result.status === "rejected" ? [failureOf(Promise.reject(result.reason))] : [])),
  );
  return { stored: count - refusals.length, refusals };
}

const anonymous = (caller: Client, index: number) => call(caller, createAnonymousPost, { text: `Post ${index}` });

describe("rate limits", () => {
  it("admit exactly the per-minute allowance of 50 simultaneous posts", async () => {
    // Straight to the service that every callable uses: the Functions emulator starts a process per
    // simultaneous call, and 50 cold starts on two cores only test its start-up.
    adminDb();
    const allowance = { perMinute: 5, perDay: 50 };
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, index) =>
        storePost(
          { title: `Idea ${index}`, text: "Burst" },
          { requestId: randomUUID(), scope: "burst-user", limiter: { key: "test-burst", allowance } },
        ),
      ),
    );
    const refused = results.flatMap((result) => (result.status === "rejected" ? [result.reason] : []));
    expect(results.length - refused.length).toBe(5);
    expect(await storedPostCount()).toBe(5);
    for (const reason of refused) {
      if (!(reason instanceof HttpsError)) throw reason;
      expect(reason.code).toBe("resource-exhausted");
      expect(reason.message).toMatch(TOO_QUICKLY);
    }
  }, 120_000);

  it("admit exactly the allowance of simultaneous calls through the function", async () => {
    const allowance = configuredLimit("SUGGESTIONS_PER_MINUTE");
    const caller = client();
    await signUpWithEmail(caller, "eager@example.com");

    const { stored, refusals } = await burst(allowance + 4, (index) =>
      call(caller, createSuggestion, { title: `Idea ${index}`, details: "Details" }),
    );

    expect(stored).toBe(allowance);
    expect(await storedPostCount()).toBe(allowance);
    for (const refusal of refusals) {
      expect(refusal.code).toBe("resource-exhausted");
      expect(refusal.message).toMatch(TOO_QUICKLY);
    }
  }, 120_000);

  it("keep each account's allowance its own", async () => {
    const allowance = configuredLimit("SUGGESTIONS_PER_MINUTE");
    const first = client();
    await signUpWithEmail(first, "first@example.com");
    const second = client();
    await signUpWithEmail(second, "second@example.com");
    for (let index = 0; index < allowance; index++) {
      await call(first, createSuggestion, { title: `${index}`, details: "d" });
    }
    expectReadableSentence((await failureOf(call(first, createSuggestion, { title: "x", details: "d" }))).message);
    await expect(call(second, createSuggestion, { title: "mine", details: "d" })).resolves.toHaveProperty("id");
  });

  it("let a stored submission be retried after the allowance is spent", async () => {
    const allowance = configuredLimit("ANONYMOUS_POSTS_PER_MINUTE");
    const caller = client();
    const requestId = randomUUID();
    const first = await call(caller, createAnonymousPost, { text: "First", requestId });
    for (let index = 1; index < allowance; index++) await anonymous(caller, index);
    expect((await failureOf(anonymous(caller, 99))).code).toBe("resource-exhausted");

    expect(await call(caller, createAnonymousPost, { text: "First", requestId })).toEqual(first);
  });

  it("count anonymous posts per browser when no address is known, as under the emulator", async () => {
    const allowance = configuredLimit("ANONYMOUS_POSTS_PER_MINUTE");
    const first = client();
    const { stored } = await burst(allowance + 5, (index) => anonymous(first, index));
    expect(stored).toBe(allowance);
    await expect(anonymous(client(), 0)).resolves.toHaveProperty("id");
  });

  it("count anonymous posts per address, trusting only the entry Google's front end appends", async () => {
    const allowance = configuredLimit("ANONYMOUS_POSTS_PER_MINUTE");
    const post = (forwardedFor: string) =>
      httpCall(
        "createAnonymousPost",
        { text: "Hi", requestId: randomUUID(), clientId: randomUUID() },
        {
          "X-Forwarded-For": forwardedFor,
        },
      );
    // A forged first entry changes nothing: the last entry is the same address each time.
    for (let index = 0; index < allowance; index++) {
      expect(await post(`10.0.0.${index}, 203.0.113.9`)).toHaveProperty("id");
    }
    expect(await post("10.9.9.9, 203.0.113.9")).toMatchObject({ code: "resource-exhausted" });
    expect(await post("198.51.100.4")).toHaveProperty("id");
  });

  it("refuse a signed-out post with neither an address nor a browser id", async () => {
    const failure = await failureOf(
      call(client(), createAnonymousPost, { text: "Who?", requestId: randomUUID() }, { addIds: false }),
    );
    expectRefusal(failure, {
      code: "failed-precondition",
      message: "We could not tell where this post came from. Please reload the page and try again.",
    });
  });
});

describe("the honeypot", () => {
  it("refuses a post that filled it, storing nothing", async () => {
    const failure = await failureOf(call(client(), createAnonymousPost, { text: "Buy now", website: "spam.example" }));
    expectRefusal(failure, { code: "invalid-argument", message: REFUSED_POST_MESSAGE });
    expect(await storedPostCount()).toBe(0);
  });

  it("lets an empty one through", async () => {
    await expect(call(client(), createAnonymousPost, { text: "Hello", website: "" })).resolves.toHaveProperty("id");
  });
});
