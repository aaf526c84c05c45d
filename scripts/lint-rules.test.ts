// The layers are enforced by lint, not by convention: each rule is proved here by a file that breaks it.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { ESLint } from "eslint";
import ts from "typescript";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import { serviceDomains } from "../eslint.config.js";

const root = new URL("../", import.meta.url).pathname;

// One linter for every text below: each new one would load the config, its plugins and the import resolver's
// view of the four TypeScript projects again (about 5 s each on a busy machine).
const eslint = new ESLint({ cwd: root, overrideConfig: [tseslint.configs.disableTypeChecked] });

/** The rules `npm run lint` reports for `code`, linted as if it were the file at `filePath`. The text is in
 * no TypeScript project, so the type-aware rules (which need one) are left out; the import rules are not. */
async function rulesBrokenBy(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

// ESLint builds a program for the import resolver: seconds on a busy machine, more than vitest's default wait.
describe("npm run lint", { timeout: 120_000 }, () => {
  it("refuses an import from a feature in the shared layers (components, hooks, lib)", async () => {
    const code = 'import { HomePage } from "../../features/posts/HomePage";\nexport const page = HomePage;\n';
    expect(await rulesBrokenBy(code, "web/src/components/layout/Fixture.tsx")).toContain(
      "import-x/no-restricted-paths",
    );
    expect(await rulesBrokenBy(code.replace("../../", "../"), "web/src/lib/fixture.ts")).toContain(
      "import-x/no-restricted-paths",
    );
  });

  it("refuses an import from the app in a feature", async () => {
    const code = 'import { App } from "../../app/App";\nexport const app = App;\n';
    expect(await rulesBrokenBy(code, "web/src/features/posts/fixture.ts")).toContain("import-x/no-restricted-paths");
  });

  it("refuses an import of one feature by another, and allows one within a feature", async () => {
    const across = 'import { useSignOut } from "../auth/hooks/use-sign-out";\nexport const hook = useSignOut;\n';
    expect(await rulesBrokenBy(across, "web/src/features/posts/fixture.ts")).toContain("import-x/no-restricted-paths");
    const within = 'import { useSignOut } from "./hooks/use-sign-out";\nexport const hook = useSignOut;\n';
    expect(await rulesBrokenBy(within, "web/src/features/auth/fixture.ts")).toEqual([]);
  });

  it("allows the app to compose features, and features to use the shared layers", async () => {
    const app = 'import { HomePage } from "../features/posts/HomePage";\nexport const page = HomePage;\n';
    expect(await rulesBrokenBy(app, "web/src/app/Fixture.tsx")).toEqual([]);
    const feature = 'import { paths } from "../../lib/paths";\nexport const home = paths.home;\n';
    expect(await rulesBrokenBy(feature, "web/src/features/posts/fixture.ts")).toEqual([]);
  });

  it("refuses an import from a service, an entry point or the index in functions/src/lib", async () => {
    const service = 'import { MINUTE_MS } from "../services/limits/rate-limit.js";\nexport const minute = MINUTE_MS;\n';
    expect(await rulesBrokenBy(service, "functions/src/lib/fixture.ts")).toContain("import-x/no-restricted-paths");
    const callable = 'import { confirmAge } from "../callables/confirm-age.js";\nexport const call = confirmAge;\n';
    expect(await rulesBrokenBy(callable, "functions/src/lib/fixture.ts")).toContain("import-x/no-restricted-paths");
    const index = 'import { feed } from "../index.js";\nexport const http = feed;\n';
    expect(await rulesBrokenBy(index, "functions/src/lib/fixture.ts")).toContain("import-x/no-restricted-paths");
  });

  it("refuses an import from a callable, an HTTP function, a trigger or a tool in a service", async () => {
    for (const entry of ["callables/confirm-age", "http/feed", "triggers/sync-post", "tools/backfill"]) {
      const code = `import * as entry from "../../${entry}.js";\nexport const loaded = entry;\n`;
      expect(await rulesBrokenBy(code, "functions/src/services/posts/fixture.ts"), entry).toContain(
        "import-x/no-restricted-paths",
      );
    }
  });

  it("refuses an import of one functions entry point by another, and allows a callable within its folder", async () => {
    const across = 'import { feed } from "../http/feed.js";\nexport const http = feed;\n';
    expect(await rulesBrokenBy(across, "functions/src/callables/fixture.ts")).toContain("import-x/no-restricted-paths");
    const trigger = 'import { confirmAge } from "../callables/confirm-age.js";\nexport const call = confirmAge;\n';
    expect(await rulesBrokenBy(trigger, "functions/src/triggers/fixture.ts")).toContain("import-x/no-restricted-paths");
    const within = 'import { confirmAge } from "./confirm-age.js";\nexport const call = confirmAge;\n';
    expect(await rulesBrokenBy(within, "functions/src/callables/fixture.ts")).toEqual([]);
  });

  it("allows the functions' layers to point down: entry points to services and lib, services to lib", async () => {
    const entry = 'import { MINUTE_MS } from "../services/limits/rate-limit.js";\nexport const minute = MINUTE_MS;\n';
    expect(await rulesBrokenBy(entry, "functions/src/callables/fixture.ts")).toEqual([]);
    const service =
      'import { isContention } from "../../lib/firestore-errors.js";\nexport const test = isContention;\n';
    expect(await rulesBrokenBy(service, "functions/src/services/posts/fixture.ts")).toEqual([]);
    const lib = 'import { LIMITS } from "@village/shared";\nexport const limits = LIMITS;\n';
    expect(await rulesBrokenBy(lib, "functions/src/lib/fixture.ts")).toEqual([]);
  });

  it("refuses an import of a service domain above, and allows one below", async () => {
    const imports = (path: string) => `import * as service from "../${path}.js";\nexport const loaded = service;\n`;
    for (const [domain, path] of [
      ["limits", "posts/posts"],
      ["posts", "moderation/reports"],
      ["moderation", "projection/sync-post"],
      ["accounts", "projection/newest-page"],
      ["projection", "accounts/kept-posts"],
      ["projection", "pages/atom-feed"],
    ] as const) {
      expect(await rulesBrokenBy(imports(path), `functions/src/services/${domain}/fixture.ts`), path).toContain(
        "import-x/no-restricted-paths",
      );
    }
    for (const [domain, path] of [
      ["posts", "limits/allowances"],
      ["accounts", "moderation/own-post"],
      ["pages", "projection/newest-page"],
    ] as const) {
      expect(await rulesBrokenBy(imports(path), `functions/src/services/${domain}/fixture.ts`), path).toEqual([]);
    }
  });

  it("knows every folder of functions/src/services as a domain, and finds no service outside one", () => {
    const entries = readdirSync(`${root}functions/src/services`, { withFileTypes: true });
    expect(entries.filter((entry) => !entry.isDirectory()).map((entry) => entry.name)).toEqual([]);
    expect(entries.map((entry) => entry.name).sort()).toEqual(Object.keys(serviceDomains).sort());
  });

  it("refuses an import cycle", async () => {
    const eslint = new ESLint({ cwd: root, ignore: false, overrideConfig: [tseslint.configs.disableTypeChecked] });
    const [result] = await eslint.lintFiles([`${root}test/lint-fixtures/cycle-a.ts`]);
    expect(result?.messages.map((message) => message.ruleId)).toContain("import-x/no-cycle");
  });

  it("finds no file importing a test file, so no cycle runs through one and no-cycle skips them", () => {
    // eslint.config.js turns import-x/no-cycle off in test files (decision 0112): sound only while nothing
    // imports one, since a cycle passes only through files something imports.
    const sources = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
      cwd: root,
      encoding: "utf8",
    })
      .split("\n")
      .filter((path) => /\.(ts|tsx|mjs|js)$/.test(path) && !path.startsWith("test/lint-fixtures/"));
    const importsOfTests = sources.flatMap((path) => {
      let text: string;
      try {
        text = readFileSync(`${root}${path}`, "utf8");
      } catch {
        return []; // listed by git but deleted in the working tree
      }
      const { importedFiles } = ts.preProcessFile(text, true, true);
      return importedFiles
        .filter(({ fileName }) => /\.test(\.[a-z]+)?$/.test(fileName))
        .map(({ fileName }) => `${path} imports ${fileName}`);
    });
    expect(sources.length).toBeGreaterThan(600);
    expect(importsOfTests).toEqual([]);
  });

  it("knows the types: refuses a promise nobody awaits", async () => {
    // The fixture lives in tsconfig.tools.json's program: naming only that one spares building the other three.
    const typed = new ESLint({
      cwd: root,
      ignore: false,
      overrideConfig: [{ languageOptions: { parserOptions: { project: ["tsconfig.tools.json"] } } }],
    });
    const [result] = await typed.lintFiles([`${root}test/lint-fixtures/unawaited-promise.ts`]);
    expect(result?.messages.map((message) => message.ruleId)).toEqual(["@typescript-eslint/no-floating-promises"]);
  });
});

// The web app's two other rules and the services' typed documents, each proved by a fixture (test/lint-fixtures/) linted as if it lived where
// the rule applies, and where it does not.
describe("npm run lint, on the web app's Firebase imports and settings", { timeout: 120_000 }, () => {
  const fixture = (name: string) => readFileSync(`${root}test/lint-fixtures/${name}`, "utf8");

  it("refuses Firebase in a component, and allows it in lib/firebase and a feature's api/ folder", async () => {
    const code = fixture("firebase-in-a-component.tsx");
    expect(await rulesBrokenBy(code, "web/src/components/layout/Fixture.tsx")).toContain("no-restricted-imports");
    expect(await rulesBrokenBy(code, "web/src/features/posts/hooks/fixture.ts")).toContain("no-restricted-imports");
    expect(await rulesBrokenBy(code, "web/src/lib/firebase/fixture.ts")).not.toContain("no-restricted-imports");
    expect(await rulesBrokenBy(code, "web/src/features/posts/api/fixture.ts")).not.toContain("no-restricted-imports");
  });

  it("refuses DocumentData in a service, and allows it in functions/src/lib (where the typed references are)", async () => {
    const code = fixture("untyped-document.ts");
    expect(await rulesBrokenBy(code, "functions/src/services/posts/fixture.ts")).toContain(
      "@typescript-eslint/no-restricted-types",
    );
    expect(await rulesBrokenBy(code, "functions/src/lib/fixture.ts")).not.toContain(
      "@typescript-eslint/no-restricted-types",
    );
  });

  it("refuses an alias of import.meta.env, and allows reading import.meta.env.NAME", async () => {
    const broken = await rulesBrokenBy(fixture("env-alias.ts"), "web/src/lib/fixture.ts");
    // Exactly one refusal, the alias: the direct read below it is what the rule asks for.
    expect(broken.filter((rule) => rule === "no-restricted-syntax")).toHaveLength(1);
  });
});
