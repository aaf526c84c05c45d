// The site's Content-Security-Policy, built for one Firebase project: the one source of the policy.
// firebase.json carries it for demo-village (what the emulators serve and the browser tests check);
// `npm run deploy` writes firebase.deploy.json with the policy for the project it deploys to.
import { readFileSync, writeFileSync } from "node:fs";
import { root } from "./project.mjs";

/** Where the callables run (functions/src/lib/runtime-options.ts); the web SDK calls them on this host. */
export const FUNCTIONS_REGION = "us-central1";

/** The deploy's Firebase config. Beside firebase.json: firebase-tools reads every path in it from its folder. */
export const DEPLOY_CONFIG_FILE = `${root}firebase.deploy.json`;

export const CSP_HEADER = "Content-Security-Policy";

// A Firebase project id: 6-30 lower-case letters, digits and hyphens, starting with a letter.
const PROJECT_ID = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/;
// A host name, with an optional port: nothing that could end a source list or start another directive.
const HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+(:\d{1,5})?$/;

// The emulators' loopback addresses (firebase.json "emulators"), so that the emulators and the tests run
// under the very policy that is deployed. 127.0.0.1 is the visitor's own machine, never a server of ours.
const AUTH_EMULATOR = "http://127.0.0.1:9099";
const LOOPBACK_EMULATORS = [AUTH_EMULATOR, "http://127.0.0.1:8080", "http://127.0.0.1:5001"];

/**
 * The policy's directives for a project, as directive → sources. Google's shared hosts are allowed by path
 * (a source ending in "/" matches every path under it); the project's own hosts are named in full.
 *
 * @param {{ projectId: string, authDomain?: string, region?: string }} target
 * @returns {Record<string, string[]>}
 */
export function cspDirectives({ projectId, authDomain = `${projectId}.firebaseapp.com`, region = FUNCTIONS_REGION }) {
  if (!PROJECT_ID.test(projectId)) throw new Error(`Not a Firebase project id: ${JSON.stringify(projectId)}`);
  if (!HOST.test(authDomain)) throw new Error(`Not a host name for the auth domain: ${JSON.stringify(authDomain)}`);
  if (!/^[a-z]+-[a-z]+\d+$/.test(region)) throw new Error(`Not a Cloud Functions region: ${JSON.stringify(region)}`);
  return {
    "default-src": ["'self'"],
    "script-src": [
      "'self'",
      // reCAPTCHA Enterprise for App Check: enterprise.js from www.google.com, which loads its code from gstatic.
      "https://www.google.com/recaptcha/",
      "https://www.gstatic.com/recaptcha/",
      // Google sign-in: the Auth SDK loads gapi's loader (/js/api.js), which loads its iframes module from here.
      "https://apis.google.com/js/",
      "https://apis.google.com/_/scs/abc-static/_/js/",
    ],
    "connect-src": [
      "'self'",
      "https://firestore.googleapis.com",
      "https://identitytoolkit.googleapis.com",
      "https://securetoken.googleapis.com",
      // The web SDK calls a callable at https://<region>-<project>.cloudfunctions.net/<name>.
      `https://${region}-${projectId}.cloudfunctions.net`,
      "https://content-firebaseappcheck.googleapis.com",
      "https://www.google.com/recaptcha/",
      ...LOOPBACK_EMULATORS,
    ],
    "frame-src": [
      // The Auth SDK's helper iframe for Google sign-in, at https://<authDomain>/__/auth/iframe.
      `https://${authDomain}`,
      "https://www.google.com/recaptcha/",
      "https://recaptcha.google.com/recaptcha/",
      AUTH_EMULATOR,
    ],
    "img-src": ["'self'", "data:"],
    "style-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'"],
  };
}

/**
 * The Content-Security-Policy header value for a project.
 *
 * @param {{ projectId: string, authDomain?: string, region?: string }} target
 */
export function contentSecurityPolicy(target) {
  return Object.entries(cspDirectives(target))
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join("; ");
}

/** The project the emulators, `npm start` and the tests use (.firebaserc), and so firebase.json's policy. */
export const EMULATOR_PROJECT_ID = "demo-village";

/** firebase.json as it is in the checkout. */
export function readFirebaseConfig() {
  return JSON.parse(readFileSync(`${root}firebase.json`, "utf8"));
}

/** Every Content-Security-Policy header entry in a Firebase config's hosting headers. */
function cspEntries(config) {
  return (config.hosting?.headers ?? []).flatMap((rule) =>
    (rule.headers ?? []).filter((header) => header.key.toLowerCase() === CSP_HEADER.toLowerCase()),
  );
}

/**
 * firebase.json with the policy for `target` in place of the emulator project's. Throws when firebase.json's
 * policy is not exactly the one this module builds for demo-village: the policy the tests checked must be
 * the policy that is deployed, apart from the project's own hosts.
 *
 * @param {{ projectId: string, authDomain?: string }} target
 * @param {any} [config] firebase.json's content (read from the checkout when absent)
 */
export function deployConfig(target, config = readFirebaseConfig()) {
  const copy = structuredClone(config);
  const entries = cspEntries(copy);
  const expected = contentSecurityPolicy({ projectId: EMULATOR_PROJECT_ID });
  if (entries.length !== 1 || entries[0].value !== expected) {
    throw new Error(
      `firebase.json must carry exactly one ${CSP_HEADER} header, the one scripts/lib/csp.mjs builds for ` +
        `${EMULATOR_PROJECT_ID}:\n${expected}`,
    );
  }
  entries[0].value = contentSecurityPolicy(target);
  return copy;
}

/**
 * Writes the deploy's config (`firebase deploy --config firebase.deploy.json`) and returns its path.
 *
 * @param {{ projectId: string, authDomain?: string }} target
 * @param {string} [file]
 */
export function writeDeployConfig(target, file = DEPLOY_CONFIG_FILE) {
  writeFileSync(file, `${JSON.stringify(deployConfig(target), null, 2)}\n`);
  return file;
}
