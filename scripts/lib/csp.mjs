// The site's Content-Security-Policy: the one source of the policy, which firebase.json carries verbatim
// (scripts/lib/csp.test.ts). It names no Firebase project: the callables are reached through Hosting on the
// site's own origin (/api/<name>) and Google sign-in's helper pages are on the site's own host (the web app's
// authDomain), so the same policy is right for every project and a plain `firebase deploy` ships it
// (decision 0026).
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { root } from "./project.mjs";

export const CSP_HEADER = "Content-Security-Policy";

/**
 * The one inline script of the site, in every page's `<head>` (web/index.html): it marks the page as running
 * JavaScript and, when the cookie notice was answered in this browser, says so before the first paint, so a
 * page rendered on the server or at build time (which draws the notice: it cannot know) shows it only to those
 * who have not answered it, and not at all without JavaScript (docs/decisions/0042). Allowed by its hash.
 *
 * Its second part starts the app's code only after the first paint on a page whose HTML is its first view
 * (the home page's: its scripts wait, inert, in `<template id="app-scripts">`, web/vite.config.ts): once the
 * browser reports its first contentful paint (or, where it reports none, after a frame), each tag of the
 * template is created for real. Nothing the app downloads then shares the first round trips with the page
 * or stands before its first paint (docs/decisions/0068). The legal pages' HTML, their content too, has the
 * same template from the build (docs/decisions/0075); the pages the app draws have none: nothing changes.
 *
 * Between the two, a press of a button before the app runs (`html[data-app]`, set once it has taken the page
 * over) is not lost: it is held (the page's markup has no handlers yet) and pressed again, on the same
 * element, once the app runs; links work without the app and are left alone (docs/decisions/0102).
 */
export const HEAD_SCRIPT =
  '!function(d){var h=d.documentElement;h.classList.add("js");try{if(localStorage.getItem("cookiesAccepted")==="yes")h.classList.add("cookies-answered")}catch(e){}' +
  'var q=[];function k(e){var b=e.target.closest&&e.target.closest("button");if(b&&!h.dataset.app){e.preventDefault();e.stopPropagation();if(q.indexOf(b)<0)q.push(b)}}' +
  'd.addEventListener("click",k,true);new MutationObserver(function(m,o){if(!h.dataset.app)return;o.disconnect();d.removeEventListener("click",k,true);' +
  'q.forEach(function(b){if(b.isConnected&&!b.disabled)b.click()})}).observe(h,{attributes:true,attributeFilter:["data-app"]});' +
  'd.addEventListener("DOMContentLoaded",function(){var t=d.getElementById("app-scripts"),n=0,o,P=window.PerformanceObserver;if(!t)return;' +
  "function go(){if(n++)return;[].forEach.call(t.content.children,function(s){var c=d.createElement(s.localName);" +
  "[].forEach.call(s.attributes,function(a){c.setAttribute(a.name,a.value)});d.head.appendChild(c)})}" +
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){o=new P(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go)}});o.observe({type:"paint",buffered:true})}' +
  "else requestAnimationFrame(function(){setTimeout(go)});setTimeout(go,3e3)})}(document)";

/** A CSP source allowing exactly `text` inline: `'sha256-…'` of its UTF-8 bytes. */
export function hashSource(text) {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

// The emulators' loopback addresses (firebase.json "emulators"), so that the emulators and the tests run
// under the very policy that is deployed. 127.0.0.1 is the visitor's own machine, never a server of ours.
// (The Functions emulator is not here: the app reaches it through the Hosting emulator, on the site's origin.)
const AUTH_EMULATOR = "http://127.0.0.1:9099";
const FIRESTORE_EMULATOR = "http://127.0.0.1:8080";

/**
 * The policy's directives, as directive → sources. Google's shared hosts are allowed by path (a source
 * ending in "/" matches every path under it); the endpoints that serve every project alike by host.
 * `styleHashes` are the built pages' inline styles (`'sha256-…'`), which firebase.json's policy allows
 * (checkSiteStyles, below); the functions' own pages add theirs (functions/src/services/pages/home-policy.ts).
 *
 * @param {readonly string[]} [styleHashes]
 * @returns {Record<string, string[]>}
 */
export function cspDirectives(styleHashes = []) {
  return {
    "default-src": ["'self'"],
    "script-src": [
      "'self'",
      // reCAPTCHA Enterprise for App Check: enterprise.js from www.google.com, which loads its code from gstatic.
      "https://www.google.com/recaptcha/",
      "https://www.gstatic.com/recaptcha/",
      // Google sign-in: the Auth SDK loads gapi's loader (/js/api.js), which loads its iframes module from here.
      "https://apis.google.com/js/",
      "https://apis.google.com/_/scs/abc-static/_/js/",
      // HEAD_SCRIPT, above.
      hashSource(HEAD_SCRIPT),
    ],
    "connect-src": [
      // The pages, the callables (/api/<name>) and the feed.
      "'self'",
      "https://firestore.googleapis.com",
      "https://identitytoolkit.googleapis.com",
      "https://securetoken.googleapis.com",
      "https://content-firebaseappcheck.googleapis.com",
      "https://www.google.com/recaptcha/",
      AUTH_EMULATOR,
      FIRESTORE_EMULATOR,
    ],
    "frame-src": [
      // The Auth SDK's helper iframe for Google sign-in, at https://<authDomain>/__/auth/iframe: the site itself.
      "'self'",
      "https://www.google.com/recaptcha/",
      "https://recaptcha.google.com/recaptcha/",
      AUTH_EMULATOR,
    ],
    "img-src": ["'self'", "data:"],
    "style-src": ["'self'", ...styleHashes],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'"],
  };
}

/**
 * The Content-Security-Policy header value.
 *
 * @param {readonly string[]} [styleHashes]
 */
export function contentSecurityPolicy(styleHashes = []) {
  return Object.entries(cspDirectives(styleHashes))
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join("; ");
}

/** firebase.json as it is in the checkout. */
export function readFirebaseConfig() {
  return JSON.parse(readFileSync(`${root}firebase.json`, "utf8"));
}

/**
 * Every Content-Security-Policy header value in a Firebase config's hosting headers.
 *
 * @param {any} config
 * @returns {string[]}
 */
export function cspValues(config) {
  return (config.hosting?.headers ?? []).flatMap((rule) =>
    (rule.headers ?? [])
      .filter((header) => header.key.toLowerCase() === CSP_HEADER.toLowerCase())
      .map((header) => header.value),
  );
}

/**
 * The `'sha256-…'` sources a policy value allows styles by.
 *
 * @param {string} policy
 * @returns {string[]}
 */
export function styleHashesOf(policy) {
  const styleSources = /(?:^|;)\s*style-src\s+([^;]*)/.exec(policy)?.[1]?.trim().split(/\s+/) ?? [];
  return styleSources.filter((source) => source.startsWith("'sha256-"));
}

/**
 * The source allowing each `<style>` element of `html`.
 *
 * @param {string} html
 * @returns {string[]}
 */
export function inlineStyleHashes(html) {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => hashSource(css ?? ""));
}

/**
 * Every HTML file of the built site (web/dist): the pages Hosting serves as they are.
 *
 * @param {string} dist
 * @returns {string[]}
 */
function builtPages(dist) {
  return readdirSync(dist, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .sort()
    .map((file) => readFileSync(join(dist, file), "utf8"));
}

/**
 * The sources allowing the inline styles of the built site's pages (web/dist), each once, in order.
 *
 * @param {string} dist
 * @returns {string[]}
 */
export function builtStyleHashes(dist) {
  return [...new Set(builtPages(dist).flatMap(inlineStyleHashes))].sort();
}

/**
 * Checks that firebase.json's policy allows exactly the inline styles of the built pages in `dist`, or (with
 * `write`) makes it so. Throws when it does not and may not write: a stylesheet changed, and firebase.json
 * must change with it (docs/decisions/0075).
 *
 * @param {string} dist
 * @param {{ write?: boolean, firebaseJson?: string }} [options]
 * @returns {{ changed: boolean, hashes: string[] }}
 */
export function checkSiteStyles(dist, { write = false, firebaseJson = `${root}firebase.json` } = {}) {
  const hashes = builtStyleHashes(dist);
  const wanted = contentSecurityPolicy(hashes);
  const text = readFileSync(firebaseJson, "utf8");
  const [current] = cspValues(JSON.parse(text));
  if (current === wanted) return { changed: false, hashes };
  if (!write || current === undefined)
    throw new Error(
      "firebase.json's Content-Security-Policy does not allow the built pages' inline styles " +
        `(${hashes.join(" ")}): a stylesheet changed. Run \`npm start\` (or \`VILLAGE_CSP_WRITE=1 npm run build ` +
        "--workspace web`), which writes the new hashes into firebase.json, and commit it.",
    );
  // In place, so the file keeps its formatting: the value is one JSON string.
  writeFileSync(
    firebaseJson,
    text.replace(JSON.stringify(current), () => JSON.stringify(wanted)),
  );
  return { changed: true, hashes };
}
