import { onDocumentWritten } from "firebase-functions/v2/firestore";
import { SUGGESTIONS_COLLECTION } from "@village/shared";
import { syncPost } from "../services/sync-post.js";
import { triggerOptions } from "../lib/runtime-options.js";

/** Keeps each post's search-index entry, the post count and the home page's newest posts current. */
export const syncPostOnWrite = onDocumentWritten(
  { document: `${SUGGESTIONS_COLLECTION}/{postId}`, ...triggerOptions() },
  async (event) => {
    const before = event.data?.before;
    await syncPost(event.params.postId, before?.exists ? (before.data() ?? null) : null);
  },
);
