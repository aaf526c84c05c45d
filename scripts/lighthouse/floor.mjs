// The host's floor for `npm run lighthouse`: a page with nothing in it (a heading and a sentence: no script, no
// style sheet, no image), served with the headers firebase.json gives every page, and once more without its
// Cross-Origin-Opener-Policy. Lighthouse's scores are relative to the machine that runs it: what this page
// scores is the best any page can score here, so the table shows it beside the site's pages. On the 2-core
// machines of this project the page with the site's headers scored 87–95 (TBT 264–530 ms) and without the
// opener policy 99–100: the policy makes Chromium start a fresh renderer process for the navigation, whose
// first tasks run several times slower here (docs/decisions/0124).
import { createServer } from "node:http";
import { readFileSync } from "node:fs";
import { root } from "../lib/project.mjs";

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>A page with nothing in it</title>
    <meta name="description" content="Lighthouse's floor on this machine: no script, no style sheet, no image." />
  </head>
  <body>
    <main>
      <h1>A page with nothing in it</h1>
      <p>A heading and a sentence, served with the site's headers: the best any page can score on this machine.</p>
    </main>
  </body>
</html>
`;

/** The headers firebase.json gives every path (its `**` rule), as name → value. */
export function everyPageHeaders(config = JSON.parse(readFileSync(`${root}firebase.json`, "utf8"))) {
  /** @type {{ source?: string, headers: { key: string, value: string }[] }[]} */
  const rules = config.hosting.headers;
  const rule = rules.find((candidate) => candidate.source === "**");
  if (!rule) throw new Error('firebase.json gives no headers to every path ("**")');
  return Object.fromEntries(rule.headers.map(({ key, value }) => [key, value]));
}

/**
 * Serves the page on a free port of 127.0.0.1, with `headers`; resolves with its address and a way to stop.
 * @param {Record<string, string>} headers
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export function serveFloorPage(headers) {
  const server = createServer((request, response) => {
    if (request.url !== "/") {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache", ...headers });
    response.end(PAGE);
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      resolve({ url: `http://127.0.0.1:${port}/`, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

/** The floor's two pages: with the site's headers, and the same without its opener policy. */
export function floorPages() {
  const site = everyPageHeaders();
  const { "Cross-Origin-Opener-Policy": _policy, ...withoutPolicy } = site;
  return [
    { label: "(floor) a page with nothing in it, the site's headers", headers: site },
    { label: "(floor) the same, without Cross-Origin-Opener-Policy", headers: withoutPolicy },
  ];
}
