// Hosting's first predeploy step (firebase.json): a plain `firebase deploy` stops here, before building or
// uploading anything, when the site it would publish could not work (scripts/lib/deploy-check.mjs).
// firebase-tools names the target project in GCLOUD_PROJECT for every predeploy command.
import { deployProblems, productionWebSettings, refusal } from "./lib/deploy-check.mjs";

const projectId = process.env.GCLOUD_PROJECT;
const problems = deployProblems(projectId, await productionWebSettings());
if (problems.length > 0) {
  console.error(refusal(projectId, problems));
  process.exit(1);
}
