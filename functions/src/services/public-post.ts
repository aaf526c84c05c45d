import { getFirestore } from "firebase-admin/firestore";
import { collections } from "../lib/collections.js";
import { previewOf, type PostPreview } from "./post-page-html.js";

/** A post's public document as its page shows it, or null when there is none: the one read `/p/{id}` makes. */
export async function readPublicPost(id: string): Promise<PostPreview | null> {
  const post = (await collections(getFirestore()).posts.doc(id).get()).data();
  return post === undefined ? null : previewOf(post);
}
