// The moderation feature's calls: reporting, deleting, moderating, and reading the queue, your reports and
// the public log.
import {
  deletePost,
  editPost,
  logPageUrl,
  moderatePost,
  moderationQueue,
  moderationLogAnswer,
  myReports,
  reportPost,
  setSafeMode,
  type CallableParsedInput,
  type LogAction,
  type LogActor,
  type LogAnswerLine,
  type MyReport,
  type QueueItem,
} from "@village/shared";
import { callFunction } from "../../../lib/firebase/functions";
import { readEndpoint } from "../../../lib/read/read";
import { restoreIdentity } from "../../../lib/firebase/auth/anonymous-identity";
import { callAsThisBrowser } from "../../../lib/firebase/call-as-this-browser";
import { forgetAuthoredPost } from "../../../lib/authored-posts";
import { forgetOwnPost } from "../../../lib/own-posts";

/** Reports a post, as the signed-in account or, signed out, as the browser's anonymous identity. */
export async function sendReport(input: CallableParsedInput<typeof reportPost>): Promise<void> {
  await callAsThisBrowser(reportPost, input);
}

/** Deletes the caller's own post (as the account, or the identity that posted it) and forgets it here. */
export async function sendDelete(input: CallableParsedInput<typeof deletePost>): Promise<void> {
  // Restored from storage, never made: a new identity could delete nothing.
  await restoreIdentity({ use: true });
  await callFunction(deletePost, input);
  forgetAuthoredPost(input.postId);
  forgetOwnPost(input.postId);
}

/** The post as an author's edit left it, its edit's time included (`editPost`'s reply). */
export type EditedPost = Awaited<ReturnType<typeof callEditPost>>["post"];
const callEditPost = (input: CallableParsedInput<typeof editPost>) => callFunction(editPost, input);

/** Edits the caller's own post (as the account, or the identity that posted it); answers it as now listed. */
export async function sendEdit(input: CallableParsedInput<typeof editPost>): Promise<EditedPost> {
  // Restored from storage, never made: a new identity could edit nothing.
  await restoreIdentity({ use: true });
  return (await callEditPost(input)).post;
}

export async function sendModeration(input: CallableParsedInput<typeof moderatePost>): Promise<number> {
  return (await callFunction(moderatePost, input)).posts;
}

/** One page of the moderation queue, and the cursor of the next (absent on the last). */
export async function fetchQueue(
  cursor?: string,
): Promise<{ items: QueueItem[]; next?: string | undefined; safeMode?: boolean | undefined }> {
  return callFunction(moderationQueue, cursor === undefined ? {} : { cursor });
}

export async function fetchMyReports(): Promise<MyReport[]> {
  return (await callFunction(myReports, {})).reports;
}

/** One public log line as the page shows it: `at` is the start of its hour, the finest time the log states. */
export interface LogLine {
  action: LogAction;
  by: LogActor;
  reason: string;
  title?: string;
  at: Date;
}

/** Where the log's next page starts (opaque: the endpoint's `after`, passed back as it came). */
export type LogCursor = string;

export interface LogPage {
  lines: LogLine[];
  next: LogCursor | null;
}

/** A line of `/api/moderation-log`'s answer as the page shows it. */
export function logLineFrom({ action, by, reason, title, hour }: LogAnswerLine): LogLine {
  return { action, by, reason, ...(title !== undefined && { title }), at: new Date(hour) };
}

/**
 * A page of the public moderation log, newest hour first, after `after`, from `/api/moderation-log` (the log's
 * documents are the functions' only: decisions/0087). `signal` aborts the request (the page was left, or a
 * newer read replaced it).
 */
export async function fetchLogPage(after: LogCursor | null, signal?: AbortSignal): Promise<LogPage> {
  const answer = await readEndpoint(logPageUrl(after), moderationLogAnswer, signal);
  return { lines: answer.lines.map(logLineFrom), next: answer.next };
}
export { useFreshClaims } from "../../../lib/firebase/use-fresh-claims";

/** Turns safe mode for new identities on or off (a moderator's switch, decision 0131); resolves to its state. */
export async function sendSafeMode(input: CallableParsedInput<typeof setSafeMode>): Promise<boolean> {
  return (await callFunction(setSafeMode, input)).on;
}
