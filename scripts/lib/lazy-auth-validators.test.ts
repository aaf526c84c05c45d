import { createServer, type Server } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";

// exegesis-express as firebase-tools' Auth emulator loads it.
const requireFromCli = createRequire(new URL("../../node_modules/firebase-tools/package.json", import.meta.url));
type Handler = (request: unknown, response: unknown, next: () => void) => void;
const exegesisExpress = requireFromCli("exegesis-express") as {
  middleware: (openApiDoc: unknown, options: unknown) => Promise<Handler>;
};

/** A one-operation API whose body is `{ n }` with n an integer of at least `minimum`. */
const api = (minimum: unknown) => ({
  openapi: "3.0.0",
  info: { title: "probe", version: "1" },
  paths: {
    "/count": {
      post: {
        "x-exegesis-controller": "probe",
        operationId: "count",
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: { type: "object", properties: { n: { type: "integer", minimum } }, required: ["n"] },
            },
          },
        },
        responses: { 200: { description: "counted" } },
      },
    },
  },
});
const options = { controllers: { probe: { count: () => ({ counted: true }) } } };

const servers: Server[] = [];
afterAll(() => Promise.all(servers.map((server) => new Promise((done) => server.close(done)))));

/** Serves `handler` on a free local port; resolves to a function that posts `body` and returns the status. */
async function serve(handler: Handler) {
  const server = createServer((request, response) =>
    handler(request, response, () => {
      response.statusCode = 404;
      response.end();
    }),
  );
  servers.push(server);
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  const { port } = server.address() as AddressInfo;
  return async (body: unknown) =>
    (
      await fetch(`http://127.0.0.1:${port}/count`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      })
    ).status;
}

describe("the Auth emulator's validators, compiled when first used", () => {
  it("are compiled up front without this module, as firebase-tools ships", async () => {
    // A schema ajv cannot compile shows when compiling happens: here, before the API answers anything.
    await expect(exegesisExpress.middleware(api("not a number"), options)).rejects.toThrow(/schema is invalid/);
  });

  it("are compiled at the first request once the module is loaded, and still refuse what they refused", async () => {
    await import("./lazy-auth-validators.mjs");
    await expect(exegesisExpress.middleware(api("not a number"), options)).resolves.toBeTypeOf("function");

    const post = await serve(await exegesisExpress.middleware(api(1), options));
    expect(await post({ n: 0 })).toBe(400);
    expect(await post({ n: "three" })).toBe(400);
    expect(await post({})).toBe(400);
    expect(await post({ n: 3 })).toBe(200);
  });
});
