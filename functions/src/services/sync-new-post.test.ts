import { describe, expect, it } from "vitest";
import { Timestamp } from "firebase-admin/firestore";
import { HOME_DOCUMENT, searchIndexEntryFor } from "@village/shared";
import type { SuggestionDocument } from "@village/shared/documents";
import { fastListing } from "./sync-new-post";

const paths = { post: "posts/p1", entry: "searchIndex/p1" };
const at = Timestamp.fromMillis(Date.UTC(2026, 0, 1));
const post: SuggestionDocument = {
  title: "Bench",
  "suggestion details": "By the river",
  author: "sam",
  authorUid: "uid-sam",
  createdAt: at,
};
const withinLimits = () => [];

describe("fastListing", () => {
  it("lists a plain new post as the event shows it, its public fields only, with its search entry", () => {
    const listed = { postId: "p1", title: "Bench", details: "By the river", author: "sam", createdAt: at };
    expect(fastListing("p1", post, withinLimits, paths)).toEqual({ listed, entry: searchIndexEntryFor(listed) });
  });

  it("leaves to the full sync a post that needs a write on itself: no time, an unlisted mark, a console edit", () => {
    const { createdAt: _, ...timeless } = post;
    expect(fastListing("p1", timeless, withinLimits, paths)).toBeNull();
    expect(fastListing("p1", { ...post, unlisted: "too large" }, withinLimits, paths)).toBeNull();
    // Marked as a logged hide but shown: an administrator showed it again in the console, which gets logged.
    expect(fastListing("p1", { ...post, hiddenLogged: true }, withinLimits, paths)).toBeNull();
  });

  it("leaves to the full sync a post out of public view, or one Firestore's limits would refuse", () => {
    expect(fastListing("p1", { ...post, hidden: true, hiddenLogged: true }, withinLimits, paths)).toBeNull();
    const homeTooLarge = (path: string) => (path === HOME_DOCUMENT ? ["1 MiB"] : []);
    expect(fastListing("p1", post, homeTooLarge, paths)).toBeNull();
    const entryTooLarge = (path: string) => (path === paths.entry ? ["40,000 index entries"] : []);
    expect(fastListing("p1", post, entryTooLarge, paths)).toBeNull();
  });
});
