/**
 * Where the web app calls a callable: a path on the site's own origin, which Hosting rewrites to the function
 * of that name (firebase.json; scripts/hosting-routes.test.ts checks a rewrite per contract). Same-origin, the
 * call needs no CORS preflight and the Content-Security-Policy names no project's host (decision 0026).
 */
export const callablePath = (name: string): string => `/api/${name}`;
