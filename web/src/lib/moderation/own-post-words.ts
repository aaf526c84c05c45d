// How an author is told what moderation did to their own post: the same words on /account and on the
// post's page, and the public log's roles (never who reported or who moderated).
import type { OwnPostModeration } from "@village/shared";

const ROLE = { reports: "reports", moderator: "a moderator", administrator: "an administrator" } as const;

/** What one's own post held by safe mode says (decision 0131), on /account and on its page. */
export const WAITING_FOR_A_MODERATOR = "Waiting for a moderator";

/** The status line of one's own post; null while it is up. */
export function ownPostStatus(moderation: OwnPostModeration): string | null {
  if (moderation.state === "visible") return null;
  if (moderation.state === "held") {
    return `${WAITING_FOR_A_MODERATOR}: safe mode is on, so a new poster's post is shown once a moderator approves it.`;
  }
  if (moderation.state === "hidden" && moderation.by === "reports") {
    return "Hidden after reports, until a moderator reviews it.";
  }
  const done = `${moderation.state === "hidden" ? "Hidden" : "Removed"} by ${ROLE[moderation.by]}`;
  return moderation.reason ? `${done}: ${moderation.reason}` : `${done}.`;
}
