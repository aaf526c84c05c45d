import { onRequest } from "firebase-functions/v2/https";
import { logger } from "firebase-functions";
import { getFirestore } from "firebase-admin/firestore";
import {
  REPLY_COUNT_CACHE_CONTROL,
  REPLY_COUNT_ENDPOINT,
  replyCountAnswer,
  type ReplyCountAnswer,
} from "@village/shared";
import { redirectedToBarePath } from "../lib/canonical-url.js";
import { collections } from "../lib/collections.js";

// Post ids as `/p/{id}` accepts them; anything else names no thread (and may not be a document id).
const POST_ID = /^(?!__.*__$)[A-Za-z0-9_-]{1,64}$/;

/** The post id a request's path names (`/api/reply-count/{postId}`), or null when it names none. */
export function postIdOf(path: string): string | null {
  const prefix = `${REPLY_COUNT_ENDPOINT}/`;
  if (!path.startsWith(prefix)) return null;
  const id = path.slice(prefix.length);
  return POST_ID.test(id) ? id : null;
}

/**
 * `/api/reply-count/{postId}` (a Hosting rewrite): the thread's count from the post's public document, one
 * read through a field mask of `replyCount` alone (none for an id that names no post). The CDN keeps the
 * answer for `s-maxage`, so any number of open thread tabs cost at most one call per CDN node per interval.
 * Never a 404 (the CDN would keep it); a failure is a 503 nobody caches.
 */
export const replyCount = onRequest({ timeoutSeconds: 10, concurrency: 80 }, async (request, response) => {
  if (request.method !== "GET" && request.method !== "HEAD") {
    response.set("Allow", "GET, HEAD").set("Cache-Control", "no-store").status(405).send("Method not allowed");
    return;
  }
  if (redirectedToBarePath(request, response, REPLY_COUNT_CACHE_CONTROL)) return;
  try {
    const postId = postIdOf(request.path);
    let answer: ReplyCountAnswer = { replies: null };
    if (postId !== null) {
      const [published] = await getFirestore().getAll(collections(getFirestore()).posts.doc(postId), {
        fieldMask: ["replyCount"],
      });
      if (published?.exists) answer = { replies: Number(published.get("replyCount") ?? 0) };
    }
    response.set("Cache-Control", REPLY_COUNT_CACHE_CONTROL).status(200).json(replyCountAnswer.parse(answer));
  } catch (error) {
    logger.error("replyCount failed", error);
    response.set("Cache-Control", "no-store").status(503).json({ error: "Unavailable right now." });
  }
});
