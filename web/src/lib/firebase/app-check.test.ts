import { describe, expect, it } from "vitest";
import { appCheckSettings } from "./app-check";

describe("appCheckSettings", () => {
  it("leaves App Check off without a site key (the emulators, the tests)", () => {
    expect(appCheckSettings("")).toBeNull();
    expect(appCheckSettings("   ")).toBeNull();
    expect(appCheckSettings("", "some-debug-token")).toBeNull();
  });

  it("starts reCAPTCHA Enterprise with the trimmed key and refreshes tokens by itself", () => {
    expect(appCheckSettings(" 6LcKey-abc ")).toEqual({
      siteKey: "6LcKey-abc",
      isTokenAutoRefreshEnabled: true,
      debugToken: undefined,
    });
  });

  it("passes a debug token through, and 'true' as the SDK's ask-me-for-one switch", () => {
    expect(appCheckSettings("key", "0f1e2d3c-aaaa-4bbb-8ccc-ddddeeeeffff")?.debugToken).toBe(
      "0f1e2d3c-aaaa-4bbb-8ccc-ddddeeeeffff",
    );
    expect(appCheckSettings("key", "true")?.debugToken).toBe(true);
    expect(appCheckSettings("key", " ")?.debugToken).toBeUndefined();
  });
});
