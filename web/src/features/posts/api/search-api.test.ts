import { afterEach, describe, expect, it, vi } from "vitest";
import { LISTED_POST_FIELDS } from "@village/shared";
import { searchPage } from "./search-api";

afterEach(() => vi.unstubAllGlobals());

describe("searchPage", () => {
  it("downloads index entries through a mask of the listed fields, never their search keys", async () => {
    const bodies: { structuredQuery: { select?: { fields: { fieldPath: string }[] } } }[] = [];
    vi.stubGlobal("fetch", async (_url: string, init: { body: string }) => {
      bodies.push(JSON.parse(init.body));
      return new Response("[]");
    });
    await searchPage("galaga", null);
    expect(bodies).toHaveLength(1);
    const fields = bodies[0]?.structuredQuery.select?.fields.map((field) => field.fieldPath);
    expect(fields).toEqual([...LISTED_POST_FIELDS]);
    expect(fields).not.toContain("k");
  });
});
