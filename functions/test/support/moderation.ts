import { expect, vi } from "vitest";
// Moderation in the emulator tier: making a moderator, and reading what the public sees of a post.
import {
  createAnonymousPost,
  HOME_DOCUMENT,
  MODERATION_LOG_COLLECTION,
  POST_COUNT_FIELD,
  POSTS_COLLECTION,
  SEARCH_INDEX_COLLECTION,
} from "@village/shared";
import { signUpWithEmail } from "./accounts";
import { adminAuth, adminDb, call, type Client } from "./clients";
import { TRIGGER_WAIT } from "./trigger-wait";

/** Signs the client up and makes the account a moderator (the custom claim), with a fresh ID token. */
export async function signInAsModerator(client: Client, email: string): Promise<string> {
  const user = await signUpWithEmail(client, email);
  // Kept beside the claims the account has already (its age confirmation).
  const { customClaims } = await adminAuth().getUser(user.uid);
  await adminAuth().setCustomUserClaims(user.uid, { ...customClaims, moderator: true });
  await user.getIdToken(true);
  return user.uid;
}

/** Whether the post is in any public view: its `posts` document, its search entry, the home page. */
export async function publicViews(postId: string) {
  const db = adminDb();
  const [post, entries, home] = await Promise.all([
    db.collection(POSTS_COLLECTION).doc(postId).get(),
    db.collection(SEARCH_INDEX_COLLECTION).where("postId", "==", postId).get(),
    db.doc(HOME_DOCUMENT).get(),
  ]);
  const newest = (home.get("newest") as { postId: string }[] | undefined) ?? [];
  return {
    posts: post.exists,
    search: !entries.empty,
    home: newest.some((entry) => entry.postId === postId),
    count: Number(home.get(POST_COUNT_FIELD) ?? 0),
  };
}

export const LISTED = { posts: true, search: true, home: true };
export const GONE = { posts: false, search: false, home: false };

/** A signed-out anonymous post, once the trigger has listed it. */
export async function listedPost(client: Client, title = "A post") {
  const reply = await call(client, createAnonymousPost, { title, text: "Some text" });
  // Listed everywhere, the home page included (built by its own task a moment after the post's documents).
  await vi.waitFor(async () => expect(await publicViews(reply.id)).toMatchObject(LISTED), TRIGGER_WAIT);
  return reply;
}

/** A line written one way (keys sorted), to compare lines whatever order the log lists them in. */
const canonical = (line: Record<string, unknown>) => JSON.stringify(line, Object.keys(line).sort());
const byContent = (a: Record<string, unknown>, b: Record<string, unknown>) => canonical(a).localeCompare(canonical(b));

/**
 * The public log as plain objects without the time, in a fixed order of their content: within an hour the
 * log's own order says nothing (each line's time is random in its hour, decision 0034).
 */
export async function logEntries(): Promise<Record<string, unknown>[]> {
  const snapshot = await adminDb().collection(MODERATION_LOG_COLLECTION).get();
  return snapshot.docs
    .map((doc) => {
      const { createdAt: _time, ...rest } = doc.data();
      return rest;
    })
    .sort(byContent);
}

/** Expected log lines in the order `logEntries` gives them. */
export const asLog = (lines: Record<string, unknown>[]) => [...lines].sort(byContent);
