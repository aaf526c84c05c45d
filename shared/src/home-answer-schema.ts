import "./zod-config.js";
import { z } from "zod";
import type { HomeAnswer } from "./home-endpoint.js";

/**
 * `/api/home`'s answer (home-endpoint.ts) as a zod schema: the function parses what it is about to send with
 * it, so a malformed home document becomes a 503 rather than a cached answer the page cannot read.
 */
export const homeAnswer = z.object({
  total: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).nullable(),
  posts: z.array(
    z.object({
      postId: z.string().min(1),
      title: z.string().optional(),
      details: z.string().optional(),
      link: z.string().optional(),
      author: z.string().optional(),
      createdAt: z.iso.datetime({ offset: false, local: false }),
    }),
  ),
});

// The schema and the interface the web reads stay one contract.
export const homeAnswerMatches: z.infer<typeof homeAnswer> extends HomeAnswer
  ? HomeAnswer extends z.infer<typeof homeAnswer>
    ? true
    : never
  : never = true;
