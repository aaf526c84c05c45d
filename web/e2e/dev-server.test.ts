// `npm run dev`: Vite's dev server on port 5173, with no Hosting in front. The app calls every callable on
// its own origin (/api/<name>), so this proves the dev server's proxy (web/dev-proxy.ts) carries them: a
// visitor signs in and posts a suggestion through port 5173, and the home list shows it.
import { spawn, type ChildProcess } from "node:child_process";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { browserForFile, newPage } from "./support/browser";
import { createAccount, resetEmulators, storedSuggestions, uniqueEmail } from "./support/site";

const DEV_URL = "http://127.0.0.1:5173";
const webRoot = new URL("../", import.meta.url).pathname;

const browser = browserForFile();
let vite: ChildProcess | undefined;
let viteOutput = "";

beforeAll(async () => {
  vite = spawn(`${webRoot}../node_modules/.bin/vite`, ["--mode", "emulator"], { cwd: webRoot, detached: true });
  vite.stdout?.on("data", (chunk: Buffer) => (viteOutput += chunk.toString()));
  vite.stderr?.on("data", (chunk: Buffer) => (viteOutput += chunk.toString()));
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (vite.exitCode !== null) throw new Error(`Vite's dev server exited:\n${viteOutput}`);
    const answered = await fetch(DEV_URL).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Vite's dev server did not answer on ${DEV_URL}:\n${viteOutput}`);
}, 60_000);

afterAll(() => {
  // Its whole process group: npm-less, but Vite may start workers of its own.
  if (vite?.pid) process.kill(-vite.pid, "SIGTERM");
});

beforeEach(() => resetEmulators());

it("signs in and posts a suggestion through the dev server, which the home list then shows", async () => {
  const email = uniqueEmail("dev");
  await createAccount({ email, password: "correct horse", displayName: "Dev Dana" });
  const { page, context, consoleErrors } = await newPage(browser());
  await context.addInitScript(() => {
    localStorage.setItem("cookiesAccepted", "yes");
    localStorage.setItem("villageAgeConfirmed", "yes");
  });
  const callableAnswers: number[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname === "/api/createSuggestion") callableAnswers.push(response.status());
  });

  await page.goto(`${DEV_URL}/auth?next=%2Fnew`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("correct horse");
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await page.getByRole("heading", { name: "Post a Suggestion" }).waitFor();

  await page.getByLabel("Title").fill("Posted through port 5173");
  await page.getByLabel("Suggestion details").fill("The dev server proxies the callable.");
  await page.getByRole("button", { name: "Save suggestion" }).click();

  await page.getByRole("heading", { name: "Our Village's Thoughts and Connections" }).waitFor();
  await page.getByRole("article").filter({ hasText: "Posted through port 5173" }).waitFor();
  expect(callableAnswers).toEqual([200]);
  expect((await storedSuggestions()).map((post) => post.title)).toEqual(["Posted through port 5173"]);
  expect(consoleErrors.filter((error) => !error.startsWith("Failed to load resource"))).toEqual([]);
  await context.close();
});
