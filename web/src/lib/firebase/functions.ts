// The one door to callable functions. The SDK is imported on first call, never statically, and every reply
// is checked against the contract's output schema rather than trusted. Every call goes to the site's own
// origin (callable-path.ts), in the emulators too, where the Hosting emulator passes it to the Functions one.
import type { Functions, HttpsCallableOptions } from "firebase/functions";
import type { z } from "zod";
import type { CallableContract } from "@village/shared";
import { callablePath } from "./callable-path";
import { refreshClaims, whenAuthReady } from "./auth/session";
import { startAppCheck } from "./app-check";
import { loadOnce } from "../load-once";

type FunctionsSdk = typeof import("firebase/functions");

const loadFunctions = loadOnce(async (): Promise<{ functions: Functions; sdk: FunctionsSdk }> => {
  const [{ firebaseApp }, sdk] = await Promise.all([import("./app"), import("firebase/functions")]);
  // Before the first call, so that call already carries an App Check token.
  await startAppCheck(firebaseApp());
  // The instance only supplies the ID and App Check tokens: the address comes with each call.
  return { functions: sdk.getFunctions(firebaseApp()), sdk };
});

/**
 * The SDK's options for calling `contract`. A replay-protected callable's server consumes each App Check
 * token, so every call needs a limited-use token of its own: the SDK's regular token serves many calls, and
 * every call after the first would be refused as a replay.
 */
export function callableOptions(
  contract: Pick<CallableContract<z.ZodType, z.ZodType>, "replayProtected">,
): HttpsCallableOptions {
  return contract.replayProtected ? { limitedUseAppCheckTokens: true } : {};
}

/** Calls a callable by its contract and returns its reply, parsed by the contract's output schema. */
export async function callFunction<Input extends z.ZodType, Output extends z.ZodType>(
  contract: CallableContract<Input, Output>,
  input: z.input<Input>,
): Promise<z.output<Output>> {
  // Waiting for the restored session makes the call carry the user's ID token: a signed-in visitor is never
  // sent as a stranger just because the page was opened a moment ago.
  const [{ functions, sdk }] = await Promise.all([loadFunctions(), whenAuthReady()]);
  try {
    const result = await sdk.httpsCallableFromURL(
      functions,
      callablePath(contract.name),
      callableOptions(contract),
    )(input);
    return contract.output.parse(result.data);
  } catch (error) {
    // Refused as not allowed: a claim may have changed (a moderator revoked), so the session takes a new
    // token and the page follows what the server says now.
    if (Reflect.get(Object(error), "code") === "functions/permission-denied") {
      refreshClaims().catch((refreshError: unknown) => {
        console.warn("Could not refresh the session", refreshError);
      });
    }
    throw error;
  }
}
