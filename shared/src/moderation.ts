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

/**
 * The log's title for a hidden or deleted post: the title itself may be what was removed, so the log shows
 * what moderators did, not what they removed (see docs/moderation.md, "The public log").
 */
export const REMOVED_TITLE = "[removed]";

/**
 * Safe mode's lines (decision 0131): it was turned on or off (by a moderator, or by itself), and a post it held
 * was approved or declined by a moderator. Each its own kind of line, so a report counts them apart.
 */
export const SAFE_MODE_LOG_ACTIONS = ["safe-mode-on", "safe-mode-off", "approved", "declined"] as const;
export type SafeModeLogAction = (typeof SAFE_MODE_LOG_ACTIONS)[number];

/**
 * What happened, as the public log says it: to a post, or (`suspended`) to an author nobody is named;
 * `closed` and `reopened`: a moderator closed a post to replies or opened it again (decision 0121);
 * `appeal-upheld` and `appeal-reversed`: a second moderator decided an author's appeal (decision 0129); and
 * safe mode's lines.
 */
export const LOG_ACTIONS = [
  "hidden",
  "restored",
  "kept",
  "deleted",
  "suspended",
  "closed",
  "reopened",
  "appeal-upheld",
  "appeal-reversed",
  ...SAFE_MODE_LOG_ACTIONS,
] as const;
export type LogAction = (typeof LOG_ACTIONS)[number];

/**
 * Who acted, as a role, never a person: reports (auto-hide), a moderator, an administrator, the author, or
 * `automatic`: safe mode's own switch, by the rate of new identities' posts (decision 0131).
 */
export const LOG_ACTORS = ["reports", "moderator", "administrator", "author", "automatic"] as const;
export type LogActor = (typeof LOG_ACTORS)[number];

/**
 * One public log entry as stored in `moderationLog` (the time is a Firestore timestamp). One entry per post
 * acted on: nothing in the log groups posts or counts them, so nothing ties two posts to one author.
 */
export interface ModerationLogEntry<Time> {
  action: LogAction;
  by: LogActor;
  reason: string;
  /**
   * The post's title while it stays up (kept, restored), else `REMOVED_TITLE`, or the title a moderator chose
   * to show (spam); absent for a post without a title and for a suspension.
   */
  title?: string;
  createdAt: Time;
}

/** The log's fields, as a field mask for its reads. */
export const MODERATION_LOG_FIELDS = ["action", "by", "reason", "title", "createdAt"] as const;

/** The headline of each kind of line, by who acted and what they did. */
const HEADLINES: Record<Exclude<LogActor, "automatic">, Record<Exclude<LogAction, SafeModeLogAction>, string>> = {
  reports: {
    hidden: "Hidden after reports, pending review",
    restored: "Shown again after review",
    kept: "Reports dismissed; the post stays up",
    deleted: "Removed after reports",
    suspended: "An author was suspended",
    closed: "Replies closed",
    reopened: "Replies reopened",
    "appeal-upheld": "An appeal was decided: the action stands",
    "appeal-reversed": "An appeal was decided: the action was reversed",
  },
  moderator: {
    hidden: "Hidden by a moderator",
    restored: "Restored by a moderator; the post is up again",
    kept: "Reports dismissed; the post stays up",
    deleted: "Removed by a moderator",
    suspended: "An author was suspended",
    closed: "Replies closed by a moderator",
    reopened: "Replies reopened by a moderator",
    "appeal-upheld": "An appeal was decided by another moderator: the action stands",
    "appeal-reversed": "An appeal was decided by another moderator: the action was reversed",
  },
  administrator: {
    hidden: "Hidden by an administrator",
    restored: "Restored by an administrator; the post is up again",
    kept: "Reports dismissed by an administrator; the post stays up",
    deleted: "Removed by an administrator",
    suspended: "An author was suspended",
    closed: "Replies closed by an administrator",
    reopened: "Replies reopened by an administrator",
    "appeal-upheld": "An appeal was decided by an administrator: the action stands",
    "appeal-reversed": "An appeal was decided by an administrator: the action was reversed",
  },
  author: {
    hidden: "Hidden by its author",
    restored: "Shown again by its author",
    kept: "Kept by its author",
    deleted: "Removed by its author",
    suspended: "An author was suspended",
    closed: "Replies closed by its author",
    reopened: "Replies reopened by its author",
    "appeal-upheld": "An appeal was decided: the action stands",
    "appeal-reversed": "An appeal was decided: the action was reversed",
  },
};

/** One log line's headline, saying what happened: "Reports dismissed; the post stays up", "An author was suspended". */
export function logHeadline(entry: Pick<ModerationLogEntry<unknown>, "action" | "by">): string {
  const { action, by } = entry;
  if (isSafeModeLogAction(action)) return SAFE_MODE_HEADLINES[action][by === "automatic" ? "automatic" : "person"];
  return HEADLINES[by === "automatic" ? "administrator" : by][action];
}

const isSafeModeLogAction = (action: LogAction): action is SafeModeLogAction =>
  (SAFE_MODE_LOG_ACTIONS as readonly string[]).includes(action);

/** Safe mode's headlines: switched by itself (`automatic`), or by a person (a moderator). */
const SAFE_MODE_HEADLINES: Record<SafeModeLogAction, { automatic: string; person: string }> = {
  "safe-mode-on": {
    automatic: "Safe mode turned on by itself: many posts from new identities; their posts wait for a moderator",
    person: "Safe mode turned on by a moderator: posts from new identities wait for a moderator",
  },
  "safe-mode-off": {
    automatic: "Safe mode turned off by itself after a quiet hour",
    person: "Safe mode turned off by a moderator",
  },
  approved: { automatic: "A post held by safe mode was approved", person: "A post held by safe mode was approved" },
  declined: { automatic: "A post held by safe mode was declined", person: "A post held by safe mode was declined" },
};

/** How long a moderator suspends an author for: a day, a week, or for good. */
export const SUSPENSION_DURATIONS = ["1d", "7d", "forever"] as const;
export type SuspensionDuration = (typeof SUSPENSION_DURATIONS)[number];
export const SUSPENSION_LABELS: Record<SuspensionDuration, string> = {
  "1d": "1 day",
  "7d": "7 days",
  forever: "For good",
};
/** Each duration in milliseconds; null for good. */
export const SUSPENSION_MS: Record<SuspensionDuration, number | null> = {
  "1d": 24 * 60 * 60 * 1000,
  "7d": 7 * 24 * 60 * 60 * 1000,
  forever: null,
};

/**
 * What a suspended author is told when they try to post: who is suspended (this account, or this browser
 * for anonymous posts), until when, and why; never which post it was for.
 */
export function suspendedMessage(who: "account" | "browser", until: Date | null, reason: string): string {
  const subject = who === "account" ? "This account" : "This browser";
  const posting = who === "account" ? "may not post" : "may not post anonymously";
  const when = until === null ? "for good" : `until ${until.toISOString().slice(0, 16).replace("T", " ")} UTC`;
  return `${subject} ${posting} ${when}: a moderator suspended it (${reason}). See the Community Guidelines.`;
}

/** The answer to a post whose id was deleted before: a deleted post never comes back, whatever is re-sent. */
export const POST_WAS_DELETED_MESSAGE = "This post was deleted.";

/** What became of a report, as its reporter sees it. */
/**
 * Where a report's note came from, in the order moderators read them: an account with standing, another
 * account, a signed-out visitor (an anonymous identity). Never who.
 */
export const NOTE_SOURCES = ["standing", "account", "signed-out"] as const;
export type NoteSource = (typeof NOTE_SOURCES)[number];

export const REPORT_OUTCOMES = ["pending", "kept", "hidden", "removed"] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];

/**
 * The Community Guidelines' rules a moderator names with an action (decision 0128): each is a section of the
 * guidelines page (`/guidelines#guideline-{id}`, `guidelineAnchor`), so the author reads the rule itself.
 */
export const GUIDELINES = [
  "keep-it-human",
  "hate",
  "harassment",
  "sexual",
  "violence",
  "doxxing",
  "scams",
  "spam",
  "illegal",
] as const;
export type Guideline = (typeof GUIDELINES)[number];
export const GUIDELINE_LABELS: Record<Guideline, string> = {
  "keep-it-human": "Keep it human",
  hate: "Hate",
  harassment: "Harassment",
  sexual: "Porn and sexual content",
  violence: "Violence",
  doxxing: "Doxxing",
  scams: "Scams",
  spam: "Spam",
  illegal: "Illegal content",
};

/** How long an author may appeal an action, from when it was taken (decision 0129). */
export const APPEAL_WINDOW_DAYS = 14;
export const APPEAL_WINDOW_MS = APPEAL_WINDOW_DAYS * 24 * 60 * 60 * 1000;
