import type { z } from "zod";
import type { CallableContract } from "@village/shared";
import { dropEndedIdentity, ensureIdentity } from "./auth/anonymous-identity";
import { callFunction } from "./functions";

/**
 * Calls a callable that anyone may call (a post at /anon, a report, a reply) as the signed-in account or,
 * signed out, as the browser's anonymous identity, made now if it has none. An identity the server says has
 * ended is let go, so the next try starts a new one.
 */
export async function callAsThisBrowser<Input extends z.ZodType, Output extends z.ZodType>(
  contract: CallableContract<Input, Output>,
  input: z.input<Input>,
): Promise<z.output<Output>> {
  await ensureIdentity();
  try {
    return await callFunction(contract, input);
  } catch (error) {
    await dropEndedIdentity(error);
    throw error;
  }
}
