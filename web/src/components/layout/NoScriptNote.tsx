/**
 * What a reader with JavaScript off is told, on every page the server or the build rendered (the home page,
 * the legal pages): what they can read, and what needs JavaScript. With JavaScript on, browsers show none of it.
 */
export function NoScriptNote() {
  return (
    <noscript>
      <p>
        JavaScript is off. You can read the newest posts, each post&apos;s page and the legal pages; posting, signing
        in, searching (a shared search link too), Load more and new-post notices need JavaScript.
      </p>
    </noscript>
  );
}
