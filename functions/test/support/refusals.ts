// What every refusal must look like to the web client: the expected code and sentence, nothing a person
// cannot read (no stack trace, no error dump), and for bad input only `{ issues: [{ path, message }] }`.
import { expect } from "vitest";
import { z } from "zod";
import { failureOf, type Failure } from "./clients";
import { storedPostCount } from "./stored";

const invalidArgumentDetails = z.strictObject({
  issues: z.array(z.strictObject({ path: z.string(), message: z.string() })).min(1),
});

/** A sentence for a person: one line, no stack frame, no "SomethingError:" dump, ending with a full stop. */
export function expectReadableSentence(message: string): void {
  expect(message).not.toMatch(/\n/);
  expect(message).not.toMatch(/^\s*at /m);
  expect(message).not.toMatch(/\bat .+:\d+:\d+/);
  expect(message).not.toMatch(/Error\b:?/);
  expect(message).not.toMatch(/^\s*[[{]/);
  expect(message).toMatch(/^[A-Z].*\.$/);
}

export function expectRefusal(failure: Failure, expected: { code: string; message: string }): void {
  expect({ code: failure.code, message: failure.message }).toEqual(expected);
  expectReadableSentence(failure.message);
  if (expected.code !== "invalid-argument") {
    expect(failure.details).toBeUndefined();
    return;
  }
  const details = invalidArgumentDetails.parse(failure.details);
  expect(details.issues[0]?.message).toBe(expected.message);
  for (const issue of details.issues) expectReadableSentence(issue.message);
}

/** Awaits a call that must be refused as `expected`, checks that no post is stored, and returns the failure. */
export async function expectRefusedStoringNothing(
  call: Promise<unknown>,
  expected: { code: string; message: string },
): Promise<Failure> {
  const failure = await failureOf(call);
  expectRefusal(failure, expected);
  expect(await storedPostCount()).toBe(0);
  return failure;
}

/** The path (dot-joined, "" for the whole request) of every issue a bad-input refusal listed. */
export function issuePaths(failure: Failure): string[] {
  return invalidArgumentDetails.parse(failure.details).issues.map((issue) => issue.path);
}
