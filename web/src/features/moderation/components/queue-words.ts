// What the queue's buttons, confirmations and status line say for each action.
import { SUSPENSION_LABELS, type ModerationAction, type SuspensionDuration } from "@village/shared";

export const ACTION_LABELS: Record<ModerationAction, string> = {
  keep: "Keep",
  hide: "Hide",
  restore: "Restore",
  delete: "Delete",
  "hide-author": "Hide this author's posts",
  suspend: "Suspend the author",
};

/** The actions that cannot be undone from here, or reach beyond this post: each asks first. */
export const CONFIRMED_ACTIONS = new Set<ModerationAction>(["delete", "hide-author", "suspend"]);

/** `duration` is the suspension's, chosen before Suspend is confirmed. */
export function confirmWords(action: ModerationAction, duration: SuspensionDuration | undefined) {
  switch (action) {
    case "delete":
      return {
        heading: "Delete this post for good?",
        body: "It cannot be restored. Its reports stay for the record; the log shows the title as [removed].",
        confirm: "Delete post",
      };
    case "hide-author":
      return {
        heading: "Hide all of this author's posts?",
        body:
          "Every post still up by this author is hidden: for a named post, the account's named posts; for an " +
          "anonymous post, that browser's anonymous posts. You are not told who it is; the log lists each post " +
          "on its own line with this reason, so the reason should not describe the author.",
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
): string {
  switch (action) {
    case "keep":
      return "Reports dismissed; the post stays up.";
    case "hide":
      return wasHidden
        ? "Reports acknowledged; the post stays hidden."
        : "Hidden: the post is out of every public view.";
    case "restore":
      return "Restored: the post is up again.";
    case "delete":
      return "Deleted: the post is gone for good.";
    case "hide-author":
      return `Hidden: ${posts} post${posts === 1 ? "" : "s"} by this author.`;
    case "suspend":
      if (duration === undefined) return "The author is suspended.";
      return duration === "forever"
        ? "The author is suspended for good."
        : `The author is suspended for ${SUSPENSION_LABELS[duration]}.`;
  }
}
