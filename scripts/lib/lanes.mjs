// `npm test` runs the functions' tests (with the rules' tests) and the browser tier at the same time, each
// against emulators of its own: every file of either tier empties Auth and Firestore before its tests, so one
// suite of emulators could serve only one of them at a time. The browser tier keeps firebase.json's ports,
// which the emulator build of the web app is made for; the other lane gets a copy of firebase.json with every
// emulator moved to ports of its own, written at the root (its paths are relative to it) and ignored by git.
// Each tier mostly waits on its emulators, so the two share the two cores well (docs/decisions/0099).
import { readFileSync, writeFileSync } from "node:fs";
import { root } from "./project.mjs";
import { runUnderEmulators, TEST_ALIAS, testJavaOptions } from "./run.mjs";
import { filesOfProject } from "./test-files.mjs";

/**
 * How far the second lane's ports are from firebase.json's: clear of the first lane's, and of the ports
 * fetch refuses to call (6000, X11's, among them).
 */
const PORT_SHIFT = 10;

/**
 * Ports the emulators take when firebase.json names none (firebase-tools 14's defaults): the second lane
 * names them, moved like the others, so that they never meet the first lane's.
 */
const UNNAMED_PORTS = { tasks: 9499, firestoreWebsocket: 9150 };

/** Where the second lane's settings are written. */
export const secondLaneConfig = `${root}.firebase-lane-2.json`;

/**
 * firebase.json with every emulator's port moved by PORT_SHIFT, the Cloud Tasks emulator and Firestore's
 * websocket included.
 * @param {{ emulators: Record<string, Record<string, unknown>> }} config
 */
export function shiftedEmulators(config) {
  /** @type {Record<string, Record<string, unknown>>} */
  const emulators = {};
  for (const [name, settings] of Object.entries(config.emulators)) {
    emulators[name] = typeof settings.port === "number" ? { ...settings, port: settings.port + PORT_SHIFT } : settings;
  }
  emulators.tasks = { host: "127.0.0.1", port: UNNAMED_PORTS.tasks + PORT_SHIFT, ...config.emulators.tasks };
  emulators.firestore = { ...emulators.firestore, websocketPort: UNNAMED_PORTS.firestoreWebsocket + PORT_SHIFT };
  return { ...config, emulators };
}

/**
 * The browser tier's files that run in the second lane, after the functions' and rules' tests, on that lane's
 * emulators: the axe scans (docs/decisions/0108), then the account page's and the anonymous form's files, moved
 * by the lanes' end times (0112). A file moved here must not read firebase.json's ports itself nor launch a
 * browser of its own (Chromium's address mapping below is the tier's browser's).
 */
export const SECOND_LANE_BROWSER_FILES = [
  "web/e2e/accessibility.test.ts",
  "web/e2e/account-accessibility.test.ts",
  "web/e2e/signed-in-pages.test.ts",
  "web/e2e/account.test.ts",
  "web/e2e/anonymous-post.test.ts",
];

/**
 * Chromium's flag sending firebase.json's emulator addresses to the lane's (`config`): the web app is built
 * for firebase.json's ports (web/.env.emulator) and the site's policy names them (connect-src), so the
 * second lane's browser asks for them as the first lane's does and reaches its own lane's emulators. Nothing
 * for firebase.json itself.
 * @param {{ emulators: Record<string, Record<string, unknown>> }} base
 * @param {{ emulators: Record<string, Record<string, unknown>> }} config
 */
export function hostResolverRules(base, config) {
  const rules = [];
  for (const [name, settings] of Object.entries(base.emulators)) {
    const moved = config.emulators[name];
    if (typeof settings.port !== "number" || typeof moved?.port !== "number" || moved.port === settings.port) continue;
    rules.push(`MAP ${settings.host}:${settings.port} ${moved.host}:${moved.port}`);
  }
  return rules.length ? [`--host-resolver-rules=${rules.join(",")}`] : [];
}

/** The flags the browser tier's Chromium needs in the lane whose settings `VILLAGE_FIREBASE_CONFIG` names. */
export function laneChromiumFlags() {
  const config = process.env.VILLAGE_FIREBASE_CONFIG;
  if (!config) return [];
  const read = (file) => JSON.parse(readFileSync(file, "utf8"));
  return hostResolverRules(read(`${root}firebase.json`), read(config));
}

/** Writes the second lane's settings; returns them. */
function writeSecondLaneConfig() {
  const config = shiftedEmulators(JSON.parse(readFileSync(`${root}firebase.json`, "utf8")));
  writeFileSync(secondLaneConfig, `${JSON.stringify(config, null, 2)}\n`);
  return config;
}

/**
 * Which browser files run in which lane: `e2e` is the files asked for ([] for all, null for none). The
 * second lane takes SECOND_LANE_BROWSER_FILES among them; the first the rest, or every file but those.
 * @param {string[] | null} e2e
 */
export function splitBrowserFiles(e2e) {
  if (e2e === null) return { first: null, second: null, ignoredInFirst: [] };
  if (e2e.length === 0)
    return { first: [], second: SECOND_LANE_BROWSER_FILES, ignoredInFirst: SECOND_LANE_BROWSER_FILES };
  const normal = (file) => file.replace(/^\.\//, "");
  const second = e2e.filter((file) => SECOND_LANE_BROWSER_FILES.includes(normal(file)));
  const first = e2e.filter((file) => !second.includes(file));
  return { first: first.length ? first : null, second: second.length ? second : null, ignoredInFirst: [] };
}

/**
 * Runs the emulator projects asked for (`emulators`, `rules`, `e2e`; `files` narrows them) in two lanes at
 * once: most of the browser tier on firebase.json's emulators, its output shown as it comes; the functions'
 * and the rules' tests, then the browser files of SECOND_LANE_BROWSER_FILES, on the second lane's, their
 * output printed once the first lane is done (or at once, alone). Resolves to 0 when both passed.
 * @param {string[]} projects
 * @param {string[]} files
 */
export async function runLanes(projects, files) {
  // Each project with its files (emulator-suites.mjs): `name=` for all of them, `name=a,b` for those.
  const plan = (entries) =>
    entries
      .filter(([, mine]) => mine !== null)
      .map(([name, mine]) => `${name}=${mine.join(",")}`)
      .join(" ");
  const lane = (entries, options, env = {}) =>
    runUnderEmulators(
      "auth,firestore,functions,hosting",
      `node scripts/lib/emulator-suites.mjs ${plan(entries)}`,
      { ...testJavaOptions(), ...env },
      // Under the `test` alias, so that the functions also read functions/.env.test (run.mjs).
      TEST_ALIAS,
      options,
    );
  const mineOf = (name) => (projects.includes(name) ? filesOfProject(name, files) : null);
  const browser = splitBrowserFiles(mineOf("e2e"));
  const firstEntries = [["e2e", browser.first]];
  const secondEntries = [
    ["emulators", mineOf("emulators")],
    ["rules", mineOf("rules")],
    ["e2e", browser.second],
  ];
  const firstEnv = browser.ignoredInFirst.length ? { VILLAGE_E2E_ELSEWHERE: browser.ignoredInFirst.join(",") } : {};
  const secondAsked = secondEntries.some(([, mine]) => mine !== null);
  if (!secondAsked) return lane(firstEntries, {}, firstEnv);
  const output = [];
  const { emulators } = writeSecondLaneConfig();
  // The functions write links to the site only for hosts they know (functions/src/lib/site-hosts.ts).
  const second = lane(
    secondEntries,
    { config: secondLaneConfig, output: browser.first !== null ? output : undefined },
    { HOSTING_EMULATOR_PORT: String(emulators.hosting?.port) },
  );
  const first = browser.first !== null ? await lane(firstEntries, {}, firstEnv) : 0;
  const code = await second;
  if (output.length)
    console.log(`\n── the second lane: the functions' and rules' tests, then its browser files ──\n${output.join("")}`);
  return first || code;
}
