// What an author's moderation notice says (decision 0128): what was done, and what they can do now.
import { NO_APPEAL_REASON, type ModerationNotice } from "@village/shared";
import { localEnd } from "../feedback/SuspensionNotice";

/** What was done, as its author reads it. */
export function headline(notice: ModerationNotice): string {
  const what = notice.reply ? "your reply" : "your post";
  switch (notice.action) {
    case "hidden":
      return `A moderator hid ${what}`;
    case "auto-hidden":
      return `${notice.reply ? "Your reply" : "Your post"} was hidden after reports, until a moderator reviews it`;
    case "removed":
      return `A moderator removed ${what}`;
    case "restored":
      return `A moderator restored ${what}`;
    case "hidden-all":
      return `A moderator hid your posts and replies (${notice.count})`;
    case "suspended":
      return "A moderator suspended you from posting";
  }
}

/** What the author can do now. */
export function whatYouCanDo(notice: ModerationNotice): string {
  const { appeal, action } = notice;
  if (appeal?.status === "waiting") {
    return action === "suspended"
      ? "Your appeal is with another moderator."
      : "Your appeal is with another moderator. The content is kept meanwhile.";
  }
  if (appeal?.status === "reversed") {
    return action === "removed"
      ? "Your appeal was granted, but a removed post cannot be brought back: you may post it again."
      : "Your appeal was granted: the action was reversed.";
  }
  if (appeal?.status === "upheld") return "Your appeal was decided: the action stands.";
  if (notice.noAppeal) return NO_APPEAL_REASON;
  if (notice.appealable) {
    const kept = action === "suspended" ? "" : ", and hidden content is kept until then";
    return `You can appeal once, until ${localEnd(notice.appealUntil)}: a moderator other than the one who acted decides${kept}.`;
  }
  if (action === "restored") return "Nothing: it is up again.";
  return "The time to appeal has passed.";
}
