// The policy's one source (scripts/lib/csp.mjs) and firebase.json, which carries it verbatim. The policy names
// no Firebase project, so the one in firebase.json is right for every project a plain `firebase deploy` targets.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { COOKIE_CONSENT_KEY, COOKIE_CONSENT_VALUE } from "../../web/src/components/layout/use-cookie-consent";
import {
  contentSecurityPolicy,
  cspDirectives,
  cspValues,
  hashSource,
  HEAD_SCRIPT,
  readFirebaseConfig,
} from "./csp.mjs";

const policy = contentSecurityPolicy();
const directives = cspDirectives();

describe("the policy", () => {
  it("is carried by firebase.json, exactly and once", () => {
    expect(cspValues(readFirebaseConfig())).toEqual([policy]);
  });

  it("names no project's own host: the callables and Google sign-in's helper pages are the site itself", () => {
    expect(policy).not.toMatch(/cloudfunctions\.net|firebaseapp\.com|web\.app|run\.app|demo-village/);
    expect(directives["connect-src"]?.[0]).toBe("'self'");
    expect(directives["frame-src"]?.[0]).toBe("'self'");
  });

  it("has no wildcard and nothing inline or evaluated", () => {
    expect(policy).not.toContain("*");
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it("allows Google's shared hosts only under the paths the SDKs load from, and one inline script by hash", () => {
    const scriptSources = directives["script-src"] ?? [];
    expect(scriptSources).toEqual([
      "'self'",
      "https://www.google.com/recaptcha/",
      "https://www.gstatic.com/recaptcha/",
      "https://apis.google.com/js/",
      "https://apis.google.com/_/scs/abc-static/_/js/",
      hashSource(HEAD_SCRIPT),
    ]);
    // A source with a path and no trailing slash would match that one file only.
    for (const source of scriptSources.filter((entry) => entry.startsWith("https://"))) {
      expect(new URL(source).pathname).toMatch(/^\/.+\/$/);
    }
  });

  it("allows plain http only to the emulators on the visitor's own machine", () => {
    const { emulators } = readFirebaseConfig() as { emulators: Record<string, unknown> };
    const emulatorOrigins = Object.values(emulators).flatMap((emulator) => {
      const { host, port } = (typeof emulator === "object" ? emulator : {}) as { host?: string; port?: number };
      return host && port ? [`http://${host}:${port}`] : [];
    });
    const plainHttp = Object.values(directives)
      .flat()
      .filter((source) => source.startsWith("http:"));
    expect(plainHttp.length).toBeGreaterThan(0);
    for (const source of plainHttp) expect(emulatorOrigins).toContain(source);
  });
});

describe("the head script", () => {
  const html = readFileSync(new URL("../../web/index.html", import.meta.url), "utf8");
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);

  it("is the one inline script of every page's HTML, byte for byte what the policy allows", () => {
    expect(inline).toEqual([HEAD_SCRIPT]);
  });

  it("reads the cookie notice's answer where the app keeps it", () => {
    expect(HEAD_SCRIPT).toContain(`localStorage.getItem("${COOKIE_CONSENT_KEY}")==="${COOKIE_CONSENT_VALUE}"`);
  });
});
