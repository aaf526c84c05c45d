// What a production project needs besides the code (docs/deploy.md, "Operations"): Firestore's point-in-time
// recovery, delete protection and a daily backup, a billing budget, an operator's notification channel, an
// uptime check of `/`, and alerts on failing functions and on that check. Each is a check (a read-only command
// printing JSON), a test of its answer, and the commands that set it up. firebase-tools (a dev dependency)
// covers Firestore; the budget and Cloud Monitoring need Google's `gcloud`, which the operator installs (alert
// policies from a file are on its alpha track in gcloud 528, which the commands name so that they work there too).
import { readdirSync, readFileSync } from "node:fs";

/** The database the site uses, as firebase-tools and gcloud name it. */
export const DATABASE = "(default)";
/** How long each daily backup is kept (Firestore's limit for daily schedules is 7 days). */
export const BACKUP_RETENTION = "7d";
/** The budget when none is named: a small board costs far less (docs/scale.md), so reaching it means abuse or a bug. */
export const DEFAULT_BUDGET = "50USD";
/** The share of the budget at which billing e-mails its administrators: actual spend, and forecast spend at 100%. */
export const BUDGET_THRESHOLDS = [0.5, 0.9, 1];
export const CHANNEL_NAME = "Village operator";
export const UPTIME_NAME = "Village home page";
/** Where the alert policies are kept, one JSON file each (Cloud Monitoring's AlertPolicy); their `displayName` is how the check finds them. */
export const POLICY_DIR = "scripts/operations";

/** @typedef {{ tool: "firebase" | "gcloud", args: string[] }} Command */
/**
 * @typedef {object} Operation
 * @property {string} name what it is, in a few words
 * @property {string} why what it protects against
 * @property {Command} check a read-only command that prints JSON
 * @property {(answer: unknown) => boolean} done whether the check's answer shows it set up
 * @property {Command[]} setUp what sets it up (run by `--apply`, printed otherwise)
 */

const firebase = (...args) => /** @type {Command} */ ({ tool: "firebase", args });
const gcloud = (...args) => /** @type {Command} */ ({ tool: "gcloud", args });

/** The value firebase-tools' `--json` wraps in `{ status, result }`, or the answer itself (gcloud). */
function resultOf(answer) {
  return answer !== null && typeof answer === "object" && "result" in answer ? answer.result : answer;
}
const listOf = (answer) => {
  const result = resultOf(answer);
  if (Array.isArray(result)) return result;
  // firebase-tools lists schedules as `{ backupSchedules: [...] }` in some versions.
  if (result !== null && typeof result === "object") {
    const inner = Object.values(result).find(Array.isArray);
    if (inner) return inner;
  }
  return [];
};
const named = (answer, displayName) => listOf(answer).some((item) => item?.displayName === displayName);

/**
 * Every operation for `projectId`. `billingAccount` (its id, `XXXXXX-XXXXXX-XXXXXX`) and `email` (where alerts
 * go) are needed only to set up the budget and the channel; `host` is the site's domain for the uptime check.
 *
 * @param {string} projectId
 * `policies` are the alert policy files (`policyFiles` reads them).
 *
 * @param {{ billingAccount?: string, email?: string, budget?: string, host?: string, channel?: string,
 *   policies?: { file: string, displayName: string }[] }} [options]
 * @returns {Operation[]}
 */
export function operations(projectId, options = {}) {
  const project = `--project=${projectId}`;
  const billing = `--billing-account=${options.billingAccount ?? "<billing account id>"}`;
  const host = options.host ?? `${projectId}.web.app`;
  const channel = options.channel ?? "<the channel's name from: gcloud beta monitoring channels list>";
  /** A setting of the database: read from firebase-tools' answer about it, set with its `update` flag. */
  const databaseSetting = (name, why, { field, value, flag }) => ({
    name,
    why,
    check: firebase("firestore:databases:get", DATABASE, "--json", "--project", projectId),
    done: (answer) => resultOf(answer)?.[field] === value,
    setUp: [firebase("firestore:databases:update", DATABASE, flag, "ENABLED", "--project", projectId)],
  });
  return [
    databaseSetting(
      "Point-in-time recovery",
      "any minute of the last 7 days can be read back after a bad write or a bug",
      {
        field: "pointInTimeRecoveryEnablement",
        value: "POINT_IN_TIME_RECOVERY_ENABLED",
        flag: "--point-in-time-recovery",
      },
    ),
    databaseSetting("Delete protection", "the database cannot be deleted by a slip in the console or a script", {
      field: "deleteProtectionState",
      value: "DELETE_PROTECTION_ENABLED",
      flag: "--delete-protection",
    }),
    {
      name: "Daily backup",
      why: `a copy of every document each day, kept ${BACKUP_RETENTION}, restorable into a new database`,
      check: firebase("firestore:backups:schedules:list", "--json", "--project", projectId),
      done: (answer) => listOf(answer).some((schedule) => schedule?.dailyRecurrence !== undefined),
      setUp: [
        firebase(
          "firestore:backups:schedules:create",
          "--recurrence",
          "DAILY",
          "--retention",
          BACKUP_RETENTION,
          "--project",
          projectId,
        ),
      ],
    },
    {
      name: "Billing budget",
      why: "billing e-mails its administrators at 50%, 90% and 100% of the budget, and when the forecast passes it",
      check: gcloud("billing", "budgets", "list", billing, "--format=json"),
      done: (answer) => named(answer, `Village (${projectId})`),
      setUp: [
        gcloud(
          "billing",
          "budgets",
          "create",
          billing,
          `--display-name=Village (${projectId})`,
          `--budget-amount=${options.budget ?? DEFAULT_BUDGET}`,
          `--filter-projects=projects/${projectId}`,
          ...BUDGET_THRESHOLDS.map((share) => `--threshold-rule=percent=${share}`),
          "--threshold-rule=percent=1,basis=forecasted-spend",
        ),
      ],
    },
    {
      name: "Notification channel",
      why: "where the alerts below are sent",
      check: gcloud("beta", "monitoring", "channels", "list", project, "--format=json"),
      done: (answer) => named(answer, CHANNEL_NAME),
      setUp: [
        gcloud(
          "beta",
          "monitoring",
          "channels",
          "create",
          `--display-name=${CHANNEL_NAME}`,
          "--type=email",
          `--channel-labels=email_address=${options.email ?? "<your e-mail>"}`,
          project,
        ),
      ],
    },
    {
      name: "Uptime check of /",
      why: "Google checks the home page every 5 minutes from several regions",
      check: gcloud("monitoring", "uptime", "list-configs", project, "--format=json"),
      done: (answer) => named(answer, UPTIME_NAME),
      setUp: [
        gcloud(
          "monitoring",
          "uptime",
          "create",
          UPTIME_NAME,
          "--resource-type=uptime-url",
          `--resource-labels=host=${host},project_id=${projectId}`,
          "--protocol=https",
          "--path=/",
          "--period=5",
          project,
        ),
      ],
    },
    ...(options.policies ?? []).map(({ file, displayName }) => ({
      name: `Alert: ${displayName}`,
      why: "the operator hears of it by e-mail (the policy's text says where to look)",
      check: gcloud("alpha", "monitoring", "policies", "list", project, "--format=json"),
      done: (answer) => named(answer, displayName),
      setUp: [
        gcloud(
          "alpha",
          "monitoring",
          "policies",
          "create",
          `--policy-from-file=${POLICY_DIR}/${file}`,
          `--notification-channels=${channel}`,
          project,
        ),
      ],
    })),
  ];
}

/**
 * The alert policy files in `POLICY_DIR`, each with its `displayName`.
 *
 * @param {string} root the repository's root, ending in "/"
 * @returns {{ file: string, displayName: string, policy: Record<string, unknown> }[]}
 */
export function policyFiles(root) {
  return readdirSync(`${root}${POLICY_DIR}`)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => {
      const policy = JSON.parse(readFileSync(`${root}${POLICY_DIR}/${file}`, "utf8"));
      return { file, displayName: String(policy.displayName), policy };
    });
}

/** A command as a person would type it: a value with spaces, parentheses or quotes is quoted, after its flag's `=`. */
export function commandLine({ tool, args }) {
  const quote = (text) => (/[\s()<>'"]/.test(text) ? `"${text.replaceAll('"', '\\"')}"` : text);
  const quoted = args.map((arg) => {
    const flag = /^(--[\w-]+=)(.*)$/.exec(arg);
    return flag ? `${flag[1]}${quote(flag[2])}` : quote(arg);
  });
  return [tool === "firebase" ? "npx firebase" : "gcloud", ...quoted].join(" ");
}
