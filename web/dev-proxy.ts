// `npm run dev` serves the app from Vite, without Hosting in front: every rewrite of firebase.json that
// Hosting sends to a function (the callables at /api/<name>, /api/home, /api/newest, the feeds) is proxied
// here to the Functions emulator instead, from that same list, so the dev server answers every call that
// `npm start` answers. Page rewrites (/p/**, /new → its HTML) stay with Vite, which serves the app itself.
import { readFileSync } from "node:fs";
import type { ProxyOptions } from "vite";

interface Rewrite {
  source: string;
  function?: { functionId: string; region?: string };
}

interface FirebaseJson {
  hosting: { rewrites: Rewrite[] };
  emulators: { functions: { host: string; port: number } };
}

/**
 * The paths firebase.json rewrites to a function, with that function's id and region: exact paths, and paths
 * under an API or feed prefix (a source ending in `/*` or `/**`, such as `/api/reply-count/*` or
 * `/feed/replies/*`), whose function reads the rest of the path itself.
 */
export function functionRewrites(
  firebaseJson: FirebaseJson,
): { path: string; prefix: boolean; functionId: string; region: string }[] {
  // `/` is the app's own page: rendered by a function behind Hosting (docs/decisions/0042), served by Vite here.
  return firebaseJson.hosting.rewrites.flatMap(({ source, function: target }) => {
    if (!target || source === "/") return [];
    // Only the API's and the feeds': page rewrites (`/p/**` → postPage) stay with Vite, which serves the app itself.
    const under = /^(\/(?:api|feed)\/[^*{}[\]?]+\/)\*\*?$/.exec(source)?.[1];
    const exact = !/[*{}[\]?]/.test(source);
    if (!under && !exact) return [];
    return [
      {
        path: under ?? source,
        prefix: under !== undefined,
        functionId: target.functionId,
        region: target.region ?? "us-central1",
      },
    ];
  });
}

/** Vite's `server.proxy`: each function rewrite to its function on the Functions emulator. */
export function devProxy(firebaseJsonPath: string, projectId: string): Record<string, ProxyOptions> {
  const firebaseJson = JSON.parse(readFileSync(firebaseJsonPath, "utf8")) as FirebaseJson;
  const { host, port } = firebaseJson.emulators.functions;
  return Object.fromEntries(
    functionRewrites(firebaseJson).map(({ path, prefix, functionId, region }) => {
      const escaped = path.replace(/[.]/g, "\\.");
      const target = `/${projectId}/${region}/${functionId}`;
      return [
        // Anchored, so that /api/home does not also catch /api/homework.
        prefix ? `^${escaped}[^/?]+(\\?.*)?$` : `^${escaped}(\\?.*)?$`,
        {
          target: `http://${host}:${port}`,
          // Under a prefix, the function is given the whole path, as Hosting gives it; an exact path, only what
          // follows it (the query string).
          rewrite: (url: string) => (prefix ? `${target}${url}` : `${target}${url.slice(path.length)}`),
        },
      ];
    }),
  );
}
