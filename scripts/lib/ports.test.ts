// npm start refuses to start on ports something else holds, and says which and how to find what holds them.
import { createServer, type Server } from "node:net";
import { afterEach, expect, it } from "vitest";
import { busyPorts, emulatorPorts, isPortFree, portsInUseMessage } from "./ports.mjs";

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

function listen(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    servers.push(server);
    server.once("error", reject);
    server.listen(0, host, () => {
      const address = server.address();
      resolve(typeof address === "object" && address ? address.port : 0);
    });
  });
}

it("knows every port firebase.json gives the emulators", () => {
  const ports = emulatorPorts().map(({ port }) => port);
  expect(ports).toEqual(expect.arrayContaining([4400, 4500, 5000, 5001, 8080, 9099, 9299]));
});

it("sees a port held on 127.0.0.1, and on every address (as Java's Firestore emulator listens)", async () => {
  const loopback = await listen("127.0.0.1");
  const everywhere = await listen("::");
  expect(await isPortFree(loopback)).toBe(false);
  expect(await isPortFree(everywhere)).toBe(false);

  const free = await listen("127.0.0.1");
  const last = servers.pop();
  await new Promise((resolve) => last?.close(resolve));
  expect(await isPortFree(free)).toBe(true);
  expect(await busyPorts([{ port: loopback }, { port: free }])).toEqual([{ port: loopback }]);
});

it("says which ports are taken and gives one command that shows what holds them", () => {
  const message = portsInUseMessage([
    { port: 8080, label: "Firestore emulator" },
    { port: 4400, label: "Emulator Hub" },
  ]);
  expect(message.split("\n")).toEqual([
    "These ports are already in use, so the emulators cannot start:",
    "  8080  Firestore emulator",
    "  4400  Emulator Hub",
    "",
    "Another `npm start`, `npm run dev` or `npm test` is probably still running: stop it (Ctrl-C in its",
    "terminal). To see what holds them (then `kill` its PID): lsof -i :8080 -i :4400",
  ]);
});
