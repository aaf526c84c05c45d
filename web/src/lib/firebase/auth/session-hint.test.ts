import { describe, expect, it } from "vitest";
import { mayHoldSession, rememberSession, SIGNED_IN_KEY } from "./session-hint";

function storageWith(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    storage: () => ({
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    }),
  };
}

const blocked = () => {
  throw new DOMException("The operation is insecure.", "SecurityError");
};

describe("mayHoldSession", () => {
  it("follows what the SDK reported last time, without looking further", async () => {
    let listed = 0;
    const databases = () => {
      listed++;
      return Promise.resolve([{ name: "firebaseLocalStorageDb" }]);
    };
    expect(await mayHoldSession({ storage: storageWith({ [SIGNED_IN_KEY]: "yes" }).storage, databases })).toBe(true);
    expect(await mayHoldSession({ storage: storageWith({ [SIGNED_IN_KEY]: "no" }).storage, databases })).toBe(false);
    expect(listed).toBe(0);
  });

  it("without a hint, looks for the Auth SDK's database (a browser signed in before the hint existed)", async () => {
    const { storage } = storageWith();
    const withAuth = () => Promise.resolve([{ name: "other" }, { name: "firebaseLocalStorageDb" }]);
    const withoutAuth = () => Promise.resolve([{ name: "other" }, {}]);
    expect(await mayHoldSession({ storage, databases: withAuth })).toBe(true);
    expect(await mayHoldSession({ storage, databases: withoutAuth })).toBe(false);
  });

  it("counts whatever it cannot read as a maybe, so the SDK loads as it always did", async () => {
    const { storage } = storageWith();
    expect(await mayHoldSession({ storage, databases: undefined })).toBe(true);
    expect(await mayHoldSession({ storage, databases: () => Promise.reject(new Error("broken")) })).toBe(true);
    expect(await mayHoldSession({ storage: blocked, databases: () => Promise.resolve([]) })).toBe(true);
  });
});

describe("rememberSession", () => {
  it("stores yes or no for the next page load", () => {
    const { values, storage } = storageWith();
    rememberSession(true, storage);
    expect(values.get(SIGNED_IN_KEY)).toBe("yes");
    rememberSession(false, storage);
    expect(values.get(SIGNED_IN_KEY)).toBe("no");
  });

  it("does nothing where storage is blocked", () => {
    expect(() => rememberSession(true, blocked)).not.toThrow();
  });
});
