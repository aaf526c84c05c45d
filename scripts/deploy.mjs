// `npm run deploy -- --project <id> [--only <targets>]`: deploys hosting, functions, Firestore rules and
// indexes to a real Firebase project (or only the firebase-tools targets named: `--only
// functions,firestore:indexes` is a migration's first step). It is `firebase deploy` with the checks said
// up front: hosting's predeploy (firebase.json) makes the same checks and builds the production web app, so a
// plain `firebase deploy --project <id>` deploys the same site or refuses for the same reasons (docs/deploy.md).
import { ensureInstalled, firebaseBin, run, runOrExit } from "./lib/run.mjs";
import { deployProblems, productionWebSettings, refusal } from "./lib/deploy-check.mjs";

const onlyFlag = process.argv.indexOf("--only");
const onlyTargets = onlyFlag > 0 ? process.argv[onlyFlag + 1] : "hosting,functions,firestore:rules,firestore:indexes";
if (!onlyTargets || onlyTargets.startsWith("-")) {
  console.error("--only needs firebase-tools targets, e.g. --only functions,firestore:indexes");
  process.exit(2);
}
const flag = process.argv.indexOf("--project");
const projectId = flag > 0 ? process.argv[flag + 1] : process.env.FIREBASE_PROJECT;
if (!projectId || projectId.startsWith("-")) {
  console.error("Usage: npm run deploy -- --project <your-firebase-project-id>   (a real project, not demo-…)");
  process.exit(2);
}

// Before installing or building anything, even for a deploy without hosting: the project must be the one
// the web app talks to.
const problems = deployProblems(projectId, await productionWebSettings());
if (problems.length > 0) {
  console.error(refusal(projectId, problems));
  process.exit(2);
}

await ensureInstalled();
await runOrExit(firebaseBin, ["deploy", "--only", onlyTargets, "--project", projectId]);

// What the project needs besides the code (backups, a budget, alerts): read-only, and never failing the deploy
// that has just succeeded; it says what is missing and how to set it up (docs/deploy.md, step 8).
console.log("\nOperations (npm run operations -- --project " + projectId + " --apply sets up what is missing):");
await run("node", ["scripts/operations.mjs", "--project", projectId]);
