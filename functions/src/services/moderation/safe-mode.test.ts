import { describe, expect, it } from "vitest";
import { isNewIdentity, NEW_IDENTITY_MS, trustedAuthorId } from "./safe-mode.js";

const created = (at: number) => ({ metadata: { creationTime: new Date(at).toUTCString() } }) as never;

describe("isNewIdentity", () => {
  const now = Date.UTC(2026, 10, 30, 12);
  it("is new for a day from its Auth account's creation, by the server's clock", () => {
    expect(isNewIdentity(created(now - 60_000), now)).toBe(true);
    expect(isNewIdentity(created(now - NEW_IDENTITY_MS + 60_000), now)).toBe(true);
    expect(isNewIdentity(created(now - NEW_IDENTITY_MS - 60_000), now)).toBe(false);
  });

  it("counts an account whose creation time cannot be read as new, and no account as not one", () => {
    expect(isNewIdentity({ metadata: { creationTime: "" } } as never, now)).toBe(true);
    expect(isNewIdentity(null, now)).toBe(false);
  });
});

describe("trustedAuthorId", () => {
  it("keeps an account and an identity of one key apart, and never stores the key", () => {
    const account = trustedAuthorId({ kind: "account", key: "uid-1" });
    expect(account).not.toBe(trustedAuthorId({ kind: "browser", key: "uid-1" }));
    expect(account).not.toContain("uid-1");
  });
});
