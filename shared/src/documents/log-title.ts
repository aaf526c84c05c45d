import "../zod-config.js";
import { z } from "zod";

/**
 * Server only: one document per log line that shows a post's title, under the line's id, holding the post's
 * id (which the public line must not carry), so the trigger can redact the title once the post leaves view.
 */
export const MODERATION_LOG_TITLES_COLLECTION = "moderationLogTitles";

/** `moderationLogTitles/{log line id}` (docs/data.md, "Moderation's server-only collections"). */
export const logTitleDocument = z.object({ postId: z.string() });
export type LogTitleDocument = z.output<typeof logTitleDocument>;
