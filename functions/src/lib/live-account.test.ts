import { beforeEach, describe, expect, it, vi } from "vitest";
import { HttpsError } from "firebase-functions/v2/https";
import { ACCOUNT_GONE_MESSAGE, ACCOUNT_LOOKUP_FAILED_MESSAGE } from "@village/shared";

// An Auth lookup that fails for another reason than a missing account is the one thing the emulator cannot
// be made to do; here it is.
const getUser = vi.fn<(uid: string) => Promise<unknown>>();
vi.mock("firebase-admin/auth", () => ({ getAuth: () => ({ getUser }) }));

const { liveAccount } = await import("./live-account");

async function refusalOf(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  const error: unknown = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof HttpsError)) throw new Error(`Expected an HttpsError, got ${String(error)}`);
  return { code: error.code, message: error.message };
}

describe("liveAccount", () => {
  beforeEach(() => {
    getUser.mockReset();
  });

  it("refuses, retryably, when Auth cannot answer, rather than go on with what the token says", async () => {
    getUser.mockRejectedValue(Object.assign(new Error("deadline"), { code: "app/network-timeout" }));

    expect(await refusalOf(liveAccount("u1"))).toEqual({ code: "unavailable", message: ACCOUNT_LOOKUP_FAILED_MESSAGE });
  });

  it("refuses a token whose account is gone", async () => {
    getUser.mockRejectedValue(Object.assign(new Error("gone"), { code: "auth/user-not-found" }));

    expect(await refusalOf(liveAccount("u1"))).toEqual({ code: "unauthenticated", message: ACCOUNT_GONE_MESSAGE });
  });

  it("answers the account as Auth holds it", async () => {
    getUser.mockResolvedValue({ uid: "u1", displayName: "Ada" });

    expect(await liveAccount("u1")).toEqual({ uid: "u1", displayName: "Ada" });
  });
});
