import { getFirestore } from "firebase-admin/firestore";
import { POSTS_COLLECTION } from "@village/shared";
import { previewOf, type PostPreview } from "./post-page-html.js";

/** A post's public document as its page shows it, or null when there is none: the one read `/p/{id}` makes. */
export async function readPublicPost(id: string): Promise<PostPreview | null> {
  const snapshot = await getFirestore().collection(POSTS_COLLECTION).doc(id).get();
  return snapshot.exists ? previewOf(snapshot.data()) : null;
}
