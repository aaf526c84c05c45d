import { describe, expect, it } from "vitest";
import { callerAddress } from "./caller-address";

describe("callerAddress", () => {
  it("uses the entry Google's front end appended, never the client-supplied first one", () => {
    expect(callerAddress({ ip: "6.6.6.6", headers: { "x-forwarded-for": "6.6.6.6, 203.0.113.7" } })).toBe(
      "203.0.113.7",
    );
  });

  it("uses the only entry when there is one", () => {
    expect(callerAddress({ ip: undefined, headers: { "x-forwarded-for": "198.51.100.2" } })).toBe("198.51.100.2");
  });

  it("falls back to the socket address without the header", () => {
    expect(callerAddress({ ip: "192.0.2.1", headers: {} })).toBe("192.0.2.1");
  });

  it("returns null when nothing is known, as under the emulator", () => {
    expect(callerAddress({ ip: undefined, headers: {} })).toBeNull();
    expect(callerAddress({ ip: "", headers: { "x-forwarded-for": " , " } })).toBeNull();
  });
});
