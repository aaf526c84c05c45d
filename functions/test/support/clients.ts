// Real clients for the emulator tier: the web SDK (as the browser calls the functions) and the Admin SDK
// (to read what was stored, as an admin would in the console).
import { deleteApp, FirebaseError, initializeApp as initializeClientApp, type FirebaseApp } from "firebase/app";
import { connectAuthEmulator, getAuth, signInAnonymously, type Auth } from "firebase/auth";
import {
  connectFunctionsEmulator,
  FunctionsError,
  getFunctions,
  httpsCallable,
  type Functions,
} from "firebase/functions";
import { createAnonymousPost, createReply, reportPost, type CallableContract } from "@village/shared";
import { randomUUID } from "node:crypto";
import { getAuth as getAdminAuth, type Auth as AdminAuth } from "firebase-admin/auth";
import { adminDb } from "../../../scripts/lib/admin-db.mjs";
import { z } from "zod";
import { emulatorAddress, emulatorHosts, projectId } from "../../../test/support/emulators";

// The Admin SDK's Firestore (the default app's, which the functions' code under test uses too).
export { adminDb };

/** The Admin SDK's Auth on the emulator, of the same default app as `adminDb` (which opens it). */
export function adminAuth(): AdminAuth {
  adminDb();
  return getAdminAuth();
}

export interface Client {
  app: FirebaseApp;
  auth: Auth;
  functions: Functions;
  close: () => Promise<void>;
}

let clientCount = 0;

/** A fresh, signed-out web client talking to the emulators. */
export function newClient(): Client {
  const app = initializeClientApp({ projectId, apiKey: "demo-api-key" }, `client-${++clientCount}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${emulatorHosts.auth}`, { disableWarnings: true });
  const functions = getFunctions(app, "us-central1");
  const { host, port } = emulatorAddress("functions");
  connectFunctionsEmulator(functions, host, port);
  return { app, auth, functions, close: () => deleteApp(app) };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Whether the callable's input takes a `requestId` (the writes do; the reads take an empty request). */
const takesRequestId = (contract: CallableContract<z.ZodType, z.ZodType>) =>
  contract.input instanceof z.ZodObject && "requestId" in contract.input.shape;

/**
 * The client's anonymous account, made as the web app makes it before a signed-out visitor's first anonymous
 * post or report (a signed-in client keeps its account); answers the uid the call will carry.
 */
export async function withIdentity(client: Client): Promise<string> {
  // Two calls sent at once (a double click) share the one sign-in, as they share one identity in the app.
  if (client.auth.currentUser === null) {
    const pending = signingIn.get(client) ?? signInAnonymously(client.auth);
    signingIn.set(client, pending);
    await pending.finally(() => signingIn.delete(client));
  }
  const user = client.auth.currentUser;
  if (user === null) throw new Error("Could not sign in anonymously.");
  return user.uid;
}

const signingIn = new WeakMap<Client, Promise<unknown>>();

/**
 * Calls a callable by its contract, with any payload (bad ones included), and returns the reply unchecked.
 * Like the web app, it adds a fresh `requestId` (and, for anonymous posts, the form's `ageConfirmed: true`)
 * to an object payload that lacks them, when the callable takes one, and signs a signed-out client in to an
 * anonymous account before an anonymous post, a reply or a report; `{ addIds: false }` sends the payload exactly as
 * given, with whatever identity the client already holds.
 */
export async function rawCall<Input extends z.ZodType, Output extends z.ZodType>(
  client: Client,
  contract: CallableContract<Input, Output>,
  payload: unknown,
  { addIds = true }: { addIds?: boolean } = {},
): Promise<unknown> {
  const ids = {
    requestId: randomUUID(),
    ...(contract.name === createAnonymousPost.name ? { ageConfirmed: true } : {}),
  };
  const sent = addIds && takesRequestId(contract) && isPlainObject(payload) ? { ...ids, ...payload } : payload;
  if (addIds && [createAnonymousPost.name, createReply.name, reportPost.name].includes(contract.name)) {
    await withIdentity(client);
  }
  return (await httpsCallable(client.functions, contract.name)(sent)).data;
}

/** Calls a callable by its contract, with any payload (bad ones included), and checks the reply's shape. */
export async function call<Input extends z.ZodType, Output extends z.ZodType>(
  client: Client,
  contract: CallableContract<Input, Output>,
  payload: unknown,
  options?: { addIds?: boolean },
): Promise<z.output<Output>> {
  return contract.output.parse(await rawCall(client, contract, payload, options));
}

/** How a call failed, as the web client sees it. */
export interface Failure {
  code: string;
  message: string;
  /** The `details` the server attached to its `HttpsError`, if any. */
  details: unknown;
}

/**
 * Awaits a call that must fail, and returns its code, the server's message and details. The web SDK prefixes
 * the code with `functions/` and appends the HTTP status (" [401]") to the message; both are removed here.
 */
export async function failureOf(promise: Promise<unknown>): Promise<Failure> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof FirebaseError) {
      return {
        code: error.code.replace(/^functions\//, ""),
        message: error.message.replace(/ \[\d{3}\]$/, ""),
        details: error instanceof FunctionsError ? error.details : undefined,
      };
    }
    throw error;
  }
  throw new Error("Expected the call to fail, but it succeeded.");
}
