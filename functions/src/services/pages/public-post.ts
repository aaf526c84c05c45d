import { getFirestore } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { collections } from "../../lib/collections.js";
import { sentPost } from "./home-answer.js";
import { readFirstReplies } from "./listed-replies.js";
import { previewOf, type PostPreview } from "./post-page-html.js";

/**
 * A post's public document as its page shows it, with the post as the app draws the page from it and its
 * thread's first page of replies, or null when there is none: the two reads `/p/{id}` makes, the replies'
 * query only once the post is known to be public. Replies that cannot be read leave the page without them
 * (the browser reads them), not without its post.
 */
export async function readPublicPost(id: string): Promise<PostPreview | null> {
  const post = (await collections(getFirestore()).posts.doc(id).get()).data();
  if (post === undefined) return null;
  const preview = previewOf(post);
  if (!preview) return null;
  const replies = await readFirstReplies(id).catch((error: unknown) => {
    logger.warn("postPage sends the page without its replies", error);
    return undefined;
  });
  return { ...preview, listed: sentPost(post), ...(replies && { replies }) };
}
