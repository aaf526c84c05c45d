import { beforeEach, describe, expect, it, vi } from "vitest";
import { AGE_CONFIRMED_CLAIM } from "@village/shared";

// The Auth SDK, the app and the browser's storage are stood in for: what matters here is when the SDK is
// loaded, and what the session reports from what the SDK says.
interface FakeUser {
  uid: string;
  displayName: string | null;
  email: string | null;
  emailVerified: boolean;
  isAnonymous: boolean;
  getIdTokenResult: (forceRefresh?: boolean) => Promise<{ claims: Record<string, unknown> }>;
}

const fake = vi.hoisted(() => {
  const auth = {
    currentUser: null as FakeUser | null,
    emulatorConfig: null,
    authStateReady: () => Promise.resolve(),
  };
  const tokens = {
    next: undefined as ((user: FakeUser | null) => void) | undefined,
    unsubscribe: vi.fn(),
  };
  const sdk = {
    initializeAuth: vi.fn(() => auth),
    connectAuthEmulator: vi.fn(),
    indexedDBLocalPersistence: {},
    browserLocalPersistence: {},
    browserSessionPersistence: {},
    onIdTokenChanged: vi.fn((_auth: unknown, next: (user: FakeUser | null) => void) => {
      tokens.next = next;
      return tokens.unsubscribe;
    }),
  };
  const hint = {
    mayHoldSession: vi.fn(() => Promise.resolve(true)),
    rememberSession: vi.fn(),
    stopWatchingTabs: vi.fn(),
    onSignInElsewhere: vi.fn((_onSignIn: () => void) => hint.stopWatchingTabs),
  };
  const stopRefreshing = vi.fn();
  return { auth, tokens, sdk, hint, stopRefreshing };
});
vi.mock("firebase/auth", () => fake.sdk);
vi.mock("../app", () => ({ firebaseApp: () => ({ name: "app" }) }));
vi.mock("./session-hint", () => fake.hint);
vi.mock("./refresh-on-return", () => ({ refreshOnReturn: () => fake.stopRefreshing }));

type Session = typeof import("./session");
type Sdk = typeof import("./sdk");
let session: Session;
let sdk: Sdk;

beforeEach(async () => {
  // Each test starts in a new tab: nothing has asked for the SDK yet (sdk.ts's module state).
  vi.resetModules();
  vi.clearAllMocks();
  fake.auth.currentUser = null;
  fake.tokens.next = undefined;
  fake.hint.mayHoldSession.mockImplementation(() => Promise.resolve(true));
  session = await import("./session");
  sdk = await import("./sdk");
});

function user(uid: string, claims: Record<string, unknown> = {}, isAnonymous = false): FakeUser {
  return {
    uid,
    displayName: `Name ${uid}`,
    email: `${uid}@example.com`,
    emailVerified: true,
    isAnonymous,
    getIdTokenResult: () => Promise.resolve({ claims }),
  };
}

/** Watches the session, recording what it reports. */
function watch() {
  const reports: unknown[] = [];
  const errors: unknown[] = [];
  const stop = session.watchSession(
    (reported) => reports.push(reported),
    (error) => errors.push(error),
  );
  return { reports, errors, stop };
}

/** The SDK's listener, once the session subscribed to token changes. */
async function tokenListener(): Promise<(user: FakeUser | null) => void> {
  await vi.waitFor(() => {
    expect(fake.tokens.next).toBeDefined();
  });
  return (next) => fake.tokens.next?.(next);
}

describe("watchSession", () => {
  it("where the browser holds no session, reports signed out at once and loads the SDK only once asked", async () => {
    fake.hint.mayHoldSession.mockImplementation(() => Promise.resolve(false));
    const { reports } = watch();
    await vi.waitFor(() => {
      expect(reports).toEqual([null]);
    });
    expect(fake.hint.onSignInElsewhere).toHaveBeenCalledWith(sdk.expectSignIn);
    expect(fake.sdk.initializeAuth).not.toHaveBeenCalled();

    sdk.expectSignIn();
    await tokenListener();
    expect(fake.sdk.initializeAuth).toHaveBeenCalledTimes(1);
  });

  it("reports the session from its token's claims, and remembers it for the next page load", async () => {
    const { reports } = watch();
    (await tokenListener())(user("ann", { moderator: true, [AGE_CONFIRMED_CLAIM]: true }));
    await vi.waitFor(() => {
      expect(reports).toEqual([
        {
          uid: "ann",
          displayName: "Name ann",
          email: "ann@example.com",
          ageConfirmed: true,
          moderator: true,
          emailVerified: true,
        },
      ]);
    });
    expect(fake.hint.rememberSession).toHaveBeenCalledWith(true);
  });

  it("reports a visitor's anonymous account as signed out (decision 0030)", async () => {
    const { reports } = watch();
    (await tokenListener())(user("visitor", {}, true));
    expect(reports).toEqual([null]);
    expect(fake.hint.rememberSession).toHaveBeenCalledWith(false);
  });

  it("of overlapping token changes, reports only the latest", async () => {
    const { reports } = watch();
    const next = await tokenListener();
    let releaseFirst: (value: { claims: Record<string, unknown> }) => void = () => undefined;
    const slow = user("first");
    slow.getIdTokenResult = () => new Promise((resolve) => (releaseFirst = resolve));
    next(slow);
    next(user("second", { moderator: false }));
    await vi.waitFor(() => {
      expect(reports).toHaveLength(1);
    });
    releaseFirst({ claims: { moderator: true } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reports).toEqual([expect.objectContaining({ uid: "second", moderator: false })]);
  });

  it("passes on a token that could not be read", async () => {
    const { errors } = watch();
    const broken = user("ann");
    const failure = new Error("auth/network-request-failed");
    broken.getIdTokenResult = () => Promise.reject(failure);
    (await tokenListener())(broken);
    await vi.waitFor(() => {
      expect(errors).toEqual([failure]);
    });
  });

  it("reports an SDK that did not load, so the page can offer to try again", async () => {
    const failure = new Error("Failed to fetch dynamically imported module");
    fake.sdk.initializeAuth.mockImplementationOnce(() => {
      throw failure;
    });
    const { errors, reports } = watch();
    await vi.waitFor(() => {
      expect(errors).toEqual([failure]);
    });
    expect(reports).toEqual([]);
  });

  it("when stopped, lets go of the SDK's listener, the refresh on return and the other tabs", async () => {
    fake.hint.mayHoldSession.mockImplementation(() => Promise.resolve(false));
    const { stop } = watch();
    await vi.waitFor(() => {
      expect(fake.hint.onSignInElsewhere).toHaveBeenCalled();
    });
    sdk.expectSignIn();
    await tokenListener();
    stop();
    expect(fake.tokens.unsubscribe).toHaveBeenCalledTimes(1);
    expect(fake.stopRefreshing).toHaveBeenCalledTimes(1);
    expect(fake.hint.stopWatchingTabs).toHaveBeenCalledTimes(1);
  });

  it("stopped before the SDK loads, subscribes to nothing and reports nothing", async () => {
    const { stop, reports } = watch();
    stop();
    await sdk.loadAuth();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fake.sdk.onIdTokenChanged).not.toHaveBeenCalled();
    expect(reports).toEqual([]);
  });
});

describe("reading the session without watching it", () => {
  it("loads no SDK for a stranger: no uid, no claims, nothing to wait for", async () => {
    fake.hint.mayHoldSession.mockImplementation(() => Promise.resolve(false));
    await session.whenAuthReady();
    expect(await session.currentUid()).toBeNull();
    expect(await session.refreshClaims()).toBeNull();
    expect(fake.sdk.initializeAuth).not.toHaveBeenCalled();
  });

  it("once a sign-in started, reads the account even where the browser held none", async () => {
    fake.hint.mayHoldSession.mockImplementation(() => Promise.resolve(false));
    sdk.expectSignIn();
    fake.auth.currentUser = user("ann");
    expect(await session.currentUid()).toBe("ann");
  });

  it("answers the moderator claim from a fresh token", async () => {
    const refreshed: (boolean | undefined)[] = [];
    const moderator = user("mo");
    moderator.getIdTokenResult = (forceRefresh) => {
      refreshed.push(forceRefresh);
      return Promise.resolve({ claims: { moderator: true } });
    };
    fake.auth.currentUser = moderator;
    expect(await session.refreshClaims()).toEqual({ moderator: true });
    expect(refreshed).toEqual([true]);
  });
});
