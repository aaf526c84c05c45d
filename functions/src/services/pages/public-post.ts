import { getFirestore } from "firebase-admin/firestore";
import { collections } from "../../lib/collections.js";
import { sentPost } from "./home-answer.js";
import { previewOf, type PostPreview } from "./post-page-html.js";

/**
 * A post's public document as its page shows it, with the post as the app draws the page from it, or null
 * when there is none: the one read `/p/{id}` makes.
 */
export async function readPublicPost(id: string): Promise<PostPreview | null> {
  const post = (await collections(getFirestore()).posts.doc(id).get()).data();
  if (post === undefined) return null;
  const preview = previewOf(post);
  return preview && { ...preview, listed: sentPost(post) };
}
