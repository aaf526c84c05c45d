// How an author is told what moderation did to their own post: the same words on /account and on the
// post's page, and the public log's roles (never who reported or who moderated).
import type { OwnPostModeration } from "@village/shared";

const ROLE = { reports: "reports", moderator: "a moderator", administrator: "an administrator" } as const;

/** The status line of one's own post; null while it is up. */
export function ownPostStatus(moderation: OwnPostModeration): string | null {
  if (moderation.state === "visible") return null;
  if (moderation.state === "hidden" && moderation.by === "reports") {
    return "Hidden after reports, until a moderator reviews it.";
  }
  const done = `${moderation.state === "hidden" ? "Hidden" : "Removed"} by ${ROLE[moderation.by]}`;
  return moderation.reason ? `${done}: ${moderation.reason}` : `${done}.`;
}
