import "./zod-config.js";
import { z } from "zod";
import type { HomeAnswer } from "./home-endpoint.js";
import { listedPostFields } from "./documents/public-post.js";

/**
 * `/api/home`'s answer (home-endpoint.ts) as a zod schema: the function parses what it is about to send with
 * it, so a malformed home document becomes a 503 rather than a cached answer the page cannot read.
 */
export const homeAnswer = z.object({
  total: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).nullable(),
  // The stored listed post (documents/public-post.ts), its time as the endpoint sends it.
  posts: z.array(listedPostFields(z.iso.datetime({ offset: false, local: false }))),
});

// The schema and the interface the web reads stay one contract.
export const homeAnswerMatches: z.infer<typeof homeAnswer> extends HomeAnswer
  ? HomeAnswer extends z.infer<typeof homeAnswer>
    ? true
    : never
  : never = true;
