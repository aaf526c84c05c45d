// The public moderation log as the `/moderation` page reads it (through `/api/moderation-log`): a page of
// lines holding what the page shows and nothing that could group them (docs/decisions/0087).
import { FieldPath, getFirestore, type Firestore } from "firebase-admin/firestore";
import {
  MODERATION_LOG_FIELDS,
  MODERATION_LOG_PAGE_SIZE,
  type LogAnswerLine,
  type ModerationLogAnswer,
} from "@village/shared";
import { moderationLogLineDocument, type ModerationLogLineDocument } from "@village/shared/documents";
import { collections } from "../../lib/collections.js";

const HOUR_MS = 3_600_000;

/** The start of the clock hour of a line's time, the finest time the log states (decision 0034). */
export const hourOf = (millis: number): string => new Date(Math.floor(millis / HOUR_MS) * HOUR_MS).toISOString();

/**
 * A stored line as the endpoint gives it: its hour, never its time, id or commit time; null for an author's
 * own deletion from before those left the log (not moderation).
 */
export function answerLine(line: ModerationLogLineDocument): LogAnswerLine | null {
  if (line.by === "author") return null;
  return {
    action: line.action,
    by: line.by,
    reason: line.reason,
    ...(line.title !== undefined && { title: line.title }),
    hour: hourOf(line.createdAt.toMillis()),
  };
}

/**
 * One page of the log, newest first (by each line's random time in its hour, then its random id), after the
 * line whose id is `after`; null when `after` names no line. The cursor is that random id: it says nothing of
 * the line. Costs one query of a page (and one read of the cursor's line).
 */
export async function readLogPage(
  after: string | null,
  db: Firestore = getFirestore(),
): Promise<ModerationLogAnswer | null> {
  // Read unparsed, each line checked on its own: one malformed line (an administrator's edit) is skipped, as
  // the page always skipped it, rather than failing the whole log.
  const log = collections(db).moderationLog.withConverter(null);
  let query = log
    .orderBy("createdAt", "desc")
    .orderBy(FieldPath.documentId(), "desc")
    .select(...MODERATION_LOG_FIELDS)
    .limit(MODERATION_LOG_PAGE_SIZE);
  if (after !== null) {
    const start = await log.doc(after).get();
    if (!start.exists) return null;
    query = query.startAfter(start);
  }
  const page = await query.get();
  const lines = page.docs.flatMap((doc) => {
    const line = moderationLogLineDocument.safeParse(doc.data());
    return (line.success && answerLine(line.data)) || [];
  });
  const last = page.docs.at(-1);
  return { lines, next: page.size === MODERATION_LOG_PAGE_SIZE && last ? last.id : null };
}
