// The moderation feature's calls: reporting, deleting, moderating, and reading the queue, your reports and
// the public log.
import {
  deletePost,
  MAX_PAGE_SIZE,
  moderatePost,
  moderationQueue,
  MODERATION_LOG_COLLECTION,
  MODERATION_LOG_FIELDS,
  myReports,
  reportPost,
  LOG_ACTIONS,
  LOG_ACTORS,
  type CallableParsedInput,
  type LogAction,
  type LogActor,
  type MyReport,
  type QueueItem,
} from "@village/shared";
import { callFunction } from "../../../lib/firebase/functions";
import { dropEndedIdentity, ensureIdentity, restoreIdentity } from "../../../lib/firebase/anonymous-identity";
import { cursorAfter, runQuery, type PageCursor, type Query } from "../../../lib/firebase/firestore-rest";
import { forgetAuthoredPost } from "../../../lib/authored-posts";
import { forgetOwnPost } from "../../../lib/own-posts";

/** Reports a post, as the signed-in account or, signed out, as the browser's anonymous identity. */
export async function sendReport(input: CallableParsedInput<typeof reportPost>): Promise<void> {
  await ensureIdentity();
  await callFunction(reportPost, input).catch(async (error: unknown) => {
    await dropEndedIdentity(error);
    throw error;
  });
}

/** Deletes the caller's own post (as the account, or the identity that posted it) and forgets it here. */
export async function sendDelete(input: CallableParsedInput<typeof deletePost>): Promise<void> {
  // Restored from storage, never made: a new identity could delete nothing.
  await restoreIdentity({ use: true });
  await callFunction(deletePost, input);
  forgetAuthoredPost(input.postId);
  forgetOwnPost(input.postId);
}

export async function sendModeration(input: CallableParsedInput<typeof moderatePost>): Promise<number> {
  return (await callFunction(moderatePost, input)).posts;
}

/** One page of the moderation queue, and the cursor of the next (absent on the last). */
export async function fetchQueue(cursor?: string): Promise<{ items: QueueItem[]; next?: string | undefined }> {
  return callFunction(moderationQueue, cursor === undefined ? {} : { cursor });
}

export async function fetchMyReports(): Promise<MyReport[]> {
  return (await callFunction(myReports, {})).reports;
}

/** One public log line as the page shows it. */
export interface LogLine {
  id: string;
  action: LogAction;
  by: LogActor;
  reason: string;
  title?: string;
  at: Date;
}

/** Where the log's next page starts (opaque). */
export type LogCursor = PageCursor;

export interface LogPage {
  lines: LogLine[];
  next: LogCursor | null;
}

const LOG_PAGE_SIZE = Math.min(25, MAX_PAGE_SIZE);
const logOrder: Query["orderBy"] = [
  { field: "createdAt", direction: "DESCENDING" },
  { field: "__name__", direction: "DESCENDING" },
];

const oneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === "string" && (values as readonly string[]).includes(value);

/**
 * One stored log line (shared/src/documents/moderation-log-line.ts; its times as Dates) as the page shows it;
 * null for a malformed line, or an author's own deletion from before those left the log (not moderation).
 */
export function logLineFrom(id: string, data: Record<string, unknown>): LogLine | null {
  const { action, by, reason, title, createdAt } = data;
  if (!oneOf(LOG_ACTIONS, action) || !oneOf(LOG_ACTORS, by) || !(createdAt instanceof Date)) return null;
  if (by === "author") return null;
  return {
    id,
    action,
    by,
    reason: typeof reason === "string" ? reason : "",
    ...(typeof title === "string" && { title }),
    at: createdAt,
  };
}

/**
 * A page of the public moderation log, newest first, after `after`; malformed entries are skipped. `signal`
 * aborts the request (the page was left, or a newer read replaced it).
 */
export async function fetchLogPage(after: PageCursor | null, signal?: AbortSignal): Promise<LogPage> {
  const documents = await runQuery(
    {
      collection: MODERATION_LOG_COLLECTION,
      orderBy: logOrder,
      ...(after ? { startAfter: after } : {}),
      limit: LOG_PAGE_SIZE,
      select: MODERATION_LOG_FIELDS,
    },
    signal,
  );
  const lines = documents.flatMap(({ id, data }) => logLineFrom(id, data) ?? []);
  const last = documents.at(-1);
  return { lines, next: documents.length === LOG_PAGE_SIZE && last ? cursorAfter(last, logOrder) : null };
}
export { useFreshClaims } from "../../../lib/firebase/use-fresh-claims";
