// Every callable contract in shared/src/contracts, found by reading the folder rather than by a list kept by
// hand: the tests that check a rewrite and a docs section per callable then cover a contract the day it is added.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const root = new URL("../../", import.meta.url).pathname;
const contractsDir = join(root, "shared", "src", "contracts");

export interface FoundContract {
  /** The callable's deployed name (the contract's `name`). */
  name: string;
  /** Where it is defined, from the repository root. */
  file: string;
}

/** A value shaped like `defineCallable`'s result: a name and zod input and output schemas. */
function isContract(value: unknown): value is { name: string } {
  if (typeof value !== "object" || value === null) return false;
  const { name, input, output } = value as Record<string, unknown>;
  const isSchema = (schema: unknown) =>
    typeof schema === "object" &&
    schema !== null &&
    typeof (schema as { safeParse?: unknown }).safeParse === "function";
  return typeof name === "string" && isSchema(input) && isSchema(output);
}

/** The contracts, sorted by name; one entry per callable even when a module re-exports another's. */
export async function callableContracts(): Promise<FoundContract[]> {
  const found = new Map<string, FoundContract>();
  const files = readdirSync(contractsDir).filter((file) => file.endsWith(".ts") && !file.includes(".test."));
  for (const file of files.sort()) {
    const module = (await import(pathToFileURL(join(contractsDir, file)).href)) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      if (isContract(value) && !found.has(value.name)) {
        found.set(value.name, { name: value.name, file: `shared/src/contracts/${file}` });
      }
    }
  }
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
}
