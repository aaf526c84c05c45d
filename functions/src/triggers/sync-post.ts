import { onDocumentWritten } from "firebase-functions/v2/firestore";
import { SUGGESTIONS_COLLECTION } from "@village/shared";
import { syncPost } from "../services/search-index.js";
import { triggerOptions } from "../lib/runtime-options.js";

/** Keeps each post's search-index entry and the post count current, for every write to a post. */
export const syncPostOnWrite = onDocumentWritten(
  { document: `${SUGGESTIONS_COLLECTION}/{postId}`, ...triggerOptions() },
  async (event) => {
    const { before, after } = event.data ?? {};
    await syncPost(
      event.params.postId,
      before?.exists ? (before.data() ?? null) : null,
      after?.exists ? (after.data() ?? null) : null,
    );
  },
);
