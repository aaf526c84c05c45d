// What must be true before anything is deployed to a Firebase project, checked by hosting's predeploy
// (firebase.json), so that a plain `firebase deploy --project X` refuses exactly what `npm run deploy` refuses:
// the web build must talk to project X, and must carry an App Check key (the deployed callables enforce App
// Check, so without one nobody could post). The settings are read as `vite build` reads them.
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { root } from "./project.mjs";

const webDir = `${root}web`;

/** The VITE_ settings a production `vite build` of web/ sees: its .env files, overridden by the environment. */
export async function productionWebSettings() {
  // Vite is web/'s dependency: resolved from there, as its build resolves it, and read by its own loadEnv.
  const vite = createRequire(`${webDir}/package.json`).resolve("vite");
  const { loadEnv } = await import(pathToFileURL(vite).href);
  return /** @type {Record<string, string>} */ (loadEnv("production", webDir, "VITE_"));
}

/** The values web/.env.production ships with, which mean "not filled in yet". */
const PLACEHOLDERS = new Set(["your-project-id", "your-web-api-key"]);

/**
 * Why a deploy to `projectId` with these web settings would ship a broken site: one sentence per problem,
 * each saying what to change; empty when there is none.
 *
 * @param {string | undefined} projectId the project firebase-tools deploys to
 * @param {Record<string, string | undefined>} settings
 * @returns {string[]}
 */
export function deployProblems(projectId, settings) {
  if (!projectId) return ["No project to deploy to: name it with --project <id>."];
  if (projectId.startsWith("demo-")) {
    return [`${projectId} is the emulators' demo project, which cannot be deployed to: name a real project.`];
  }
  const problems = [];
  const configured = settings.VITE_FIREBASE_PROJECT_ID?.trim() ?? "";
  if (configured !== projectId) {
    problems.push(
      `The web app would talk to project "${configured || "(none)"}", not "${projectId}": set ` +
        `VITE_FIREBASE_PROJECT_ID=${projectId} (and that project's VITE_FIREBASE_API_KEY) in web/.env.production.local.`,
    );
  }
  const apiKey = settings.VITE_FIREBASE_API_KEY?.trim() ?? "";
  if (!apiKey || PLACEHOLDERS.has(apiKey)) {
    problems.push("VITE_FIREBASE_API_KEY is not set: copy the web app's apiKey into web/.env.production.local.");
  }
  if (!settings.VITE_APPCHECK_SITE_KEY?.trim()) {
    problems.push(
      "VITE_APPCHECK_SITE_KEY is empty: the deployed functions enforce App Check, so every post would be " +
        "refused. Put the reCAPTCHA Enterprise site key in web/.env.production.local (docs/deploy.md).",
    );
  }
  return problems;
}

/** The refusal printed for `problems`, naming the command that deploys everything right. */
export function refusal(projectId, problems) {
  const target = projectId && !projectId.startsWith("demo-") ? projectId : "<your-project-id>";
  return [
    `Not deploying to ${projectId ?? "(no project)"}: the site would not work.`,
    ...problems.map((problem) => `  - ${problem}`),
    `Fix that, then deploy with \`npm run deploy -- --project ${target}\` (docs/deploy.md).`,
  ].join("\n");
}
