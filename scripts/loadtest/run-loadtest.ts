// `npm run loadtest` (see scripts/loadtest.mjs): without flags, many concurrent posts from several accounts and anonymous
// clients against the emulators, then a check of what was stored. The emulator is not a capacity target:
// this proves the logic (nothing lost, nothing doubled, nothing half-written), not throughput.
import { randomUUID } from "node:crypto";
import type { QueryDocumentSnapshot } from "firebase-admin/firestore";
import {
  confirmAge,
  DETAILS_FIELD,
  POSTS_COLLECTION,
  SEARCH_INDEX_COLLECTION,
  SUGGESTIONS_COLLECTION,
  updateDisplayName,
} from "@village/shared";
import { adminDb, closeAdminDb } from "../lib/admin-db.mjs";
import { countOn, homeProblems, newestListed, readHome } from "./home-check";
import { runWritePath } from "./write-path";
import { runReplyPath } from "./reply-path";
import { clearAuth, clearFirestore, emulatorHosts, projectId } from "../../test/support/emulators";
import { configuredLimit, startOfFreshWindow, TOO_QUICKLY } from "../../test/support/rate-limits";

const ACCOUNTS = 8;
const ANONYMOUS_CLIENTS = 8;
const POSTS_PER_ACTOR = 20;
const RETRIES_PER_ACTOR = 5; // requests repeated with the same request id, as a retry after a timeout would
// Requests in flight at once. The Functions emulator starts a worker process per concurrent request, and
// hundreds at once on two cores only measure process start-up.
const IN_FLIGHT = 32;

interface Actor {
  name: string;
  fn: "createSuggestion" | "createAnonymousPost";
  headers: Record<string, string>;
  payload: (index: number) => Record<string, unknown>;
  allowance: number;
}

interface Outcome {
  actor: string;
  requestId: string;
  id?: string;
  code?: string;
  message?: string;
  ms: number;
}

/** The Auth emulator's REST API, as the client SDK calls it. */
async function authRequest(method: string, body: unknown): Promise<{ idToken?: string }> {
  const response = await fetch(
    `http://${emulatorHosts.auth}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo`,
    { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) },
  );
  return (await response.json()) as { idToken?: string };
}

/** Calls the callable `name` as the account whose ID token this is; throws when it refuses. */
async function callAs(idToken: string, name: string, data: object): Promise<void> {
  const response = await fetch(`http://${emulatorHosts.functions}/${projectId}/us-central1/${name}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ data: { ...data, requestId: randomUUID() } }),
  });
  if (!response.ok) throw new Error(`${name} failed: ${await response.text()}`);
}

/**
 * A new account as sign-up leaves it before a first suggestion (the suggestions callable refuses others): its
 * age confirmed and its display name chosen, its ID token taken again after, so that it carries the claim.
 */
async function signUp(index: number): Promise<string> {
  const account = { email: `load${index}@example.com`, password: "secret-pass", returnSecureToken: true };
  const { idToken } = await authRequest("signUp", account);
  if (!idToken) throw new Error("sign-up failed");
  await callAs(idToken, confirmAge.name, {});
  await callAs(idToken, updateDisplayName.name, { displayName: `Load tester ${index}` });
  const signedIn = await authRequest("signInWithPassword", account);
  if (!signedIn.idToken) throw new Error("sign-in failed");
  return signedIn.idToken;
}

/** A signed-out visitor's anonymous account, as the web app makes one before its first anonymous post. */
async function anonymousIdentity(): Promise<string> {
  const { idToken } = await authRequest("signUp", { returnSecureToken: true });
  if (!idToken) throw new Error("anonymous sign-up failed");
  return idToken;
}

/**
 * How long a call may take before it counts as unanswered: the Functions emulator, starting many workers at
 * once, has left a call without an answer (its worker failed to load), which would otherwise hang the run.
 */
const CALL_WAIT_MS = 60_000;

async function post(actor: Actor, requestId: string, index: number): Promise<Outcome> {
  const started = performance.now();
  let body: { result?: { id: string }; error?: { status: string; message: string } };
  try {
    const response = await fetch(`http://${emulatorHosts.functions}/${projectId}/us-central1/${actor.fn}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...actor.headers },
      body: JSON.stringify({ data: { ...actor.payload(index), requestId } }),
      signal: AbortSignal.timeout(CALL_WAIT_MS),
    });
    body = (await response.json()) as typeof body;
  } catch (error) {
    const ms = performance.now() - started;
    return { actor: actor.name, requestId, code: "NO_ANSWER", message: `no answer: ${String(error)}`, ms };
  }
  const ms = performance.now() - started;
  return body.result
    ? { actor: actor.name, requestId, id: body.result.id, ms }
    : { actor: actor.name, requestId, code: body.error?.status, message: body.error?.message, ms };
}

/** Every document of a collection, read as an admin (the Admin SDK). */
async function readAll(collection: string): Promise<QueryDocumentSnapshot[]> {
  return (await adminDb().collection(collection).get()).docs;
}

// `--rate N [--seconds S] [--warmup W]` or `--burst N [--seconds S]`: the write path at N posts a second
// (write-path.ts); a steady rate first runs W seconds (30 unless given) to warm the emulators up, a burst none.
const flag = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : undefined;
};
// `--replies N [--seconds S] [--warmup W]`: N replies a second to one post (reply-path.ts, docs/decisions/0118),
// after W seconds (30 unless given) at the same rate to a thread of their own (0123).
const replyRate = flag("replies");
if (replyRate !== undefined) {
  await Promise.all([clearFirestore(), clearAuth()]);
  const problems = await runReplyPath({
    rate: replyRate,
    seconds: flag("seconds") ?? 60,
    settleSeconds: flag("settle") ?? 120,
    warmupSeconds: flag("warmup") ?? 30,
  });
  await closeAdminDb();
  if (problems.length > 0) console.log(`FAILED: ${problems.length} problem(s)\n- ${problems.join("\n- ")}`);
  else console.log("Every reply listed once, the count exact, p99 from write to listed within 6 s.");
  process.exit(problems.length > 0 ? 1 : 0);
}
const rate = flag("rate") ?? flag("burst");
if (rate !== undefined) {
  await Promise.all([clearFirestore(), clearAuth()]);
  const problems = await runWritePath({
    rate,
    seconds: flag("seconds") ?? 60,
    hideEvery: flag("hide-every") ?? 50,
    settleSeconds: flag("settle") ?? 240,
    warmupSeconds: flag("warmup") ?? (flag("rate") === undefined ? 0 : 30),
  });
  await closeAdminDb();
  if (problems.length > 0) console.log(`FAILED: ${problems.length} problem(s)\n- ${problems.join("\n- ")}`);
  else console.log("Every post counted and listed once, none unlisted, every hide out of public views.");
  process.exit(problems.length > 0 ? 1 : 0);
}

await Promise.all([clearFirestore(), clearAuth()]);
const tokens = await Promise.all(Array.from({ length: ACCOUNTS }, (_, index) => signUp(index)));
const identities = await Promise.all(Array.from({ length: ANONYMOUS_CLIENTS }, () => anonymousIdentity()));
const actors: Actor[] = [
  ...tokens.map((token, index) => ({
    name: `account ${index}`,
    fn: "createSuggestion" as const,
    headers: { Authorization: `Bearer ${token}` },
    payload: (n: number) => ({ title: `Load ${index}.${n}`, details: "Concurrent suggestion" }),
    allowance: configuredLimit("SUGGESTIONS_PER_MINUTE", "default"),
  })),
  ...Array.from({ length: ANONYMOUS_CLIENTS }, (_, index): Actor => {
    const identity = { Authorization: `Bearer ${identities[index] ?? ""}` };
    return {
      name: `anonymous ${index}`,
      fn: "createAnonymousPost" as const,
      // Each with its anonymous account; half also from distinct addresses, half without (as under the emulator).
      headers: index % 2 === 0 ? { ...identity, "X-Forwarded-For": `203.0.113.${index}` } : identity,
      payload: (n: number) => ({
        title: `Anon ${index}.${n}`,
        text: "Concurrent anonymous post",
        ageConfirmed: true,
      }),
      allowance: configuredLimit("ANONYMOUS_POSTS_PER_MINUTE", "default"),
    };
  }),
];

/** Runs the tasks with at most `limit` in flight, in order, and returns their results in the same order. */
async function pool<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      const task = tasks[index];
      if (task) results[index] = await task();
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

// Interleave the actors so every burst mixes accounts and clients; retries follow their originals closely.
const perActor = actors.map((actor) => {
  const ids = Array.from({ length: POSTS_PER_ACTOR }, () => randomUUID());
  return [...ids, ...ids.slice(0, RETRIES_PER_ACTOR)].map(
    (requestId, index) => () => post(actor, requestId, index % POSTS_PER_ACTOR),
  );
});
const tasks = Array.from({ length: POSTS_PER_ACTOR + RETRIES_PER_ACTOR }, (_, round) =>
  perActor.flatMap((list) => list[round] ?? []),
).flat();
// Allowances count in clock-aligned minutes: start at the top of one.
await startOfFreshWindow(60_000, "default");
const started = performance.now();
const startedAt = Date.now();
const outcomes = await pool(tasks, IN_FLIGHT);
const elapsed = performance.now() - started;
// A run longer than a minute spans more windows, each with a fresh allowance.
const minutesSpanned = Math.floor(Date.now() / 60_000) - Math.floor(startedAt / 60_000) + 1;

// Let the triggers finish indexing and counting.
const accepted = new Set(outcomes.flatMap((outcome) => (outcome.id ? [outcome.id] : [])));
let home = await readHome();
for (let attempt = 0; attempt < 120; attempt++) {
  if (countOn(home) === accepted.size) break;
  await new Promise((resolve) => setTimeout(resolve, 500));
  home = await readHome();
}

const stored = await readAll(SUGGESTIONS_COLLECTION);
const indexed = await readAll(SEARCH_INDEX_COLLECTION);
const listed = await readAll(POSTS_COLLECTION);
await closeAdminDb();
const storedIds = stored.map((doc) => doc.id);
const problems: string[] = [];
const check = (ok: boolean, message: string) => ok || problems.push(message);

check(new Set(storedIds).size === storedIds.length, "a document id appears twice");
check(storedIds.length === accepted.size, `stored ${storedIds.length} posts, accepted ${accepted.size}`);
for (const id of accepted) check(storedIds.includes(id), `accepted post ${id} is missing`);
for (const doc of stored) {
  const fields = Object.keys(doc.data());
  const complete =
    ["title", "createdAt", "rand"].every((key) => fields.includes(key)) &&
    (fields.includes(DETAILS_FIELD)
      ? fields.includes("author") && fields.includes("authorUid")
      : fields.includes("authorType") && fields.includes("ownerUid"));
  check(complete, `post ${doc.ref.path} is missing fields: ${fields.join(", ")}`);
}
check(indexed.length === stored.length, `search index holds ${indexed.length} entries for ${stored.length} posts`);
check(listed.length === stored.length, `the public projection holds ${listed.length} posts of ${stored.length}`);
const publicFields = new Set(["postId", "title", "details", "link", "author", "createdAt"]);
for (const doc of listed) {
  const extra = Object.keys(doc.data()).filter((field) => !publicFields.has(field));
  check(extra.length === 0, `public post ${doc.ref.path} holds non-public fields: ${extra.join(", ")}`);
}
problems.push(...homeProblems(home, stored));
for (const actor of actors) {
  const mine = outcomes.filter((outcome) => outcome.actor === actor.name);
  const distinct = new Set(mine.flatMap((outcome) => (outcome.id ? [outcome.id] : [])));
  check(
    distinct.size === actor.allowance,
    `${actor.name}: ${distinct.size} posts stored, allowance ${actor.allowance}`,
  );
  const idsByRequest = new Map<string, Set<string>>();
  for (const outcome of mine) {
    if (!outcome.id) continue;
    idsByRequest.set(outcome.requestId, (idsByRequest.get(outcome.requestId) ?? new Set()).add(outcome.id));
  }
  for (const [requestId, ids] of idsByRequest)
    check(ids.size === 1, `${actor.name}: request ${requestId} got ${ids.size} ids`);
}
const refusals = outcomes.filter((outcome) => !outcome.id);
const byCode = new Map<string, number>();
for (const refusal of refusals) {
  byCode.set(refusal.code ?? "none", (byCode.get(refusal.code ?? "none") ?? 0) + 1);
  check(
    refusal.code === "RESOURCE_EXHAUSTED" && TOO_QUICKLY.test(refusal.message ?? ""),
    `unclear refusal: ${refusal.code} ${refusal.message}`,
  );
}

const latencies = outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b);
const percentile = (p: number) =>
  Math.round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0);
const successes = outcomes.length - refusals.length;
console.log(`
Load test: ${actors.length} actors (${ACCOUNTS} accounts, ${ANONYMOUS_CLIENTS} anonymous clients), ${outcomes.length} requests, ${IN_FLIGHT} in flight at a time
  accepted calls           ${successes} (${accepted.size} distinct posts; ${successes - accepted.size} retries answered with the same post)
  refused                  ${[...byCode].map(([code, count]) => `${count} ${code}`).join(", ") || "none"}
  stored posts             ${storedIds.length}, public posts ${listed.length}, search entries ${indexed.length}, counted ${countOn(home)}, on the home page's newest page ${newestListed(home).length}
  wall time                ${(elapsed / 1000).toFixed(1)} s (${minutesSpanned} rate-limit minute(s)), latency p50 ${percentile(50)} ms, p95 ${percentile(95)} ms, max ${percentile(100)} ms
`);
if (problems.length > 0) {
  console.log(`FAILED: ${problems.length} problem(s)\n- ${problems.slice(0, 20).join("\n- ")}`);
  process.exit(1);
}
console.log("Every accepted post stored exactly once, every refusal clear, none half-written.");
