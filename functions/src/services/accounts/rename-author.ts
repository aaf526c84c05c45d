// A person's new display name reaches their past named posts: each `suggestions` document of theirs is
// re-signed, and the trigger re-projects it (its public document, search entry and the home page, which the
// feed is read from). Anonymous posts carry no `authorUid`, so they are never found here.
import { FieldPath, getFirestore, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { getAuth, type UserRecord } from "firebase-admin/auth";
import type { SuggestionDocument } from "@village/shared/documents";
import { collections, suggestionConverter } from "../../lib/collections.js";
import { spendAccountAllowance } from "../limits/account-allowance.js";
import { emailAsName } from "./authors.js";

/** Posts read per page: enough to keep round trips few, small enough to stay well under a request's size. */
const PAGE_SIZE = 300;

/** gRPC's NOT_FOUND: the post was deleted between the read and the write. */
const NOT_FOUND = 5;

/** Re-signs every named post of `uid` with `author`; resolves to how many changed. */
export async function renameAuthor(uid: string, author: string): Promise<number> {
  const db = getFirestore();
  const writer = db.bulkWriter();
  // A post deleted between the read and the write has nothing left to rename.
  writer.onWriteError((error) => (error.code as number) !== NOT_FOUND && error.failedAttempts < 5);
  const writes: Promise<unknown>[] = [];
  let renamed = 0;
  let after: QueryDocumentSnapshot<SuggestionDocument, SuggestionDocument> | undefined;
  for (;;) {
    // Only `author` is read (a field mask: each post's one field, not its text); a partial post still parses.
    let query = collections(db)
      .suggestions.where("authorUid", "==", uid)
      .orderBy(FieldPath.documentId())
      .select("author")
      .withConverter(suggestionConverter)
      .limit(PAGE_SIZE);
    if (after) query = query.startAfter(after);
    const page = await query.get();
    for (const post of page.docs) {
      if (post.data().author === author) continue;
      renamed += 1;
      writes.push(writer.update(post.ref, { author }).catch((error: unknown) => error));
    }
    after = page.docs.at(-1);
    if (page.size < PAGE_SIZE) break;
  }
  await writer.close();
  const failed = (await Promise.all(writes)).filter(
    (result): result is Error => result instanceof Error && Reflect.get(result, "code") !== NOT_FOUND,
  );
  if (failed[0]) throw failed[0];
  return renamed;
}

/**
 * Stores the account's display name (cleaned by the caller's schema, or the account's own verified e-mail
 * address as the explicit choice, checked by the same rules), then re-signs its past named posts. Each call
 * spends one of the account's renames (`RENAMES_PER_MINUTE`, `RENAMES_PER_DAY`) once the choice is known to
 * be valid and before anything is written: a rename rewrites up to every named post of the account, so the
 * allowance is what bounds the writes (and trigger runs) one account can cause. Calling it again with the
 * same name finishes a rename that failed half-way (and spends one more).
 */
export async function setDisplayName(account: UserRecord, choice: { displayName: string } | { useEmail: true }) {
  const auth = getAuth();
  const { uid } = account;
  const displayName = "displayName" in choice ? choice.displayName : emailAsName(account);
  await spendAccountAllowance(uid, "renames");
  await auth.updateUser(uid, { displayName });
  return { displayName, postsRenamed: await renameAuthor(uid, displayName) };
}
