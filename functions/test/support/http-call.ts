// Calls a callable over plain HTTP, as any client on the internet could, to control what the web SDK
// cannot: headers such as X-Forwarded-For.
import { readFileSync } from "node:fs";
import { emulatorHosts, projectId } from "../../../test/support/emulators";

export async function httpCall(
  name: string,
  data: unknown,
  headers: Record<string, string> = {},
): Promise<{ id?: string; code?: string; message?: string }> {
  const response = await fetch(`http://${emulatorHosts.functions}/${projectId}/us-central1/${name}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as { result?: { id?: string }; error?: { status?: string; message?: string } };
  if (body.result) return { id: body.result.id };
  return { code: body.error?.status?.toLowerCase().replace(/_/g, "-"), message: body.error?.message };
}

/** The allowances the functions run with, read from the same file they read (functions/.env). */
export function configuredLimit(name: string): number {
  const env = readFileSync(new URL("../../.env", import.meta.url), "utf8");
  const match = new RegExp(`^${name}=(\\d+)$`, "m").exec(env);
  if (!match?.[1]) throw new Error(`${name} is not set in functions/.env`);
  return Number(match[1]);
}

/**
 * Rate limits count in clock-aligned minutes. A test that counts within one minute first waits, when
 * fewer than `needMs` remain in the current minute, for the next one to begin.
 */
export async function startOfFreshMinute(needMs = 25_000): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
