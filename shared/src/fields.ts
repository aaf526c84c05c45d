import "./zod-config.js";
import { z } from "zod";
import { cleanText, hasLoneSurrogate, isBlank, lengthProblem } from "./text/text.js";

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
    .check((ctx) => {
      const problem = lengthProblem(ctx.value, { label, max });
      if (problem !== undefined) ctx.issues.push({ code: "custom", message: problem, input: ctx.value });
    });
}

/** A web address as a link field must hold: http:// or https://, a host, no spaces. */
export function isWebAddress(value: string): boolean {
  if (!/^https?:\/\/[^\s]+$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/**
 * A host name with a dot and a top-level domain of letters (`www.example.com`, `example.org`, `例え.jp`), an
 * optional port, then nothing or a path, query or fragment: what people type for a web address without its
 * scheme. A scheme (`javascript:`, `data:`) never matches: its colon is followed by no port.
 */
const BARE_ADDRESS = /^(?:[\p{L}\p{N}-]+\.)+\p{L}{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/u;

/** `value` as a web address: as typed when it has its scheme, with `https://` first when it is a bare address. */
export function withScheme(value: string): string {
  return BARE_ADDRESS.test(value) ? `https://${value}` : value;
}

/**
 * An optional link: text as `textField` takes it, then either blank or a web address, stored with its scheme
 * (`www.example.com/song` as `https://www.example.com/song`, as the board's own text links it). Anything else
 * (`javascript:…`, "not a link", a bare name) is refused with a sentence that says what to type.
 */
export function linkField({ label, max }: { label: string; max: number }) {
  return textField({ label, max })
    .transform((value) => (isBlank(value) ? value : withScheme(value)))
    .refine((value) => isBlank(value) || isWebAddress(value), {
      message: `${label} must be a web address, such as example.com/page or https://example.com (or leave it empty).`,
    })
    .refine((value) => lengthProblem(value, { label, max }) === undefined, {
      message: `${label} must be at most ${max} characters with its https:// added.`,
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

export const STALE_FORM_MESSAGE = "This form is out of date. Please reload the page and try again.";

/** The nil and max UUIDs: valid UUIDs, but no random generator makes them, so a client sending one is broken. */
const NOT_RANDOM_UUIDS = new Set(["00000000-0000-0000-0000-000000000000", "ffffffff-ffff-ffff-ffff-ffffffffffff"]);

/**
 * The id a client gives one submission and reuses when it retries that submission, so a double click or a
 * retry after a timeout stores one post. A random UUID: the nil and max UUIDs are refused, since every
 * client sending the same constant would be answered with one post.
 */
export const requestIdField = z
  .uuid({ error: STALE_FORM_MESSAGE })
  .refine((id) => !NOT_RANDOM_UUIDS.has(id.toLowerCase()), { message: STALE_FORM_MESSAGE });

export const REFUSED_POST_MESSAGE = "This post could not be accepted.";

/**
 * A form field people never see (hidden from view, from the keyboard and from screen readers). Bots that
 * fill every field fill it; a post that arrives with it filled is refused.
 */
export const honeypotField = z
  .string({ error: REFUSED_POST_MESSAGE })
  .refine((value) => value === "", { message: REFUSED_POST_MESSAGE })
  .optional();
