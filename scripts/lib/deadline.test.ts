// The whole run's deadline: a process that arms it and then hangs, with a child of its own, ends with 1,
// says which steps were running, and leaves its child dead.
import { spawn } from "node:child_process";
import { expect, it } from "vitest";
import { deadlineMs, DEFAULT_DEADLINE_MINUTES } from "./deadline.mjs";

const deadline = new URL("./deadline.mjs", import.meta.url).href;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

it("reads VILLAGE_TEST_DEADLINE_MINUTES, else 60 minutes", () => {
  expect(deadlineMs({})).toBe(DEFAULT_DEADLINE_MINUTES * 60_000);
  expect(deadlineMs({ VILLAGE_TEST_DEADLINE_MINUTES: "1.5" })).toBe(90_000);
  expect(deadlineMs({ VILLAGE_TEST_DEADLINE_MINUTES: "soon" })).toBe(DEFAULT_DEADLINE_MINUTES * 60_000);
  expect(deadlineMs({ VILLAGE_TEST_DEADLINE_MINUTES: "0" })).toBe(DEFAULT_DEADLINE_MINUTES * 60_000);
});

it("stops a hung run at its deadline: exit 1, the running steps named, no process left", async () => {
  const script = `
    import { spawn } from "node:child_process";
    import { armDeadline } from ${JSON.stringify(deadline)};
    const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
    console.log("child " + child.pid);
    armDeadline(400, () => ["emulators+e2e", "lint"]);
    setInterval(() => {}, 1000);
  `;
  const run = spawn(process.execPath, ["--input-type=module", "-e", script], { stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  run.stdout.on("data", (chunk) => (stdout += String(chunk)));
  run.stderr.on("data", (chunk) => (stderr += String(chunk)));
  const code = await new Promise((resolve) => run.on("exit", resolve));
  const child = Number(/child (\d+)/.exec(stdout)?.[1]);
  expect(code).toBe(1);
  expect(stderr).toContain("passed its deadline");
  expect(stderr).toContain("emulators+e2e, lint still running");
  expect(child).toBeGreaterThan(0);
  // SIGKILL is sent before the exit; the kernel may take a moment to reap it.
  await expect.poll(() => alive(child), { timeout: 5_000 }).toBe(false);
}, 20_000);
