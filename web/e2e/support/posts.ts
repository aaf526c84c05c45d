// Posts for the home-list and search tests, written straight into the Firestore emulator as an admin (or
// an import) would; the real trigger then indexes and counts them, as it would in production.
import { HOME_DOCUMENT, NEWEST_POSTS_FIELD, POST_COUNT_FIELD } from "@village/shared";
import { homeDocument } from "@village/shared/documents";
import { adminDb, writeDocuments } from "../../../scripts/lib/admin-db.mjs";
import { settleDerivedData } from "../../../test/support/settle";
import { waitUntil } from "../../../test/support/wait-until";

export interface SeedPost {
  id: string;
  data: Record<string, unknown>;
}

/**
 * `count` suggestions, one an hour going back from `newest` (by default an hour before now, so that anything
 * a test posts is newer, whatever the machine's clock says); `title(index)` names each (0 is newest).
 */
export function hourlyPosts(
  count: number,
  title: (index: number) => string,
  newest = Date.now() - 3_600_000,
): SeedPost[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `post-${String(index).padStart(3, "0")}`,
    data: {
      title: title(index),
      "suggestion details": `Details of post ${index}`,
      author: `Neighbour ${index}`,
      authorUid: `uid-${index}`,
      createdAt: new Date(newest - index * 3_600_000),
      rand: 0.5,
    },
  }));
}

/** One suggestion titled `title`, posted an hour ago (`hourlyPosts`' first). */
export function hourlyPost(title: string): SeedPost {
  const [post] = hourlyPosts(1, () => title);
  if (!post) throw new Error("hourlyPosts made no post");
  return post;
}

/** How many posts the home document counts (0 before it exists). */
async function postCount(): Promise<number> {
  const count: unknown = (await adminDb().doc(HOME_DOCUMENT).get()).get(POST_COUNT_FIELD);
  return typeof count === "number" ? count : 0;
}

/** The titles on the home document's newest page, which `/` and `/api/home` serve, read by its schema. */
export async function homeDocumentTitles(): Promise<(string | undefined)[]> {
  const home = homeDocument.parse((await adminDb().doc(HOME_DOCUMENT).get()).data() ?? {});
  return home[NEWEST_POSTS_FIELD].map((entry) => entry.title);
}

/**
 * Writes the posts and waits until the trigger has indexed and counted all `expectedTotal` posts (it puts
 * them on the home document's newest page in the same step).
 */
export async function seedPosts(posts: SeedPost[], expectedTotal = posts.length): Promise<void> {
  await writeDocuments("suggestions", posts);
  // Not expect.poll: settle.ts, shared with the emulator tier, waits the same way (test/support/wait-until.ts).
  await waitUntil(
    async () => {
      const counted = await postCount();
      if (counted < expectedTotal) throw new Error(`the trigger counted ${counted} of ${expectedTotal} posts`);
    },
    { timeout: 60_000, interval: 250 },
  );
}

/**
 * Runs `body` while the home document has an entry its answer's schema refuses (an empty post id): `/` and
 * `/api/home` then fail to read it as a broken one would, and the app's own Firestore read skips that entry,
 * as it skips any malformed one. The post trigger's work is done first: its home build would replace it.
 */
export async function withRefusedHomeDocument(body: () => Promise<void>): Promise<void> {
  await settleDerivedData();
  const home = adminDb().doc(HOME_DOCUMENT);
  const kept = (await home.get()).data();
  if (!kept) throw new Error("no home document");
  const entries = kept[NEWEST_POSTS_FIELD] as Record<string, unknown>[];
  await home.update({ [NEWEST_POSTS_FIELD]: [...entries, { ...entries.at(-1), postId: "" }] });
  try {
    await body();
  } finally {
    await home.set(kept);
  }
}

/** A reply as its public document holds it (ListedReply), for `seedReplies`. */
export interface SeedReply {
  text: string;
  author: string;
  byPostAuthor?: true;
}

/**
 * Writes replies straight into the post's public projection (`posts/{postId}/listedReplies`), as the reply
 * trigger would, one a minute from an hour after the post's `start`, so that they read oldest first in the
 * given order; answers their ids. For tests of reading a thread: posting goes through the callable.
 */
export async function seedReplies(
  postId: string,
  replies: SeedReply[],
  start = Date.now() - 3_000_000,
): Promise<string[]> {
  const documents = replies.map((reply, index) => {
    const replyId = `reply-${String(index).padStart(3, "0")}`;
    return { id: replyId, data: { replyId, postId, ...reply, createdAt: new Date(start + index * 60_000) } };
  });
  await writeDocuments(`posts/${postId}/listedReplies`, documents);
  return documents.map((document) => document.id);
}
