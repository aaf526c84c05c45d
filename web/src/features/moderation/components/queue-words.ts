// What the queue's buttons, confirmations and status line say for each action.
import { SUSPENSION_LABELS, type ModerationAction, type SuspensionDuration } from "@village/shared";

export const ACTION_LABELS: Record<ModerationAction, string> = {
  keep: "Keep",
  hide: "Hide",
  restore: "Restore",
  delete: "Delete",
  "hide-author": "Hide this author's posts",
  suspend: "Suspend the author",
  approve: "Approve",
  decline: "Decline",
};

/** The actions that cannot be undone from here, or reach beyond this post: each asks first. */
export const CONFIRMED_ACTIONS = new Set<ModerationAction>(["delete", "hide-author", "suspend"]);

/** What an entry is about: a post, or a reply (decision 0117). */
export type Subject = "post" | "reply";

/** `duration` is the suspension's, chosen before Suspend is confirmed. */
export function confirmWords(
  action: ModerationAction,
  duration: SuspensionDuration | undefined,
  subject: Subject = "post",
) {
  switch (action) {
    case "delete":
      return {
        heading: `Delete this ${subject} for good?`,
        body:
          subject === "post"
            ? "It cannot be restored. Its reports stay for the record; the log shows the title as [removed]."
            : "It cannot be restored. Its reports stay for the record; the log shows it as [removed].",
        confirm: `Delete ${subject}`,
      };
    case "hide-author":
      return {
        heading: "Hide all of this author's posts?",
        body:
          "Every post and reply still up by this author is hidden: for a named post or reply, the account's " +
          "named ones; for an anonymous one, that identity's anonymous ones. You are not told who it is; the " +
          "log lists each on its own line with this reason, so the reason should not describe the author.",
        confirm: "Hide this author's posts",
      };
    case "suspend":
      return {
        heading: `Suspend this author${duration ? ` (${SUSPENSION_LABELS[duration].toLowerCase()})` : ""}?`,
        body:
          "The author may not post until the suspension ends: the account, for a named post; that browser, for " +
          "an anonymous post. The log says an author was suspended, and the reason, nothing else.",
        confirm: "Suspend",
      };
    default:
      return { heading: ACTION_LABELS[action], body: "", confirm: ACTION_LABELS[action] };
  }
}

/** The status line after an action succeeded. */
export function doneWords(
  action: ModerationAction,
  posts: number,
  duration: SuspensionDuration | undefined,
  wasHidden = false,
  subject: Subject = "post",
): string {
  switch (action) {
    case "keep":
      return `Reports dismissed; the ${subject} stays up.`;
    case "hide":
      return wasHidden
        ? `Reports acknowledged; the ${subject} stays hidden.`
        : `Hidden: the ${subject} is out of every public view.`;
    case "restore":
      return `Restored: the ${subject} is up again.`;
    case "delete":
      return `Deleted: the ${subject} is gone for good.`;
    case "hide-author":
      // Posts and replies together (the callable's count).
      return `Hidden: ${posts} post${posts === 1 ? "" : "s"} or replies by this author.`;
    case "approve":
      return "Approved: the post is listed, and its author's posts no longer wait in safe mode.";
    case "decline":
      return "Declined: the post stays hidden, and its author is told why.";
    case "suspend":
      if (duration === undefined) return "The author is suspended.";
      return duration === "forever"
        ? "The author is suspended for good."
        : `The author is suspended for ${SUSPENSION_LABELS[duration]}.`;
  }
}
