// Post ids the callables mint carry a keyed tag, so that an endpoint given an id (`/p/{id}`, a report, a
// deletion) tells an id Village issued from a made-up one without reading Firestore: a flood of fresh,
// well-formed ids then costs no read (docs/decisions/0061).
import { createHash, createHmac, timingSafeEqual } from "node:crypto";

/** A tagged id's length: no id Village minted before the tag (24 characters) or Firestore's (20) has it. */
export const TAGGED_POST_ID_LENGTH = 26;
const BODY_LENGTH = 18;
/** 48 bits: a guessed tag passes once in 2^48 tries. */
const TAG_LENGTH = TAGGED_POST_ID_LENGTH - BODY_LENGTH;

const tagOf = (body: string, key: string): string =>
  createHmac("sha256", key).update(`post-id:${body}`).digest("base64url").slice(0, TAG_LENGTH);

/** The id for a post derived from `seed` (the same seed, the same id): 18 hash characters and their tag. */
export function taggedPostId(seed: string, key: string): string {
  const body = createHash("sha256").update(seed).digest("base64url").slice(0, BODY_LENGTH);
  return body + tagOf(body, key);
}

/**
 * A Firestore document id a post's page can name (the web app's post page checks the same): what `/p/{id}`
 * reads, and what the trigger keeps in `meta/untaggedPosts` (docs/decisions/0105).
 */
export const POST_ID = /^(?!__.*__$)[A-Za-z0-9_-]{1,64}$/;

/**
 * Whether `id` has the shape of the ids Village mints, its tag unchecked: the trigger tells an untagged post
 * (the console's, an import's) by this alone, without the key.
 */
export const hasTaggedShape = (id: string): boolean => id.length === TAGGED_POST_ID_LENGTH;

/**
 * What an id is: `tagged` (minted by Village under this key), `forged` (the tagged shape with a tag that does
 * not match: made up, never stored) or `untagged` (any other shape: a post from before the tag, an import,
 * the console, or made up; nothing but a read can tell which).
 */
export type PostIdKind = "tagged" | "forged" | "untagged";

export function postIdKind(id: string, key: string): PostIdKind {
  if (!hasTaggedShape(id)) return "untagged";
  const given = Buffer.from(id.slice(BODY_LENGTH));
  const expected = Buffer.from(tagOf(id.slice(0, BODY_LENGTH), key));
  return given.length === expected.length && timingSafeEqual(given, expected) ? "tagged" : "forged";
}
