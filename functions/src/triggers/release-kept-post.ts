import { onTaskDispatched } from "firebase-functions/v2/tasks";
import { releaseKeptPost, type KeptPostTask } from "../services/accounts/kept-posts.js";

/**
 * Brings one post a deleted account kept back into public view, at the random time its task was scheduled
 * for (services/accounts/kept-posts.ts): one task per post, so each comes back in a commit, and at a time, of its own.
 * Released twice is released once; a failure is retried, and the daily sweep releases what a lost task left.
 */
export const releaseKeptPostTask = onTaskDispatched<KeptPostTask>(
  {
    retryConfig: { maxAttempts: 5, minBackoffSeconds: 10, maxBackoffSeconds: 300 },
    rateLimits: { maxConcurrentDispatches: 5 },
    timeoutSeconds: 60,
  },
  async (request) => {
    await releaseKeptPost(request.data.postId);
  },
);
