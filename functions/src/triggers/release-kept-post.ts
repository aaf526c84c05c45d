import { onTaskDispatched } from "firebase-functions/v2/tasks";
import { releaseKeptPost, releaseKeptReply, type KeptPostTask } from "../services/accounts/kept-posts.js";

/**
 * Brings one post (or one reply) a deleted account kept back into public view, at the random time its task was scheduled
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
    const { postId, replyId } = request.data;
    // A kept reply (decision 0119) rides the same queue: one task per reply, at its own time.
    if (replyId === undefined) await releaseKeptPost(postId);
    else await releaseKeptReply(postId, replyId);
  },
);
