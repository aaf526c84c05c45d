// The built files of the web app that tests need by name (Vite hashes their names), from Vite's manifest.
import { readFileSync } from "node:fs";

/** The built file that holds the Firebase Auth SDK (a chunk loaded on first use). */
export function authSdkChunk(): string {
  const manifest = JSON.parse(readFileSync(new URL("../../dist/.vite/manifest.json", import.meta.url), "utf8")) as Record<
    string,
    { file: string }
  >;
  const key = Object.keys(manifest).find((name) => name.includes("node_modules/firebase/auth/"));
  if (!key) throw new Error("No Firebase Auth chunk in the build's manifest");
  return manifest[key]?.file ?? key;
}
