import { beforeEach, describe, expect, it, vi } from "vitest";
import { createAnonymousPost, createSuggestion } from "@village/shared";

// The SDK and the app are stood in for: what matters here is what callFunction asks the SDK for.
const sdk = vi.hoisted(() => ({
  getFunctions: vi.fn(() => ({ name: "functions" })),
  httpsCallableFromURL: vi.fn((_functions: unknown, _url: string, _options?: unknown) =>
    vi.fn(() => Promise.resolve({ data: { id: "post-1" } })),
  ),
}));
vi.mock("firebase/functions", () => sdk);
vi.mock("./app", () => ({ firebaseApp: () => ({ name: "app" }) }));
vi.mock("./app-check", () => ({ startAppCheck: () => Promise.resolve() }));
vi.mock("./auth/session", () => ({ whenAuthReady: () => Promise.resolve() }));

const { callableOptions, callFunction } = await import("./functions");

const requestId = "7f1c2a9e-3b4d-4c5e-8f60-112233445566";

/**
 * Makes the call; the stand-in reply may not match the contract's output, which callFunction then refuses
 * after the SDK was asked: the reply is the contract's business, not this test's.
 */
async function callAndIgnoreReply(call: () => Promise<unknown>): Promise<void> {
  await call().catch((error: unknown) => {
    if (!(error instanceof Error && error.name.includes("ZodError"))) throw error;
  });
}

describe("App Check tokens per callable", () => {
  beforeEach(() => sdk.httpsCallableFromURL.mockClear());

  it("asks for a limited-use token for each anonymous post, whose server consumes it", async () => {
    await callAndIgnoreReply(() => callFunction(createAnonymousPost, { text: "Hello", requestId, ageConfirmed: true }));
    expect(sdk.httpsCallableFromURL).toHaveBeenCalledWith(expect.anything(), "/api/createAnonymousPost", {
      limitedUseAppCheckTokens: true,
    });
  });

  it("keeps the regular, cached token for suggestions", async () => {
    await callAndIgnoreReply(() => callFunction(createSuggestion, { title: "Idea", details: "Details", requestId }));
    expect(sdk.httpsCallableFromURL).toHaveBeenCalledWith(expect.anything(), "/api/createSuggestion", {});
    expect(callableOptions(createSuggestion).limitedUseAppCheckTokens).toBeUndefined();
  });
});
