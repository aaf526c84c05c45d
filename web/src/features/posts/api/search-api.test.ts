import { afterEach, describe, expect, it, vi } from "vitest";
import { LISTED_POST_FIELDS } from "@village/shared";
import { searchPage } from "./search-api";

afterEach(() => vi.unstubAllGlobals());

describe("searchPage", () => {
  it("downloads index entries through a mask of the listed fields, never their search keys", async () => {
    type Body = { structuredQuery: { select?: { fields: { fieldPath: string }[] } } };
    const bodies: Body[] = [];
    vi.stubGlobal("fetch", (_url: string, init: { body: string }) => {
      bodies.push(JSON.parse(init.body) as Body);
      return Promise.resolve(new Response("[]"));
    });
    await searchPage("galaga", null);
    expect(bodies).toHaveLength(1);
    const fields = bodies[0]?.structuredQuery.select?.fields.map((field) => field.fieldPath);
    expect(fields).toEqual([...LISTED_POST_FIELDS]);
    expect(fields).not.toContain("k");
  });
});
