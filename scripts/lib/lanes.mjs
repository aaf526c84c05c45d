// `npm test` runs the functions' tests (with the rules' tests) and the browser tier at the same time, each
// against emulators of its own: every file of either tier empties Auth and Firestore before its tests, so one
// suite of emulators could serve only one of them at a time. The browser tier keeps firebase.json's ports,
// which the emulator build of the web app is made for; the other lane gets a copy of firebase.json with every
// emulator moved to ports of its own, written at the root (its paths are relative to it) and ignored by git.
// Each tier mostly waits on its emulators, so the two share the two cores well (docs/decisions/0099).
import { readFileSync, writeFileSync } from "node:fs";
import { root } from "./project.mjs";
import { runUnderEmulators, TEST_ALIAS, testJavaOptions } from "./run.mjs";

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

/** Writes the second lane's settings; returns them. */
function writeSecondLaneConfig() {
  const config = shiftedEmulators(JSON.parse(readFileSync(`${root}firebase.json`, "utf8")));
  writeFileSync(secondLaneConfig, `${JSON.stringify(config, null, 2)}\n`);
  return config;
}

/**
 * Runs the emulator projects asked for (`emulators`, `rules`, `e2e`; `files` narrows them) in two lanes at
 * once: the browser tier on firebase.json's emulators, its output shown as it comes; the functions' and the
 * rules' tests on the second lane's, their output printed once the browser tier is done (or at once, alone).
 * Resolves to 0 when both passed.
 * @param {string[]} projects
 * @param {string[]} files
 */
export async function runLanes(projects, files) {
  const lane = (names, options, env = {}) =>
    runUnderEmulators(
      "auth,firestore,functions,hosting",
      `node scripts/lib/emulator-suites.mjs ${names.join(",")} ${files.join(" ")}`,
      { ...testJavaOptions(), ...env },
      // Under the `test` alias, so that the functions also read functions/.env.test (run.mjs).
      TEST_ALIAS,
      options,
    );
  const browser = projects.filter((name) => name === "e2e");
  const others = projects.filter((name) => name !== "e2e");
  if (others.length === 0) return lane(browser, {});
  const output = [];
  const { emulators } = writeSecondLaneConfig();
  // The functions write links to the site only for hosts they know (functions/src/lib/site-hosts.ts).
  const second = lane(
    others,
    { config: secondLaneConfig, output: browser.length ? output : undefined },
    { HOSTING_EMULATOR_PORT: String(emulators.hosting?.port) },
  );
  const first = browser.length ? await lane(browser, {}) : 0;
  const code = await second;
  if (output.length) console.log(`\n── the functions' and rules' tests (the second lane) ──\n${output.join("")}`);
  return first || code;
}
