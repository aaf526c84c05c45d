/**
 * What a reader with JavaScript off is told, on every page the server or the build rendered (the home page,
 * the legal pages): what they can read, and what needs JavaScript. With JavaScript on, browsers show none of it.
 */
export function NoScriptNote() {
  return (
    <noscript>
      <p>
        JavaScript is off. You can read the posts (older ones through the link at the end of the list), each post&apos;s
        page, a shared search link&apos;s results and the legal pages; posting, signing in, the search box and new-post
        notices need JavaScript.
      </p>
    </noscript>
  );
}
