// `npm run deploy -- --project <id> [--only <targets>]`: builds the production web app and the functions,
// then deploys hosting, functions, Firestore rules and indexes to a real Firebase project (or only the
// firebase-tools targets named: `--only functions,firestore:indexes` is a migration's first step). Hosting's
// Content-Security-Policy names that project's own hosts: the deploy uses firebase.deploy.json, a copy of
// firebase.json with the policy scripts/lib/csp.mjs builds for the project.
import { existsSync, readFileSync } from "node:fs";
import { ensureInstalled, firebaseBin, runOrExit } from "./lib/run.mjs";
import { root } from "./lib/project.mjs";
import { contentSecurityPolicy, writeDeployConfig } from "./lib/csp.mjs";

const onlyFlag = process.argv.indexOf("--only");
const onlyTargets = onlyFlag > 0 ? process.argv[onlyFlag + 1] : "hosting,functions,firestore:rules,firestore:indexes";
if (!onlyTargets || onlyTargets.startsWith("-")) {
  console.error("--only needs firebase-tools targets, e.g. --only functions,firestore:indexes");
  process.exit(2);
}
const flag = process.argv.indexOf("--project");
const projectId = flag > 0 ? process.argv[flag + 1] : process.env.FIREBASE_PROJECT;
if (!projectId || projectId.startsWith("demo-")) {
  console.error("Usage: npm run deploy -- --project <your-firebase-project-id>   (a real project, not demo-…)");
  process.exit(2);
}

// The production build reads web/.env.production, overridden by web/.env.production.local.
const envText = ["web/.env.production", "web/.env.production.local"]
  .filter((file) => existsSync(`${root}${file}`))
  .map((file) => readFileSync(`${root}${file}`, "utf8"))
  .join("\n");
const configured = [...envText.matchAll(/^VITE_FIREBASE_PROJECT_ID=(.*)$/gm)].at(-1)?.[1]?.trim();
if (configured !== projectId) {
  console.error(
    `web/.env.production(.local) sets VITE_FIREBASE_PROJECT_ID=${configured ?? "(nothing)"}, not ${projectId}.\n` +
      "Copy your web app's config from the Firebase console into web/.env.production.local first (see README).",
  );
  process.exit(2);
}

// The deployed callables enforce App Check, so a web build without a site key could not post at all.
const siteKey = [...envText.matchAll(/^VITE_APPCHECK_SITE_KEY=(.*)$/gm)].at(-1)?.[1]?.trim();
if (!siteKey) {
  console.error(
    "web/.env.production(.local) has no VITE_APPCHECK_SITE_KEY. The functions enforce App Check in production,\n" +
      'so without it every post would be refused. Set it up first (README, "App Check").',
  );
  process.exit(2);
}

// The auth helper iframe Google sign-in opens is on the web app's authDomain (default <id>.firebaseapp.com).
const authDomain = [...envText.matchAll(/^VITE_FIREBASE_AUTH_DOMAIN=(.*)$/gm)].at(-1)?.[1]?.trim() || undefined;
let deployConfigFile;
try {
  deployConfigFile = writeDeployConfig({ projectId, authDomain });
} catch (error) {
  console.error(`Could not write the deploy's Firebase config: ${error instanceof Error ? error.message : error}`);
  process.exit(2);
}
console.log(`Content-Security-Policy for ${projectId}:\n  ${contentSecurityPolicy({ projectId, authDomain })}`);

await ensureInstalled();
// The production web app is built by hosting's predeploy (firebase.json), so even a bare `firebase deploy`
// never publishes the emulator build; the functions bundle by the functions' predeploy.
await runOrExit(firebaseBin, [
  "deploy",
  // firebase-tools reads the config's relative paths from its folder: the repository root, as for firebase.json.
  "--config",
  deployConfigFile,
  "--only",
  onlyTargets,
  "--project",
  projectId,
]);
