// `npm run dev` serves the app from Vite, without Hosting in front: every rewrite of firebase.json that
// Hosting sends to a function (the callables at /api/<name>, /api/home, /api/newest, the feed) is proxied
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

/** The exact paths (no globs) that firebase.json rewrites to a function, with that function's id and region. */
export function functionRewrites(firebaseJson: FirebaseJson): { path: string; functionId: string; region: string }[] {
  return firebaseJson.hosting.rewrites.flatMap(({ source, function: target }) =>
    target && !/[*{}[\]?]/.test(source)
      ? [{ path: source, functionId: target.functionId, region: target.region ?? "us-central1" }]
      : [],
  );
}

/** Vite's `server.proxy`: each function rewrite to its function on the Functions emulator. */
export function devProxy(firebaseJsonPath: string, projectId: string): Record<string, ProxyOptions> {
  const firebaseJson = JSON.parse(readFileSync(firebaseJsonPath, "utf8")) as FirebaseJson;
  const { host, port } = firebaseJson.emulators.functions;
  return Object.fromEntries(
    functionRewrites(firebaseJson).map(({ path, functionId, region }) => [
      // Anchored, so that /api/home does not also catch /api/homework.
      `^${path.replace(/[.]/g, "\\.")}(\\?.*)?$`,
      {
        target: `http://${host}:${port}`,
        rewrite: (url: string) => `/${projectId}/${region}/${functionId}${url.slice(path.length)}`,
      },
    ]),
  );
}
