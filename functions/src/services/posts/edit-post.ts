// An author editing their own post (issue #48): within EDIT_WINDOW_MS of posting, while it has no reply and no
// report, through the same field schemas and allowances as a new post of its kind. The edit writes the system
// of record alone; the trigger (projection/sync-post.ts) carries it to every public view. What it replaces is
// kept server-only under the post (`versions`), for the author and moderators (docs/decisions/0127).
import { FieldValue, getFirestore } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import {
  ANONYMOUS_AUTHOR_TYPE,
  DETAILS_FIELD,
  EDIT_AFTER_REPLY_MESSAGE,
  EDIT_AFTER_APPROVAL_MESSAGE,
  EDIT_AFTER_REPORT_MESSAGE,
  EDIT_HIDDEN_POST_MESSAGE,
  EDIT_WINDOW_CLOSED_MESSAGE,
  EDIT_WINDOW_MS,
  editedAnonymousPost,
  editedSuggestion,
  NOT_YOUR_POST_TO_EDIT_MESSAGE,
  UNKNOWN_POST_MESSAGE,
  type PostVersionAnswer,
} from "@village/shared";
import type { PostVersionDocument, SuggestionDocument } from "@village/shared/documents";
import { collections, threadCollections } from "../../lib/collections.js";
import { dayCounters, giveBack, takeMinuteSlots, type Limiter, type RateLimitRef } from "../limits/allowances.js";
import { isAuthor, type Deleter } from "./delete-post.js";
import { badInput, isWithheld, keyHash, postRefs } from "./post-state.js";

/** Which of the two forms made a post: its kind decides the fields an edit takes and the allowance it spends. */
export type PostKind = "suggestion" | "anonymous";

export const kindOf = (post: SuggestionDocument): PostKind =>
  post.authorType === ANONYMOUS_AUTHOR_TYPE ? "anonymous" : "suggestion";

/** Who edits: the same keys that may delete (the account, or the anonymous identity's keyed hash). */
export type Editor = Deleter;

/** What an edit sends: every content field as it came (the kind's schema parses them). */
export interface EditRequest {
  postId: string;
  fields: Record<"title" | "details" | "link" | "text", unknown>;
  requestId: string;
}

/** The post's content fields, as stored, for a kind: what an edit replaces and what a version keeps. */
function contentOf(
  post: SuggestionDocument,
): Pick<SuggestionDocument, "title" | "link" | "text" | typeof DETAILS_FIELD> {
  return {
    ...(post.title !== undefined && { title: post.title }),
    ...(post[DETAILS_FIELD] !== undefined && { [DETAILS_FIELD]: post[DETAILS_FIELD] }),
    ...(post.link !== undefined && { link: post.link }),
    ...(post.text !== undefined && { text: post.text }),
  };
}

/** The new content, parsed by the post's kind's schema; a problem is refused as a schema problem is, by field. */
function parsedContent(kind: PostKind, fields: EditRequest["fields"]) {
  const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  const parsed = kind === "suggestion" ? editedSuggestion.safeParse(given) : editedAnonymousPost.safeParse(given);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
    throw new HttpsError("invalid-argument", issues[0]?.message ?? "This request is not valid.", { issues });
  }
  const content = parsed.data;
  // Every content field is written: one the edit empties is deleted, as a new post would not store it.
  const or = (value: string | undefined) => (value === undefined || value.trim() === "" ? FieldValue.delete() : value);
  return "details" in content
    ? { title: content.title, [DETAILS_FIELD]: content.details }
    : { title: or(content.title), link: or(content.link), text: or(content.text) };
}

/**
 * Why the post cannot be edited by this caller now, as a refusal, or null when it can. Anyone but its author
 * is told of a hidden post only what a post that never was is told (as Delete does, decision 0093).
 */
function refusal(post: SuggestionDocument, editor: Editor, now: number): HttpsError | null {
  if (!isAuthor(post, editor, undefined)) {
    return isWithheld(post)
      ? badInput("postId", UNKNOWN_POST_MESSAGE)
      : new HttpsError("permission-denied", NOT_YOUR_POST_TO_EDIT_MESSAGE);
  }
  // Never brought back by an edit: a hidden or held post stays out of view until a moderator decides.
  if (isWithheld(post) || post.heldUntil !== undefined)
    return new HttpsError("failed-precondition", EDIT_HIDDEN_POST_MESSAGE);
  // Approved as it stood out of safe mode's hold (decision 0131): an edit would list words nobody reviewed.
  if (post.approvedAt !== undefined) return new HttpsError("failed-precondition", EDIT_AFTER_APPROVAL_MESSAGE);
  const created = post.createdAt?.toMillis();
  if (created === undefined || now - created > EDIT_WINDOW_MS) {
    return new HttpsError("failed-precondition", EDIT_WINDOW_CLOSED_MESSAGE);
  }
  return null;
}

/**
 * Edits the caller's own post. A retry of the edit that succeeded succeeds again without spending; a refused
 * edit changes nothing and spends nothing. `limitsFor` gives the allowances a new post of the kind spends.
 */
export async function editOwnPost(
  request: EditRequest,
  editor: Editor,
  limitsFor: (kind: PostKind) => Limiter[],
): Promise<void> {
  const db = getFirestore();
  const refs = postRefs(db, request.postId);
  const thread = threadCollections(db, request.postId);
  const requestKey = keyHash(`edit:${editor.scope}:${request.requestId}`);

  // Checked before any allowance is spent, and again in the transaction (the post may change in between).
  const first = (await refs.post.get()).data();
  // Deleted or never stored, to the author as to anyone: one answer (issue #44, decision 0093).
  if (first === undefined) throw badInput("postId", UNKNOWN_POST_MESSAGE);
  if (first.editRequestKey === requestKey && isAuthor(first, editor, undefined)) return;
  const kind = kindOf(first);
  const content = parsedContent(kind, request.fields);
  const early = refusal(first, editor, Date.now());
  if (early) throw early;

  const now = new Date();
  const limiters = limitsFor(kind);
  const slots: RateLimitRef[] = [];
  let edited = false;
  try {
    await takeMinuteSlots(db, limiters, now, slots);
    const days = dayCounters(db, limiters, now);
    edited = await db.runTransaction(async (transaction) => {
      const reports = collections(db).reports.where("postId", "==", request.postId).limit(1);
      const [postRead, replies, reported, counters, count] = await Promise.all([
        transaction.get(refs.post),
        transaction.get(thread.replies.limit(1)),
        transaction.get(reports),
        transaction.getAll(...days.refs),
        transaction.get(thread.versions.count()),
      ]);
      const post = postRead.data();
      if (post === undefined) throw badInput("postId", UNKNOWN_POST_MESSAGE);
      if (post.editRequestKey === requestKey && isAuthor(post, editor, undefined)) return false;
      const refused = refusal(post, editor, Date.now());
      if (refused) throw refused;
      // Any reply, shown or not: an edit after it would change what it answered (Mastodon #17370).
      if (!replies.empty) throw new HttpsError("failed-precondition", EDIT_AFTER_REPLY_MESSAGE);
      // Any report, pending or decided: an edit must not slip a reported post past its review.
      if (!reported.empty) throw new HttpsError("failed-precondition", EDIT_AFTER_REPORT_MESSAGE);
      days.spend(transaction, counters);
      const shownFrom = post.editedAt ?? post.createdAt;
      const version: PostVersionDocument = { ...contentOf(post), ...(shownFrom !== undefined && { shownFrom }) };
      const number = count.data().count + 1;
      transaction.create(thread.versions.doc(String(number)), {
        ...version,
        replacedAt: FieldValue.serverTimestamp(),
      });
      transaction.update(refs.post, {
        ...content,
        editedAt: FieldValue.serverTimestamp(),
        editRequestKey: requestKey,
      });
      return true;
    });
  } finally {
    // The minute slots of an edit that changed nothing (refused, or a retry) go back.
    if (!edited) await giveBack(slots);
  }
}

/** A stored time as the callables answer it. */
const isoOf = (time: { toDate(): Date }) => time.toDate().toISOString();

/**
 * What the author's edits of a post replaced, oldest first, as its author and moderators are answered it
 * (never the public): one query of the post's `versions`.
 */
export async function readVersions(postId: string): Promise<PostVersionAnswer[]> {
  const read = await threadCollections(getFirestore(), postId).versions.get();
  return read.docs
    .sort((a, b) => Number(a.id) - Number(b.id))
    .map((snapshot) => {
      const version = snapshot.data();
      const details = version[DETAILS_FIELD] ?? version.text;
      return {
        ...(version.title !== undefined && { title: version.title }),
        ...(details !== undefined && { details }),
        ...(version.link !== undefined && { link: version.link }),
        ...(version.shownFrom !== undefined && { shownFrom: isoOf(version.shownFrom) }),
        ...(version.replacedAt !== undefined && { replacedAt: isoOf(version.replacedAt) }),
      };
    });
}
