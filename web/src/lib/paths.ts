/**
 * Every route of the app, in one place: the router, links, redirects and tests name routes through this
 * map rather than by writing the path again.
 */
export const paths = {
  home: "/",
  newSuggestion: "/new",
  anonymousPost: "/anon",
  auth: "/auth",
  terms: "/terms",
  privacy: "/privacy",
  dmca: "/dmca",
  guidelines: "/guidelines",
  disclaimer: "/disclaimer",
  contact: "/contact",
  coppa: "/coppa",
} as const;
