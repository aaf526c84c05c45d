// Hosting sends the security headers (firebase.json) with every page, and the whole site works under its own
// Content-Security-Policy: every route and the main flows run without a single violation.
import { readFileSync } from "node:fs";
import type { BrowserContext, Page } from "@playwright/test";
import { SEARCH_INDEX_COLLECTION } from "@village/shared";
import { adminDb } from "../../scripts/lib/admin-db.mjs";
import { builtStyleHashes, cspDirectives, inlineStyleHashes } from "../../scripts/lib/csp.mjs";
import { siteUrl } from "../../test/support/emulators";
import {
  appRunning,
  DESKTOP,
  resetEmulators,
  ROUTES,
  spoken,
  storedSuggestions,
  uniqueEmail,
  visit,
} from "./support/site";
import { expect, test } from "./support/test";

// The policy, from its one source (scripts/lib/csp.mjs, whose unit test pins each host), with the built
// pages' inline styles allowed by hash: here, that Hosting sends exactly it, and that the whole site works
// under it, its callables included (same-origin, /api/…).
const CSP_DIRECTIVES = cspDirectives(builtStyleHashes(new URL("../dist", import.meta.url).pathname));

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
  await expect.poll(indexedTitles, { timeout: 30_000, intervals: [250] }).toContain(title);
}

// An address that is no page of the app gets the not-found page with a real 404, and the same headers.
const PAGES = [
  { path: "/", status: 200 },
  { path: "/index.html", status: 200 },
  { path: "/anon", status: 200 },
  { path: "/privacy", status: 200 },
  { path: "/no-such-page", status: 404 },
  { path: "/?q=jazz", status: 200 },
];

/**
 * The policy and caching a page's answer should carry. The home page's function sends the site's policy with
 * its own inline stylesheet allowed by hash; the pages are always revalidated, so a deploy reaches everyone,
 * and the home page's CDN copy lives 5 s.
 */
async function expectedFor(response: Response) {
  const html = await response.text();
  // Every page's styles are in its HTML, and allowed (docs/decisions/0075).
  expect(html).not.toContain('rel="stylesheet"');
  if (new URL(response.url).pathname !== "/") return { policy: CSP_DIRECTIVES, cacheControl: "no-cache" };
  return {
    policy: cspDirectives(inlineStyleHashes(html)),
    cacheControl: "public, max-age=0, s-maxage=5",
  };
}

test.describe("headers", () => {
  for (const { path, status } of PAGES) {
    test(`${path} carries the security headers`, async () => {
      const response = await fetch(`${siteUrl}${path}`);
      expect(response.status).toBe(status);
      const policy = response.headers.get("content-security-policy") ?? "";
      const expected = await expectedFor(response);
      expect(directives(policy)).toEqual(expected.policy);
      expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|\*(?!\.)/);
      // No wildcard hosts either, and no project named: the callables and sign-in are the site itself.
      expect(policy).not.toContain("*");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      // Plain same-origin would cut the Google sign-in popup off from the page that opened it.
      expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin-allow-popups");
      expect(response.headers.get("cache-control")).toBe(expected.cacheControl);
    });
  }

  test("keeps the long cache on built assets and sends them with nosniff", async () => {
    const html = readFileSync(new URL("../dist/pages/home.html", import.meta.url), "utf8");
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const response = await fetch(`${siteUrl}${script}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

// One browser session walks the site, each test going on from where the one before left it.
test.describe("the site under its own policy", () => {
  test.describe.configure({ mode: "serial" });

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

  test.beforeAll(async ({ browser }) => {
    await resetEmulators();
    // Its own context (not the test's), kept across the tests, and without the cookie notice answered.
    context = await browser.newContext({ viewport: DESKTOP, baseURL: siteUrl });
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

  test.afterAll(() => context.close());

  const heading = (name: string) => page.getByRole("heading", { name, level: 1 });

  test("opens every route, accepting the cookie notice on the way", async () => {
    for (const route of ROUTES) {
      await page.goto(route.path);
      await expect(heading(route.heading)).toBeVisible();
    }
    // The notice may be drawn before the app runs (decision 0068), when Accept does nothing yet.
    await appRunning(page);
    await page.getByRole("region", { name: "Cookie notice" }).getByRole("button", { name: "Accept" }).click();
    expect(violations).toEqual([]);
    expect(policyMessages).toEqual([]);
  });

  test("posts anonymously", async () => {
    await page.goto("/anon");
    await page.getByLabel("Title").fill("Under the policy");
    await page.getByLabel("Text").fill("Posted with every header on.");
    await page.getByLabel("I am 13 or older").check();
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(spoken(page, "status")).toHaveText(/^Posted! — view it/);
    expect(violations).toEqual([]);
  });

  test("browses the home list, opens the mission dialog and searches from the box", async () => {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Village" }).click();
    await expect(heading("Our Village's Thoughts and Connections")).toBeVisible();
    await expect(page.getByRole("article").filter({ hasText: "Under the policy" })).toBeVisible();

    await page.getByRole("button", { name: "Our Mission" }).click();
    await page.getByRole("dialog", { name: "Our Mission" }).getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();

    await waitUntilSearchable("Under the policy");
    await page.getByRole("searchbox", { name: "Search suggestions" }).pressSequentially("policy");
    await expect(page).toHaveURL("/?q=policy");
    await expect(page.getByRole("article").filter({ hasText: "Under the policy" })).toBeVisible();
    expect(violations).toEqual([]);
    expect(policyMessages).toEqual([]);
  });

  test("signs up from /new and posts a suggestion", async () => {
    await page.goto("/new");
    await expect(heading("Log in")).toBeVisible();
    await page.getByRole("button", { name: "Create an account" }).click();
    await page.getByLabel("E-mail").fill(uniqueEmail("csp"));
    await page.getByLabel("Password").fill("correct horse");
    await page.getByLabel("Display name (optional)").fill("Cy");
    await page.getByLabel("I am 13 or older").check();
    await page.getByRole("button", { name: "Create account", exact: true }).click();
    await expect(heading("Post a Suggestion")).toBeVisible();
    await expect(page.getByText("Posting as Cy.")).toBeVisible();

    await page.getByLabel("Title").fill("Strict pages");
    await page.getByLabel("Suggestion details").fill("Nothing inline.");
    await page.getByRole("button", { name: "Save suggestion" }).click();
    await expect(page.getByRole("article").filter({ hasText: "Strict pages" })).toBeVisible();
    expect((await storedSuggestions()).map((post) => post.title).sort()).toEqual(["Strict pages", "Under the policy"]);
    // The callables were called on the site's own origin, so no CORS preflight went before them.
    expect(requests).toContain(`POST ${siteUrl}/api/createSuggestion`);
    expect(requests).toContain(`POST ${siteUrl}/api/createAnonymousPost`);
    expect(requests.filter((request) => request.startsWith("OPTIONS "))).toEqual([]);

    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
    expect(violations).toEqual([]);
    expect(policyMessages).toEqual([]);
  });

  test("lets Continue with Google fetch Google's script, which fails offline only for want of a network", async () => {
    await page.goto("/auth");
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await expect(spoken(page, "alert")).toHaveText(/\S/);

    const googleScript = () => failedRequests.filter((line) => line.startsWith("https://apis.google.com/js/api.js"));
    // The request left the page (the policy allowed it) and died in the network, not in the policy.
    await expect.poll(() => googleScript().length).toBeGreaterThan(0);
    expect(googleScript().join("\n")).not.toMatch(/BLOCKED_BY_CSP|blocked/i);
    expect(violations).toEqual([]);
    expect(policyMessages).toEqual([]);
  });

  test("allows Google's hosts only under the SDKs' paths, and no project's own hosts but the site", async ({
    newVisitor,
  }) => {
    // A context of its own, so the refusals this provokes stay out of the lists the other tests check.
    const { page: probe } = await newVisitor();
    /** How each of the probe's requests ended: "finished", or the browser's reason for failing it. */
    const outcomes = new Map<string, string>();
    probe.on("requestfinished", (request) => outcomes.set(request.url(), "finished"));
    probe.on("requestfailed", (request) => outcomes.set(request.url(), request.failure()?.errorText ?? "failed"));
    await visit(probe, "/privacy");
    await expect(probe.getByRole("heading", { name: "Privacy Policy", level: 1 })).toBeVisible();
    await probe.evaluate(() => {
      const seen: string[] = [];
      Reflect.set(window, "policyViolations", seen);
      document.addEventListener("securitypolicyviolation", (event) => seen.push(event.effectiveDirective));
    });

    /** Forgets the directives cited so far, then loads `url` as a script, a frame or a fetch. */
    const load = (kind: "script" | "frame" | "fetch", url: string) =>
      probe.evaluate(
        ({ kind, url }) => {
          (Reflect.get(window, "policyViolations") as string[]).length = 0;
          // Offline, every allowed load then fails in the network; nothing waits for it.
          if (kind === "fetch") {
            void fetch(url, { mode: "no-cors" }).catch(() => undefined);
          } else {
            const element = document.createElement(kind === "script" ? "script" : "iframe");
            element.src = url;
            document.body.append(element);
          }
        },
        { kind, url },
      );
    /** The directives the policy cited since the last load. */
    const cited = () => probe.evaluate(() => [...(Reflect.get(window, "policyViolations") as string[])]);

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
    // The policy is checked before any request leaves: an allowed load is one whose request went out and
    // ended (offline, in the network) with nothing cited; a refused one is cited with its directive.
    for (const [kind, url] of allowed) {
      await load(kind, url);
      await expect.poll(() => outcomes.get(url), { message: `${url} went out` }).toBeDefined();
      expect([url, outcomes.get(url), await cited()]).toEqual([url, expect.not.stringMatching(/BLOCKED_BY_CSP/), []]);
    }
    for (const [kind, url, directive] of refused) {
      await load(kind, url);
      await expect.poll(async () => [url, await cited()]).toEqual([url, [directive]]);
    }
  });
});
