// The list's reader of public documents (the `listedPostAnswer` schema, in zod/mini for the first-load bundle,
// and `postFromAnswer`) held to the stored document's schema (shared/src/documents/public-post.ts): what the
// schema accepts, the reader reads in full.
import { describe, expect, it } from "vitest";
import { homeDocument, publicPostDocument, searchEntryDocument } from "@village/shared/documents";
import { HOME_READ_TIME_FIELD, NEWEST_POSTS_FIELD, POST_COUNT_FIELD } from "@village/shared";
import { listedPostAnswer } from "@village/shared";
import { parsed } from "../../../lib/read/read";
import { postFromAnswer } from "./post";

/** A public document's fields as the list reads them (REST times are RFC 3339 text), or null when it cannot show it. */
function postFromFields(fields: Record<string, unknown>) {
  const value = parsed(listedPostAnswer, fields);
  return value && postFromAnswer(value);
}

const createdAt = new Date(Date.UTC(2026, 0, 1));
const restTime = "2026-01-01T00:00:00.123456Z";
/** The time as the Admin SDK stores it (the schema's check); the REST reader gets it as RFC 3339 text. */
const storedTime = {
  seconds: createdAt.getTime() / 1000,
  nanoseconds: 0,
  toMillis: () => createdAt.getTime(),
  toDate: () => createdAt,
};

describe("the list's reader, held to the public post's schema", () => {
  // One distinct text per field the schema defines: a field renamed in the schema is then a value the reader
  // never sees, and this test fails.
  // `repliesClosed` is a flag (only `true`), read below on its own.
  const flags = ["repliesClosed"];
  // The times (`createdAt`, and an edited post's `editedAt`) are read on their own too.
  const times = ["createdAt", "editedAt"];
  const fields = Object.keys(publicPostDocument.shape).filter(
    (field) => !times.includes(field) && !flags.includes(field),
  );
  // The reply count is a number: a distinct one (decision 0118).
  const valueOf = (field: string): string | number => (field === "replyCount" ? 7 : `${field}-value`);
  const stored = { ...Object.fromEntries(fields.map((field) => [field, valueOf(field)])), repliesClosed: true };

  it("is given a document the schema accepts", () => {
    expect(publicPostDocument.parse({ ...stored, createdAt: storedTime, editedAt: storedTime })).toEqual({
      ...stored,
      createdAt: storedTime,
      editedAt: storedTime,
    });
  });

  it("reads every field the schema defines, as it is stored", () => {
    const post = postFromFields({ ...stored, createdAt: restTime, editedAt: "2026-01-01T00:10:00.5Z" });
    const read = Object.values(post ?? {});
    for (const field of fields)
      expect(read, `the list does not read the stored field ${field}`).toContain(valueOf(field));
    expect(post?.createdAt.toISOString()).toBe("2026-01-01T00:00:00.123Z");
    expect(post?.repliesClosed).toBe(true);
    expect(post?.editedAt?.toISOString()).toBe("2026-01-01T00:10:00.500Z");
  });

  it("skips what the schema refuses for want of a time, and reads a post with only what the schema requires", () => {
    expect(publicPostDocument.safeParse({ postId: "p1" }).success).toBe(false);
    expect(postFromFields({ postId: "p1" })).toBeNull();
    expect(publicPostDocument.safeParse({ postId: "p1", createdAt: storedTime }).success).toBe(true);
    expect(postFromFields({ postId: "p1", createdAt: restTime })).toMatchObject({ id: "p1" });
  });

  it("reads a search entry and a home entry the same way: both are listed posts", () => {
    for (const field of [...fields, ...flags, ...times]) {
      expect(Object.keys(searchEntryDocument.shape)).toContain(field);
    }
    const home = homeDocument.parse({
      [POST_COUNT_FIELD]: 1,
      [NEWEST_POSTS_FIELD]: [{ ...stored, createdAt: storedTime, editedAt: storedTime }],
    });
    expect(home[NEWEST_POSTS_FIELD]).toHaveLength(1);
    // The page reads the count and the posts; the build's read time is the builder's alone (decision 0069).
    expect(Object.keys(homeDocument.shape).sort()).toEqual(
      [NEWEST_POSTS_FIELD, POST_COUNT_FIELD, HOME_READ_TIME_FIELD].sort(),
    );
  });
});
