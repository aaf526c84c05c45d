import { afterEach, describe, expect, it, vi } from "vitest";
import { REPLIES_PAGE_SIZE } from "@village/shared";
import { restFields, restReference, restTimestamp, restValue } from "../../../../test/support/rest-fixtures";
import { fetchReplies, repliesPageOf } from "./replies-api";

/** Answers every fetch with `documents` as Firestore's runQuery does, recording the addresses and bodies. */
function stubFirestore(documents: { id: string; fields: object }[]) {
  const asked: { url: string; body: unknown }[] = [];
  vi.stubGlobal("fetch", (url: string, init: { body: string }) => {
    asked.push({ url, body: JSON.parse(init.body) as unknown });
    const rows = documents.map(({ id, fields }) => ({
      document: {
        name: `projects/p/databases/(default)/documents/posts/a-post/listedReplies/${id}`,
        fields: restFields(fields),
      },
    }));
    return Promise.resolve(new Response(JSON.stringify(rows), { status: 200 }));
  });
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

const reply = (n: number, extra: object = {}) => ({
  id: `r${n}`,
  fields: {
    replyId: `r${n}`,
    postId: "a-post",
    text: `Reply ${n}`,
    author: "Anonymous Heron",
    createdAt: restTimestamp(`2026-01-01T00:00:${String(n % 60).padStart(2, "0")}.123456Z`),
    ...extra,
  },
});

describe("fetchReplies", () => {
  it("asks one page of the post's replies, oldest first, by time then id", async () => {
    const asked = stubFirestore([reply(1), reply(2, { byPostAuthor: true })]);
    const page = await fetchReplies("a-post", null);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.url).toMatch(/\/documents\/posts\/a-post:runQuery/);
    expect(asked[0]?.body).toEqual({
      structuredQuery: {
        from: [{ collectionId: "listedReplies" }],
        orderBy: [
          { field: { fieldPath: "createdAt" }, direction: "ASCENDING" },
          { field: { fieldPath: "__name__" }, direction: "ASCENDING" },
        ],
        limit: REPLIES_PAGE_SIZE,
      },
    });
    expect(page.items.map(({ id, author, byPostAuthor, text }) => ({ id, author, byPostAuthor, text }))).toEqual([
      { id: "r1", author: "Anonymous Heron", byPostAuthor: false, text: "Reply 1" },
      { id: "r2", author: "Anonymous Heron", byPostAuthor: true, text: "Reply 2" },
    ]);
    // A short page is the last: nothing more to load.
    expect(page.next).toBeNull();
  });

  it("goes on from a full page's last reply, exact to the microsecond, at the same cost", async () => {
    stubFirestore(Array.from({ length: REPLIES_PAGE_SIZE }, (_, index) => reply(index + 1)));
    const first = await fetchReplies("a-post", null);
    expect(first.next).toEqual({ time: "2026-01-01T00:00:50.123456Z", replyId: "r50" });
    const asked = stubFirestore([reply(51)]);
    const second = await fetchReplies("a-post", first.next);
    expect(asked[0]?.body).toMatchObject({
      structuredQuery: {
        startAt: {
          values: [
            restValue(restTimestamp("2026-01-01T00:00:50.123456Z")),
            restValue(restReference(expect.stringMatching(/\/documents\/posts\/a-post\/listedReplies\/r50$/))),
          ],
          before: false,
        },
        limit: REPLIES_PAGE_SIZE,
      },
    });
    expect(second.items.map((item) => item.id)).toEqual(["r51"]);
  });

  it("skips a document of another shape, and reads nothing for an id no post can have", async () => {
    stubFirestore([reply(1), { id: "bad", fields: { text: "no time, no author" } }, reply(3)]);
    expect((await fetchReplies("a-post", null)).items.map((item) => item.id)).toEqual(["r1", "r3"]);
    const asked = stubFirestore([]);
    expect(await fetchReplies("../meta", null)).toEqual({ items: [], next: null });
    expect(asked).toEqual([]);
  });
});

describe("repliesPageOf", () => {
  it("makes the rendered first page's cursor from its last reply", () => {
    const listed = Array.from({ length: REPLIES_PAGE_SIZE }, (_, index) => ({
      replyId: `r${index}`,
      postId: "a-post",
      text: "hi",
      author: "Bo",
      createdAt: `2026-01-01T00:00:00.${String(index).padStart(9, "0")}Z`,
    }));
    expect(repliesPageOf(listed).next).toEqual({ time: "2026-01-01T00:00:00.000000049Z", replyId: "r49" });
    expect(repliesPageOf(listed.slice(1)).next).toBeNull();
  });
});
