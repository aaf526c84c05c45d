import { onDocumentWritten } from "firebase-functions/v2/firestore";
import { SUGGESTIONS_COLLECTION } from "@village/shared";
import { suggestionDocument } from "@village/shared/documents";
import { syncPost } from "../services/projection/sync-post.js";
import { deleteThreadOf } from "../services/projection/sync-reply.js";
import { requestHomeBuild } from "../services/projection/home-build-queue.js";
import { triggerOptions } from "../lib/runtime-options.js";

/**
 * Keeps each post's public document, search-index entry and count shard current, then asks for a home build
 * (collapsed to one a second). Any failure is thrown and the event retried: the work is idempotent. The build
 * is asked for on every event, a retry's included, so a request lost with a failed attempt is made again.
 * When the post was deleted, its thread is deleted too.
 */
export const syncPostOnWrite = onDocumentWritten(
  { document: `${SUGGESTIONS_COLLECTION}/{postId}`, ...triggerOptions() },
  async (event) => {
    const before = event.data?.before;
    // The event's copy is read like any post (leniently: an administrator may have typed anything).
    await syncPost(event.params.postId, before?.exists ? suggestionDocument.parse(before.data()) : null);
    await requestHomeBuild();
    // A deleted post takes its thread with it (docs/decisions/0119).
    if (event.data?.after.exists === false) await deleteThreadOf(event.params.postId);
  },
);
