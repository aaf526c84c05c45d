// Posts for the home-list and search tests, written straight into the Firestore emulator as an admin (or
// an import) would; the real trigger then indexes and counts them, as it would in production.
import { HOME_DOCUMENT, POST_COUNT_FIELD } from "@village/shared";
import { writeDocuments } from "../../../scripts/lib/firestore-rest.mjs";
import { emulatorHosts, projectId } from "../../../test/support/emulators";

export interface SeedPost {
  id: string;
  data: Record<string, unknown>;
}

/** `count` suggestions, one an hour going back from `newest`; `title(index)` names each (0 is newest). */
export function hourlyPosts(
  count: number,
  title: (index: number) => string,
  newest = Date.UTC(2026, 10, 1, 12),
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

async function postCount(): Promise<number> {
  const response = await fetch(
    `http://${emulatorHosts.firestore}/v1/projects/${projectId}/databases/(default)/documents/${HOME_DOCUMENT}`,
    { headers: { Authorization: "Bearer owner" } },
  );
  if (!response.ok) return 0;
  const body = (await response.json()) as { fields?: Record<string, { integerValue?: string }> };
  return Number(body.fields?.[POST_COUNT_FIELD]?.integerValue ?? 0);
}

/**
 * Writes the posts and waits until the trigger has indexed and counted all `expectedTotal` posts (it puts
 * them on the home document's newest page in the same step).
 */
export async function seedPosts(posts: SeedPost[], expectedTotal = posts.length): Promise<void> {
  await writeDocuments("suggestions", posts);
  const deadline = Date.now() + 60_000;
  while ((await postCount()) < expectedTotal) {
    if (Date.now() > deadline) throw new Error(`the trigger indexed ${await postCount()} of ${expectedTotal} posts`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
