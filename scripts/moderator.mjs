// `npm run moderator -- grant|revoke EMAIL [--project ID]`: makes an account a moderator (the custom claim
// `moderator: true`) or takes it back, with the Admin SDK. Without --project, on the local Auth emulator;
// with it, on that real project, using your Application Default Credentials (gcloud auth
// application-default login).
import { initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { emulators, projectId as localProject } from "./lib/project.mjs";
import { parseModeratorArgs, setModerator } from "./lib/moderators.mjs";

try {
  const { action, email, projectId } = parseModeratorArgs(process.argv.slice(2));
  if (!projectId) {
    process.env.FIREBASE_AUTH_EMULATOR_HOST ??= emulators.auth;
    console.log(`Using the Auth emulator at ${process.env.FIREBASE_AUTH_EMULATOR_HOST}.`);
  }
  const uid = await setModerator(getAuth(initializeApp({ projectId: projectId ?? localProject })), action, email);
  console.log(
    `${email} (${uid}) ${action === "grant" ? "is now a moderator" : "is no longer a moderator"}. ` +
      "The server checks it on their next call; their browser notices when their sign-in refreshes.",
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
