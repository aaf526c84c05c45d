// The emulator step's first check: it counts the functions the Functions emulator's `/backends` lists, and
// reads an emulator with none (its discovery failed) or one that does not answer as serving none.
import { createServer, type Server } from "node:http";
import { afterEach, expect, it } from "vitest";
import { loadedFunctionCount } from "./functions-loaded.mjs";

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A stand-in for the Functions emulator answering `/backends` with `body` (status 200). */
async function emulatorAnswering(body: unknown): Promise<string> {
  server = createServer((request, response) => {
    response.writeHead(request.url === "/backends" ? 200 : 404, { "content-type": "application/json" });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("no port");
  return `http://127.0.0.1:${address.port}`;
}

it("counts the functions of every backend", async () => {
  const origin = await emulatorAnswering({
    backends: [{ functionTriggers: [{ id: "a" }, { id: "b" }] }, { functionTriggers: [{ id: "c" }] }],
  });
  expect(await loadedFunctionCount(origin)).toBe(3);
});

it("reads a failed discovery (a backend with no function) as 0", async () => {
  const origin = await emulatorAnswering({ backends: [{ functionTriggers: [] }] });
  expect(await loadedFunctionCount(origin)).toBe(0);
});

it("reads an answer of another shape, or no answer, as 0", async () => {
  expect(await loadedFunctionCount(await emulatorAnswering({ nothing: true }))).toBe(0);
  expect(await loadedFunctionCount("http://127.0.0.1:9")).toBe(0);
});
