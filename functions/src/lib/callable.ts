import { HttpsError, onCall, type CallableRequest } from "firebase-functions/v2/https";
import { logger } from "firebase-functions";
import type { DecodedIdToken, UserRecord } from "firebase-admin/auth";
import type { z } from "zod";
import type { CallableContract } from "@village/shared";
import { isContention } from "./firestore-errors.js";
import { refuseEndedToken } from "./live-account.js";
import { runtimeOptions, type CallableSettings } from "./runtime-options.js";

/** What a handler knows about its caller, from the verified ID token (never from the payload). */
export interface Caller {
  /** The signed-in account's uid; null signed out, also for a visitor's anonymous account. */
  uid: string | null;
  /** A signed-out visitor's anonymous account (sign-in provider `anonymous`), the browser's identity. */
  anonymousUid: string | null;
  token: DecodedIdToken | null;
  /**
   * The token's Auth account as the wrapper read it for this call (decision 0031): its claims, e-mail and
   * providers as they are now. Null without a token. Handlers use it rather than reading Auth again.
   */
  account: UserRecord | null;
  request: CallableRequest<unknown>;
}

export interface SignedInCaller extends Caller {
  uid: string;
  anonymousUid: null;
  token: DecodedIdToken;
  account: UserRecord;
}

/** Whether the verified token is an anonymous account's: a browser's identity, never a signed-in person. */
const isAnonymousToken = (token: DecodedIdToken): boolean => token.firebase.sign_in_provider === "anonymous";

type Handler<Input extends z.ZodType, Output extends z.ZodType, C extends Caller> = (
  input: z.output<Input>,
  caller: C,
) => Promise<z.input<Output>>;

/** What a callable sets beyond its contract (replay protection is the contract's own `replayProtected`). */
type OwnSettings = Omit<CallableSettings, "replayProtected">;

/** A callable anyone may call, signed in or not. */
export function openCallable<Input extends z.ZodType, Output extends z.ZodType>(
  contract: CallableContract<Input, Output>,
  handler: Handler<Input, Output, Caller>,
  settings: OwnSettings = {},
) {
  return wrap(
    contract,
    settings,
    () => undefined,
    (request, account) => {
      const auth = request.auth;
      const anonymous = auth !== undefined && isAnonymousToken(auth.token);
      return {
        uid: auth && !anonymous ? auth.uid : null,
        anonymousUid: auth && anonymous ? auth.uid : null,
        token: auth?.token ?? null,
        account,
        request,
      };
    },
    handler,
  );
}

/**
 * A callable only signed-in users may call; others, a visitor's anonymous account included, get
 * `unauthenticated` with `signInMessage`.
 */
export function signedInCallable<Input extends z.ZodType, Output extends z.ZodType>(
  contract: CallableContract<Input, Output>,
  signInMessage: string,
  handler: Handler<Input, Output, SignedInCaller>,
  settings: OwnSettings = {},
) {
  const refuseSignedOut = (request: CallableRequest<unknown>) => {
    if (!request.auth || isAnonymousToken(request.auth.token)) throw new HttpsError("unauthenticated", signInMessage);
    return request.auth;
  };
  return wrap(
    contract,
    settings,
    refuseSignedOut,
    (request, account) => {
      const auth = refuseSignedOut(request);
      if (account === null) throw new HttpsError("unauthenticated", signInMessage);
      return { uid: auth.uid, anonymousUid: null, token: auth.token, account, request };
    },
    handler,
  );
}

/** The answer to a call whose App Check token was already used by another call (a replayed request). */
export const REPLAYED_REQUEST_MESSAGE = "This request was already sent once. Please reload the page and try again.";

/**
 * The one wrapper under every callable: replayed App Check tokens refused (where the contract asks for it),
 * caller check (`admit`, before the input is parsed), input parsing with the contract's schema, the caller's
 * account as it is now, read once for the whole call (a token of a deleted or disabled account, or one issued
 * before a revocation, is refused), and error mapping, so a client only ever sees an `HttpsError` with a
 * sentence a person can read.
 */
function wrap<Input extends z.ZodType, Output extends z.ZodType, C extends Caller>(
  contract: CallableContract<Input, Output>,
  settings: OwnSettings,
  admit: (request: CallableRequest<unknown>) => unknown,
  identify: (request: CallableRequest<unknown>, account: UserRecord | null) => C,
  handler: Handler<Input, Output, C>,
) {
  const options = runtimeOptions(process.env, { ...settings, replayProtected: contract.replayProtected });
  return onCall(options, async (request: CallableRequest<unknown>) => {
    // With replay protection the SDK consumes the App Check token and only reports whether an earlier call
    // had consumed it already; refusing such a call is ours to do.
    if (contract.replayProtected && request.app?.alreadyConsumed) {
      throw new HttpsError("unauthenticated", REPLAYED_REQUEST_MESSAGE);
    }
    admit(request);
    const parsed = contract.input.safeParse(request.data);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
      throw new HttpsError("invalid-argument", issues[0]?.message ?? "This request is not valid.", { issues });
    }
    try {
      const account = request.auth ? await refuseEndedToken(request.auth.token) : null;
      return contract.output.parse(await handler(parsed.data, identify(request, account)));
    } catch (error) {
      if (error instanceof HttpsError) throw error;
      if (isContention(error)) {
        throw new HttpsError("unavailable", "Village is busy right now. Please try again in a moment.");
      }
      // Details stay in the logs; the caller gets a plain sentence and no stack trace.
      logger.error(`${contract.name} failed`, error);
      throw new HttpsError("internal", "Something went wrong on our side. Please try again.");
    }
  });
}
