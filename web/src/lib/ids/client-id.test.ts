import { beforeEach, describe, expect, it, vi } from "vitest";
import { createAnonymousPostInput } from "@village/shared";
import { CLIENT_ID_KEY } from "./client-id";

// The id of a page load without local storage lives in the module: each test loads it afresh, as a new page
// load would, so that no test depends on what an earlier one left there.
let clientId: typeof import("./client-id").clientId;
beforeEach(async () => {
  vi.resetModules();
  ({ clientId } = await import("./client-id"));
});

/** A Storage stand-in holding its values in a Map. */
function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

const ids = (...list: string[]) => {
  let next = 0;
  return () => list[next++] ?? `unexpected-id-${next}`;
};

const A = "11111111-2222-4333-8444-555555555555";
const B = "66666666-7777-4888-9999-aaaaaaaaaaaa";

describe("clientId", () => {
  it("makes an id once and keeps it in local storage under villageClientId", () => {
    const storage = memoryStorage();
    const make = ids(A, B);
    expect(clientId(() => storage, make)).toBe(A);
    expect(storage.values.get(CLIENT_ID_KEY)).toBe(A);
    expect(CLIENT_ID_KEY).toBe("villageClientId");
    expect(clientId(() => storage, make)).toBe(A);
  });

  it("reuses the id another page load stored", () => {
    expect(clientId(() => memoryStorage({ [CLIENT_ID_KEY]: B }), ids(A))).toBe(B);
  });

  it("replaces a stored value that is not a UUID, which the server would refuse", () => {
    const storage = memoryStorage({ [CLIENT_ID_KEY]: "tampered" });
    expect(clientId(() => storage, ids(A))).toBe(A);
    expect(storage.values.get(CLIENT_ID_KEY)).toBe(A);
  });

  it("falls back to one id per page load when local storage cannot be used", () => {
    const blocked = () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    };
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("Quota exceeded", "QuotaExceededError");
      },
    };
    const make = ids(A, B);
    const first = clientId(blocked, make);
    expect(first).toBe(A);
    expect(clientId(blocked, make)).toBe(first);
    expect(clientId(() => full, make)).toBe(first);
  });

  it("gives an id the server's schema accepts, by default from crypto and the real storage", () => {
    // Node 20 has no localStorage, so this takes the per-page-load path; either way the id must stay put.
    const id = clientId();
    expect(clientId()).toBe(id);
    const parsed = createAnonymousPostInput.safeParse({ text: "x", requestId: A, clientId: id, ageConfirmed: true });
    expect(parsed.success).toBe(true);
  });
});
