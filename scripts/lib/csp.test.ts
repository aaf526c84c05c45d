// The policy's one source (scripts/lib/csp.mjs): firebase.json carries it for demo-village, and the deploy
// writes it for the target project into a config that firebase-tools reads like firebase.json.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { GLOBAL_OPTIONS } from "../../functions/src/lib/runtime-options";
import {
  contentSecurityPolicy,
  cspDirectives,
  deployConfig,
  DEPLOY_CONFIG_FILE,
  EMULATOR_PROJECT_ID,
  FUNCTIONS_REGION,
  readFirebaseConfig,
  writeDeployConfig,
} from "./csp.mjs";
import { root } from "./project.mjs";

interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

const firebaseJson = readFirebaseConfig() as { hosting: { headers: HeaderRule[] } };
const headerRules = (config: { hosting: { headers: HeaderRule[] } }) => config.hosting.headers;
const cspOf = (config: { hosting: { headers: HeaderRule[] } }) =>
  headerRules(config)
    .flatMap((rule) => rule.headers)
    .filter((header) => header.key === "Content-Security-Policy")
    .map((header) => header.value);

const temporaryDirs: string[] = [];
afterEach(() => {
  for (const dir of temporaryDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the policy for a project", () => {
  const policy = contentSecurityPolicy({ projectId: "village-prod" });

  it("names the project's own callables host and auth domain, and no wildcard", () => {
    const directives = cspDirectives({ projectId: "village-prod" });
    expect(directives["connect-src"]).toContain("https://us-central1-village-prod.cloudfunctions.net");
    expect(directives["frame-src"]).toContain("https://village-prod.firebaseapp.com");
    expect(policy).not.toContain("*");
    expect(policy).not.toMatch(/run\.app|unsafe-inline|unsafe-eval/);
  });

  it("allows Google's shared hosts only under the paths the SDKs load from", () => {
    const scriptSources = cspDirectives({ projectId: "village-prod" })["script-src"] ?? [];
    expect(scriptSources).toEqual([
      "'self'",
      "https://www.google.com/recaptcha/",
      "https://www.gstatic.com/recaptcha/",
      "https://apis.google.com/js/",
      "https://apis.google.com/_/scs/abc-static/_/js/",
    ]);
    // A source with a path and no trailing slash would match that one file only.
    for (const source of scriptSources.filter((entry) => entry.startsWith("https://"))) {
      expect(new URL(source).pathname).toMatch(/^\/.+\/$/);
    }
  });

  it("uses the configured auth domain when there is one", () => {
    const directives = cspDirectives({ projectId: "village-prod", authDomain: "village-prod.web.app" });
    expect(directives["frame-src"]).toContain("https://village-prod.web.app");
    expect(directives["frame-src"]).not.toContain("https://village-prod.firebaseapp.com");
  });

  it("calls the functions in the region they are deployed to", () => {
    expect(GLOBAL_OPTIONS.region).toBe(FUNCTIONS_REGION);
  });

  it("refuses a project id or auth domain that could smuggle in another source or directive", () => {
    expect(() => contentSecurityPolicy({ projectId: "x; script-src *" })).toThrow(/project id/);
    expect(() => contentSecurityPolicy({ projectId: "Village-Prod" })).toThrow(/project id/);
    expect(() => contentSecurityPolicy({ projectId: "village-prod", authDomain: "a.example *" })).toThrow(
      /auth domain/,
    );
    expect(() => contentSecurityPolicy({ projectId: "village-prod", authDomain: "https://a.example" })).toThrow(
      /auth domain/,
    );
  });
});

describe("firebase.json", () => {
  it("carries exactly the policy built for the emulator project", () => {
    expect(cspOf(firebaseJson)).toEqual([contentSecurityPolicy({ projectId: EMULATOR_PROJECT_ID })]);
  });
});

describe("the deploy's config", () => {
  it("is firebase.json with the target project's policy in place of demo-village's, and nothing else changed", () => {
    const generated = deployConfig({ projectId: "village-prod" }) as typeof firebaseJson;
    expect(cspOf(generated)).toEqual([contentSecurityPolicy({ projectId: "village-prod" })]);
    expect(JSON.stringify(generated)).not.toContain("demo-village");

    const withoutPolicy = (config: typeof firebaseJson) =>
      JSON.parse(JSON.stringify(config).replaceAll(cspOf(config)[0] ?? "", "POLICY")) as unknown;
    expect(withoutPolicy(generated)).toEqual(withoutPolicy(firebaseJson));
    // firebase.json itself is left as it was.
    expect(cspOf(firebaseJson)).toEqual([contentSecurityPolicy({ projectId: EMULATOR_PROJECT_ID })]);
  });

  it("refuses to build from a firebase.json whose policy drifted from this module's", () => {
    const drifted = structuredClone(firebaseJson);
    const header = headerRules(drifted)
      .flatMap((rule) => rule.headers)
      .find((entry) => entry.key === "Content-Security-Policy");
    if (!header) throw new Error("firebase.json has no Content-Security-Policy");
    header.value = header.value.replace("https://apis.google.com/js/", "https://apis.google.com");
    expect(() => {
      deployConfig({ projectId: "village-prod" }, drifted);
    }).toThrow(/must carry exactly one/);
  });

  it("is written beside firebase.json, since firebase-tools reads every path in a config from its folder", () => {
    expect(dirname(DEPLOY_CONFIG_FILE)).toBe(dirname(join(root, "firebase.json")));
    expect(readFileSync(join(root, ".gitignore"), "utf8").split("\n")).toContain("firebase.deploy.json");

    // What firebase-tools itself does with `--config <file>`: the project folder is the file's folder.
    const dir = mkdtempSync(join(tmpdir(), "village-deploy-"));
    temporaryDirs.push(dir);
    const file = writeDeployConfig({ projectId: "village-prod" }, join(dir, "firebase.deploy.json"));
    // firebase-tools has no type declarations: its Config is untyped here.
    const { Config } = createRequire(import.meta.url)("firebase-tools/lib/config") as {
      Config: { load(options: { cwd: string; configPath: string }): { projectDir: string; path(file: string): string } };
    };
    const config = Config.load({ cwd: root, configPath: file });
    expect(config.projectDir).toBe(dir);
    expect(config.path("firestore.rules")).toBe(join(dir, "firestore.rules"));
    expect(cspOf(JSON.parse(readFileSync(file, "utf8")) as typeof firebaseJson)).toEqual([
      contentSecurityPolicy({ projectId: "village-prod" }),
    ]);
  });
});
