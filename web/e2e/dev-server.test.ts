// `npm run dev`: Vite's dev server on port 5173, with no Hosting in front. The app calls every callable on
// its own origin (/api/<name>), so this proves the dev server's proxy (web/dev-proxy.ts) carries them: a
// visitor signs in and posts a suggestion through port 5173, and the home list shows it.
import { spawn, type ChildProcess } from "node:child_process";
import { createAccount, resetEmulators, storedSuggestions, uniqueEmail } from "./support/site";
import { expect, test } from "./support/test";

const DEV_URL = "http://127.0.0.1:5173";
const webRoot = new URL("../", import.meta.url).pathname;

let vite: ChildProcess | undefined;
let viteOutput = "";

test.beforeAll(async () => {
  const server = spawn(`${webRoot}../node_modules/.bin/vite`, ["--mode", "emulator"], {
    cwd: webRoot,
    detached: true,
  });
  vite = server;
  server.stdout.on("data", (chunk: Buffer) => (viteOutput += chunk.toString()));
  server.stderr.on("data", (chunk: Buffer) => (viteOutput += chunk.toString()));
  // Until the server answers; at once if it exits instead (race keeps a handler on `exited` for the later kill).
  const exited = new Promise<never>((_, reject) =>
    server.once("exit", () => reject(new Error(`Vite's dev server exited:\n${viteOutput}`))),
  );
  const answers = () =>
    fetch(DEV_URL).then(
      (response) => response.ok,
      () => false,
    );
  await Promise.race([
    exited,
    expect
      .poll(answers, { timeout: 45_000, intervals: [250], message: `Vite's dev server answers on ${DEV_URL}` })
      .toBe(true),
  ]);
});

test.beforeEach(() => resetEmulators());

test.afterAll(() => {
  // Its whole process group: npm-less, but Vite may start workers of its own.
  if (vite?.pid) process.kill(-vite.pid, "SIGTERM");
});

test("signs in and posts a suggestion through the dev server, which the home list then shows", async ({
  page,
  consoleErrors,
}) => {
  const email = uniqueEmail("dev");
  await createAccount({ email, password: "correct horse", displayName: "Dev Dana" });
  // The cookie notice accepted and the age remembered, as the fixtures' `context` has them by default.
  const callableAnswers: number[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname === "/api/createSuggestion") callableAnswers.push(response.status());
  });

  await page.goto(`${DEV_URL}/auth?next=%2Fnew`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("correct horse");
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Post a Suggestion" })).toBeVisible();

  await page.getByLabel("Title").fill("Posted through port 5173");
  await page.getByLabel("Suggestion details").fill("The dev server proxies the callable.");
  await page.getByRole("button", { name: "Save suggestion" }).click();

  await expect(page.getByRole("heading", { name: "Our Village's Thoughts and Connections" })).toBeVisible();
  await expect(page.getByRole("article").filter({ hasText: "Posted through port 5173" })).toBeVisible();
  expect(callableAnswers).toEqual([200]);
  expect((await storedSuggestions()).map((post) => post.title)).toEqual(["Posted through port 5173"]);
  expect(consoleErrors.filter((error) => !error.startsWith("Failed to load resource"))).toEqual([]);
});
