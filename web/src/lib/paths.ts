/**
 * Every route of the app, in one place: the router, links, redirects and tests name routes through this
 * map rather than by writing the path again.
 */
export const paths = {
  home: "/",
  /** One post's page; link to it with `postPath(id)`. */
  post: "/p/:postId",
  newSuggestion: "/new",
  anonymousPost: "/anon",
  auth: "/auth",
  /** "Forgot password?": asks for the reset e-mail. */
  forgotPassword: "/auth/forgot",
  /** Where a password-reset e-mail's link lands (`?oobCode=…`). */
  resetPassword: "/auth/reset",
  /** Your account: display name, your posts, your data, deleting the account (signed in only). */
  account: "/account",
  /** Where deleting an account ends. */
  accountDeleted: "/account/deleted",
  terms: "/terms",
  privacy: "/privacy",
  dmca: "/dmca",
  guidelines: "/guidelines",
  disclaimer: "/disclaimer",
  contact: "/contact",
  coppa: "/coppa",
  moderate: "/moderate",
  moderationLog: "/moderation",
  yourReports: "/reports",
} as const;

/** The id of the guidelines' section that says what the moderation log shows and never shows. */
export const GUIDELINES_LOG_SECTION = "moderation-log";

/** The page of the post with this id. */
export function postPath(postId: string): string {
  return `/p/${encodeURIComponent(postId)}`;
}

/**
 * The legal pages: prerendered into static HTML at build time (web/prerender.mjs), readable without
 * JavaScript, each served from `/legal/<name>.html` (firebase.json).
 */
export const legalPaths: ReadonlySet<string> = new Set([
  paths.terms,
  paths.privacy,
  paths.dmca,
  paths.guidelines,
  paths.disclaimer,
  paths.contact,
  paths.coppa,
]);

/**
 * The app's pages whose first render depends on nothing in the browser (no post, no account, no storage while
 * React takes the markup over) and holds a form: rendered at build time into the HTML that firebase.json
 * serves at their path (web/prerender.mjs), so that they paint whole from the first response, as the legal
 * pages do (docs/decisions/0076). Their fields and submit are disabled, the submit reading "Loading…", until
 * the app has taken the form over (docs/decisions/0106).
 */
export const prerenderedFormPaths: ReadonlySet<string> = new Set([
  paths.anonymousPost,
  paths.auth,
  paths.forgotPassword,
]);

/**
 * The app's other pages whose first render depends on nothing in the browser, rendered at build time into the
 * HTML that firebase.json serves at their path, as the form pages are: the moderation log (its lines read once
 * it runs), the page that ends an account's deletion (docs/decisions/0103), and the frame of each page for
 * signed-in people, which says what the page is for while the app checks the session (docs/decisions/0106).
 */
export const prerenderedPagePaths: ReadonlySet<string> = new Set([
  paths.moderationLog,
  paths.accountDeleted,
  paths.newSuggestion,
  paths.account,
  paths.yourReports,
  paths.moderate,
]);

/** Every page rendered at build time into the file firebase.json serves at its path. */
export const prerenderedPaths: ReadonlySet<string> = new Set([...prerenderedFormPaths, ...prerenderedPagePaths]);

/**
 * A path no route takes, which the build renders into `404.html` (the "Page not found" page Hosting answers
 * for every such path): the app draws the same page at any of them.
 */
export const NOT_FOUND_SAMPLE_PATH = "/not-found";
