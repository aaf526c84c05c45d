import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import importX from "eslint-plugin-import-x";
import playwright from "eslint-plugin-playwright";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

// The web app's layers (docs/architecture.md): app → features → components/hooks/lib → shared. A layer
// imports only from the layers below it, and a feature never from another feature (the app composes them).
const features = readdirSync(new URL("./web/src/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const layerZones = [
  {
    target: ["./web/src/components", "./web/src/hooks", "./web/src/lib"],
    from: ["./web/src/features", "./web/src/app"],
    message: "The shared layers (components, hooks, lib) import no feature and not the app; pass what they need in.",
  },
  {
    target: "./web/src/features",
    from: "./web/src/app",
    message: "Features do not import the app; the app imports features.",
  },
  ...features.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: "./web/src/features",
    except: [`./${feature}`],
    message: "Features do not import each other: move what both need into lib/ or hooks/, or compose them in app/.",
  })),
];

// The functions' layers (docs/architecture.md): callables/http/triggers/tools → services → lib → shared. The
// entry points (a callable, an HTTP function, a trigger, a tool) call services and never each other; services
// use lib; lib knows nothing above it. index.ts, which only re-exports the entry points, is above them all.
const functionEntries = ["callables", "http", "triggers", "tools"].map((folder) => `./functions/src/${folder}`);
/**
 * Each folder of functions/src/services, with the domains its files may import (the rest are above it).
 * scripts/lint-rules.test.ts checks that every folder there is listed and that no service sits outside one.
 * @type {Record<string, string[]>}
 */
export const serviceDomains = {
  limits: [],
  posts: ["limits"],
  moderation: ["posts", "limits"],
  accounts: ["moderation", "posts", "limits"],
  projection: ["moderation", "posts", "limits"],
  pages: ["projection", "moderation", "posts", "limits"],
};
const functionZones = [
  {
    // The one way in: functions/build.mjs bundles web/src/server/render.tsx under `#app-renderer`, which
    // test/deploy/app-renderer-bundle.test.ts checks (docs/architecture.md, "What the functions bundle").
    target: "./functions/src",
    from: ["./web"],
    message:
      "The functions reach the web app only through `#app-renderer` (web/src/server/render.tsx, bundled by functions/build.mjs).",
  },
  {
    target: "./functions/src/lib",
    from: ["./functions/src/services", ...functionEntries, "./functions/src/index.ts"],
    message:
      "functions/src/lib is the bottom layer: it imports no service, entry point or index; pass what it needs in.",
  },
  {
    target: "./functions/src/services",
    from: [...functionEntries, "./functions/src/index.ts"],
    message: "Services do not import callables, HTTP functions, triggers or tools; those call services.",
  },
  ...functionEntries.map((entry) => ({
    target: entry,
    from: [...functionEntries.filter((other) => other !== entry), "./functions/src/index.ts"],
    message:
      "Entry points (callables, http, triggers, tools) do not import each other: share the work through a service.",
  })),
  // The services' domains (docs/decisions/0100-service-domain-folders.md), each importing only the domains it
  // is listed with: limits at the bottom, the HTML pages at the top. accounts and projection sit side by side.
  ...Object.entries(serviceDomains).map(([domain, below]) => ({
    target: `./functions/src/services/${domain}`,
    from: Object.keys(serviceDomains)
      .filter((other) => other !== domain && !below.includes(other))
      .map((other) => `./functions/src/services/${other}`),
    message: `A ${domain} service imports only ${below.length > 0 ? below.join(", ") : "lib"} of the other service domains (decision 0100).`,
  })),
];

// import-x 4.6 (the last before a native resolver whose binaries our npm registry lacks for other platforms,
// which breaks `npm ci`) declares its plugin with types older than ESLint 9's; the object itself is a plugin.
/** @type {import("eslint").ESLint.Plugin} */
const importXPlugin = /** @type {any} */ (importX);

export default defineConfig(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "functions/lib/**",
      // The app's server renderer as functions/build.mjs builds it (web/vite.server.config.ts).
      "functions/.server-render/**",
      ".cache/**",
      ".emulator-data/**",
      // Deliberately broken files that scripts/lint-rules.test.ts lints on purpose.
      "test/lint-fixtures/**",
    ],
  },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        project: ["shared/tsconfig.json", "functions/tsconfig.json", "web/tsconfig.json", "tsconfig.tools.json"],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { "import-x": importXPlugin },
    settings: {
      // How import-x reads TypeScript files, and resolves imports the way tsc does (`./x.js` to `./x.ts`).
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver": {
        typescript: {
          project: ["shared/tsconfig.json", "functions/tsconfig.json", "web/tsconfig.json", "tsconfig.tools.json"],
        },
      },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // Numbers read plainly in messages and ids; objects, nullish values and unknowns still may not.
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true }],
      // `onClick={() => setOpen(false)}` is React's idiom; a void value used anywhere else is still an error.
      "@typescript-eslint/no-confusing-void-expression": ["error", { ignoreArrowShorthand: true }],
      // Passing on a caught value as it came (`unknown`) is not inventing a non-Error rejection.
      "@typescript-eslint/prefer-promise-reject-errors": ["error", { allowThrowingUnknown: true }],
      // Cycles inside the repo; not through node_modules, where following every import took 41% of lint's
      // time (decision 0077). A cycle among the repo's own files is still reported.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    // A cycle runs through files that are imported, and nothing imports a test file (the rule below refuses it),
    // so every cycle is found by linting the other files: walking the import graph again from each of the 241
    // test files found none that those did not (decision 0112).
    files: ["**/*.test.{ts,tsx,mjs}"],
    rules: { "import-x/no-cycle": "off" },
  },
  // The scripts' JavaScript is type-checked by tsc (checkJs, tsconfig.tools.json) but carries no annotations
  // for ESLint's type-aware rules to reason with; they keep the syntax rules above.
  { files: ["**/*.{js,mjs}"], ...tseslint.configs.disableTypeChecked },
  {
    // vitest types its asymmetric matchers (`expect.stringMatching(…)`, `expect.any(…)`) as `any`, and a test
    // places them inside expected objects on purpose.
    files: ["**/*.test.{ts,tsx}", "**/test/**/*.ts", "web/e2e/**/*.ts"],
    rules: { "@typescript-eslint/no-unsafe-assignment": "off" },
  },
  {
    // The browser tests on Playwright Test: awaited web-first assertions, no fixed sleeps, no focused or
    // skipped tests.
    files: ["web/e2e/**/*.ts"],
    ...playwright.configs["flat/recommended"],
    rules: {
      ...playwright.configs["flat/recommended"].rules,
      "playwright/no-wait-for-timeout": "error",
      "playwright/no-skipped-test": "error",
      "playwright/prefer-web-first-assertions": "error",
      "playwright/no-useless-await": "error",
      "playwright/prefer-to-have-count": "error",
      "playwright/prefer-locator": "error",
    },
  },
  { files: ["web/src/**/*.{ts,tsx}"], ...reactHooks.configs.flat.recommended },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: layerZones }],
      // Firebase stays behind web/src/lib/firebase, the read module and the features' api/ modules; components
      // use hooks.
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["firebase", "firebase/*", "@firebase/*"],
              message: "Import Firebase only in web/src/lib/firebase or a feature's api/ folder.",
            },
          ],
        },
      ],
      // Vite replaces each `import.meta.env.NAME` with its value; an alias of `import.meta.env` makes it embed
      // every VITE_ setting instead, including ones that must never ship (the App Check debug token).
      "no-restricted-syntax": [
        "error",
        {
          selector: ":not(MemberExpression) > MemberExpression[object.type='MetaProperty'][property.name='env']",
          message: "Read each setting as import.meta.env.NAME, never through an alias of import.meta.env.",
        },
      ],
    },
  },
  {
    files: ["functions/src/**/*.ts"],
    rules: { "import-x/no-restricted-paths": ["error", { zones: functionZones }] },
  },
  {
    // Services work on typed documents (functions/src/lib/collections.ts, shared/src/documents/): an untyped
    // map would let a renamed field through typecheck.
    files: ["functions/src/services/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-types": [
        "error",
        {
          types: Object.fromEntries(
            ["DocumentData", "FirebaseFirestore.DocumentData"].map((name) => [
              name,
              "Read and write stored documents through functions/src/lib/collections.ts, typed by shared/src/documents/.",
            ]),
          ),
        },
      ],
    },
  },
  {
    // The app's one read module (web/src/lib/read, docs/decisions/0107) reads Firestore through lib/firebase's
    // REST reader.
    files: ["web/src/lib/firebase/**", "web/src/lib/read/**", "web/src/features/*/api/**"],
    rules: { "no-restricted-imports": "off" },
  },
);
