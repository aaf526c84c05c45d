// The operations a production project needs (docs/deploy.md, "Operations"): each check reads its answer right,
// the alert policies are well-formed, and the docs give the very commands the script runs.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { commandLine, operations, policyFiles } from "./operations.mjs";
import { root } from "./project.mjs";

const policies = policyFiles(root);
const plan = operations("village-prod", { policies });
const named = (name: string) => {
  const found = plan.find((operation) => operation.name === name);
  if (!found) throw new Error(`no operation named ${name}`);
  return found;
};

describe("the checks", () => {
  it("see point-in-time recovery and delete protection in firebase-tools' answer about the database", () => {
    const database = (pitr: string, protection: string) => ({
      status: "success",
      result: {
        name: "projects/village-prod/databases/(default)",
        pointInTimeRecoveryEnablement: pitr,
        deleteProtectionState: protection,
      },
    });
    const on = database("POINT_IN_TIME_RECOVERY_ENABLED", "DELETE_PROTECTION_ENABLED");
    const off = database("POINT_IN_TIME_RECOVERY_DISABLED", "DELETE_PROTECTION_DISABLED");
    expect(named("Point-in-time recovery").done(on)).toBe(true);
    expect(named("Point-in-time recovery").done(off)).toBe(false);
    expect(named("Delete protection").done(on)).toBe(true);
    expect(named("Delete protection").done(off)).toBe(false);
  });

  it("find a daily backup schedule, not a weekly one", () => {
    const daily = { status: "success", result: [{ name: "s1", retention: "604800s", dailyRecurrence: {} }] };
    const weekly = {
      status: "success",
      result: [{ name: "s2", retention: "604800s", weeklyRecurrence: { day: "MONDAY" } }],
    };
    expect(named("Daily backup").done(daily)).toBe(true);
    expect(named("Daily backup").done(weekly)).toBe(false);
    expect(named("Daily backup").done({ status: "success", result: [] })).toBe(false);
  });

  it("find the budget, the channel, the uptime check and each policy by their names in gcloud's lists", () => {
    expect(named("Billing budget").done([{ displayName: "Village (village-prod)" }])).toBe(true);
    expect(named("Billing budget").done([{ displayName: "Village (another-project)" }])).toBe(false);
    expect(named("Notification channel").done([{ displayName: "Village operator" }])).toBe(true);
    expect(named("Uptime check of /").done([])).toBe(false);
    for (const { displayName } of policies) {
      const alert = named(`Alert: ${displayName}`);
      expect(alert.done([{ displayName }])).toBe(true);
      expect(alert.done([{ displayName: "Something else" }])).toBe(false);
    }
  });
});

describe("the alert policies", () => {
  it("are one for failing functions, one for logged errors and one for the uptime check", () => {
    const filters = policies.flatMap(({ policy }) =>
      (
        policy.conditions as { conditionThreshold?: { filter: string }; conditionMatchedLog?: { filter: string } }[]
      ).map((condition) => condition.conditionThreshold?.filter ?? condition.conditionMatchedLog?.filter ?? ""),
    );
    expect(filters).toEqual(
      expect.arrayContaining([
        expect.stringContaining('metric.labels.response_code_class = "5xx"'),
        expect.stringContaining("severity>=ERROR"),
        expect.stringContaining("uptime_check/check_passed"),
      ]),
    );
  });

  it("each say what to do, and a log-matching one is rate limited (Cloud Monitoring refuses it otherwise)", () => {
    for (const { file, displayName, policy } of policies) {
      expect(displayName, file).toMatch(/^Village: /);
      expect((policy.documentation as { content: string }).content.length, file).toBeGreaterThan(80);
      const conditions = policy.conditions as Record<string, unknown>[];
      expect(conditions.length, file).toBeGreaterThan(0);
      if (conditions.some((condition) => "conditionMatchedLog" in condition)) {
        expect(conditions, `${file}: a log condition stands alone`).toHaveLength(1);
        expect(policy.alertStrategy, file).toMatchObject({ notificationRateLimit: { period: expect.any(String) } });
      }
    }
  });
});

describe("docs/deploy.md", () => {
  it("gives every set-up command the script runs, for the placeholder project", () => {
    const deployDoc = readFileSync(`${root}docs/deploy.md`, "utf8");
    const commands = operations("your-project-id", { policies }).flatMap((operation) => operation.setUp);
    const missing = [...new Set(commands.map(commandLine))].filter((line) => !deployDoc.includes(line));
    expect(missing, "commands docs/deploy.md does not give").toEqual([]);
  });
});
