// What /anon's server refuses, each with a sentence tied to the field to fix (issue 24, item 3): a link that is
// not a web address, a post with no title or text, and every problem of one request named at once.
import { describe, expect, it } from "vitest";
import { ANONYMOUS_AGE_MESSAGE, createAnonymousPost, EMPTY_ANONYMOUS_POST_MESSAGE } from "@village/shared";
import { call, failureOf } from "./support/clients";
import { freshEmulatorsPerTest } from "./support/lifecycle";
import { expectRefusedStoringNothing, issuePaths } from "./support/refusals";
import { storedPost } from "./support/stored";

const newClient = freshEmulatorsPerTest();

const LINK_MESSAGE = "Link must be a web address, such as example.com/page or https://example.com (or leave it empty).";

describe("createAnonymousPost refuses what is not a post", () => {
  it.each([
    "not a link",
    "javascript:alert(1)",
    " JavaScript:alert(document.cookie) ",
    "data:text/html,x",
    "www.example .com",
  ])("refuses the link %j, under the link", async (link) => {
    const failure = await expectRefusedStoringNothing(call(newClient(), createAnonymousPost, { title: "Song", link }), {
      code: "invalid-argument",
      message: LINK_MESSAGE,
    });
    expect(issuePaths(failure)).toEqual(["link"]);
  });

  it("refuses a link alone, asking for a title or text under the title", async () => {
    const failure = await expectRefusedStoringNothing(
      call(newClient(), createAnonymousPost, { link: "https://example.com/song" }),
      { code: "invalid-argument", message: EMPTY_ANONYMOUS_POST_MESSAGE },
    );
    expect(issuePaths(failure)).toEqual(["title"]);
  });

  it("names every problem of one request, each with its field", async () => {
    const failure = await failureOf(
      call(newClient(), createAnonymousPost, { link: "not a link", ageConfirmed: undefined }),
    );
    expect(failure.code).toBe("invalid-argument");
    expect(failure.details).toEqual({
      issues: [
        { path: "link", message: LINK_MESSAGE },
        { path: "ageConfirmed", message: ANONYMOUS_AGE_MESSAGE },
        { path: "title", message: EMPTY_ANONYMOUS_POST_MESSAGE },
      ],
    });
  });

  it("stores an https link, trimmed, with a title", async () => {
    const { id } = await call(newClient(), createAnonymousPost, {
      title: "Song",
      link: "  https://example.com/a?b=1 ",
    });
    expect(await storedPost(id)).toMatchObject({ title: "Song", link: "https://example.com/a?b=1" });
  });
});
