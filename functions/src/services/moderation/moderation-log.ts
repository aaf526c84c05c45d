// The public moderation log: what happened, why and roughly when, never who moderated, who reported, who
// wrote a post, or which lines were one action. A line shows a post's title only while the post is public.
import { Timestamp, type Firestore, type Transaction } from "firebase-admin/firestore";
import { MODERATION_REASON_MAX, REMOVED_TITLE, type LogAction, type LogActor } from "@village/shared";
import {
  MODERATION_LOG_TITLES_COLLECTION,
  type QueueEntryDocument,
  type SuggestionDocument,
} from "@village/shared/documents";
import { collections } from "../../lib/collections.js";

// Server only (shared/src/documents/log-title.ts): a titled line's post, so the trigger can redact the title
// once the post leaves public view (`titledLines`); the public line must not carry it.
export { MODERATION_LOG_TITLES_COLLECTION };

/** Most titled lines one post's redaction rewrites in one transaction (a post has a handful at most). */
const MAX_TITLED_LINES = 200;

const HOUR_MS = 3_600_000;

export interface LogLine {
  action: LogAction;
  by: LogActor;
  reason: string;
  /** The post's title as `logTitleFor` gives it; shown only where the post stays up (see `writeLog`). */
  title?: string | undefined;
  /** A moderator chose to show the title of a post they hid or deleted as spam. */
  showTitle?: boolean | undefined;
  /** The post the line is about: kept privately, for redacting its title later; never on the public line. */
  postId?: string;
  /** The line is about a reply: it shows "[removed]" whatever the action, and keeps nothing about it. */
  reply?: true;
}

/**
 * The title a log entry may show for a post: "[removed]" once anyone reported it for personal information
 * (the title may be the very thing removed), else its title, if it has one.
 */
export function logTitleFor(
  post: Pick<SuggestionDocument, "title"> | null | undefined,
  queue: Pick<QueueEntryDocument, "reasons"> | null | undefined,
): string | undefined {
  const personal = (queue?.reasons?.["personal-info"] ?? 0) > 0;
  if (personal) return REMOVED_TITLE;
  return typeof post?.title === "string" && post.title !== "" ? post.title : undefined;
}

/**
 * What the public log shows of a title: the log says what moderators did, not what was removed, so a hidden
 * or deleted post's title is "[removed]" unless a moderator chose to show it (spam); a post that stays up
 * (kept, restored) shows its title, as the board does, until it leaves public view.
 */
function publicTitle(line: LogLine): string | undefined {
  // A reply has no title, and its text is never quoted: "[removed]" for every action (decision 0117).
  if (line.reply === true) return REMOVED_TITLE;
  if (line.title === undefined || line.action === "suspended") return undefined;
  if (line.action === "safe-mode-on" || line.action === "safe-mode-off") return undefined;
  const removed = line.action === "hidden" || line.action === "deleted" || line.action === "declined";
  return removed && line.showTitle !== true ? REMOVED_TITLE : line.title;
}

/**
 * A line's time: a random instant in the clock hour of `at`, not after `at`. Lines of one action (one per
 * post of "hide this author's posts") get independent times, so neither a shared time nor their order ties
 * them together; the log shows the hour only.
 */
export function logTime(at: Date, random: () => number = Math.random): Timestamp {
  const hourStart = Math.floor(at.getTime() / HOUR_MS) * HOUR_MS;
  return Timestamp.fromMillis(hourStart + Math.floor(random() * (at.getTime() - hourStart + 1)));
}

/**
 * Writes one log line in the transaction, under a random id and with its own time (`logTime`). A line that
 * shows a title that may later have to go (kept, restored) is remembered privately with its post's id.
 */
export function writeLog(transaction: Transaction, db: Firestore, line: LogLine, at = new Date()): void {
  const stored = collections(db);
  const ref = stored.moderationLog.doc();
  const title = publicTitle(line);
  transaction.set(ref, {
    action: line.action,
    by: line.by,
    reason: line.reason.slice(0, MODERATION_REASON_MAX),
    ...(title !== undefined && { title }),
    createdAt: logTime(at),
  });
  // The spam exception (a moderator chose to show a hidden or deleted post's title) stays as it is.
  // So does a closed or reopened thread's post, which stays up too.
  const mayGo = ["kept", "restored", "closed", "reopened", "approved"].includes(line.action);
  if (mayGo && line.reply !== true && title !== undefined && title !== REMOVED_TITLE && line.postId !== undefined) {
    transaction.set(stored.moderationLogTitles.doc(ref.id), { postId: line.postId });
  }
}

/**
 * Reads, in the transaction, the log lines that show the post's title; `redact` (after every read) makes
 * each show "[removed]" and forgets it: the post has left public view, whoever took it out.
 */
export async function titledLines(transaction: Transaction, db: Firestore, postId: string) {
  const stored = collections(db);
  const found = await transaction.get(stored.moderationLogTitles.where("postId", "==", postId).limit(MAX_TITLED_LINES));
  const lines = found.empty
    ? []
    : await transaction.getAll(...found.docs.map((doc) => stored.moderationLog.doc(doc.id)));
  return {
    count: found.size,
    redact(): void {
      for (const line of lines) if (line.exists) transaction.update(line.ref, { title: REMOVED_TITLE });
      for (const doc of found.docs) transaction.delete(doc.ref);
    },
  };
}
