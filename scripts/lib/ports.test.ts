// npm start refuses to start on ports something else holds, and says who holds them and how to free them.
import { createServer, type Server } from "node:net";
import { afterEach, expect, it } from "vitest";
import { busyPorts, emulatorPorts, isPortFree, pidsOnPort, portsInUseMessage } from "./ports.mjs";

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

it("names the process that holds a port", async () => {
  const port = await listen("127.0.0.1");
  expect(pidsOnPort(port)).toContain(process.pid);
});

it("says which ports are taken, by which processes, and gives the commands that free them", () => {
  const message = portsInUseMessage(
    [
      { port: 8080, label: "Firestore emulator" },
      { port: 4400, label: "Emulator Hub" },
    ],
    (port) => (port === 8080 ? [process.pid] : []),
  );
  expect(message).toContain(`8080  Firestore emulator: pid ${process.pid}`);
  expect(message).toMatch(/4400 +Emulator Hub\n/);
  expect(message).toContain(`  kill ${process.pid}\n`);
  expect(message).toContain("fuser -k 8080/tcp 4400/tcp");
});
