import "../zod-config.js";
import type { z } from "zod";

/**
 * One callable function's contract: its deployed name and the schemas of what goes in and comes out. The
 * function validates its input with `input`; the web client validates the reply with `output`.
 */
export interface CallableContract<Input extends z.ZodType, Output extends z.ZodType> {
  name: string;
  input: Input;
  output: Output;
  /**
   * App Check replay protection: the server consumes each App Check token, refusing a call whose token an
   * earlier call used, and the web client asks for a limited-use token for every call.
   */
  replayProtected?: boolean;
}

export function defineCallable<Input extends z.ZodType, Output extends z.ZodType>(
  contract: CallableContract<Input, Output>,
): CallableContract<Input, Output> {
  return contract;
}

export type CallableParsedInput<C> = C extends CallableContract<infer I, z.ZodType> ? z.output<I> : never;
