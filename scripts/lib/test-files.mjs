// `npm test -- --files a,b`: which of the named test files belong to which tier (the folders of
// vitest.config.ts and playwright.config.ts), so that one file of any tier runs the way `npm test` runs it.
const tiers = {
  unit: (file) => !/^(functions\/test|test|web\/e2e)\//.test(file),
  emulators: (file) => file.startsWith("functions/test/"),
  rules: (file) => file.startsWith("test/rules/"),
  deploy: (file) => file.startsWith("test/deploy/"),
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
