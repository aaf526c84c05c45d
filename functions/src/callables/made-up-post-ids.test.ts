// The callables that take a post id from the caller refuse a made-up one (the tagged shape, a wrong tag)
// before they touch Firestore at all: every Firestore access here is counted (decision 0061).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { CallableRequest } from "firebase-functions/v2/https";
import { NOT_AVAILABLE_MESSAGE, UNKNOWN_POST_MESSAGE } from "@village/shared";
import { taggedPostId } from "../lib/post-ids";

const firestore = vi.hoisted(() => ({ touched: 0 }));

vi.mock("firebase-admin/firestore", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getFirestore: () => {
    firestore.touched++;
    throw new Error("Firestore was reached");
  },
}));
// The account is live (the wrapper's Auth lookup is tested against the emulator).
vi.mock("../lib/live-account.js", () => ({ refuseEndedToken: () => Promise.resolve({}) }));

const { reportPost } = await import("./report-post");
const { deletePost } = await import("./delete-post");
const { myPost } = await import("./my-post");

const KEY = "post-id-key-for-this-unit-test-0123456789";
const requestId = "7f1c2a9e-3b4d-4c5e-8f60-112233445566";

function callAs(provider: "anonymous" | "password", data: unknown): CallableRequest<unknown> {
  return {
    data,
    auth: {
      uid: "caller-uid",
      rawToken: "",
      token: { uid: "caller-uid", firebase: { sign_in_provider: provider } } as never,
    },
    rawRequest: { headers: { "x-forwarded-for": "203.0.113.9" } } as unknown as CallableRequest["rawRequest"],
    acceptsStreaming: false,
  };
}

/** A made-up id of the tagged shape: a real id's body with another tag. */
const forged = (seed: string) => {
  const id = taggedPostId(seed, KEY);
  return `${id.slice(0, 18)}${id.slice(18) === "AAAAAAAA" ? "BBBBBBBB" : "AAAAAAAA"}`;
};

describe("a made-up post id sent to a callable", () => {
  beforeAll(() => {
    process.env.POST_ID_KEY = KEY;
    process.env.ADDRESS_HASH_KEY = "a".repeat(64);
    process.env.BROWSER_HASH_KEY = "b".repeat(64);
  });
  afterAll(() => {
    delete process.env.POST_ID_KEY;
    delete process.env.ADDRESS_HASH_KEY;
    delete process.env.BROWSER_HASH_KEY;
  });
  beforeEach(() => {
    firestore.touched = 0;
  });

  it("is refused by reportPost, deletePost and myPost as an unknown post, without reaching Firestore", async () => {
    for (let n = 0; n < 50; n++) {
      const postId = forged(`attack-${n}`);
      await expect(reportPost.run(callAs("anonymous", { postId, reason: "spam", requestId }))).rejects.toMatchObject({
        code: "invalid-argument",
        message: UNKNOWN_POST_MESSAGE,
      });
      await expect(deletePost.run(callAs("anonymous", { postId, requestId }))).rejects.toMatchObject({
        code: "invalid-argument",
        message: UNKNOWN_POST_MESSAGE,
      });
      await expect(myPost.run(callAs("password", { postId }))).rejects.toMatchObject({
        code: "not-found",
        message: NOT_AVAILABLE_MESSAGE,
      });
    }
    expect(firestore.touched).toBe(0);
  });

  it("goes on to Firestore for an id Village minted, and for an id without a tag (older posts)", async () => {
    for (const postId of [taggedPostId("real", KEY), "AbCdEfGhIjKlMnOpQrStUvWx"]) {
      await expect(myPost.run(callAs("password", { postId }))).rejects.toMatchObject({ code: "internal" });
    }
    expect(firestore.touched).toBe(2);
  });
});
