// firestore.indexes.json exempts from indexing the fields no query uses (docs/data.md, "Index settings";
// docs/scale.md, "Indexes"): an exemption on a queried field would make that query fail in production (the
// emulator ignores indexes), and a query served by a composite index fails without it. The queries are read
// from the functions' code with TypeScript's parser, so a new query, or a field a query stops using, changes
// what is checked without anyone keeping a list.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { STORED_DOCUMENTS } from "@village/shared/documents";

const root = join(import.meta.dirname, "..");
const indexSettings = JSON.parse(readFileSync(join(root, "firestore.indexes.json"), "utf8")) as {
  indexes: { collectionGroup: string; fields: { fieldPath: string; order?: string; arrayConfig?: string }[] }[];
  fieldOverrides: {
    collectionGroup: string;
    fieldPath: string;
    indexes: { order?: string; arrayConfig?: string; queryScope?: string }[];
  }[];
};
const exempt = new Set(
  indexSettings.fieldOverrides
    .filter((override) => override.indexes.length === 0)
    .map((override) => `${override.collectionGroup}.${override.fieldPath}`),
);

/** Every collection's name, as the code's typed collections name it (`collections(db).reports`). */
const COLLECTIONS = new Set(Object.keys(STORED_DOCUMENTS).map((name) => name.split("/")[0] ?? name));

/** Query roots the code names without the collection's own name: which collection each is. */
const RECEIVERS: Record<string, string> = {
  // account-posts.ts: `collections(getFirestore()).suggestions`, and a parameter given only that.
  "functions/src/services/accounts/account-posts.ts collection": "suggestions",
  // moderation-sweep.ts: the queue with a lenient schema, for entries written before ranks.
  "functions/src/services/moderation/moderation-sweep.ts queueEntriesToSweep(db)": "moderationQueue",
  // moderation-log-page.ts: the log read unparsed (`moderationLog.withConverter(null)`), each line checked alone.
  "functions/src/services/moderation/moderation-log-page.ts log": "moderationLog",
  // account-replies.ts and kept-posts.ts: every thread's replies (a collection-group query, decision 0119).
  "functions/src/services/accounts/account-replies.ts allReplies(getFirestore())": "replies",
  "functions/src/services/accounts/kept-posts.ts allReplies(db)": "replies",
  // reply-moderation.ts: every thread's replies at once (a collection-group query, decision 0117).
  "functions/src/services/moderation/reply-moderation.ts allReplies(db)": "replies",
  // transparency-report.ts: every thread's public replies, counted for a month (a collection-group query, 0130).
  "functions/src/services/moderation/transparency-report.ts allListedReplies(db)": "listedReplies",
};

/** The query roots that are collection-group queries: Firestore keeps no such index unless declared. */
const COLLECTION_GROUP_RECEIVERS = new Set([
  "functions/src/services/moderation/reply-moderation.ts allReplies(db)",
  "functions/src/services/accounts/account-replies.ts allReplies(getFirestore())",
  "functions/src/services/accounts/kept-posts.ts allReplies(db)",
  "functions/src/services/moderation/transparency-report.ts allListedReplies(db)",
]);

/** Field arguments that are not a name or a constant: the fields each can be. */
const FIELD_EXPRESSIONS: Record<string, string[]> = {
  // account-posts.ts: `ACCOUNT_LINK_FIELDS.map((field) => …)`.
  "functions/src/services/accounts/account-posts.ts field": ["authorUid", "ownerUid"],
  // post-authors.ts: a signed-in author's uid, or an anonymous author's browser key.
  "functions/src/services/moderation/moderation.ts authorField(author)": ["authorUid", "authorBrowser"],
  // reply-moderation.ts: the same two, on replies.
  "functions/src/services/moderation/reply-moderation.ts field": ["authorUid", "authorBrowser"],
  // reply-notices.ts: an account's suggestions and anonymous posts, or a signed-out identity's browser key.
  "functions/src/services/accounts/reply-notices.ts field": ["authorUid", "ownerUid", "authorBrowser"],
};

/** Exempt fields no schema holds any more, and why the exemption stays. */
const FORMER_FIELDS: Record<string, string> = {
  "searchIndex.k": "the map of entries of the earlier kind, until `npm run backfill` deletes them (docs/data.md)",
};

/** The fields a document's schema names (every kind's, for a union of kinds). */
function storedFields(schema: object): string[] {
  if ("shape" in schema && typeof schema.shape === "object" && schema.shape) return Object.keys(schema.shape);
  if ("options" in schema && Array.isArray(schema.options)) {
    return schema.options.flatMap((option: object) => storedFields(option));
  }
  return [];
}

/** Every `.ts` file under `dir`, tests left out. */
function sources(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}
const parsed = (path: string) =>
  ts.createSourceFile(path, readFileSync(join(root, path), "utf8"), ts.ScriptTarget.Latest, true);

/** A string, written as it is or with `satisfies` / `as const` after it. */
function stringOf(node: ts.Expression | undefined): string | undefined {
  while (node && (ts.isSatisfiesExpression(node) || ts.isAsExpression(node))) node = node.expression;
  return node && ts.isStringLiteralLike(node) ? node.text : undefined;
}

/** Every `const NAME = "text"` of shared/ and functions/ (the field names the queries use by constant). */
const constants = new Map<string, string>();
for (const path of [...sources("shared/src"), ...sources("functions/src")]) {
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) {
      const text = stringOf(node.initializer);
      if (text !== undefined) constants.set(node.name.text, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(parsed(path));
}

interface Query {
  at: string;
  collection: string;
  /** Across every collection of that name (`collectionGroup`). */
  group: boolean;
  /** Fields filtered with ==, in or array-contains: each served by its own index, or by a composite one. */
  equal: string[];
  /** Fields ordered by or filtered by a range, in the query's order. */
  ordered: string[];
}

const DOCUMENT_ID = new Set(["__name__", "FieldPath.documentId()"]);
const EQUALITY = new Set(["==", "in", "array-contains", "array-contains-any"]);

/** Every Firestore query of the functions: each chain of `.where` and `.orderBy` calls, whole. */
function queries(): { found: Query[]; unknown: string[] } {
  const found: Query[] = [];
  const unknown: string[] = [];
  for (const path of sources("functions/src")) {
    const file = parsed(path);
    const visit = (node: ts.Node): void => {
      // The outermost call of a chain: nothing calls a method on what it returns.
      const calledOn = ts.isPropertyAccessExpression(node.parent) && ts.isCallExpression(node.parent.parent);
      if (ts.isCallExpression(node) && !calledOn) {
        const steps: { method: string; args: ts.NodeArray<ts.Expression> }[] = [];
        let receiver: ts.Expression = node;
        while (ts.isCallExpression(receiver) && ts.isPropertyAccessExpression(receiver.expression)) {
          steps.unshift({ method: receiver.expression.name.text, args: receiver.arguments });
          receiver = receiver.expression.expression;
        }
        const filters = steps.filter(({ method }) => method === "where" || method === "orderBy");
        if (filters.length > 0) {
          const at = `${path}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
          const rootText = receiver.getText();
          const named = [...rootText.matchAll(/(?:^|\.)(\w+)/g)]
            .map((match) => match[1] ?? "")
            .filter((name) => COLLECTIONS.has(name));
          const collection = named.at(-1) ?? RECEIVERS[`${path} ${rootText}`];
          if (!collection) unknown.push(`${at}: which collection is ${rootText}? (RECEIVERS)`);
          // One query for each field a field argument can be (FIELD_EXPRESSIONS).
          const group = COLLECTION_GROUP_RECEIVERS.has(`${path} ${rootText}`);
          let variants: Query[] = [{ at, collection: collection ?? "?", group, equal: [], ordered: [] }];
          for (const { method, args } of filters) {
            const argument = args[0];
            if (!argument) continue;
            const text = argument.getText();
            const literal = stringOf(argument);
            if (DOCUMENT_ID.has(text) || DOCUMENT_ID.has(literal ?? "")) continue;
            const expression = FIELD_EXPRESSIONS[`${path} ${text}`];
            const constant = ts.isIdentifier(argument) ? constants.get(text) : undefined;
            const name = literal ?? constant;
            const fields = expression ?? (name === undefined ? undefined : [name]);
            if (!fields) {
              unknown.push(`${at}: which fields can ${text} be? (FIELD_EXPRESSIONS)`);
              continue;
            }
            const equality = method === "where" && EQUALITY.has(stringOf(args[1]) ?? "");
            variants = variants.flatMap((query) =>
              fields.map((field) =>
                equality
                  ? { ...query, equal: [...query.equal, field] }
                  : // Two bounds of one range, or a range and its order, are one field's index.
                    query.ordered.at(-1) === field
                    ? query
                    : { ...query, ordered: [...query.ordered, field] },
              ),
            );
          }
          found.push(...variants);
        }
      }
      ts.forEachChild(node, visit);
    };
    ts.forEachChild(file, visit);
  }
  return { found, unknown };
}

/** Whether the query needs a composite index: an equality with an order on another field, or two orders. */
const needsComposite = (query: Query) =>
  query.ordered.length > 1 || (query.ordered.length === 1 && query.equal.some((field) => field !== query.ordered[0]));

describe("index exemptions", () => {
  const { found, unknown } = queries();

  it("find the queries in the code, each with its collection and fields", () => {
    // A parser that found none would check nothing.
    expect(unknown).toEqual([]);
    const where = new Set(found.map((query) => query.at.split(":")[0]));
    expect(where).toContain("functions/src/services/pages/search-posts.ts");
    expect(where).toContain("functions/src/services/projection/newest-page.ts");
    expect(found.length).toBeGreaterThanOrEqual(12);
  });

  it("never exempt a field a query reads through its own index", () => {
    const singleField = found.filter((query) => !needsComposite(query));
    const fields = new Set(
      singleField.flatMap((query) => [...query.equal, ...query.ordered].map((f) => `${query.collection}.${f}`)),
    );
    for (const field of fields) expect(exempt, field).not.toContain(field);
    // What the code queries today (docs/data.md says why each is kept): a change here is a change of the code.
    expect([...fields].sort()).toEqual([
      "decisionTimes.month",
      "listedReplies.createdAt",
      "moderationLog.createdAt",
      "moderationLogTitles.postId",
      "moderationNotices.appealedAt",
      "moderationNotices.authorKey",
      "moderationNotices.items",
      "posts.createdAt",
      "rateLimits.key",
      "replies.authorBrowser",
      "replies.authorUid",
      "replies.heldUntil",
      "reports.counted",
      "reports.postId",
      "reports.uid",
      "suggestions.authorBrowser",
      "suggestions.authorKey",
      "suggestions.authorUid",
      "suggestions.heldUntil",
      "suggestions.newAuthorAt",
      "suggestions.ownerUid",
      "transparencyReports.month",
    ]);
  });

  it("declare a composite index for every query that needs one", () => {
    for (const query of found.filter(needsComposite)) {
      const fields = [...query.equal, ...query.ordered.filter((field) => !query.equal.includes(field))];
      const declared = indexSettings.indexes.some(
        (index) =>
          index.collectionGroup === query.collection &&
          index.fields.map((field) => field.fieldPath).join() === fields.join(),
      );
      expect(declared, `${query.at}: ${query.collection} (${fields.join(", ")})`).toBe(true);
    }
  });

  it("declare the collection-group index of every field a collection-group query filters on", () => {
    const grouped = found.filter((query) => query.group && !needsComposite(query));
    expect(grouped.length).toBeGreaterThan(0);
    for (const query of grouped) {
      for (const field of [...query.equal, ...query.ordered]) {
        const override = indexSettings.fieldOverrides.find(
          (entry) => entry.collectionGroup === query.collection && entry.fieldPath === field,
        );
        const scopes = override?.indexes.filter((index) => index.queryScope === "COLLECTION_GROUP") ?? [];
        expect(scopes.length, `${query.at}: ${query.collection}.${field}`).toBeGreaterThan(0);
      }
    }
  });

  it("keep the composite index the search is served by (keys, then newest first)", () => {
    expect(indexSettings.indexes.find((index) => index.collectionGroup === "searchIndex")?.fields).toEqual([
      { fieldPath: "keys", arrayConfig: "CONTAINS" },
      { fieldPath: "createdAt", order: "DESCENDING" },
    ]);
  });

  it("exempt the monotonic times no query orders by", () => {
    for (const field of ["suggestions.createdAt", "searchIndex.createdAt", "rateLimits.windowStart"]) {
      expect(exempt.has(field), field).toBe(true);
    }
  });

  it("exempt only fields a document stores, or older documents still hold", () => {
    for (const field of exempt) {
      if (field in FORMER_FIELDS) continue;
      const [collection = "", name = ""] = field.split(/\.(.*)/);
      const schema = Object.entries(STORED_DOCUMENTS).find(([path]) => path.split("/")[0] === collection)?.[1];
      expect(schema && storedFields(schema), field).toContain(name);
    }
  });
});
