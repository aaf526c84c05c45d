// The built files of the web app that tests need by name (Vite hashes their names), from Vite's manifest.
import { readFileSync } from "node:fs";
import type { Page, Response } from "@playwright/test";

type Manifest = Record<string, { file: string }>;

const manifest = (): Manifest =>
  JSON.parse(readFileSync(new URL("../../dist/.vite/manifest.json", import.meta.url), "utf8")) as Manifest;

/** The built file of the first module whose source path contains `source`. */
function builtFile(source: string): string {
  const entries = manifest();
  const key = Object.keys(entries).find((name) => name.includes(source));
  const file = key === undefined ? undefined : entries[key]?.file;
  if (!file) throw new Error(`No ${source} in the build's manifest`);
  return file;
}

/** The built file that holds the Firebase Auth SDK (a chunk loaded on first use). */
export const authSdkChunk = (): string => builtFile("node_modules/firebase/auth/");

/** The built chunk of a lazily loaded page, by its source file (say "src/features/auth/AuthPage.tsx"). */
export const pageChunk = (source: string): string => builtFile(source);

/**
 * Whether a script response carries full zod, the forms' checks (its class names survive minifying: full
 * zod's base class is `ZodType`). The first load's reads parse with zod/mini, whose core (`$ZodType`,
 * `ZodMiniType`) is not what a form waits for (docs/decisions/0107).
 */
export const carriesZod = async (response: Response): Promise<boolean> =>
  response.url().endsWith(".js") && /[`"']ZodType[`"']/.test(await response.text().catch(() => ""));

/** Counts the scripts the page downloads from now on that carry full zod. */
export function countZodScripts(target: Page): { count: () => number } {
  let count = 0;
  target.on("response", async (response) => {
    if (await carriesZod(response)) count++;
  });
  return { count: () => count };
}

/** How long a painted form is watched for a zod download it must not start on its own. */
export const ZOD_WATCH_MS = 2000;
