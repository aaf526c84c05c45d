// Per-thread anonymous names (issue #47, docs/decisions/0115): a signed-out reply is signed "Anonymous" and a
// word, the same for one identity throughout one thread, computed independently in each thread (a keyed hash
// of the identity and the post), and never the same for two identities in one thread: the thread's registry,
// `suggestions/{postId}/threadNames/{word}`, says which identity holds each name given there.
import { createHmac } from "node:crypto";
import type { CollectionReference, DocumentReference, Transaction } from "firebase-admin/firestore";
import { threadName } from "@village/shared";
import type { ThreadNameDocument } from "@village/shared/documents";
import { THREAD_WORDS } from "./thread-words.js";

const keyed = (secret: string, label: string, identity: string, postId: string): Buffer =>
  createHmac("sha256", secret).update(`${label}:${postId}:${identity}`).digest();

/**
 * The identity (a verified uid) as one thread knows it: a keyed hash of it and the post, so that the
 * server-only documents of two threads (threadNames, threadRepliers) never hold the same value for it.
 */
export const threadIdentity = (identity: string, postId: string, secret: string): string =>
  keyed(secret, "thread-identity", identity, postId).toString("hex").slice(0, 32);

/** Where the identity's name is looked for first in this thread: an index into the words, from its own hash. */
export const threadWordIndex = (identity: string, postId: string, secret: string, count = THREAD_WORDS.length) =>
  keyed(secret, "thread-name", identity, postId).readUInt32BE(0) % count;

/**
 * Names are probed forward from the hashed index this many words at a time; when all of them are taken in
 * one round, the same words with the next number ("Heron 2"). A thread's first reply by an identity then
 * reads PROBE_WIDTH documents per round, never the whole list, however many names the thread holds.
 */
export const PROBE_WIDTH = 16;

/** The `step`-th name tried from `start`: its registry id ("heron", "heron-2") and the name it signs with. */
export function candidateName(start: number, step: number, words: readonly string[] = THREAD_WORDS) {
  const round = Math.floor(step / PROBE_WIDTH) + 1;
  const word = words[(start + (step % PROBE_WIDTH)) % words.length] ?? "Heron";
  return round === 1
    ? { id: word.toLowerCase(), name: threadName(word) }
    : { id: `${word.toLowerCase()}-${round}`, name: threadName(`${word} ${round}`) };
}

/** A name found for the identity in a thread, and its registry entry to create (null: the identity's already). */
export interface ThreadNameClaim {
  name: string;
  claim: DocumentReference<ThreadNameDocument, ThreadNameDocument> | null;
}

/**
 * Inside the reply's transaction (reads only; the caller creates `claim` with its writes): the first name,
 * probing forward from the identity's hashed index, that is free or already the identity's. Two identities
 * claiming one free name at once both read it, so one transaction fails and retries, then probes past it.
 */
export async function findThreadName(
  transaction: Transaction,
  names: CollectionReference<ThreadNameDocument, ThreadNameDocument>,
  identity: string,
  start: number,
): Promise<ThreadNameClaim> {
  for (let first = 0; ; first += PROBE_WIDTH) {
    const candidates = Array.from({ length: PROBE_WIDTH }, (_, offset) => candidateName(start, first + offset));
    const refs = candidates.map(({ id }) => names.doc(id));
    const found = await transaction.getAll(...refs);
    for (const [index, snapshot] of found.entries()) {
      const candidate = candidates[index];
      const ref = refs[index];
      if (candidate === undefined || ref === undefined) continue;
      const holder = snapshot.data();
      if (holder === undefined) return { name: candidate.name, claim: ref };
      if (holder.identity === identity) return { name: candidate.name, claim: null };
    }
  }
}
