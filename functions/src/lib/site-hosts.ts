import { isEmulator } from "./runtime-options.js";

/**
 * The hosts the site is served from, which links the functions write (the feed's) may point at: the
 * project's two Hosting domains, any custom domains in `SITE_HOSTS` (comma-separated, in
 * `functions/.env.<project-id>`), and, under the emulators, the local Hosting emulator (on firebase.json's
 * port, or the one `HOSTING_EMULATOR_PORT` names: `npm test` runs a second suite of emulators on other ports).
 */
export function feedHosts(env: NodeJS.ProcessEnv = process.env): string[] {
  const project = env.GCLOUD_PROJECT ?? env.GOOGLE_CLOUD_PROJECT ?? "";
  const custom = (env.SITE_HOSTS ?? "")
    .split(",")
    .map((host) => host.trim().toLowerCase())
    .filter((host) => host !== "");
  const port = env.HOSTING_EMULATOR_PORT ?? "5000";
  const local = isEmulator(env) ? [`127.0.0.1:${port}`, `localhost:${port}`] : [];
  const hosting = project ? [`${project}.web.app`, `${project}.firebaseapp.com`] : [];
  return [...custom, ...hosting, ...local];
}
