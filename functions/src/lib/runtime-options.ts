import type { CallableOptions } from "firebase-functions/v2/https";

/** True when running under the Firebase emulators (firebase-tools sets FUNCTIONS_EMULATOR). */
export const isEmulator = (env: NodeJS.ProcessEnv = process.env) => env.FUNCTIONS_EMULATOR === "true";

/**
 * Every callable's platform limits, set explicitly so a burst cannot scale the bill without bound.
 * A post is a few small Firestore writes: 256 MiB and 30 s leave ample headroom. App Check is enforced
 * in production (requests must come from our registered web app) and skipped under the emulator, where
 * no App Check provider can run.
 */
export function runtimeOptions(env: NodeJS.ProcessEnv = process.env): CallableOptions {
  return {
    enforceAppCheck: !isEmulator(env),
    region: "us-central1",
    memory: "256MiB",
    timeoutSeconds: 30,
    maxInstances: 10,
    concurrency: 80,
  };
}

/** Firestore triggers: retried on failure, which is safe because their work is idempotent. */
export function triggerOptions() {
  return {
    region: "us-central1",
    memory: "256MiB",
    timeoutSeconds: 60,
    maxInstances: 10,
    retry: true,
  } as const;
}
