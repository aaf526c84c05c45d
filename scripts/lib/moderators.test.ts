import { describe, expect, it } from "vitest";
import { parseModeratorArgs, setModerator } from "./moderators.mjs";

describe("npm run moderator", () => {
  it("reads grant/revoke, the e-mail and an optional project", () => {
    expect(parseModeratorArgs(["grant", "a@example.com"])).toEqual({
      action: "grant",
      email: "a@example.com",
      projectId: undefined,
    });
    expect(parseModeratorArgs(["revoke", "a@example.com", "--project", "my-proj"])).toEqual({
      action: "revoke",
      email: "a@example.com",
      projectId: "my-proj",
    });
    expect(parseModeratorArgs(["--project", "p", "grant", "a@example.com"]).projectId).toBe("p");
  });

  it("refuses anything else with the usage", () => {
    expect(() => parseModeratorArgs([])).toThrow(/usage: npm run moderator -- grant\|revoke EMAIL/);
    expect(() => parseModeratorArgs(["promote", "a@example.com"])).toThrow(/grant or revoke/);
    expect(() => parseModeratorArgs(["grant", "not-an-email"])).toThrow(/e-mail/);
    expect(() => parseModeratorArgs(["grant", "a@example.com", "--project"])).toThrow(/project id/);
    expect(() => parseModeratorArgs(["grant", "a@example.com", "extra"])).toThrow(/Unexpected/);
  });

  it("keeps the account's other claims when granting and revoking", async () => {
    let claims: Record<string, unknown> | null = { tier: "gold" };
    const auth = {
      getUserByEmail: (email: string) => Promise.resolve({ uid: `uid-of-${email}`, customClaims: claims ?? undefined }),
      setCustomUserClaims: (_uid: string, next: Record<string, unknown> | null) => {
        claims = next;
        return Promise.resolve();
      },
    };
    type AdminAuth = Parameters<typeof setModerator>[0];
    expect(await setModerator(auth as unknown as AdminAuth, "grant", "m@example.com")).toBe("uid-of-m@example.com");
    expect(claims).toEqual({ tier: "gold", moderator: true });
    await setModerator(auth as unknown as AdminAuth, "revoke", "m@example.com");
    expect(claims).toEqual({ tier: "gold" });
  });
});
