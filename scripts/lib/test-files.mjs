// `npm test -- --files a,b`: which of the named test files belong to which tier (the folders of
// vitest.config.ts and playwright.config.ts), so that one file of any tier runs the way `npm test` runs it.
import { readdirSync, readFileSync } from "node:fs";
import { root } from "./project.mjs";

const tiers = {
  unit: (file) => !/^(functions\/test|test|web\/e2e)\//.test(file),
  emulators: (file) => /^(functions\/test|test\/rules|test\/deploy)\//.test(file),
  e2e: (file) => file.startsWith("web/e2e/"),
  start: (file) => file.startsWith("test/start/"),
};

/**
 * The files of `project` among `files`: [] (the whole project) when no file is named, null when files are
 * named and none is the project's (the project is skipped).
 */
export function filesOfProject(project, files) {
  if (files.length === 0) return [];
  const mine = files.filter((file) => tiers[project]?.(file.replace(/^\.\//, "")) ?? false);
  return mine.length ? mine : null;
}

// While web/e2e moves from vitest + playwright-core to Playwright Test (web/e2e/CONVERTING.md), a browser
// test file belongs to Playwright once it imports its `test` from ./support/test; the rest stay on vitest.
const E2E_DIR = "web/e2e";
const PLAYWRIGHT_MARKER = /from "\.\/support\/test"/;

/** Whether the browser test file at `file` (a path from the root) runs under Playwright Test. */
export function isPlaywrightFile(file) {
  return PLAYWRIGHT_MARKER.test(readFileSync(`${root}${file.replace(/^\.\//, "")}`, "utf8"));
}

/** The browser test files, from the root: those on Playwright Test and those still on vitest. */
export function e2eFilesByRunner() {
  const all = readdirSync(`${root}${E2E_DIR}`)
    .filter((name) => name.endsWith(".test.ts"))
    .map((name) => `${E2E_DIR}/${name}`);
  return { playwright: all.filter(isPlaywrightFile), vitest: all.filter((file) => !isPlaywrightFile(file)) };
}
