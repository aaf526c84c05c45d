// What `firebase deploy` does with firebase.json and firestore.indexes.json, checked with firebase-tools'
// own code (the pinned 14.27.0) where it has one:
// - hosting's predeploy builds the production web app, so a bare `firebase deploy` never publishes the
//   emulator build that `npm start` and `npm test` leave in web/dist;
// - hosting uploads neither source maps nor Vite's .vite/ folder;
// - the TTL policy on rateLimits.expireAt is declared, in the shape firebase-tools deploys.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";

const root = new URL("../", import.meta.url).pathname;
const readJson = (path: string): unknown => JSON.parse(readFileSync(join(root, path), "utf8"));
const require = createRequire(import.meta.url);

interface HostingConfig {
  public: string;
  predeploy?: string | string[];
  ignore?: string[];
}
const hosting = () => (readJson("firebase.json") as { hosting: HostingConfig }).hosting;

/** The npm script a command runs in the web workspace, or null when it is not `npm run <script>` there. */
function webScriptRun(command: string): string | null {
  const words = command.trim().split(/\s+/);
  if (words[0] !== "npm" || words[1] !== "run" || !words[2]) return null;
  const rest = words.slice(3).join(" ");
  return /(^|\s)(--workspace[= ]|-w )web(\s|$)/.test(rest) ? words[2] : null;
}

describe("hosting's predeploy", () => {
  it("builds the web workspace with its production build script", () => {
    const predeploy = [hosting().predeploy ?? []].flat();
    const scripts = predeploy.map(webScriptRun);
    expect(scripts, `predeploy: ${JSON.stringify(predeploy)}`).toContain("build");
    // Nothing after it may build again in another mode.
    expect(scripts.filter((script) => script !== null)).toEqual(["build"]);
  });

  it("runs `vite build` in production mode (the emulator build is `build:emulator`)", () => {
    const { scripts } = readJson("web/package.json") as { scripts: Record<string, string> };
    const build = scripts.build ?? "";
    expect(build.trim().split(/\s+/).slice(0, 2)).toEqual(["vite", "build"]);
    const mode = /--mode[= ](\S+)/.exec(build)?.[1] ?? "production";
    expect(mode).toBe("production");
    expect(scripts["build:emulator"]).toContain("--mode emulator");
  });

  it("is the hosting folder's builder: web/dist is what Vite writes", () => {
    expect(hosting().public).toBe("web/dist");
    expect(readFileSync(join(root, "web/vite.config.ts"), "utf8")).toMatch(/outDir: "dist"/);
  });
});

it("leaves source maps and Vite's .vite/ folder out of the hosting upload", () => {
  const { listFiles } = require("firebase-tools/lib/listFiles") as {
    listFiles: (cwd: string, ignore?: string[]) => string[];
  };
  const dist = mkdtempSync(join(tmpdir(), "village-dist-"));
  for (const file of [
    "index.html",
    "favicon.svg",
    "assets/index-abc.js",
    "assets/index-abc.js.map",
    ".vite/manifest.json",
  ]) {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), "x");
  }
  expect(listFiles(dist, hosting().ignore).sort()).toEqual(["assets/index-abc.js", "favicon.svg", "index.html"]);
});

describe("the TTL policy on rateLimits.expireAt", () => {
  interface FieldOverride {
    collectionGroup: string;
    fieldPath: string;
    ttl?: boolean;
    indexes: unknown[];
  }
  const indexes = () => readJson("firestore.indexes.json") as { indexes: unknown[]; fieldOverrides: FieldOverride[] };
  const { FirestoreApi } = require("firebase-tools/lib/firestore/api") as {
    FirestoreApi: new () => {
      validateSpec(spec: unknown): void;
      upgradeOldSpec(spec: unknown): { fieldOverrides: FieldOverride[] };
      patchField(project: string, spec: FieldOverride): Promise<void>;
      apiClient: { patch: (url: string, body: unknown, options?: unknown) => Promise<unknown> };
    };
  };

  it("is declared in firestore.indexes.json, and firebase-tools accepts the file", () => {
    const api = new FirestoreApi();
    const spec = api.upgradeOldSpec(indexes());
    expect(() => api.validateSpec(spec)).not.toThrow();
    const override = spec.fieldOverrides.find(
      ({ collectionGroup, fieldPath }) => collectionGroup === "rateLimits" && fieldPath === "expireAt",
    );
    expect(override?.ttl).toBe(true);
  });

  it("is what firebase-tools sends to Firestore on deploy (a ttlConfig, not only index settings)", async () => {
    const api = new FirestoreApi();
    const override = indexes().fieldOverrides.find(({ fieldPath }) => fieldPath === "expireAt");
    const sent: { url: string; body: unknown; options: unknown }[] = [];
    api.apiClient = {
      patch: (url, body, options) => {
        sent.push({ url, body, options });
        return Promise.resolve();
      },
    };
    await api.patchField("demo-village", override as FieldOverride);
    expect(sent).toEqual([
      {
        url: "/projects/demo-village/databases/(default)/collectionGroups/rateLimits/fields/expireAt",
        body: { indexConfig: { indexes: [] }, ttlConfig: {} },
        options: undefined, // no updateMask limiting the change to the indexes
      },
    ]);
  });

  it("names the collection and field the functions write", () => {
    const counters = readFileSync(join(root, "shared/src/documents/rate-limit-counter.ts"), "utf8");
    expect(counters).toContain('RATE_LIMITS_COLLECTION = "rateLimits"');
    const allowances = readFileSync(join(root, "functions/src/services/limits/allowances.ts"), "utf8");
    expect(allowances).toMatch(/expireAt: expiry\(/);
  });
});
