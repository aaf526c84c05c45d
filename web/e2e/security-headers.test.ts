// Hosting sends the security headers (firebase.json) with every page, and the whole site works under its own
// Content-Security-Policy: every route and the main flows run without a single violation.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { SEARCH_INDEX_COLLECTION } from "@village/shared";
import { adminDb } from "../../scripts/lib/admin-db.mjs";
import { cspDirectives } from "../../scripts/lib/csp.mjs";
import { siteUrl } from "../../test/support/emulators";
import { launchBrowser } from "./support/browser";
import {
  DESKTOP,
  resetEmulators,
  ROUTES,
  spokenText,
  storedSuggestions,
  uniqueEmail,
  waitForPath,
} from "./support/site";

// The policy, from its one source (scripts/lib/csp.mjs, whose unit test pins each host): here, that Hosting
// sends exactly it, and that the whole site works under it, its callables included (same-origin, /api/…).
const CSP_DIRECTIVES = cspDirectives();

/** A policy as directive → sources, so a failure names the directive that differs. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = "", ...sources]) => [name, sources]),
  );
}

/** Waits until the search index, which a trigger fills a moment after each post, lists a post by this title. */
async function waitUntilSearchable(title: string): Promise<void> {
  const indexedTitles = async () =>
    (await adminDb().collection(SEARCH_INDEX_COLLECTION).get()).docs.map((entry): unknown => entry.get("title"));
  await expect.poll(indexedTitles, { timeout: 30_000, interval: 250 }).toContain(title);
}

describe("headers", () => {
  it.each(["/", "/index.html", "/anon", "/privacy", "/no-such-page", "/?q=jazz"])(
    "%s carries the security headers",
    async (path) => {
      const response = await fetch(`${siteUrl}${path}`);
      // An address that is no page of the app gets the not-found page with a real 404, and the same headers.
      expect(response.status).toBe(path === "/no-such-page" ? 404 : 200);
      const policy = response.headers.get("content-security-policy") ?? "";
      const home = new URL(response.url).pathname === "/";
      if (home) {
        // The home page's function sends the site's policy with its inline stylesheet allowed by hash.
        const css = /<style>([\s\S]*?)<\/style>/.exec(await response.text())?.[1] ?? "";
        const hash = `'sha256-${createHash("sha256").update(css, "utf8").digest("base64")}'`;
        expect(directives(policy)).toEqual({ ...CSP_DIRECTIVES, "style-src": ["'self'", hash] });
      } else {
        expect(directives(policy)).toEqual(CSP_DIRECTIVES);
      }
      expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|\*(?!\.)/);
      // No wildcard hosts either, and no project named: the callables and sign-in are the site itself.
      expect(policy).not.toContain("*");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      // Plain same-origin would cut the Google sign-in popup off from the page that opened it.
      expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin-allow-popups");
      // The pages are always revalidated, so a deploy reaches everyone; the home page's CDN copy lives 5 s.
      expect(response.headers.get("cache-control")).toBe(home ? "public, max-age=0, s-maxage=5" : "no-cache");
    },
  );

  it("keeps the long cache on built assets and sends them with nosniff", async () => {
    const html = readFileSync(new URL("../dist/pages/home.html", import.meta.url), "utf8");
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const response = await fetch(`${siteUrl}${script}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("the site under its own policy", () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  /** Every `securitypolicyviolation` event, in any page of the context, across navigations. */
  const violations: string[] = [];
  /** Console messages that speak of the policy ("Refused to load … Content Security Policy …"). */
  const policyMessages: string[] = [];
  /** Requests that never got an answer, with the browser's reason. */
  const failedRequests: string[] = [];
  /** Every request the pages sent, as "METHOD url". */
  const requests: string[] = [];

  beforeAll(async () => {
    await resetEmulators();
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: DESKTOP });
    // A binding outlives navigations, where a list kept on `window` would be lost with each new document.
    await context.exposeBinding("reportPolicyViolation", (_source, line: string) => void violations.push(line));
    await context.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        const report = Reflect.get(window, "reportPolicyViolation") as (line: string) => void;
        report(`${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`);
      });
    });
    page = await context.newPage();
    page.on("console", (message) => {
      if (/content security policy|refused to/i.test(message.text())) policyMessages.push(message.text());
    });
    page.on("request", (request) => requests.push(`${request.method()} ${request.url()}`));
    page.on("requestfailed", (request) =>
      failedRequests.push(`${request.url()} ${request.failure()?.errorText ?? ""}`),
    );
  });

  afterAll(async () => {
    await context.close();
    await browser.close();
  });

  const heading = (name: string) => page.getByRole("heading", { name, level: 1 });

  it("opens every route, accepting the cookie notice on the way", async () => {
    for (const route of ROUTES) {
      await page.goto(`${siteUrl}${route.path}`);
      await heading(route.heading).waitFor();
    }
    await page.getByRole("region", { name: "Cookie notice" }).getByRole("button", { name: "Accept" }).click();
    expect(violations).toEqual([]);
    expect(policyMessages).toEqual([]);
  });

  it("posts anonymously", async () => {
    await page.goto(`${siteUrl}/anon`);
    await page.getByLabel("Title").fill("Under the policy");
    await page.getByLabel("Text").fill("Posted with every header on.");
    await page.getByLabel("I am 13 or older").check();
    await page.getByRole("button", { name: "Submit" }).click();
    expect(await spokenText(page, "status")).toMatch(/^Posted! — view it/);
    expect(violations).toEqual([]);
  });

  it("browses the home list, opens the mission dialog and searches from the box", async () => {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Village" }).click();
    await heading("Our Village's Thoughts and Connections").waitFor();
    await page.getByRole("article").filter({ hasText: "Under the policy" }).waitFor();

    await page.getByRole("button", { name: "Our Mission" }).click();
    await page.getByRole("dialog", { name: "Our Mission" }).getByRole("button", { name: "Close" }).click();
    await page.getByRole("dialog").waitFor({ state: "hidden" });

    await waitUntilSearchable("Under the policy");
    await page.getByRole("searchbox", { name: "Search suggestions" }).pressSequentially("policy");
    expect(await waitForPath(page, /q=/)).toBe("/?q=policy");
    await page.getByRole("article").filter({ hasText: "Under the policy" }).waitFor();
    expect(violations).toEqual([]);
    expect(policyMessages).toEqual([]);
  });

  it("signs up from /new and posts a suggestion", async () => {
    await page.goto(`${siteUrl}/new`);
    await heading("Log in").waitFor();
    await page.getByRole("button", { name: "Create an account" }).click();
    await page.getByLabel("E-mail").fill(uniqueEmail("csp"));
    await page.getByLabel("Password").fill("correct horse");
    await page.getByLabel("Display name (optional)").fill("Cy");
    await page.getByLabel("I am 13 or older").check();
    await page.getByRole("button", { name: "Create account", exact: true }).click();
    await heading("Post a Suggestion").waitFor();
    await page.getByText("Posting as Cy.").waitFor();

    await page.getByLabel("Title").fill("Strict pages");
    await page.getByLabel("Suggestion details").fill("Nothing inline.");
    await page.getByRole("button", { name: "Save suggestion" }).click();
    await page.getByRole("article").filter({ hasText: "Strict pages" }).waitFor();
    expect((await storedSuggestions()).map((post) => post.title).sort()).toEqual(["Strict pages", "Under the policy"]);
    // The callables were called on the site's own origin, so no CORS preflight went before them.
    expect(requests).toContain(`POST ${siteUrl}/api/createSuggestion`);
    expect(requests).toContain(`POST ${siteUrl}/api/createAnonymousPost`);
    expect(requests.filter((request) => request.startsWith("OPTIONS "))).toEqual([]);

    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Sign out" }).click();
    await page.getByRole("link", { name: "Sign in" }).waitFor();
    expect(violations).toEqual([]);
    expect(policyMessages).toEqual([]);
  });

  it("lets Continue with Google fetch Google's script, which fails offline only for want of a network", async () => {
    await page.goto(`${siteUrl}/auth`);
    await page.getByRole("button", { name: "Continue with Google" }).click();
    expect((await spokenText(page, "alert")).length).toBeGreaterThan(0);

    const googleScript = failedRequests.filter((line) => line.startsWith("https://apis.google.com/js/api.js"));
    // The request left the page (the policy allowed it) and died in the network, not in the policy.
    expect(googleScript.length).toBeGreaterThan(0);
    expect(googleScript.join("\n")).not.toMatch(/BLOCKED_BY_CSP|blocked/i);
    expect(violations).toEqual([]);
    expect(policyMessages).toEqual([]);
  });

  it("allows Google's hosts only under the SDKs' paths, and no project's own hosts but the site", async () => {
    // A context of its own, so the refusals this provokes stay out of the lists the other tests check.
    const probeContext = await browser.newContext({ viewport: DESKTOP });
    const probe = await probeContext.newPage();
    await probe.goto(`${siteUrl}/privacy`);
    await probe.getByRole("heading", { name: "Privacy Policy", level: 1 }).waitFor();

    /** The directives the policy cites when the page loads `url` as a script, a frame or a fetch. */
    const refusals = (kind: "script" | "frame" | "fetch", url: string) =>
      probe.evaluate(
        async ({ kind, url }) => {
          const seen: string[] = [];
          const listen = (event: SecurityPolicyViolationEvent) => seen.push(event.effectiveDirective);
          document.addEventListener("securitypolicyviolation", listen);
          // Offline, every allowed load then fails in the network; nothing waits for it.
          if (kind === "fetch") {
            void fetch(url, { mode: "no-cors" }).catch(() => undefined);
          } else {
            const element = document.createElement(kind === "script" ? "script" : "iframe");
            element.src = url;
            document.body.append(element);
          }
          // The policy is checked before any request leaves; its report follows within a task or two.
          await new Promise((resolve) => setTimeout(resolve, 500));
          document.removeEventListener("securitypolicyviolation", listen);
          return seen;
        },
        { kind, url },
      );

    const allowed = [
      ["script", "https://www.google.com/recaptcha/enterprise.js?render=site-key"],
      ["script", "https://www.gstatic.com/recaptcha/releases/abc/recaptcha__en.js"],
      ["script", "https://apis.google.com/js/api.js?onload=ready"],
      ["script", "https://apis.google.com/_/scs/abc-static/_/js/k=gapi.lb.en.x.O/m=gapi_iframes/cb=gapi.loaded_0"],
      // Google sign-in's helper iframe on the site's own host (its authDomain), and the callables.
      ["frame", `${siteUrl}/__/auth/iframe?apiKey=demo-api-key`],
      ["frame", "https://www.google.com/recaptcha/enterprise/anchor?k=site-key"],
      ["fetch", `${siteUrl}/api/createSuggestion`],
    ] as const;
    const refused = [
      ["script", "https://apis.google.com/other.js", "script-src-elem"],
      ["script", "https://www.google.com/maps/api/js", "script-src-elem"],
      ["script", "https://www.gstatic.com/firebasejs/12.0.0/firebase-app.js", "script-src-elem"],
      ["frame", "https://demo-village.firebaseapp.com/__/auth/iframe", "frame-src"],
      ["frame", "https://another-project.firebaseapp.com/__/auth/iframe", "frame-src"],
      ["frame", "https://www.google.com/", "frame-src"],
      ["fetch", "https://us-central1-demo-village.cloudfunctions.net/createSuggestion", "connect-src"],
      ["fetch", "http://127.0.0.1:5001/demo-village/us-central1/createSuggestion", "connect-src"],
      ["fetch", "https://us-central1-another-project.cloudfunctions.net/createSuggestion", "connect-src"],
      ["fetch", "https://createsuggestion-abc-uc.a.run.app/", "connect-src"],
    ] as const;
    for (const [kind, url] of allowed) expect([url, await refusals(kind, url)]).toEqual([url, []]);
    for (const [kind, url, directive] of refused) expect([url, await refusals(kind, url)]).toEqual([url, [directive]]);
    await probeContext.close();
  });
});
