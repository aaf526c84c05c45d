// `npm run backfill`: builds the public documents (the `posts` projection and the search index) and the home
// document (the count and the newest page) for posts that existed before the trigger did (or were imported
// around it). Safe to run any number of times. A post that cannot be listed is reported and passed over.
//   against the local emulators:   npm run backfill
//   against a real project:        npm run backfill -- --project your-project-id   (uses your gcloud credentials)
import { initializeApp } from "firebase-admin/app";
import { backfill } from "../services/projection/backfill.js";

const projectFlag = process.argv.indexOf("--project");
const projectId = projectFlag > 0 ? process.argv[projectFlag + 1] : undefined;
if (!projectId) {
  process.env.FIRESTORE_EMULATOR_HOST ??= "127.0.0.1:8080";
  console.log(`Using the Firestore emulator at ${process.env.FIRESTORE_EMULATOR_HOST}.`);
}
initializeApp({ projectId: projectId ?? "demo-village" });
backfill().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
