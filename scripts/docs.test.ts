// The docs stay true to the code: a section in docs/callables.md for every callable contract, a section or
// table row in docs/data.md for every collection the rules or the code name, and in docs/architecture.md
// (and the README and the deploy steps) file paths that exist, every service named, and counts that match
// the code. Everything is derived from the code, never listed here, so each failure says what to add where.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { STORED_DOCUMENTS } from "@village/shared/documents";
import { callableContracts } from "./lib/contracts";

const root = new URL("../", import.meta.url).pathname;
const read = (path: string) => readFileSync(join(root, path), "utf8");

/** Folders that hold no source of ours: installed, built, cached or local data. */
const NOT_SOURCE = new Set(["node_modules", ".git", ".cache", ".emulator-data", "coverage", ".firebase"]);
/** Built output, by path (a `lib/` folder elsewhere is source). */
const BUILT = ["functions/lib", "web/dist"];

/** Every file under `dir` (repository-relative), outside the folders above. */
function filesUnder(dir: string): string[] {
  const full = join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full).flatMap((name) => {
    const path = join(dir, name);
    if (NOT_SOURCE.has(name) || BUILT.includes(relative(".", path))) return [];
    return statSync(join(root, path)).isDirectory() ? filesUnder(path) : [path];
  });
}

/** The source files (not tests) directly in a folder of the functions. */
const functionsFiles = (folder: string) =>
  filesUnder(`functions/src/${folder}`)
    .filter((path) => /\.ts$/.test(path) && !path.includes(".test."))
    .sort();

/** Markdown's headings and the first cell of each table row: where a doc gives a thing its own place. */
function placesIn(markdown: string): string[] {
  return markdown
    .split("\n")
    .filter((line) => /^#{1,6} /.test(line) || /^\|/.test(line))
    .map((line) => (line.startsWith("|") ? (line.split("|")[1] ?? "") : line));
}

const contracts = await callableContracts();

describe("docs/callables.md", () => {
  const headings = read("docs/callables.md")
    .split("\n")
    .filter((line) => /^#{2,3} /.test(line));

  it.each(contracts)("has a section for $name", ({ name, file }) => {
    expect(
      headings.some((heading) => heading.includes(`\`${name}\``)),
      `${file} defines the callable \`${name}\`, and docs/callables.md has no heading naming it: add a section ` +
        `"## \`${name}\`" saying who may call it, its input, its output and every refusal with its sentence.`,
    ).toBe(true);
  });
});

/** Where a collection's name is written in the code, as "collection ← where". */
function collectionsNamed(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const add = (name: string, where: string) => found.set(name, [...(found.get(name) ?? []), where]);

  // The rules: each top-level `match /<collection>/…` (the catch-all `{document=**}` names none).
  for (const match of read("firestore.rules").matchAll(/^\s*match \/([A-Za-z0-9_-]+)\//gm)) {
    if (match[1] && match[1] !== "databases") add(match[1], "firestore.rules");
  }
  // The code: the name constants (`…_COLLECTION = "x"`, `…_DOCUMENT = "x/y"`) and literal collection(…) calls.
  const sources = [...filesUnder("shared/src"), ...filesUnder("functions/src")].filter(
    (path) => /\.ts$/.test(path) && !path.includes(".test."),
  );
  for (const path of sources) {
    const text = read(path);
    for (const match of text.matchAll(/\b[A-Z][A-Z0-9_]*_(?:COLLECTION|DOCUMENT)\s*=\s*"([^"]+)"/g)) {
      add((match[1] ?? "").split("/")[0] ?? "", path);
    }
    for (const match of text.matchAll(/\.(?:collection|collectionGroup)\(\s*"([^"/]+)/g)) {
      add(match[1] ?? "", path);
    }
  }
  found.delete("");
  return found;
}

describe("docs/data.md", () => {
  const places = placesIn(read("docs/data.md"));
  const collections = [...collectionsNamed()].sort(([a], [b]) => a.localeCompare(b));

  it("finds the collections", () => {
    expect(collections.map(([name]) => name)).toEqual(expect.arrayContaining(["posts", "suggestions", "meta"]));
  });

  it.each(collections)("describes the collection %s", (name, where) => {
    // `name`, `name/{id}`, `name/home`: the collection in backticks, alone or with a document path.
    const named = new RegExp(`\`${name}(\`|/)`);
    expect(
      places.some((place) => named.test(place)),
      `The collection \`${name}\` (named in ${[...new Set(where)].join(", ")}) has no section in docs/data.md: ` +
        `add a heading "## \`${name}\`: …" (or a row "| \`${name}/{id}\` | …" in a table of collections) with ` +
        "its fields, who writes and reads it, and its rules.",
    ).toBe(true);
  });
});

// Every collection has one schema (shared/src/documents/), and docs/data.md's "Schemas" table points at it.
describe("docs/data.md's schemas", () => {
  const rows = read("docs/data.md")
    .split("## Schemas")[1]
    ?.split("\n## ")[0]
    ?.split("\n")
    .map((line) => /^\| `([^`]+)`\s*\| `([^`]+)`/.exec(line))
    .filter((match) => match !== null)
    .map(([, document = "", file = ""]) => ({ document, file }));
  const collections = [...collectionsNamed().keys()].sort();

  it.each(collections)("has a schema for the collection %s", (name) => {
    const keys = Object.keys(STORED_DOCUMENTS).map((key) => key.split("/")[0]);
    expect(
      keys,
      `The collection \`${name}\` has no schema: add one to shared/src/documents/ (a file of its own), list it ` +
        "in STORED_DOCUMENTS (shared/src/documents/index.ts), and give it a typed reference in " +
        "functions/src/lib/collections.ts.",
    ).toContain(name);
  });

  it.each(Object.entries(STORED_DOCUMENTS))("points at the file that exports the schema of %s", async (key, schema) => {
    const row = rows?.find(({ document }) => document === key || document.startsWith(`${key}/`));
    expect(row, `docs/data.md's "Schemas" table has no row for \`${key}\`: add one naming its file`).toBeDefined();
    const exported = Object.values((await import(join(root, row?.file ?? ""))) as Record<string, unknown>);
    expect(exported, `${row?.file ?? ""} does not export the schema of ${key}`).toContain(schema);
  });
});

/** The words the docs count with. */
const NUMBER_WORDS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
  "twenty",
];
const TENS = ["", "", "twenty", "thirty", "forty"];
function numberWord(count: number): string {
  if (count < NUMBER_WORDS.length) return NUMBER_WORDS[count] ?? String(count);
  const tens = TENS[Math.floor(count / 10)];
  return tens ? (count % 10 ? `${tens}-${NUMBER_WORDS[count % 10] ?? ""}` : tens) : String(count);
}
function parseCount(word: string): number | null {
  if (/^\d+$/.test(word)) return Number(word);
  for (let count = 0; count < 50; count++) if (numberWord(count) === word.toLowerCase()) return count;
  return null;
}

/** What docs/architecture.md counts, and how many there are. */
const COUNTED: { what: RegExp; noun: (count: number) => string; actual: () => string[]; from: string }[] = [
  {
    what: /callable functions?/,
    noun: (count) => (count === 1 ? "callable function" : "callable functions"),
    actual: () => contracts.map(({ name }) => name),
    from: "the contracts in shared/src/contracts",
  },
  {
    what: /HTTP functions?/,
    noun: (count) => (count === 1 ? "HTTP function" : "HTTP functions"),
    actual: () => functionsFiles("http"),
    from: "the files in functions/src/http",
  },
  {
    what: /Firestore triggers?/,
    noun: (count) => (count === 1 ? "Firestore trigger" : "Firestore triggers"),
    // The triggers folder also holds the task queue and scheduled functions: only onDocument* ones count.
    actual: () =>
      functionsFiles("triggers").filter((path) => /\bonDocument\w+\(/.test(readFileSync(join(root, path), "utf8"))),
    from: "the Firestore triggers (onDocument*) in functions/src/triggers",
  },
  {
    what: /services?\b/,
    noun: (count) => (count === 1 ? "service" : "services"),
    actual: () => functionsFiles("services"),
    from: "the files in functions/src/services",
  },
];

/** The docs whose counts ("eleven callable functions") must match the code. */
const DOCS_THAT_COUNT = ["docs/architecture.md", "docs/callables.md"];

/** The docs whose file paths must exist. */
const DOCS_WITH_PATHS = ["docs/architecture.md", "README.md", "docs/deploy.md", "docs/callables.md", "CONTRIBUTING.md"];

/** The folders at the top of the repository, where a path in the docs starts. */
const TOP = /^(web|functions|shared|scripts|test|docs)\//;
/** A file's name as the docs write it on its own (`PostArticle.tsx`). */
const FILE_NAME = /^[\w.-]+\.(tsx?|mjs|js|css|rules)$/;
/** Where a path written from a workspace's source folder (`services/accounts/age.ts`) may start. */
const SOURCE_ROOTS = ["", "functions/src/", "web/src/", "shared/src/", "web/", "functions/"];

/** Repository-relative paths matching a path with `*` wildcards. */
function matching(pattern: string): string[] {
  if (!pattern.includes("*")) return existsSync(join(root, pattern)) ? [pattern] : [];
  const dir = pattern.slice(0, pattern.lastIndexOf("/", pattern.indexOf("*")) + 1);
  const regex = new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]*")}$`);
  return filesUnder(dir).filter((path) => regex.test(path));
}

describe.each(DOCS_WITH_PATHS)("%s", (doc) => {
  const text = read(doc);
  const allFiles = filesUnder(".").map((path) => relative(".", path));
  const fileNames = new Set(allFiles.map((path) => path.split("/").at(-1)));

  it("names only files that exist", () => {
    const missing: string[] = [];
    for (const [, token = ""] of text.matchAll(/`([^`\s]+)`/g)) {
      const path = token.replace(/[.,:;)]+$/, "").replace(/#.*$/, "");
      // A placeholder (`<name>`, `{id}`) or a URL is not a path of this repository.
      if (/[<>{}]|:\/\//.test(path)) continue;
      // What git ignores is made or kept locally (a developer's `.local` settings, builds), never committed.
      if (path.endsWith(".local") || BUILT.some((built) => path.startsWith(built))) continue;
      if (TOP.test(path)) {
        if (matching(path.replace(/\/$/, "")).length === 0) missing.push(path);
      } else if (path.includes("/") && /\.(tsx?|mjs|js|json|css)$/.test(path)) {
        if (!SOURCE_ROOTS.some((start) => matching(`${start}${path}`).length > 0)) missing.push(path);
      } else if (FILE_NAME.test(path) && !path.startsWith(".")) {
        if (!fileNames.has(path)) missing.push(path);
      }
    }
    expect(missing, `${doc} names files that do not exist: correct or remove each of them`).toEqual([]);
  });

  if (!DOCS_THAT_COUNT.includes(doc)) return;

  it.each(COUNTED)("counts $from right", ({ what, noun, actual, from }) => {
    const count = actual().length;
    const pattern = new RegExp(`\\b([A-Za-z]+(?:-[a-z]+)?|\\d+) (${what.source})`, "g");
    const wrong = [...text.matchAll(pattern)].filter(([, word = ""]) => {
      const said = parseCount(word);
      return said !== null && said !== count;
    });
    expect(
      wrong.map(([phrase]) => phrase),
      `${doc} counts ${from} wrong: there are ${count}; write "${numberWord(count)} ${noun(count)}"`,
    ).toEqual([]);
  });

  if (doc !== "docs/architecture.md") return;

  it.each(functionsFiles("services"))("names the service %s", (path) => {
    const name = path.split("/").at(-1) ?? "";
    expect(
      text.includes(`services/${name}`) || text.includes(`\`${name}\``),
      `docs/architecture.md does not name ${path}: add \`${name}\` to the services under "The layers", ` +
        "with a few words on what it does (and to the post's journey if a post passes through it).",
    ).toBe(true);
  });
});

describe("the repository", () => {
  const texts = filesUnder(".")
    .filter((path) => /\.(tsx?|mjs|js|json|md|rules|html|css)$/.test(path) && !path.endsWith("package-lock.json"))
    .map((path) => ({ path, text: read(path) }));

  it("points at nothing outside itself: no machine's paths, no relative path that climbs out", () => {
    const outside: string[] = [];
    // The lint tests' code is linted as if it lived elsewhere in web/src, so its imports start from there.
    const linted = (path: string) => path === "scripts/lint-rules.test.ts" || path.startsWith("test/lint-fixtures/");
    for (const { path, text } of texts.filter(({ path }) => !linted(path))) {
      if (/(^|[\s"'`(])\/(work|home|Users|tmp)\//m.test(text)) outside.push(`${path}: an absolute path`);
      const relativeRefs = [
        ...text.matchAll(/\]\((\.\.?\/[^)#\s]*)/g), // Markdown links
        ...text.matchAll(/(?:from\s*|import\s*\(\s*|new URL\(\s*)["'](\.\.?\/[^"']*)["']/g), // imports, URLs
      ].map((match) => match[1] ?? "");
      for (const reference of relativeRefs) {
        const target = relative(root, join(root, path, "..", reference));
        if (target.startsWith("..")) outside.push(`${path}: ${reference}`);
      }
    }
    expect(outside, "These point outside the repository: point at a file inside it, or say it in words").toEqual([]);
  });

  it("names only files that exist, in comments and docs alike", () => {
    const missing: string[] = [];
    const named = /(?<![\w./-])((?:web|functions|shared|scripts|test|docs)\/[\w./-]*\.(?:tsx?|mjs|js|md|json|css))\b/g;
    // The lint tests name the places they pretend their code lives in, which do not exist on purpose.
    for (const { path, text } of texts.filter(({ path }) => path !== "scripts/lint-rules.test.ts")) {
      for (const [, file = ""] of text.matchAll(named)) {
        if (!existsSync(join(root, file))) missing.push(`${path}: ${file}`);
      }
    }
    expect(missing, "These name files that do not exist (renamed, removed, or never here): correct each").toEqual([]);
  });
});

/** The decision records, by file name (`0042-home-page-rendered-on-the-server.md`), in number order. */
const records = readdirSync(join(root, "docs/decisions"))
  .filter((name) => /^\d{4}-.*\.md$/.test(name))
  .sort();
const numberOf = (record: string) => Number(record.slice(0, 4));

/**
 * A record's `Status:` line: accepted; superseded (wholly, or in part with a clause saying which part) by a
 * linked later record; or reverted, with a clause saying why. The clause may link further records.
 */
const STATUS_FORM =
  /^Status: (?:accepted|superseded by \[\d{4}\]\(\d{4}-[\w-]+\.md\)(?:: .+)?|superseded in part by \[\d{4}\]\(\d{4}-[\w-]+\.md\): .+|reverted: .+)$/;

/** The lines of a record that state a status, however written (`Status:`, `**Status:**`, `> Status:`). */
const statusLines = (record: string) =>
  read(`docs/decisions/${record}`)
    .split("\n")
    .filter((line) => /^[\s>*_]*status\b[*_]*\s*:/i.test(line));

/** The status as the index shows it: `accepted`, `reverted`, or `superseded [in part ]by [NNNN](file)`. */
function statusInBrief(record: string): string {
  const line = statusLines(record)[0] ?? "";
  return /^Status: (accepted|reverted|superseded (?:in part )?by \[\d{4}\]\([^)]+\))/.exec(line)?.[1] ?? "";
}

describe("docs/decisions", () => {
  it.each(records)("%s says its status in one line of an allowed form, first after its title", (record) => {
    const lines = read(`docs/decisions/${record}`).split("\n");
    const found = statusLines(record);
    expect(
      found,
      `docs/decisions/${record} must carry exactly one "Status:" line: "Status: accepted", "Status: superseded by ` +
        `[NNNN](NNNN-….md)" (or "superseded in part by [NNNN](NNNN-….md): which part"), or "Status: reverted: why"`,
    ).toHaveLength(1);
    expect(found[0], `docs/decisions/${record}'s status is not of an allowed form`).toMatch(STATUS_FORM);
    const afterTitle = lines.slice(1).find((line) => line.trim() !== "");
    expect(afterTitle, `docs/decisions/${record}: put the Status line right under the title`).toBe(found[0]);
  });

  it.each(records)("%s is superseded only by records that exist and come after it", (record) => {
    const links = [...(statusLines(record)[0] ?? "").matchAll(/\[(\d{4})\]\(([^)]+)\)/g)];
    const wrong = links
      .filter(([, number = "", file = ""]) => !records.includes(file) || !file.startsWith(number))
      .map(([link]) => `${link}: no such record`);
    wrong.push(
      ...links
        .filter(([, number = ""]) => Number(number) <= numberOf(record))
        .map(([link]) => `${link}: not later than ${record.slice(0, 4)}`),
    );
    expect(wrong, `docs/decisions/${record}'s Status line links these wrongly`).toEqual([]);
  });
});

describe("docs/decisions/README.md", () => {
  const index = read("docs/decisions/README.md");
  /** The table's rows, as cells; the first links its record (a status may link others). */
  const rows = index
    .split("\n")
    .filter((line) => /^\|\s*\[\d{4}\]/.test(line))
    .map((line) => line.split("|").map((cell) => cell.trim()));
  const recordOf = (row: string[]) => /^\[\d{4}\]\(([^)]+)\)$/.exec(row[1] ?? "")?.[1];

  it("is one table: one header row, with the status beside the record", () => {
    expect(index.split("\n").filter((line) => /^\|\s*record\s*\|\s*status\s*\|/.test(line))).toHaveLength(1);
  });

  it.each(records)("lists %s once", (record) => {
    expect(
      rows.filter((row) => recordOf(row) === record),
      `docs/decisions/README.md has no row (or several) linking ${record} in its first column: add one`,
    ).toHaveLength(1);
  });

  it.each(records)("gives the status of %s beside it, as the record states it", (record) => {
    const row = rows.find((cells) => recordOf(cells) === record) ?? [];
    expect(
      row[2],
      `docs/decisions/README.md's row for ${record} must say its status in the second column, as its Status line does`,
    ).toBe(statusInBrief(record) || "(no Status line in the record)");
  });

  it("lists the records in number order, and nothing else", () => {
    expect(rows.map(recordOf)).toEqual(records);
  });

  it("names every number below the last that no record has, and no other", () => {
    // Up to the highest record present: numbers above it are not given out yet, or being written.
    const used = new Set(records.map(numberOf));
    const last = Math.max(...used);
    const gaps = Array.from({ length: last }, (_, index) => index + 1).filter((n) => !used.has(n));
    const sentence = /never used[^:]*:([^.]*)\./.exec(index.replace(/\s+/g, " "))?.[1] ?? "";
    const named = [...sentence.matchAll(/\d{4}/g)].map((match) => Number(match[0]));
    expect(named, "docs/decisions/README.md's list of numbers never used").toEqual(gaps);
  });
});
