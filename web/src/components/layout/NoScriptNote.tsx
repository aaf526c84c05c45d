/**
 * What a reader with JavaScript off is told, on every page the server or the build rendered (the home page,
 * the legal pages): that reading works (the posts, older ones through the link at the end of the list, a
 * search link's results, each post's page), and what needs JavaScript. With JavaScript on, browsers show none
 * of it (kept short: it is in the home page's first script).
 */
export function NoScriptNote() {
  return (
    <noscript>
      <p>
        JavaScript is off. Reading works without it; posting, signing in, the search box and new-post notices need
        JavaScript.
      </p>
    </noscript>
  );
}
