import { describe, expect, it } from "vitest";
import { Timestamp } from "firebase-admin/firestore";
import { homeDocument } from "@village/shared/documents";
import { homeAnswerOf } from "./home-answer";

const at = new Timestamp(1_767_225_600, 123_456_000);

describe("homeAnswerOf", () => {
  it("answers from meta/home as its schema reads it: a hand-edited entry dropped, a mistyped count absent", () => {
    const home = homeDocument.parse({
      posts: "many",
      newest: [{ postId: "p1", title: "Bench", createdAt: at }, { postId: "p2", title: 7, createdAt: at }, "x"],
    });
    expect(homeAnswerOf(home)).toEqual({
      total: null,
      posts: [{ postId: "p1", title: "Bench", createdAt: "2026-01-01T00:00:00.123456000Z" }],
    });
  });

  it("throws on a count the contract refuses, for the endpoint's 503", () => {
    expect(() => homeAnswerOf(homeDocument.parse({ posts: -3, newest: [] }))).toThrow();
  });
});
