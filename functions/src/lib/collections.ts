// Typed references to every stored collection: what is read is parsed with the document's schema
// (shared/src/documents/), and what is written is checked by TypeScript against the same type. Services
// reach Firestore's data through these, never as untyped `DocumentData` (lint forbids it in services/).
import type {
  CollectionReference,
  DocumentData,
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  FirestoreDataConverter,
  PartialWithFieldValue,
  QueryDocumentSnapshot,
  Transaction,
  UpdateData,
  WithFieldValue,
} from "firebase-admin/firestore";
import { z } from "zod";
import {
  DELETED_POSTS_COLLECTION,
  HOME_DOCUMENT,
  homeDocument,
  LISTED_REPLIES_COLLECTION,
  publicReplyDocument,
  REPLIES_COLLECTION,
  THREAD_REPLIERS_COLLECTION,
  REPLY_NOTICES_COLLECTION,
  replyNoticesDocument,
  POST_VERSIONS_COLLECTION,
  postVersionDocument,
  replyDocument,
  threadReplierDocument,
  THREAD_NAMES_COLLECTION,
  threadNameDocument,
  servedHomeDocument,
  logTitleDocument,
  type HomeDocument,
  MODERATION_LOG_COLLECTION,
  MODERATION_LOG_TITLES_COLLECTION,
  MODERATION_QUEUE_COLLECTION,
  MODERATION_REQUESTS_COLLECTION,
  moderationLogLineDocument,
  moderationRequestDocument,
  POST_COUNT_SHARDS_COLLECTION,
  postCountShardDocument,
  POSTS_COLLECTION,
  publicPostDocument,
  queueEntryDocument,
  RATE_LIMITS_COLLECTION,
  rateLimitDocument,
  REPORT_VOTERS_COLLECTION,
  REPORTER_STANDING_COLLECTION,
  reporterStandingDocument,
  reportDocument,
  REPORTS_COLLECTION,
  reportVoterDocument,
  SEARCH_INDEX_COLLECTION,
  searchEntryDocument,
  SUGGESTIONS_COLLECTION,
  suggestionDocument,
  SUSPENSIONS_COLLECTION,
  suspensionDocument,
  MODERATION_NOTICES_COLLECTION,
  moderationNoticeDocument,
  sweptQueueEntryDocument,
  tombstoneDocument,
  TRANSPARENCY_REPORTS_COLLECTION,
  DECISION_TIMES_COLLECTION,
  decisionTimeDocument,
  transparencyReportDocument,
  UNTAGGED_POSTS_DOCUMENT,
  untaggedPostsDocument,
  VERIFIED_ACCOUNTS_COLLECTION,
  verifiedAccountDocument,
  SAFE_MODE_DOCUMENT,
  safeModeDocument,
  TRUSTED_AUTHORS_COLLECTION,
  trustedAuthorDocument,
} from "@village/shared/documents";

/** A stored document that does not match its schema: which one, and what is wrong, in one sentence. */
export class StoredDocumentError extends Error {
  constructor(
    readonly path: string,
    readonly kind: string,
    issues: string,
  ) {
    super(`${path} is not a valid ${kind} document: ${issues}`);
    this.name = "StoredDocumentError";
  }
}

/** The data of a document as its schema reads it (`DbModelType` too: `update()` is typed by it). */
type Stored<Schema extends z.ZodType<DocumentData>> = z.output<Schema>;

/**
 * Parses on read (`fromFirestore`), so a service works on the schema's type and a malformed document fails
 * where it is read, naming it. Writes pass through unchanged: TypeScript checked them against the same type
 * (`set` takes WithFieldValue<T>, `update` UpdateData<T>, which allow FieldValue sentinels and dotted paths).
 */
export function converterFor<Schema extends z.ZodType<DocumentData>>(
  kind: string,
  schema: Schema,
): FirestoreDataConverter<Stored<Schema>, Stored<Schema>> {
  function toFirestore(data: WithFieldValue<Stored<Schema>>): WithFieldValue<Stored<Schema>>;
  function toFirestore(data: PartialWithFieldValue<Stored<Schema>>): PartialWithFieldValue<Stored<Schema>>;
  function toFirestore(data: PartialWithFieldValue<Stored<Schema>>) {
    return data;
  }
  return {
    toFirestore,
    fromFirestore(snapshot: QueryDocumentSnapshot): Stored<Schema> {
      const parsed = schema.safeParse(snapshot.data());
      if (!parsed.success) throw new StoredDocumentError(snapshot.ref.path, kind, z.prettifyError(parsed.error));
      return parsed.data;
    },
  };
}

const typed = <Schema extends z.ZodType<DocumentData>>(
  db: Firestore,
  name: string,
  schema: Schema,
): CollectionReference<Stored<Schema>, Stored<Schema>> => db.collection(name).withConverter(converterFor(name, schema));

/** Every collection of docs/data.md, typed by its schema. */
export function collections(db: Firestore) {
  return {
    suggestions: typed(db, SUGGESTIONS_COLLECTION, suggestionDocument),
    posts: typed(db, POSTS_COLLECTION, publicPostDocument),
    searchIndex: typed(db, SEARCH_INDEX_COLLECTION, searchEntryDocument),
    postCountShards: typed(db, POST_COUNT_SHARDS_COLLECTION, postCountShardDocument),
    rateLimits: typed(db, RATE_LIMITS_COLLECTION, rateLimitDocument),
    moderationLog: typed(db, MODERATION_LOG_COLLECTION, moderationLogLineDocument),
    moderationLogTitles: typed(db, MODERATION_LOG_TITLES_COLLECTION, logTitleDocument),
    reports: typed(db, REPORTS_COLLECTION, reportDocument),
    reportVoters: typed(db, REPORT_VOTERS_COLLECTION, reportVoterDocument),
    moderationQueue: typed(db, MODERATION_QUEUE_COLLECTION, queueEntryDocument),
    moderationRequests: typed(db, MODERATION_REQUESTS_COLLECTION, moderationRequestDocument),
    reporterStanding: typed(db, REPORTER_STANDING_COLLECTION, reporterStandingDocument),
    suspensions: typed(db, SUSPENSIONS_COLLECTION, suspensionDocument),
    moderationNotices: typed(db, MODERATION_NOTICES_COLLECTION, moderationNoticeDocument),
    deletedPosts: typed(db, DELETED_POSTS_COLLECTION, tombstoneDocument),
    verifiedAccounts: typed(db, VERIFIED_ACCOUNTS_COLLECTION, verifiedAccountDocument),
    transparencyReports: typed(db, TRANSPARENCY_REPORTS_COLLECTION, transparencyReportDocument),
    decisionTimes: typed(db, DECISION_TIMES_COLLECTION, decisionTimeDocument),
    trustedAuthors: typed(db, TRUSTED_AUTHORS_COLLECTION, trustedAuthorDocument),
  };
}

/**
 * One post's thread, typed: its replies (system of record) and, beside them, the anonymous names given in it
 * and each identity's last reply time, all under `suggestions/{postId}` (server only); and the replies' public
 * projection under `posts/{postId}` (docs/data.md).
 */
export function threadCollections(db: Firestore, postId: string) {
  const under = <Schema extends z.ZodType<DocumentData>>(parent: string, name: string, schema: Schema) =>
    db.collection(parent).doc(postId).collection(name).withConverter(converterFor(name, schema));
  return {
    replies: under(SUGGESTIONS_COLLECTION, REPLIES_COLLECTION, replyDocument),
    threadNames: under(SUGGESTIONS_COLLECTION, THREAD_NAMES_COLLECTION, threadNameDocument),
    threadRepliers: under(SUGGESTIONS_COLLECTION, THREAD_REPLIERS_COLLECTION, threadReplierDocument),
    // What the post's author has seen of the thread, and whether they are told of it (decision 0120).
    replyNotices: under(SUGGESTIONS_COLLECTION, REPLY_NOTICES_COLLECTION, replyNoticesDocument),
    listedReplies: under(POSTS_COLLECTION, LISTED_REPLIES_COLLECTION, publicReplyDocument),
    // What the author's edits replaced (issue #48): the author and moderators read them, the public never.
    versions: under(SUGGESTIONS_COLLECTION, POST_VERSIONS_COLLECTION, postVersionDocument),
  };
}

/**
 * Every thread's replies at once (a collection-group query), typed: an account's replies and the held ones
 * (decision 0119), and one author's replies by `authorUid` or `authorBrowser` for moderation (decision 0117);
 * firestore.indexes.json holds their collection-group indexes.
 */
export const allReplies = (db: Firestore) =>
  db.collectionGroup(REPLIES_COLLECTION).withConverter(converterFor(REPLIES_COLLECTION, replyDocument));

/**
 * Every thread's public replies at once (a collection-group query), typed: the transparency report counts a
 * month's (services/moderation/transparency-report.ts); firestore.indexes.json holds the collection-group index.
 */
export const allListedReplies = (db: Firestore) =>
  db
    .collectionGroup(LISTED_REPLIES_COLLECTION)
    .withConverter(converterFor(LISTED_REPLIES_COLLECTION, publicReplyDocument));

/**
 * A suggestion's converter on its own, for a query with a field mask: `select()` drops the converter (its
 * answer is no longer the whole document), and a suggestion, every field optional, still parses when partial.
 */
export const suggestionConverter = converterFor(SUGGESTIONS_COLLECTION, suggestionDocument);

/** The moderation queue as the daily sweep reads it, entries without a rank included (services/moderation/moderation-sweep.ts). */
export const queueEntriesToSweep = (db: Firestore) => typed(db, MODERATION_QUEUE_COLLECTION, sweptQueueEntryDocument);

/** `meta/home`, typed by its schema. */
export const homeDocumentRef = (db: Firestore) =>
  db.doc(HOME_DOCUMENT).withConverter(converterFor(HOME_DOCUMENT, homeDocument));

/** `meta/home` as `/` and `/api/home` serve it: a malformed entry refuses the document (servedHomeDocument). */
export const servedHomeDocumentRef = (db: Firestore) =>
  db.doc(HOME_DOCUMENT).withConverter(converterFor(HOME_DOCUMENT, servedHomeDocument));

/** `meta/safeMode`, typed by its schema: whether safe mode for new identities is on (decision 0131). */
export const safeModeRef = (db: Firestore) =>
  db.doc(SAFE_MODE_DOCUMENT).withConverter(converterFor(SAFE_MODE_DOCUMENT, safeModeDocument));

/** `meta/untaggedPosts`, typed by its schema: the public posts whose id has no tag (docs/decisions/0105). */
export const untaggedPostsRef = (db: Firestore) =>
  db.doc(UNTAGGED_POSTS_DOCUMENT).withConverter(converterFor(UNTAGGED_POSTS_DOCUMENT, untaggedPostsDocument));

/** `meta/home` before its first build, as its schema reads an empty document: no count, no posts. */
export const EMPTY_HOME: HomeDocument = homeDocument.parse({});

/**
 * `db.getAll` for typed references, keeping their type: the SDK applies each reference's converter (its
 * reader rebuilds every snapshot from its reference), but declares `Firestore.getAll` without the type
 * parameter that `Transaction.getAll` has, so without this a batch read would come back as `DocumentData`.
 */
export async function readAll<T extends DocumentData>(
  db: Firestore,
  refs: DocumentReference<T, T>[],
): Promise<DocumentSnapshot<T, T>[]> {
  if (refs.length === 0) return [];
  return (await db.getAll(...refs)) as DocumentSnapshot<T, T>[];
}

/** The snapshot a typed reference reads. */
type SnapshotOf<Ref> = Ref extends DocumentReference<infer App, infer Db> ? DocumentSnapshot<App, Db> : never;

/**
 * `transaction.getAll` for typed references of different types, each snapshot keeping its reference's type
 * (the SDK applies each reference's converter; TypeScript's declaration wants one type for them all). One
 * read for them all: a transaction starts with its first read, so separate gets would send the others only
 * once the first had answered, and each would be a request of its own.
 */
export async function getEach<const Refs extends readonly Pick<DocumentReference, "path">[]>(
  transaction: Transaction,
  ...refs: Refs
): Promise<{ [Index in keyof Refs]: SnapshotOf<Refs[Index]> }> {
  const snapshots = await transaction.getAll(...(refs as readonly unknown[] as DocumentReference[]));
  return snapshots as { [Index in keyof Refs]: SnapshotOf<Refs[Index]> };
}

/**
 * An update of some fields, typed by the document (`UpdateData`: its fields, dotted paths into its maps, and
 * FieldValue sentinels such as `FieldValue.delete()`). Converters never see an update, so this is where the
 * type is the whole check; naming the type at the call keeps a spread of fields checked too.
 */
export function updateFields<T extends DocumentData>(
  transaction: Transaction,
  ref: DocumentReference<T, T>,
  data: UpdateData<T>,
): void {
  transaction.update(ref, data);
}
