// What a flood of made-up post ids costs `/p/{id}`: the attacker's requests run through the function itself,
// with the one service that reads Firestore counted (decision 0061). A fresh id misses the CDN every time, so
// what matters is that the function answers it without reaching the read. An untagged id is read only when
// the list of public untagged posts (meta/untaggedPosts, itself read at most once every few seconds per
// instance, counted too) names it (decision 0105).
import { randomBytes } from "node:crypto";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { taggedPostId, TAGGED_POST_ID_LENGTH } from "../lib/post-ids";
import type { PostPreview } from "../services/pages/post-page-html";

const reads = vi.hoisted(() => ({ count: 0, lists: 0 }));
/** A post written in the console: Firestore's own 20-character id, no tag. */
const CONSOLE_ID = "AbCdEfGhIjKlMnOpQrSt";
const KEY = "post-id-key-for-this-unit-test-0123456789";
const POST: PostPreview = { title: "A real post", details: "Its text", text: "Its text", author: "Ada" };

vi.mock("../services/pages/public-post.js", () => ({
  readPublicPost: (id: string) => {
    reads.count++;
    return Promise.resolve(id === taggedPostId("real", KEY) || id === CONSOLE_ID ? POST : null);
  },
}));
// The real once-every-few-seconds reader, over a counted read of the list.
vi.mock("../services/pages/untagged-posts.js", async (original) => {
  const actual = await original<typeof import("../services/pages/untagged-posts")>();
  const list = () => {
    reads.lists++;
    return Promise.resolve(new Set([CONSOLE_ID]));
  };
  return { ...actual, untaggedPublicPosts: actual.readEvery(list, new Set<string>(), actual.UNTAGGED_POSTS_WAIT_MS) };
});
vi.mock("../services/pages/app-shell.js", () => ({
  appShell: () =>
    Promise.resolve({
      head: "<html><head>",
      homePreload: "",
      title: "<title>Village</title>",
      siteTags: "",
      appScripts: "",
      beforeRoot: "</head><body>",
      root: ['<main class="shell-main">', "</main>"],
      afterRoot: ["", "</body></html>"],
      styleHashes: [],
    }),
}));

const { postPage, POST_PAGE_CACHE_CONTROL } = await import("./post-page");
type Request = Parameters<typeof postPage>[0];
type Response = Parameters<typeof postPage>[1];

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One GET of `path` through the function, as Hosting passes it on. */
async function get(path: string): Promise<Answer> {
  const headers: Record<string, string> = { host: "127.0.0.1:5000" };
  // On express's own request prototype, as the function gets it: its Accept-Encoding negotiation is express's.
  const request = Object.assign(Object.create(express.request) as express.Request, {
    method: "GET",
    // `path` is express's getter over `url`.
    url: path,
    originalUrl: path,
    headers,
  }) as unknown as Request;
  const answer: Answer = { status: 200, headers: {}, body: "" };
  const response = {
    set(name: string, value: string) {
      answer.headers[name.toLowerCase()] = value;
      return response;
    },
    status(code: number) {
      answer.status = code;
      return response;
    },
    send(body: string | Buffer) {
      // The page is sent as bytes (compressed when asked; these requests ask for no coding).
      answer.body = typeof body === "string" ? body : body.toString("utf8");
      return response;
    },
  } as unknown as Response;
  await postPage(request, response);
  return answer;
}

/** A fresh well-formed id of the tagged shape: what an attacker sends, a new one each time. */
const freshId = () => randomBytes(TAGGED_POST_ID_LENGTH).toString("base64url").slice(0, TAGGED_POST_ID_LENGTH);

describe("/p/{id} under a flood of made-up ids", () => {
  beforeAll(() => {
    process.env.POST_ID_KEY = KEY;
  });
  afterAll(() => {
    delete process.env.POST_ID_KEY;
  });
  beforeEach(() => {
    reads.count = 0;
    reads.lists = 0;
  });

  it("answers 1,000 fresh well-formed ids with the removed post's page, cached, and reads nothing", async () => {
    const answers = [];
    for (let n = 0; n < 1_000; n++) answers.push(await get(`/p/${freshId()}`));
    expect(reads.count).toBe(0);
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([404]));
    expect(new Set(answers.map((answer) => answer.headers["cache-control"]))).toEqual(
      new Set([POST_PAGE_CACHE_CONTROL]),
    );
    expect(answers.every((answer) => answer.headers["x-robots-tag"] === "noindex")).toBe(true);
    expect(answers.every((answer) => answer.body.includes("This post is not available"))).toBe(true);
  });

  it("reads no post for ids of any other shape either (a flood of 24- or 20-character ids, made up)", async () => {
    const started = Date.now();
    for (const length of [20, 24, 36, 64]) {
      for (let n = 0; n < 100; n++) {
        const id = randomBytes(length).toString("base64url").slice(0, length);
        expect((await get(`/p/${id}`)).status).toBe(404);
      }
    }
    expect(reads.count).toBe(0);
    // The list of untagged posts, once per few seconds whatever the flood (one, or two across a boundary).
    const windows = Math.floor((Date.now() - started) / 5_000) + 2;
    expect(reads.lists).toBeLessThanOrEqual(windows);
  });

  it("reads a post written in the console, whose id the list of untagged public posts names, and shows it", async () => {
    const answer = await get(`/p/${CONSOLE_ID}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain("A real post");
    expect(reads.count).toBe(1);
  });

  it("reads once for an id Village minted, and shows its post", async () => {
    const answer = await get(`/p/${taggedPostId("real", KEY)}`);
    expect(reads.count).toBe(1);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain("A real post");
    // A tagged id with no public document (hidden, deleted) is read, and answered as removed.
    expect((await get(`/p/${taggedPostId("hidden", KEY)}`)).status).toBe(404);
    expect(reads.count).toBe(2);
  });
});
