// A plain `firebase deploy --project X` either deploys a working site or refuses, naming `npm run deploy`:
// hosting's first predeploy command is the check, and the check refuses what would not work.
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { deployProblems, productionWebSettings, refusal } from "./deploy-check.mjs";
import { readFirebaseConfig } from "./csp.mjs";
import { root } from "./project.mjs";

const ready = {
  VITE_FIREBASE_PROJECT_ID: "village-prod",
  VITE_FIREBASE_API_KEY: "AIza-key",
  VITE_APPCHECK_SITE_KEY: "6Lc-key",
};

describe("what a deploy refuses", () => {
  it("nothing, when the web app is set up for the project deployed to", () => {
    expect(deployProblems("village-prod", ready)).toEqual([]);
  });

  it("a web app set up for another project, or not set up at all", () => {
    expect(deployProblems("village-prod", { ...ready, VITE_FIREBASE_PROJECT_ID: "village-test" })).toEqual([
      expect.stringContaining('"village-test", not "village-prod"'),
    ]);
    expect(
      deployProblems("village-prod", {
        VITE_FIREBASE_PROJECT_ID: "your-project-id",
        VITE_FIREBASE_API_KEY: "your-web-api-key",
      }),
    ).toHaveLength(3);
  });

  it("a web app without an App Check key, which the deployed functions would refuse", () => {
    expect(deployProblems("village-prod", { ...ready, VITE_APPCHECK_SITE_KEY: " " })).toEqual([
      expect.stringContaining("VITE_APPCHECK_SITE_KEY"),
    ]);
  });

  it("the emulators' demo project, and no project at all", () => {
    expect(deployProblems("demo-village", ready)).toEqual([expect.stringContaining("demo project")]);
    expect(deployProblems(undefined, ready)).toEqual([expect.stringContaining("--project")]);
  });

  it("says which command deploys right", () => {
    expect(refusal("village-prod", ["x"])).toContain("`npm run deploy -- --project village-prod`");
    expect(refusal("demo-village", ["x"])).toContain("`npm run deploy -- --project <your-project-id>`");
  });
});

it("reads the settings as Vite's production build does, from web/'s .env files", async () => {
  expect(Object.keys(await productionWebSettings())).toEqual(
    expect.arrayContaining(["VITE_FIREBASE_PROJECT_ID", "VITE_FIREBASE_API_KEY", "VITE_APPCHECK_SITE_KEY"]),
  );
});

describe("hosting's predeploy", () => {
  it("runs the check before building anything", () => {
    const predeploy = [
      (readFirebaseConfig() as { hosting: { predeploy: string[] | string } }).hosting.predeploy,
    ].flat();
    expect(predeploy[0]).toBe("node scripts/predeploy-check.mjs");
    expect(predeploy.slice(1).join(" ")).toContain("build");
  });

  it("stops a deploy as firebase-tools runs it (the project in GCLOUD_PROJECT), naming npm run deploy", () => {
    const run = (env: Record<string, string>) => {
      try {
        execFileSync(process.execPath, ["scripts/predeploy-check.mjs"], {
          cwd: root,
          env: { PATH: process.env.PATH ?? "", ...env },
          stdio: "pipe",
          encoding: "utf8",
        });
        return { code: 0, stderr: "" };
      } catch (error) {
        const failed = error as { status: number; stderr: string };
        return { code: failed.status, stderr: failed.stderr };
      }
    };
    const refused = run({ GCLOUD_PROJECT: "village-prod", ...ready, VITE_FIREBASE_PROJECT_ID: "village-test" });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("npm run deploy -- --project village-prod");
    // The environment overrides web/.env.production, as it does for `vite build`.
    expect(run({ GCLOUD_PROJECT: "village-prod", ...ready })).toEqual({ code: 0, stderr: "" });
  });
});
