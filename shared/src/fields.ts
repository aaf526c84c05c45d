import { z } from "zod";
import { cleanText, hasLoneSurrogate, isBlank } from "./text.js";

interface TextFieldOptions {
  /** How the field is named in messages, capitalised: "Title". */
  label: string;
  max: number;
  multiline?: boolean;
  /** Message when the field is missing or blank; omit for an optional field. */
  requiredMessage?: string;
}

/**
 * A string field as people type it: wrong types, invalid characters, blank and over-long values each get a
 * sentence a person can act on. The parsed value is cleaned (see `cleanText`).
 */
export function textField({ label, max, multiline = false, requiredMessage }: TextFieldOptions) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? (requiredMessage ?? `${label} is missing.`)
          : `${label} must be text.`,
    })
    .refine((value) => !hasLoneSurrogate(value), {
      message: `${label} contains a broken character. Please retype it.`,
      abort: true,
    })
    .transform((value) => cleanText(value, { multiline }))
    .refine((value) => requiredMessage === undefined || !isBlank(value), {
      message: requiredMessage ?? "",
      abort: true,
    })
    .refine((value) => value.length <= max, {
      message: `${label} must be at most ${max} characters.`,
    });
}

/** A request object that refuses keys it does not know, naming them. */
export function requestObject<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) => {
      if (issue.code === "unrecognized_keys") {
        const keys = issue.keys.map((key) => `"${key}"`).join(", ");
        return `This request has fields Village does not accept: ${keys}.`;
      }
      return "This request must be an object holding the post's fields.";
    },
  });
}
