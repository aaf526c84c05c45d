// The built files of the web app that tests need by name (Vite hashes their names), from Vite's manifest.
import { readFileSync } from "node:fs";

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
