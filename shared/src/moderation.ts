// Reports, moderation and the public moderation log: the reasons, limits and log entries both sides share
// (their collections and fields are named with the others in firestore-schema.ts).

/** Why a post is reported: the Community Guidelines' categories, as the report dialog offers them. */
export const REPORT_REASONS = [
  "hate",
  "sexual",
  "violence",
  "personal-info",
  "scam",
  "spam",
  "copyright",
  "other",
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** How the report dialog and the moderation queue name each reason. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  hate: "Hate or harassment",
  sexual: "Sexual content",
  violence: "Violence",
  "personal-info": "Personal information (doxxing)",
  scam: "Scam",
  spam: "Spam",
  copyright: "Copyright (DMCA)",
  other: "Something else",
};

/** Longest note a reporter may add. */
export const REPORT_NOTE_MAX = 500;
/** Longest reason a moderator gives for an action (it is published in the log). */
export const MODERATION_REASON_MAX = 200;

/** The log's title for a post removed for personal information: the title itself may be what was removed. */
export const REMOVED_TITLE = "[removed]";

/** What happened to a post, as the public log says it. */
export const LOG_ACTIONS = ["hidden", "restored", "kept", "deleted"] as const;
export type LogAction = (typeof LOG_ACTIONS)[number];

/** Who acted, as a role, never a person: reports (auto-hide), a moderator, an administrator, the author. */
export const LOG_ACTORS = ["reports", "moderator", "administrator", "author"] as const;
export type LogActor = (typeof LOG_ACTORS)[number];

/** One public log entry as stored in `moderationLog` (the time is a Firestore timestamp). */
export interface ModerationLogEntry<Time> {
  action: LogAction;
  by: LogActor;
  reason: string;
  /** The post's title, `REMOVED_TITLE`, or absent (an author's own deletion, a post without a title). */
  title?: string;
  /** For an action on every post by one author: how many posts it took. */
  posts?: number;
  createdAt: Time;
}

/** The log's fields, as a field mask for its reads. */
export const MODERATION_LOG_FIELDS = ["action", "by", "reason", "title", "posts", "createdAt"] as const;

const ACTION_WORDS: Record<LogAction, string> = {
  hidden: "Hidden",
  restored: "Restored",
  kept: "Kept",
  deleted: "Removed",
};
const ACTOR_WORDS: Record<LogActor, string> = {
  reports: "after reports, pending review",
  moderator: "by a moderator",
  administrator: "by an administrator",
  author: "by its author",
};

/** One log line's headline: "Hidden by a moderator", "Removed by its author", "3 posts by one author removed". */
export function logHeadline(entry: Pick<ModerationLogEntry<unknown>, "action" | "by" | "posts">): string {
  if (entry.posts !== undefined) return `${entry.posts} post${entry.posts === 1 ? "" : "s"} by one author removed`;
  return `${ACTION_WORDS[entry.action]} ${ACTOR_WORDS[entry.by]}`;
}

/** What became of a report, as its reporter sees it. */
export const REPORT_OUTCOMES = ["pending", "kept", "hidden", "removed"] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];
