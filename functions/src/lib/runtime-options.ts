import type { SecretParam } from "firebase-functions/params";
import type { GlobalOptions } from "firebase-functions/v2";
import type { CallableOptions } from "firebase-functions/v2/https";

/** True when running under the Firebase emulators (firebase-tools sets FUNCTIONS_EMULATOR). */
export const isEmulator = (env: NodeJS.ProcessEnv = process.env) => env.FUNCTIONS_EMULATOR === "true";

/** What sets one callable apart from the others. */
export interface CallableSettings {
  /**
   * App Check replay protection (the contract's `replayProtected`): each App Check token is consumed by the
   * first call that carries it, and a call with a token already used is refused (see `callable.ts`).
   */
  replayProtected?: boolean | undefined;
  /** The secrets the callable reads: a deployed function can read only the secrets it lists. */
  secrets?: SecretParam[];
}

/**
 * What every function shares (`setGlobalOptions`, lib/setup.ts): one region, and explicit platform limits
 * so a burst cannot scale the bill without bound. A post is a few small Firestore writes: 256 MiB leaves
 * ample headroom.
 */
export const GLOBAL_OPTIONS = {
  region: "us-central1",
  memory: "256MiB",
  maxInstances: 10,
} as const satisfies GlobalOptions;

/**
 * A callable's own options. App Check is enforced in production (requests must come from our registered web
 * app) and skipped under the emulator, where no App Check provider can run; so is its replay protection,
 * which needs App Check.
 */
export function runtimeOptions(
  env: NodeJS.ProcessEnv = process.env,
  { replayProtected = false, secrets = [] }: CallableSettings = {},
): CallableOptions {
  const appCheck = !isEmulator(env);
  return {
    enforceAppCheck: appCheck,
    consumeAppCheckToken: appCheck && replayProtected,
    secrets,
    timeoutSeconds: 30,
    concurrency: 80,
  };
}

/**
 * Firestore triggers: retried on failure, which is safe because their work is idempotent. Each instance
 * takes many events at once (a sync mostly waits on Firestore), so a burst of posts does not queue a
 * moderator's hide behind it: 10 instances × 40 events in flight is far above 500 posts a second.
 */
export function triggerOptions() {
  return { timeoutSeconds: 60, retry: true, cpu: 1, concurrency: 40 } as const;
}
