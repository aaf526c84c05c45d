// The policy's one source (scripts/lib/csp.mjs) and firebase.json, which carries it verbatim. The policy names
// no Firebase project, so the one in firebase.json is right for every project a plain `firebase deploy` targets.
import { afterEach, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { COOKIE_CONSENT_KEY, COOKIE_CONSENT_VALUE } from "../../web/src/components/layout/use-cookie-consent";
import {
  checkSiteStyles,
  contentSecurityPolicy,
  cspDirectives,
  cspValues,
  hashSource,
  HEAD_SCRIPT,
  inlineStyleHashes,
  readFirebaseConfig,
  styleHashesOf,
} from "./csp.mjs";

// firebase.json's policy allows the built pages' inline styles by hash, which the build checks
// (checkSiteStyles, below); everything else is the policy's one source.
const firebasePolicy = cspValues(readFirebaseConfig())[0] ?? "";
const policy = contentSecurityPolicy(styleHashesOf(firebasePolicy));
const directives = cspDirectives();

describe("the policy", () => {
  it("is carried by firebase.json, exactly and once, with the pages' inline styles allowed by hash alone", () => {
    expect(cspValues(readFirebaseConfig())).toEqual([policy]);
    expect(styleHashesOf(policy).length).toBeGreaterThan(0);
    expect(/style-src ([^;]*)/.exec(policy)?.[1]).toBe(["'self'", ...styleHashesOf(policy)].join(" "));
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

describe("the build's check of the pages' inline styles", () => {
  const page = (styles: string[]) =>
    `<!doctype html><html><head>${styles.map((css) => `<style>${css}</style>`).join("")}</head><body></body></html>`;
  let dir = "";
  let dist = "";
  let firebaseJson = "";

  /** A built site whose pages have these styles, and a firebase.json (formatted as ours) with this policy. */
  function site(pages: Record<string, string[]>, allowed: string[]) {
    dir = mkdtempSync(join(tmpdir(), "village-csp-"));
    dist = join(dir, "dist");
    for (const [file, styles] of Object.entries(pages)) {
      mkdirSync(join(dist, file, ".."), { recursive: true });
      writeFileSync(join(dist, file), page(styles));
    }
    firebaseJson = join(dir, "firebase.json");
    const config = {
      hosting: {
        headers: [
          { regex: "^/.+$", headers: [{ key: "Content-Security-Policy", value: contentSecurityPolicy(allowed) }] },
        ],
      },
    };
    writeFileSync(firebaseJson, `${JSON.stringify(config, null, 2)}\n`);
  }
  const policyIn = (file: string) => cspValues(JSON.parse(readFileSync(file, "utf8")))[0];

  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("passes when firebase.json allows exactly the styles of every page, in any folder, each once", () => {
    site(
      { "404.html": ["a{}"], "pages/x.html": ["a{}"], "legal/terms.html": ["a{}", "b{}"] },
      [hashSource("a{}"), hashSource("b{}")].sort(),
    );
    expect(checkSiteStyles(dist, { firebaseJson })).toEqual({
      changed: false,
      hashes: [hashSource("a{}"), hashSource("b{}")].sort(),
    });
  });

  it("stops the build when a stylesheet changed, and names what to run", () => {
    site({ "pages/x.html": ["a{color:red}"] }, [hashSource("a{}")]);
    expect(() => checkSiteStyles(dist, { firebaseJson })).toThrow(/npm start.*commit it/s);
    expect(policyIn(firebaseJson)).toBe(contentSecurityPolicy([hashSource("a{}")]));
  });

  it("writes the new hashes in place when asked, and then passes", () => {
    site({ "pages/x.html": ["a{color:red}"] }, [hashSource("a{}")]);
    const before = readFileSync(firebaseJson, "utf8");
    expect(checkSiteStyles(dist, { firebaseJson, write: true })).toEqual({
      changed: true,
      hashes: [hashSource("a{color:red}")],
    });
    const after = readFileSync(firebaseJson, "utf8");
    expect(policyIn(firebaseJson)).toBe(contentSecurityPolicy([hashSource("a{color:red}")]));
    // Only the policy's value changed: the file keeps its lines.
    expect(after.split("\n").length).toBe(before.split("\n").length);
    expect(checkSiteStyles(dist, { firebaseJson }).changed).toBe(false);
  });

  it("hashes each <style> element's text as browsers do", () => {
    expect(inlineStyleHashes(page(["a{}", "b{}"]))).toEqual([hashSource("a{}"), hashSource("b{}")]);
  });
});
