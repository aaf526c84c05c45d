import "../zod-config.js";
import { z } from "zod";
import { honeypotField, linkField, STALE_FORM_MESSAGE, requestIdField, requestObject, textField } from "../fields.js";
import { isBlank } from "../text.js";
import { LIMITS } from "../limits.js";
import { defineCallable } from "./callable-contract.js";
import { MINIMUM_AGE } from "../age.js";
import { createdAnonymousPostReply } from "./listed-post-reply.js";

/** Anonymous posts carry the age confirmation themselves: there may be no account to store it on. */
export const ANONYMOUS_AGE_MESSAGE = `Please confirm that you are ${MINIMUM_AGE} or older.`;

/** A link alone is not a post (it would be listed as "Untitled" with nothing to say): a title or text is needed. */
export const EMPTY_ANONYMOUS_POST_MESSAGE = "Please add a title or some text before posting.";

/** The fields whose own problems come before "add a title or some text": that check waits until they parse. */
const CONTENT_FIELDS: readonly PropertyKey[] = ["title", "text"];

export const createAnonymousPostInput = requestObject({
  title: textField({ label: "Title", max: LIMITS.anonymousTitle }).optional(),
  link: linkField({ label: "Link", max: LIMITS.anonymousLink }).optional(),
  text: textField({ label: "Text", max: LIMITS.anonymousText, multiline: true }).optional(),
  requestId: requestIdField,
  /**
   * A random id the browser keeps for itself: the anonymous author, as moderators act on it ("hide this
   * author's posts", suspend), stored only as a keyed hash, never tied to the account or the address. Also
   * the rate-limit key where the caller's address is unknown (the emulator). The web app always sends it (the
   * form's own checks run before it is added); a post without it has no author a moderator could act on
   * beyond the post itself, which gains its sender nothing a fresh id would not.
   */
  clientId: z.uuid({ error: STALE_FORM_MESSAGE }).optional(),
  /** "I am 13 or older", ticked (once per browser; the form remembers it). */
  ageConfirmed: z.literal(true, { error: ANONYMOUS_AGE_MESSAGE }),
  /** The honeypot; see `honeypotField`. */
  website: honeypotField,
}).refine((post) => [post.title, post.text].some((value) => value !== undefined && !isBlank(value)), {
  message: EMPTY_ANONYMOUS_POST_MESSAGE,
  // Under the title, the form's first field, so the form shows it where it is fixed and focus lands there.
  path: ["title"],
  // Also when another field (the link, the age box) has a problem, so that every problem shows at once; not
  // when the request is not an object or the title or text failed on their own.
  when: ({ issues }) =>
    issues.every(
      (issue) => issue.path !== undefined && issue.path.length > 0 && !CONTENT_FIELDS.includes(issue.path[0] ?? ""),
    ),
});

/** `createAnonymousPost`: a post from /anon, by anyone, signed in or not. */
export const createAnonymousPost = defineCallable({
  name: "createAnonymousPost",
  input: createAnonymousPostInput,
  output: createdAnonymousPostReply,
  // Anyone may call it, signed in or not: a captured request must not be replayable.
  replayProtected: true,
});
