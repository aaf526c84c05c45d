// `npm run operations -- --project <id> [--apply] [--email you@example.com] [--billing-account ID] [--budget 50USD]
// [--host your.domain]`: checks what a production project needs besides the code (scripts/lib/operations.mjs;
// docs/deploy.md, "Operations") and prints, for each missing piece, the command that sets it up; `--apply` runs
// those commands. Firestore's settings are checked with firebase-tools; the budget and Cloud Monitoring with
// Google's `gcloud`, when it is installed (otherwise their commands are printed, unchecked). Exits 1 while
// anything is missing or unchecked, so `npm run deploy` can say so.
import { spawnSync } from "node:child_process";
import { parseArgs } from "node:util";
import { firebaseBin, root } from "./lib/project.mjs";
import { commandLine, operations, policyFiles } from "./lib/operations.mjs";

const { values } = parseArgs({
  options: {
    project: { type: "string" },
    apply: { type: "boolean", default: false },
    email: { type: "string" },
    "billing-account": { type: "string" },
    budget: { type: "string" },
    host: { type: "string" },
  },
});
const projectId = values.project ?? process.env.FIREBASE_PROJECT;
if (!projectId || projectId.startsWith("demo-")) {
  console.error(
    "Usage: npm run operations -- --project <your-firebase-project-id> [--apply] (a real project, not demo-…)",
  );
  process.exit(2);
}

const json = (text) => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** Runs a command of the plan; its output, or null (with why) when it failed or its tool is missing. */
function capture({ tool, args }) {
  const result = spawnSync(tool === "firebase" ? firebaseBin : "gcloud", args, { cwd: root, encoding: "utf8" });
  if (result.error) return { output: null, why: `${tool} is not installed` };
  if (result.status !== 0) {
    // firebase-tools' `--json` says why in its JSON; gcloud on its standard error.
    const why = json(result.stdout)?.error ?? (result.stderr || result.stdout).trim().split("\n")[0];
    return { output: null, why: String(why) };
  }
  return { output: result.stdout, why: "" };
}
const hasGcloud = !spawnSync("gcloud", ["--version"], { encoding: "utf8" }).error;

// The billing account and the notification channel, when gcloud can tell them: the budget and the alerts name them.
let billingAccount = values["billing-account"];
if (!billingAccount && hasGcloud) {
  const described = capture({ tool: "gcloud", args: ["billing", "projects", "describe", projectId, "--format=json"] });
  billingAccount = json(described.output ?? "")?.billingAccountName?.replace(/^billingAccounts\//, "") || undefined;
}
const findChannel = () => {
  if (!hasGcloud) return undefined;
  const listed = capture({
    tool: "gcloud",
    args: ["beta", "monitoring", "channels", "list", `--project=${projectId}`, "--format=json"],
  });
  return (json(listed.output ?? "") ?? []).find((channel) => channel?.displayName === "Village operator")?.name;
};

const policies = policyFiles(root).map(({ file, displayName }) => ({ file, displayName }));
const plan = () =>
  operations(projectId, {
    billingAccount,
    email: values.email,
    budget: values.budget,
    host: values.host,
    channel: findChannel(),
    policies,
  });

const answers = new Map();
let missing = 0;
for (const operation of plan()) {
  const key = commandLine(operation.check);
  if (!answers.has(key)) {
    answers.set(
      key,
      operation.check.tool === "gcloud" && !hasGcloud
        ? { output: null, why: "gcloud is not installed" }
        : capture(operation.check),
    );
  }
  const { output, why } = answers.get(key);
  const done = output !== null && operation.done(json(output));
  console.log(`${done ? "✓" : output === null ? "?" : "✗"} ${operation.name}: ${operation.why}`);
  if (done) continue;
  missing += 1;
  if (output === null) console.log(`  not checked (${why}); check with: ${key}`);
  // Set up only what was checked and found missing: an unchecked answer may mean no access, not no setting.
  if (values.apply && output !== null) {
    // The channel may have been made a moment ago: the policies' commands name it afresh.
    const current = plan().find((candidate) => candidate.name === operation.name) ?? operation;
    for (const command of current.setUp) {
      console.log(`  running: ${commandLine(command)}`);
      spawnSync(command.tool === "firebase" ? firebaseBin : "gcloud", command.args, { cwd: root, stdio: "inherit" });
    }
  } else {
    for (const command of operation.setUp) console.log(`  set up with: ${commandLine(command)}`);
  }
}
console.log(
  missing === 0
    ? `\nEvery operation is set up for ${projectId}.`
    : `\n${missing} to set up or check for ${projectId}${values.apply ? ": run this again to see where it stands" : " (--apply runs the commands above)"}.`,
);
process.exit(missing === 0 ? 0 : 1);
