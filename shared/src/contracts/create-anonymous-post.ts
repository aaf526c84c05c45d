import "../zod-config.js";
import { z } from "zod";
import { honeypotField, linkField, STALE_FORM_MESSAGE, requestIdField, requestObject, textField } from "../fields.js";
import { isBlank } from "../text/text.js";
import { LIMITS } from "../limits.js";
import { defineCallable } from "./callable-contract.js";
import { MINIMUM_AGE } from "../age.js";
import { createdAnonymousPostReply } from "./listed-post-reply.js";

/** Anonymous posts carry the age confirmation themselves: there may be no account to store it on. */
export const ANONYMOUS_AGE_MESSAGE = `Please confirm that you are ${MINIMUM_AGE} or older.`;

/** A link alone is not a post (it would be listed as "Untitled" with nothing to say): a title or text is needed. */
export const EMPTY_ANONYMOUS_POST_MESSAGE = "Please add a title or some text before posting.";

/**
 * The refusal of an anonymous post (or a signed-out report) that carries no verified identity: the web app
 * signs the browser in to an anonymous account before it sends one, so only a hand-made request lacks it.
 */
export const ANONYMOUS_IDENTITY_MESSAGE =
  "We could not confirm who is posting from this browser. Please reload the page and try again.";

/**
 * A field old versions of the app sent (`clientId`, the browser's self-chosen id, replaced by an anonymous
 * account the server issues): refused with "reload the page" rather than as an unknown field, so a tab
 * left open across a deploy says what to do.
 */
export const retiredField = z.never({ error: STALE_FORM_MESSAGE }).optional();

/** The fields whose own problems come before "add a title or some text": that check waits until they parse. */
const CONTENT_FIELDS: readonly PropertyKey[] = ["title", "text"];

export const createAnonymousPostInput = requestObject({
  title: textField({ label: "Title", max: LIMITS.anonymousTitle }).optional(),
  link: linkField({ label: "Link", max: LIMITS.anonymousLink }).optional(),
  text: textField({ label: "Text", max: LIMITS.anonymousText, multiline: true }).optional(),
  requestId: requestIdField,
  /** Retired: the author is now the caller's verified ID token (an anonymous account when signed out). */
  clientId: retiredField,
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

/**
 * `createAnonymousPost`: a post from /anon, by a signed-in account or a signed-out visitor's anonymous
 * account; a call with no ID token is refused (`ANONYMOUS_IDENTITY_MESSAGE`).
 */
export const createAnonymousPost = defineCallable({
  name: "createAnonymousPost",
  input: createAnonymousPostInput,
  output: createdAnonymousPostReply,
  // Anyone may call it, signed in or not: a captured request must not be replayable.
  replayProtected: true,
});
