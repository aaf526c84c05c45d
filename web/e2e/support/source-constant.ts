// A string constant of the app's source, read from the file rather than imported: a component module loads
// the app's Firebase config, which reads Vite's `import.meta.env` and so cannot run outside Vite (Playwright
// Test loads test files with its own transform). The constant stays the one source of the words.
import { readFileSync } from "node:fs";
import ts from "typescript";

/** The value of `export const name = "…"` in the app's source file `path` (from web/src, say "lib/x.ts"). */
export function sourceString(path: string, name: string): string {
  const file = new URL(`../../src/${path}`, import.meta.url);
  const source = ts.createSourceFile(path, readFileSync(file, "utf8"), ts.ScriptTarget.Latest);
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const { initializer } = declaration;
      if (ts.isIdentifier(declaration.name) && declaration.name.text === name && initializer) {
        if (ts.isStringLiteralLike(initializer)) return initializer.text;
      }
    }
  }
  throw new Error(`No string constant ${name} in web/src/${path}`);
}
