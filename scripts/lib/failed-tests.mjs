// The failed tests' names and first error lines, from the JSON reports vitest and Playwright Test write, so
// that the last lines of `npm test` name them: CI keeps only the tail of a long log.

import { stripVTControlCharacters } from "node:util";

const firstLines = (text, count = 3) =>
  stripVTControlCharacters(String(text ?? ""))
    .split("\n")
    .filter((line) => line.trim())
    .slice(0, count)
    .map((line) => `    ${line.trim()}`);

/** Each failed test of a vitest JSON report, as "file > name" and its first error lines. */
export function vitestFailures(report) {
  return (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === "failed")
      .map((test) => ({ name: `${file.name} > ${test.fullName}`, lines: firstLines(test.failureMessages?.[0]) })),
  );
}

/** Each test of a Playwright JSON report that failed on every try, with its first error lines. */
export function playwrightFailures(report) {
  const failures = [];
  const visit = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== "unexpected") continue;
        const last = test.results?.at(-1);
        failures.push({
          name: `${spec.file ?? file} > ${spec.title}`,
          lines: firstLines(last?.error?.message ?? last?.errors?.[0]?.message),
        });
      }
    }
    for (const child of suite.suites ?? []) visit(child, suite.file ?? file);
  };
  for (const suite of report.suites ?? []) visit(suite, suite.file);
  return failures;
}

/** The lines that name `failures`, none when there are none. */
export function failureLines(failures) {
  if (failures.length === 0) return [];
  return [
    `\nFailed tests (${failures.length}):`,
    ...failures.flatMap((failure) => [`  ✘ ${failure.name}`, ...failure.lines]),
  ];
}
