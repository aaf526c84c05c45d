// docs/architecture.md's "Checklist: adding a callable" names the files a callable needs. This holds every
// existing callable to it, file by file, so the list is the real one: a callable that needs a file the list
// does not name, or a list item no callable follows, fails here.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { callableContracts } from "./lib/contracts";

const root = new URL("../", import.meta.url).pathname;
const read = (path: string) => readFileSync(join(root, path), "utf8");
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    return statSync(join(root, path)).isDirectory() ? filesUnder(path) : [path];
  });
}

const contracts = await callableContracts();
const firebaseJson = JSON.parse(read("firebase.json")) as {
  hosting: { rewrites: { source: string; function?: { functionId: string } }[] };
};
const webSources = filesUnder("web/src").filter((path) => /\.tsx?$/.test(path) && !path.includes(".test."));
const emulatorTests = filesUnder("functions/test").filter((path) => path.endsWith(".test.ts"));
const callablesDoc = read("docs/callables.md");

/** Each item of the checklist, in its order: the path it names first, and how a callable is held to it. */
/**
 * The web call: `callFunction`, or `callAsThisBrowser` for a callable a signed-out visitor may call (it signs
 * the browser in to its anonymous identity first; web/src/lib/firebase/call-as-this-browser.ts).
 */
const WEB_CALL = "(?:callFunction|callAsThisBrowser)";

const ITEMS: { path: string; holds: (contract: { name: string; file: string }) => boolean }[] = [
  { path: "shared/src/contracts/<file>.ts", holds: ({ file }) => file.startsWith("shared/src/contracts/") },
  {
    path: "functions/src/callables/<name>.ts",
    holds: ({ name }) => {
      const handler = `functions/src/callables/${kebab(name)}.ts`;
      return existsSync(join(root, handler)) && new RegExp(`export const ${name}\\b`).test(read(handler));
    },
  },
  {
    path: "functions/src/services/<domain>/<concern>.ts",
    holds: ({ name }) => /from "\.\.\/services\//.test(read(`functions/src/callables/${kebab(name)}.ts`)),
  },
  {
    path: "firebase.json",
    holds: ({ name }) =>
      firebaseJson.hosting.rewrites.some(
        ({ source, function: target }) => source === `/api/${name}` && target?.functionId === name,
      ),
  },
  {
    path: "web/src/features/<feature>/api/<feature>-api.ts",
    holds: ({ name }) =>
      webSources.some(
        (path) =>
          (/\/api\/[\w-]+\.ts$/.test(path) || path.startsWith("web/src/lib/firebase/")) &&
          new RegExp(`${WEB_CALL}\\(${name}\\b`).test(read(path)),
      ),
  },
  {
    path: "web/src/features/<feature>/<Page>.tsx",
    // Something of the app uses the web call that item 5 wrote (a page, or a hook or component of it).
    holds: ({ name }) => {
      const callers = webSources.filter((path) => new RegExp(`${WEB_CALL}\\(${name}\\b`).test(read(path)));
      const exported = callers.flatMap((path) =>
        [...read(path).matchAll(/export (?:async )?(?:function|const) (\w+)/g)].map((match) => match[1] ?? ""),
      );
      return webSources.some(
        (path) => !callers.includes(path) && exported.some((call) => new RegExp(`\\b${call}\\b`).test(read(path))),
      );
    },
  },
  {
    path: "functions/test/<name>.test.ts",
    holds: ({ name }) => emulatorTests.some((path) => new RegExp(`\\b${name}\\b`).test(read(path))),
  },
  {
    path: "docs/callables.md",
    holds: ({ name }) => callablesDoc.split("\n").some((line) => /^#{2,3} /.test(line) && line.includes(`\`${name}\``)),
  },
];

describe("docs/architecture.md's checklist for adding a callable", () => {
  const doc = read("docs/architecture.md");
  const checklist = doc.slice(
    doc.indexOf("## Checklist: adding a callable"),
    doc.indexOf("## Checklist: adding a page"),
  );
  const named = [...checklist.matchAll(/^\d+\. `([^`]+)`/gm)].map((match) => match[1]);

  it("names at most eight files, the ones this test holds callables to, in order", () => {
    expect(named.length).toBeLessThanOrEqual(8);
    expect(named).toEqual(ITEMS.map(({ path }) => path));
  });

  it.each(contracts)("is what $name has", (contract) => {
    const unmet = ITEMS.filter(({ holds }) => !holds(contract)).map(({ path }) => path);
    expect(unmet, `${contract.name} lacks what the checklist names`).toEqual([]);
  });
});
