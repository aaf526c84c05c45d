// Statements of reasons and appeals (issue #48 items 2 and 3, decisions 0128 and 0129). Every action a
// moderator (or an auto-hide) takes on an author's post, reply or identity writes one private notice for that
// author, in the action's own transaction: what was done, why, under which guideline, when, for how long, and
// whether it can be appealed. Only the author reads it, through a callable that finds it by the caller's
// verified identity; nothing public names or links it. An appeal sits on the notice (one per action), and a
// moderator other than the one who acted decides it.
import { FieldValue, getFirestore, Timestamp, type Firestore, type Transaction } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import {
  ALREADY_APPEALED_MESSAGE,
  APPEAL_CLOSED_MESSAGE,
  APPEAL_DECIDED_MESSAGE,
  APPEAL_WINDOW_MS,
  GUIDELINE_LABELS,
  HELD_FOR_APPEAL_MESSAGE,
  listedPostFor,
  MODERATION_NOTICES_LISTED,
  MODERATOR_KEPT_FIELD,
  NOT_APPEALABLE_MESSAGE,
  OWN_ACTION_APPEAL_MESSAGE,
  UNKNOWN_NOTICE_MESSAGE,
  type AppealDecision,
  type AppealItem,
  type Guideline,
  type ModerationNotice,
  type NoticeAction,
  type SuspensionDuration,
} from "@village/shared";
import type {
  ModerationNoticeDocument,
  NoticeItem,
  ReplyDocument,
  StoredTime,
  SuggestionDocument,
} from "@village/shared/documents";
import { collections } from "../../lib/collections.js";
import { badInput, isHidden, keyHash, postRefs, setHidden } from "../posts/post-state.js";
import type { PostAuthor } from "../posts/post-authors.js";
import { writeLog } from "./moderation-log.js";
import { queueOrder } from "./queue-order.js";
import { replyRefs, setReplyHidden } from "./reply-moderation.js";
import { countedReports, overturnReports } from "./reporter-standing.js";
import { suspensionRef } from "./suspensions.js";

/** Most waiting appeals one `moderationAppeals` call answers. */
const APPEALS_LISTED = 25;
/** How much of a post's text stands for it when it has no title. */
const EXCERPT_LENGTH = 80;

/** The acting moderator as a notice keeps them: a hash, enough to refuse them the appeal's decision. */
export const actorKey = (uid: string): string => keyHash(`notice-actor:${uid}`);

/** A post's title for its author, or the start of its text. */
export function noticeTitleOf(postId: string, post: SuggestionDocument | undefined): string | undefined {
  if (post === undefined) return undefined;
  const listed = listedPostFor(postId, post, null);
  const text = (listed.title ?? listed.details ?? "").replace(/\s+/g, " ").trim();
  if (text === "") return undefined;
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text;
}

export interface NoticeFields {
  author: PostAuthor;
  action: NoticeAction;
  reply?: boolean;
  items: NoticeItem[];
  title?: string | undefined;
  reason: string;
  guideline?: Guideline | undefined;
  duration?: SuspensionDuration | undefined;
  until?: Timestamp | null;
  /** The acting moderator's uid; absent for an auto-hide. */
  actorUid?: string | undefined;
  noAppeal?: boolean | undefined;
}

/** Writes one notice for the author in the action's transaction (no read). */
export function writeNotice(transaction: Transaction, db: Firestore, fields: NoticeFields, now = Date.now()): void {
  const ref = collections(db).moderationNotices.doc();
  transaction.create(ref, {
    authorKind: fields.author.kind,
    authorKey: fields.author.key,
    action: fields.action,
    ...(fields.reply === true && { reply: true }),
    items: fields.items,
    ...(fields.title !== undefined && { title: fields.title }),
    reason: fields.reason,
    ...(fields.guideline !== undefined && { guideline: fields.guideline }),
    ...(fields.duration !== undefined && { duration: fields.duration }),
    ...(fields.until !== undefined && { until: fields.until }),
    ...(fields.actorUid !== undefined && { actor: actorKey(fields.actorUid) }),
    // "No appeal" is for spam only (the contract refuses it otherwise); a restoration has nothing to appeal.
    ...(fields.noAppeal === true && fields.guideline === "spam" && { noAppeal: true }),
    createdAt: Timestamp.fromMillis(now),
    appealUntil: Timestamp.fromMillis(now + APPEAL_WINDOW_MS),
  });
}

const item = (postId: string, replyId?: string): NoticeItem =>
  replyId === undefined ? { postId } : { postId, replyId };

/** Whether a notice's appeal holds its content: appealed and waiting, or still within its window. */
function holds(notice: ModerationNoticeDocument, now: number): boolean {
  if (notice.noAppeal === true || notice.action === "restored" || notice.action === "suspended") return false;
  if (notice.appealStatus === "waiting") return true;
  return notice.appealStatus === undefined && notice.appealUntil.toMillis() > now;
}

/**
 * Refuses (in the transaction, before any write) the deletion of hidden content whose author may still
 * appeal, or has appealed: it is kept until the appeal is decided or its window closes (decision 0129).
 */
export async function refuseDeletionWhileAppealable(
  transaction: Transaction,
  db: Firestore,
  postId: string,
  replyId?: string,
  now = Date.now(),
): Promise<void> {
  const found = await transaction.get(
    collections(db).moderationNotices.where("items", "array-contains", item(postId, replyId)).limit(20),
  );
  if (found.docs.some((doc) => holds(doc.data(), now))) throw badInput("action", HELD_FOR_APPEAL_MESSAGE);
}

const iso = (time: StoredTime | undefined) => time?.toDate().toISOString();

function appealable(notice: ModerationNoticeDocument, now: number): boolean {
  return (
    notice.action !== "restored" &&
    notice.noAppeal !== true &&
    notice.appealStatus === undefined &&
    notice.appealUntil.toMillis() > now
  );
}

const unreadOf = (notice: ModerationNoticeDocument): boolean =>
  notice.readAt === undefined ||
  (notice.decidedAt !== undefined && (notice.outcomeReadAt?.toMillis() ?? 0) < notice.decidedAt.toMillis());

function answerOf(id: string, notice: ModerationNoticeDocument, now: number): ModerationNotice {
  const first = notice.items[0];
  const appealedAt = iso(notice.appealedAt);
  return {
    id,
    action: notice.action,
    reply: notice.reply === true,
    // The post's page is linked only where it can be seen again.
    ...(notice.action === "restored" && first !== undefined && { postId: first.postId }),
    ...(notice.title !== undefined && { title: notice.title }),
    count: notice.items.length,
    reason: notice.reason,
    ...(notice.guideline !== undefined && {
      guideline: notice.guideline,
      guidelineLabel: GUIDELINE_LABELS[notice.guideline],
    }),
    ...(notice.duration !== undefined && { duration: notice.duration }),
    ...(notice.until !== undefined && notice.until !== null && { until: iso(notice.until) }),
    at: notice.createdAt.toDate().toISOString(),
    appealable: appealable(notice, now),
    appealUntil: notice.appealUntil.toDate().toISOString(),
    noAppeal: notice.noAppeal === true,
    unread: unreadOf(notice),
    ...(notice.appealText !== undefined &&
      appealedAt !== undefined &&
      notice.appealStatus !== undefined && {
        appeal: {
          text: notice.appealText,
          at: appealedAt,
          status: notice.appealStatus,
          ...(notice.decidedAt !== undefined && { decidedAt: iso(notice.decidedAt) }),
          ...(notice.decisionReason !== undefined && { reason: notice.decisionReason }),
        },
      }),
  };
}

/**
 * The caller's notices, newest first (at most MODERATION_NOTICES_LISTED), by each of the caller's author keys;
 * `markRead` marks what is unread read (one batch, only the unread). Reads: one query per key.
 */
export async function noticesOf(
  authors: PostAuthor[],
  markRead: boolean,
  now = Date.now(),
): Promise<{ notices: ModerationNotice[]; unread: number }> {
  const db = getFirestore();
  const { moderationNotices } = collections(db);
  const pages = await Promise.all(
    authors.map((author) =>
      moderationNotices
        .where("authorKey", "==", author.key)
        .orderBy("createdAt", "desc")
        .limit(MODERATION_NOTICES_LISTED)
        .get(),
    ),
  );
  const docs = pages
    .flatMap((page, index) => page.docs.filter((doc) => doc.data().authorKind === authors[index]?.kind))
    .sort((a, b) => b.data().createdAt.toMillis() - a.data().createdAt.toMillis())
    .slice(0, MODERATION_NOTICES_LISTED);
  const notices = docs.map((doc) => answerOf(doc.id, doc.data(), now));
  const unread = notices.filter((notice) => notice.unread).length;
  if (markRead && unread > 0) {
    const batch = db.batch();
    for (const doc of docs) {
      const data = doc.data();
      if (!unreadOf(data)) continue;
      batch.update(doc.ref, {
        readAt: data.readAt ?? FieldValue.serverTimestamp(),
        ...(data.decidedAt !== undefined && { outcomeReadAt: FieldValue.serverTimestamp() }),
      });
    }
    await batch.commit();
  }
  return { notices, unread };
}

const isCallers = (notice: ModerationNoticeDocument, authors: PostAuthor[]): boolean =>
  authors.some((author) => author.kind === notice.authorKind && author.key === notice.authorKey);

/**
 * The author appeals one of their actions: once, within the window, unless it was marked "no appeal". Anyone
 * else's notice, or none, is `not-found` with one sentence.
 */
export async function appealNotice(
  noticeId: string,
  authors: PostAuthor[],
  text: string,
  now = Date.now(),
): Promise<void> {
  const db = getFirestore();
  const ref = collections(db).moderationNotices.doc(noticeId);
  await db.runTransaction(async (transaction) => {
    const notice = (await transaction.get(ref)).data();
    if (notice === undefined || !isCallers(notice, authors)) throw new HttpsError("not-found", UNKNOWN_NOTICE_MESSAGE);
    if (notice.appealStatus !== undefined) throw new HttpsError("already-exists", ALREADY_APPEALED_MESSAGE);
    if (notice.noAppeal === true || notice.action === "restored") {
      throw new HttpsError("failed-precondition", NOT_APPEALABLE_MESSAGE);
    }
    if (notice.appealUntil.toMillis() <= now) throw new HttpsError("failed-precondition", APPEAL_CLOSED_MESSAGE);
    transaction.update(ref, {
      appealText: text,
      appealedAt: Timestamp.fromMillis(now),
      appealStatus: "waiting",
    });
  });
}

/** The waiting appeals, oldest first, as moderators see them (never who wrote or who acted). */
export async function waitingAppeals(moderatorUid: string): Promise<AppealItem[]> {
  const db = getFirestore();
  const page = await collections(db)
    .moderationNotices.where("appealStatus", "==", "waiting")
    .orderBy("appealedAt", "asc")
    .limit(APPEALS_LISTED)
    .get();
  const mine = actorKey(moderatorUid);
  return page.docs.map((doc) => {
    const notice = doc.data();
    const first = notice.items[0];
    return {
      noticeId: doc.id,
      action: notice.action,
      reply: notice.reply === true,
      ...(first !== undefined && notice.items.length === 1 && { postId: first.postId }),
      ...(first?.replyId !== undefined && notice.items.length === 1 && { replyId: first.replyId }),
      ...(notice.title !== undefined && { title: notice.title }),
      count: notice.items.length,
      reason: notice.reason,
      ...(notice.guideline !== undefined && { guideline: notice.guideline }),
      at: notice.createdAt.toDate().toISOString(),
      text: notice.appealText ?? "",
      appealedAt: iso(notice.appealedAt) ?? notice.createdAt.toDate().toISOString(),
      yours: notice.actor === mine,
    };
  });
}

/** What a reversal reads of one item before it writes anything. */
interface ItemState {
  item: NoticeItem;
  post: SuggestionDocument | undefined;
  reply: ReplyDocument | undefined;
  queue: Awaited<ReturnType<typeof readQueue>>;
  counted: Awaited<ReturnType<typeof countedReports>>;
}

const readQueue = async (transaction: Transaction, db: Firestore, { postId, replyId }: NoticeItem) =>
  (
    await transaction.get(replyId === undefined ? postRefs(db, postId).queue : replyRefs(db, postId, replyId).queue)
  ).data();

/**
 * A moderator other than the one who acted decides an appeal: `uphold` keeps the action; `reverse` restores
 * what it took (each post or reply still hidden; a deleted post cannot come back) or lifts the suspension
 * (only the one this action set: a later one, with another reason, stays). One log line, which names nothing.
 */
export async function decideNotice(
  noticeId: string,
  decision: AppealDecision,
  reason: string,
  moderatorUid: string,
  suspensionKeys: (author: PostAuthor) => Promise<PostAuthor[]>,
): Promise<"upheld" | "reversed"> {
  const db = getFirestore();
  const ref = collections(db).moderationNotices.doc(noticeId);
  const before = (await ref.get()).data();
  if (before === undefined) throw new HttpsError("not-found", UNKNOWN_NOTICE_MESSAGE);
  const author: PostAuthor = { kind: before.authorKind, key: before.authorKey };
  const kept = decision === "reverse" && before.action === "suspended" ? await suspensionKeys(author) : [];
  const status = decision === "uphold" ? "upheld" : "reversed";
  await db.runTransaction(async (transaction) => {
    const notice = (await transaction.get(ref)).data();
    if (notice === undefined) throw new HttpsError("not-found", UNKNOWN_NOTICE_MESSAGE);
    if (notice.appealStatus !== "waiting") {
      throw new HttpsError(
        "failed-precondition",
        notice.appealStatus === undefined ? UNKNOWN_NOTICE_MESSAGE : APPEAL_DECIDED_MESSAGE,
      );
    }
    if (notice.actor === actorKey(moderatorUid)) throw new HttpsError("permission-denied", OWN_ACTION_APPEAL_MESSAGE);
    if (decision === "reverse") await reverse(transaction, db, notice, reason, [author, ...kept]);
    transaction.update(ref, {
      appealStatus: status,
      decidedAt: FieldValue.serverTimestamp(),
      decisionReason: reason,
    });
    writeLog(transaction, db, {
      action: status === "upheld" ? "appeal-upheld" : "appeal-reversed",
      by: "moderator",
      reason,
    });
  });
  return status;
}

async function reverse(
  transaction: Transaction,
  db: Firestore,
  notice: ModerationNoticeDocument,
  reason: string,
  suspended: PostAuthor[],
): Promise<void> {
  if (notice.action === "suspended") {
    const refs = suspended.map((key) => suspensionRef(db, key));
    const found = await transaction.getAll(...refs);
    found.forEach((snapshot, index) => {
      const ref = refs[index];
      // Only the suspension this action set: a later one replaced it with its own reason.
      if (ref !== undefined && snapshot.exists && snapshot.get("reason") === notice.reason) transaction.delete(ref);
    });
    return;
  }
  // Every read first (a transaction reads before it writes), then the writes.
  const states: ItemState[] = [];
  for (const one of notice.items) {
    const post = (await transaction.get(postRefs(db, one.postId).post)).data();
    const reply =
      one.replyId === undefined
        ? undefined
        : (await transaction.get(replyRefs(db, one.postId, one.replyId).reply)).data();
    const queue = await readQueue(transaction, db, one);
    const counted = await countedReports(transaction, db, one.postId, one.replyId);
    states.push({ item: one, post, reply, queue, counted });
  }
  for (const {
    item: { postId, replyId },
    post,
    reply,
    queue,
    counted,
  } of states) {
    if (replyId === undefined) {
      if (post === undefined || !isHidden(post)) continue;
      setHidden(transaction, db, postId, false, reason, { [MODERATOR_KEPT_FIELD]: true });
      transaction.set(postRefs(db, postId).queue, queueOrder(queue, false, true), { merge: true });
    } else {
      if (reply === undefined || !isHidden(reply)) continue;
      setReplyHidden(transaction, db, postId, replyId, false, reason, true);
      transaction.set(
        replyRefs(db, postId, replyId).queue,
        { ...queueOrder(queue, false, true), postId, replyId },
        { merge: true },
      );
    }
    overturnReports(transaction, db, counted);
  }
}

export { item as noticeItemOf };

/** Most notices one page of an account's deletion deletes at once. */
const DELETE_PAGE = 300;

/**
 * Deletes every notice kept for these author keys (an account's uid and its anonymous author key), their
 * appeals with them: the account is being deleted, and nobody could read them any more.
 */
export async function deleteNoticesOf(keys: string[]): Promise<number> {
  const db = getFirestore();
  let deleted = 0;
  for (const key of keys) {
    for (;;) {
      const page = await collections(db).moderationNotices.where("authorKey", "==", key).limit(DELETE_PAGE).get();
      if (page.empty) break;
      const batch = db.batch();
      for (const doc of page.docs) batch.delete(doc.ref);
      await batch.commit();
      deleted += page.size;
    }
  }
  return deleted;
}
