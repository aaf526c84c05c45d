import type { UserRecord } from "firebase-admin/auth";
import type { ExportedData } from "@village/shared";
import { accountPostsAsStored, exportValue } from "./account-posts.js";
import { accountReportsAsStored } from "./account-reports.js";
import { exportedReplies } from "./account-replies.js";

/**
 * Everything Village keeps about the account: the account's own details, every post and every report it
 * filed signed in, all fields, and its replies (the thread's post, the text, the name, the time). `user` is the account as the call read it.
 */
export async function exportAccount(user: UserRecord): Promise<ExportedData> {
  const { uid } = user;
  const [posts, reports, replies] = await Promise.all([
    accountPostsAsStored(uid),
    accountReportsAsStored(uid),
    exportedReplies(uid),
  ]);
  const created = user.metadata.creationTime ? new Date(user.metadata.creationTime) : null;
  return {
    exportedAt: new Date().toISOString(),
    account: {
      uid,
      email: user.email ?? null,
      displayName: user.displayName ?? null,
      createdAt: created && !Number.isNaN(created.getTime()) ? created.toISOString() : null,
      signInMethods: user.providerData.map((provider) => provider.providerId),
    },
    posts: posts.map((snapshot) => ({ id: snapshot.id, ...(exportValue(snapshot.data()) as Record<string, unknown>) })),
    // The reported post's title is the post's, not the reporter's, and may be what a moderator removed.
    reports: reports.map((snapshot) => {
      const { title: _title, ...report } = snapshot.data();
      return { id: snapshot.id, ...(exportValue(report) as Record<string, unknown>) };
    }),
    replies,
  };
}
