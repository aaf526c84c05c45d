// The browser's one way to read what the site and Firestore hold (docs/decisions/0107): every answer of
// `/api/*`, every Firestore document and the data a page was rendered with is parsed here with its schema
// from shared/ (zod/mini, so the home page's first load carries zod's small core, not the whole library),
// never trusted and never checked by hand. Callables' replies are parsed by their contract's output schema
// at their own door (lib/firebase/functions.ts), which loads the Functions SDK only when a page calls one.
import { safeParse } from "@village/shared/zod-mini";
import type { $ZodType, output } from "zod/v4/core";
import { ReadRefused } from "../errors/error-words";
import { getDocument, runQuery, type Query } from "../firebase/firestore-rest";
import { refusalAnswer } from "@village/shared";

/** What came is not what its schema says (a different deployment, a proxy's page, an altered copy). */
export class ReadMalformed extends Error {
  override name = "ReadMalformed";
}

/** `value` as `schema` reads it, or null when it is not one. */
export function parsed<Schema extends $ZodType>(schema: Schema, value: unknown): output<Schema> | null {
  const result = safeParse(schema, value);
  return result.success ? result.data : null;
}

/** The endpoint's sentence in a refusal (`{ error }`), or "" when it sent none. */
async function sentenceOf(response: Response): Promise<string> {
  try {
    return parsed(refusalAnswer, await response.json())?.error ?? "";
  } catch {
    return "";
  }
}

/**
 * The answer of one of the site's endpoints (`/api/…` on the page's own origin), parsed with its schema. No
 * header is added, so an answer the HTML preloaded is handed over as it came. A 429 (too many requests from
 * this network) throws `ReadRefused` with the endpoint's sentence, which says when to try again; any other
 * failure, or an answer of another shape, throws.
 */
export async function readEndpoint<Schema extends $ZodType>(
  url: string,
  schema: Schema,
  signal?: AbortSignal,
): Promise<output<Schema>> {
  const response = await fetch(url, signal ? { signal } : {});
  const path = url.split("?")[0] ?? url;
  if (response.status === 429) throw new ReadRefused(await sentenceOf(response));
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const answer = parsed(schema, await response.json());
  if (answer === null) throw new ReadMalformed(`${path} answered something else`);
  return answer;
}

/** One document read from Firestore: its id, its path and its fields as `schema` reads them (null: it cannot). */
export interface ReadDocument<Value> {
  id: string;
  path: string;
  value: Value | null;
}

/**
 * One Firestore document by path ("posts/abc"), its fields parsed with `schema`; null when it does not exist.
 * A document that exists but is not of the schema's shape comes with `value: null` (the caller says what
 * that means: a post that cannot be shown is no post).
 */
export async function readDocument<Schema extends $ZodType>(
  path: string,
  schema: Schema,
  signal?: AbortSignal,
): Promise<ReadDocument<output<Schema>> | null> {
  const document = await getDocument(path, signal);
  return document && { id: document.id, path: document.path, value: parsed(schema, document.data) };
}

/**
 * A Firestore query's documents in order, each one's fields parsed with `schema` (`value: null` for one that
 * is not of its shape: a list skips it, and may still page after it).
 */
export async function readQuery<Schema extends $ZodType>(
  query: Query,
  schema: Schema,
  signal?: AbortSignal,
): Promise<ReadDocument<output<Schema>>[]> {
  const documents = await runQuery(query, signal);
  return documents.map(({ id, path, data }) => ({ id, path, value: parsed(schema, data) }));
}
