import "../zod-config.js";
import { z } from "zod";
import { requestIdField, requestObject } from "../fields.js";
import { defineCallable } from "./callable-contract.js";
import { createAnonymousPostInput, EMPTY_ANONYMOUS_POST_MESSAGE } from "./create-anonymous-post.js";
import { isBlank } from "../text/text.js";
import { createSuggestionInput } from "./create-suggestion.js";
import { postIdField } from "./report-post.js";
import { listedPostReply } from "./listed-post-reply.js";

export const NOT_YOUR_POST_TO_EDIT_MESSAGE =
  "Only the author can edit this post: sign in to the account that posted it, or use the browser it was posted from.";
export const EDIT_WINDOW_CLOSED_MESSAGE =
  "A post can be edited only in the 15 minutes after it was posted. You can still delete it.";
export const EDIT_AFTER_REPLY_MESSAGE =
  "This post has a reply, so it can no longer be edited (the reply answers what it said). You can still delete it.";
export const EDIT_AFTER_REPORT_MESSAGE =
  "This post was reported, so it can no longer be edited while moderators look at it. You can still delete it.";
export const EDIT_HIDDEN_POST_MESSAGE = "This post is hidden, so it can no longer be edited. You can still delete it.";
export const EDIT_AFTER_APPROVAL_MESSAGE =
  "A moderator approved this post as it is, so it can no longer be edited. You can still delete it.";

/**
 * The content fields an edit may send: the very field schemas of the two forms that post (so an edit is held
 * to the same limits as a new post). Which of them a post takes is its kind's: a suggestion's title and
 * details, an anonymous post's title, link and text; the handler checks the rest once it has read the post
 * (`editedSuggestion`, `editedAnonymousPost`).
 */
const suggestionShape = createSuggestionInput.shape;
const anonymousShape = createAnonymousPostInput.shape;

/** A signed-in suggestion's content, as `createSuggestion` takes it. */
export const editedSuggestion = requestObject({ title: suggestionShape.title, details: suggestionShape.details });

/** An anonymous post's content, as `createAnonymousPost` takes it (a title or text, an optional link). */
export const editedAnonymousPost = requestObject({
  title: anonymousShape.title,
  link: anonymousShape.link,
  text: anonymousShape.text,
}).refine((post) => [post.title, post.text].some((value) => value !== undefined && !isBlank(value)), {
  message: EMPTY_ANONYMOUS_POST_MESSAGE,
  path: ["title"],
});

export const editPostInput = requestObject({
  postId: postIdField,
  // Each optional here; `editedSuggestion` or `editedAnonymousPost` requires what the post's kind needs.
  title: z.unknown().optional(),
  details: z.unknown().optional(),
  link: z.unknown().optional(),
  text: z.unknown().optional(),
  requestId: requestIdField,
});

/** `editPost`: an author edits their own post, within 15 minutes of posting, while it has no reply and no report. */
export const editPost = defineCallable({
  name: "editPost",
  input: editPostInput,
  // The post as it is now listed, with its edit's time: the author's list and page show it at once.
  output: z.object({
    postId: z.string(),
    edited: z.literal(true),
    post: listedPostReply.extend({ editedAt: z.iso.datetime() }),
  }),
  // Signed-out authors (an anonymous identity) may call it: a captured request must not be replayable.
  replayProtected: true,
});

/** Which form made a post: its kind decides the fields an edit takes. */
export type EditedKind = "suggestion" | "anonymous";

/**
 * The edit's input as the web form checks it before sending: `editPostInput`, and the content by the post's
 * kind's own schema (the server checks the same once it has read the post).
 */
export const editPostInputFor = (kind: EditedKind) =>
  editPostInput.superRefine((input, ctx) => {
    const { postId: _postId, requestId: _requestId, ...fields } = input;
    const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    const content = kind === "suggestion" ? editedSuggestion : editedAnonymousPost;
    const parsed = content.safeParse(given);
    if (!parsed.success) for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, code: "custom" });
  });
