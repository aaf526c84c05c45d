import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createAnonymousPost, createSuggestion, DETAILS_FIELD, STALE_FORM_MESSAGE } from "@village/shared";
import { REUSED_REQUEST_ID_MESSAGE } from "../src/services/posts/posts";
import { signUpWithEmail } from "./support/accounts";
import { call, failureOf } from "./support/clients";
import { anonymousIdentity, httpCall, type AnonymousIdentity } from "./support/http-call";
import { freshEmulatorsPerTest } from "./support/lifecycle";
import { expectReadableSentence, expectRefusal } from "./support/refusals";
import { storedPost, storedPostCount } from "./support/stored";

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

  it("is never the nil or the max UUID, which every broken client would share", async () => {
    const caller = client();
    await signUpWithEmail(caller, "ada@example.com");
    for (const requestId of ["00000000-0000-0000-0000-000000000000", "ffffffff-ffff-ffff-ffff-ffffffffffff"]) {
      const anonymous = await failureOf(call(client(), createAnonymousPost, { text: "x", requestId }));
      expectRefusal(anonymous, { code: "invalid-argument", message: STALE_FORM_MESSAGE });
      const suggestion = await failureOf(call(caller, createSuggestion, { title: "t", details: "d", requestId }));
      expectRefusal(suggestion, { code: "invalid-argument", message: STALE_FORM_MESSAGE });
    }
    expect(await storedPostCount()).toBe(0);
  });
});

describe("a signed-out caller's request ids", () => {
  /** A signed-out anonymous post over plain HTTP, from the address `forwardedFor`, by `identity`. */
  const postFrom = (forwardedFor: string, identity: AnonymousIdentity, data: Record<string, unknown>) =>
    httpCall(
      "createAnonymousPost",
      { ageConfirmed: true, ...data },
      { "X-Forwarded-For": forwardedFor, ...identity.headers },
    );

  it("are their own: two callers with the same id get two posts, at one address or two", async () => {
    const ids = { requestId: randomUUID() };
    const [one, two, three] = await Promise.all([anonymousIdentity(), anonymousIdentity(), anonymousIdentity()]);

    const first = await postFrom("203.0.113.21", one, { ...ids, text: "From the first" });
    const second = await postFrom("198.51.100.22", two, { ...ids, text: "From the second" });
    const third = await postFrom("203.0.113.21", three, { ...ids, text: "From the first's neighbour" });
    expect(third.id).toEqual(expect.any(String));
    expect(third.id).not.toBe(first.id);

    expect(first.id).toEqual(expect.any(String));
    expect(second.id).toEqual(expect.any(String));
    expect(second.id).not.toBe(first.id);
    expect(await storedPostCount()).toBe(3);
    expect(await storedPost(first.id ?? "")).toMatchObject({ text: "From the first" });
    expect(await storedPost(second.id ?? "")).toMatchObject({ text: "From the second" });
  });

  it("are their own where no address is known: two identities with the same id get two posts", async () => {
    const requestId = randomUUID();

    const first = await call(client(), createAnonymousPost, { text: "From one browser", requestId });
    const second = await call(client(), createAnonymousPost, { text: "From another", requestId });

    expect(second.id).not.toBe(first.id);
    expect(await storedPostCount()).toBe(2);
  });

  it("make the same caller's retry succeed with the same post, stored once", async () => {
    const payload = { text: "Sent twice", requestId: randomUUID() };
    const identity = await anonymousIdentity();

    const first = await postFrom("203.0.113.23", identity, payload);
    // A retry may come from another address (a phone changing networks): the identity is what counts.
    const retry = await postFrom("198.51.100.23", identity, payload);

    expect(first.id).toEqual(expect.any(String));
    expect(retry).toEqual({ id: first.id });
    expect(await storedPostCount()).toBe(1);
  });
});

describe("a request id sent again with different content", () => {
  it("is refused for a signed-out caller, and the stored post stays as it was", async () => {
    const ids = { requestId: randomUUID(), ageConfirmed: true };
    const headers = { "X-Forwarded-For": "203.0.113.24", ...(await anonymousIdentity()).headers };
    const { id } = await httpCall("createAnonymousPost", { ...ids, title: "Tea", text: "At four" }, headers);
    const before = await storedPost(id ?? "");

    const changed = await httpCall("createAnonymousPost", { ...ids, title: "Tea", text: "At five" }, headers);
    const fewer = await httpCall("createAnonymousPost", { ...ids, title: "Tea" }, headers);

    for (const refusal of [changed, fewer]) {
      expect(refusal).toEqual({ code: "already-exists", message: REUSED_REQUEST_ID_MESSAGE });
    }
    expectReadableSentence(REUSED_REQUEST_ID_MESSAGE);
    expect(await storedPost(id ?? "")).toEqual(before);
    expect(await storedPostCount()).toBe(1);
  });

  it("is refused for a signed-in caller, through the web SDK", async () => {
    const caller = client();
    await signUpWithEmail(caller, "ada@example.com", "Ada");
    const requestId = randomUUID();
    const { id } = await call(caller, createSuggestion, { title: "Tool library", details: "Lend ladders", requestId });
    const before = await storedPost(id);

    const failure = await failureOf(
      call(caller, createSuggestion, { title: "Tool library", details: "Lend drills", requestId }),
    );

    expectRefusal(failure, { code: "already-exists", message: REUSED_REQUEST_ID_MESSAGE });
    expect(await storedPost(id)).toEqual(before);
    expect((await storedPost(id))[DETAILS_FIELD]).toBe("Lend ladders");
    expect(await storedPostCount()).toBe(1);
  });

  it("is refused when the other callable sends it, rather than answered with the wrong post", async () => {
    const caller = client();
    await signUpWithEmail(caller, "ada@example.com", "Ada");
    const requestId = randomUUID();
    await call(caller, createSuggestion, { title: "Same words", details: "Same words", requestId });

    const failure = await failureOf(call(caller, createAnonymousPost, { title: "Same words", requestId }));

    expectRefusal(failure, { code: "already-exists", message: REUSED_REQUEST_ID_MESSAGE });
    expect(await storedPostCount()).toBe(1);
  });
});
