import { beforeEach, describe, expect, it, vi } from "vitest";

// The Auth SDK and the app are stood in for: what matters is how the one Auth instance is made.
const fake = vi.hoisted(() => {
  const auth = { emulatorConfig: null as object | null };
  const sdk = {
    initializeAuth: vi.fn((_app: unknown, _deps: Record<string, unknown>) => auth),
    connectAuthEmulator: vi.fn(),
    indexedDBLocalPersistence: { type: "indexedDB" },
    browserLocalPersistence: { type: "local" },
    browserSessionPersistence: { type: "session" },
    browserPopupRedirectResolver: { type: "popup" },
  };
  const config = { useEmulators: false, emulatorUrls: { auth: "http://127.0.0.1:9099" } };
  return { auth, sdk, config };
});
vi.mock("firebase/auth", () => fake.sdk);
vi.mock("../app", () => ({ firebaseApp: () => ({ name: "app" }) }));
vi.mock("../config", () => fake.config);

let sdk: typeof import("./sdk");

beforeEach(async () => {
  // A new tab for each test: sdk.ts keeps the Auth instance for the tab's lifetime.
  vi.resetModules();
  vi.clearAllMocks();
  fake.auth.emulatorConfig = null;
  fake.config.useEmulators = false;
  sdk = await import("./sdk");
});

describe("loadAuth", () => {
  it("makes one Auth instance for the tab, with stored sessions and no popup resolver", async () => {
    const [first, second] = await Promise.all([sdk.loadAuth(), sdk.loadAuth()]);
    expect(await sdk.loadAuth()).toBe(first);
    expect(second.auth).toBe(fake.auth);
    expect(fake.sdk.initializeAuth).toHaveBeenCalledTimes(1);
    expect(fake.sdk.initializeAuth).toHaveBeenCalledWith(
      { name: "app" },
      {
        persistence: [
          fake.sdk.indexedDBLocalPersistence,
          fake.sdk.browserLocalPersistence,
          fake.sdk.browserSessionPersistence,
        ],
      },
    );
    // The resolver would preload Google's iframe library on a phone, for a sign-in nobody started.
    expect(fake.sdk.initializeAuth.mock.calls[0]?.[1]).not.toHaveProperty("popupRedirectResolver");
    expect(fake.sdk.connectAuthEmulator).not.toHaveBeenCalled();
  });

  it("connects to the Auth emulator in an emulator build, unless the instance already is", async () => {
    fake.config.useEmulators = true;
    await sdk.loadAuth();
    expect(fake.sdk.connectAuthEmulator).toHaveBeenCalledWith(fake.auth, "http://127.0.0.1:9099", {
      disableWarnings: true,
    });

    vi.resetModules();
    fake.sdk.connectAuthEmulator.mockClear();
    fake.auth.emulatorConfig = { host: "127.0.0.1" };
    await (await import("./sdk")).loadAuth();
    expect(fake.sdk.connectAuthEmulator).not.toHaveBeenCalled();
  });

  it("tries again after a load that failed (a chunk that did not download)", async () => {
    fake.sdk.initializeAuth.mockImplementationOnce(() => {
      throw new Error("Failed to fetch dynamically imported module");
    });
    await expect(sdk.loadAuth()).rejects.toThrow("Failed to fetch");
    expect((await sdk.loadAuth()).auth).toBe(fake.auth);
  });
});

describe("expectSignIn", () => {
  it("marks the SDK as wanted, for whoever waits for it, without loading it itself", async () => {
    expect(sdk.authRequested()).toBe(false);
    sdk.expectSignIn();
    expect(sdk.authRequested()).toBe(true);
    await sdk.whenAuthRequested;
    expect(fake.sdk.initializeAuth).not.toHaveBeenCalled();
  });

  it("is implied by loading the SDK", async () => {
    await sdk.loadAuth();
    expect(sdk.authRequested()).toBe(true);
  });
});
