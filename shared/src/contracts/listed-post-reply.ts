import "../zod-config.js";
import { z } from "zod";

/**
 * A post's public fields as a callable returns them to its author (`ListedPost` with its time as an ISO
 * string), so the author's tab can show the post before the trigger has listed it, without reading anything.
 */
export const listedPostReply = z.object({
  postId: z.string().min(1),
  title: z.string().optional(),
  details: z.string().optional(),
  link: z.string().optional(),
  author: z.string().optional(),
  createdAt: z.iso.datetime(),
});

export type ListedPostReply = z.infer<typeof listedPostReply>;

/**
 * One earlier version of a post, as its author (`myPost`) and moderators (`moderationQueue`) are answered it:
 * the content an author's edit replaced (by the listed post's names), when it began to be shown and when it
 * was replaced. Never public (issue #48).
 */
export const postVersionAnswer = z.object({
  title: z.string().optional(),
  details: z.string().optional(),
  link: z.string().optional(),
  shownFrom: z.iso.datetime().optional(),
  replacedAt: z.iso.datetime().optional(),
});
export type PostVersionAnswer = z.infer<typeof postVersionAnswer>;

/**
 * What the post callables reply: the post's id, and the post as listed; `held`: safe mode holds it for a
 * moderator (decision 0131), so nobody else sees it until it is approved.
 */
export const createdPostReply = z.object({
  id: z.string().min(1),
  post: listedPostReply,
  held: z.boolean().optional(),
});

/**
 * What createAnonymousPost replies: as the other post callables, plus, to a signed-out caller, the token
 * that lets that browser delete the post later (the server keeps only its hash).
 */
export const createdAnonymousPostReply = createdPostReply.extend({ deleteToken: z.string().min(20).optional() });
