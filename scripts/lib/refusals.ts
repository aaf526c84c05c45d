// The refusals the functions can give: every `new HttpsError(code, message)` and `badInput(path, message)`
// in functions/src, with the words of its message as far as the source fixes them. A message written as a
// constant (here or in shared/) or as a function's returned template is followed to its text; the parts a
// template fills in at run time (a wait, a number) are left out, so what remains is what a doc must quote.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

const root = new URL("../../", import.meta.url).pathname;

export interface Refusal {
  /** Where it is thrown, from the repository root. */
  file: string;
  /** The gRPC-style code (`invalid-argument` for badInput). */
  code: string;
  /** The fixed pieces of its sentence, each long enough to be recognised; [] when nothing in it is fixed. */
  pieces: string[];
  /** The message as written in the source, for failure messages. */
  source: string;
}

/** Pieces shorter than this ("." or " in ") say nothing about which sentence it is. */
const MIN_PIECE = 12;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith(".ts") && !path.includes(".test.") ? [path] : [];
  });
}

/** The fixed text of an expression; names are looked up in `named` (constants and message functions). */
function literalPieces(node: ts.Node, named = new Map<string, string[]>()): string[] | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
  if (ts.isParenthesizedExpression(node)) return literalPieces(node.expression, named);
  if (ts.isIdentifier(node)) return named.get(node.text) ?? null;
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) return named.get(node.expression.text) ?? null;
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    // "a" + "b": one sentence, joined where the two meet.
    const [left, right] = [literalPieces(node.left, named), literalPieces(node.right, named)];
    if (!left || !right) return left ?? right;
    return [...left.slice(0, -1), `${left.at(-1) ?? ""}${right[0] ?? ""}`, ...right.slice(1)];
  }
  if (ts.isConditionalExpression(node) || ts.isBinaryExpression(node)) {
    const sides = ts.isConditionalExpression(node) ? [node.whenTrue, node.whenFalse] : [node.left, node.right];
    const both = sides.map((side) => literalPieces(side, named));
    return both.every((pieces) => pieces === null) ? null : both.flatMap((pieces) => pieces ?? []);
  }
  return null;
}

/** Every refusal in functions/src. */
export function refusalsInCode(): Refusal[] {
  const files = [...sourceFiles(join(root, "functions/src")), ...sourceFiles(join(root, "shared/src"))];
  const parsed = files.map((file) =>
    ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true),
  );
  // What a name stands for: a constant's text, or the texts a function returns.
  const named = new Map<string, string[]>();
  const remember = (name: string, pieces: string[] | null) => {
    if (pieces) named.set(name, [...(named.get(name) ?? []), ...pieces]);
  };
  const collect = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      !named.has(node.name.text)
    ) {
      remember(node.name.text, literalPieces(node.initializer, named));
    }
    if (ts.isFunctionDeclaration(node) && node.name && node.body && !named.has(node.name.text)) {
      const returned: string[] = [];
      const returns = (inner: ts.Node) => {
        if (ts.isReturnStatement(inner) && inner.expression)
          returned.push(...(literalPieces(inner.expression, named) ?? []));
        if (!ts.isFunctionLike(inner)) ts.forEachChild(inner, returns);
      };
      ts.forEachChild(node.body, returns);
      if (returned.length) remember(node.name.text, returned);
    }
    ts.forEachChild(node, collect);
  };
  parsed.forEach(collect);

  // Twice: a constant may be built from another that is declared later.
  parsed.forEach(collect);
  const piecesOf = (message: ts.Expression | undefined): string[] =>
    message ? [...new Set(literalPieces(message, named) ?? [])] : [];

  const refusals: Refusal[] = [];
  for (const file of parsed.filter((source) => source.fileName.includes("/functions/src/"))) {
    const visit = (node: ts.Node) => {
      const callee = ts.isNewExpression(node) || ts.isCallExpression(node) ? node.expression : undefined;
      const name = callee && ts.isIdentifier(callee) ? callee.text : "";
      const args = (node as ts.NewExpression | ts.CallExpression).arguments ?? [];
      // `badInput` itself builds one from its parameter: its callers are the refusals.
      const isBadInputItself =
        name === "HttpsError" && ts.isIdentifier(args[1] ?? node) && args[1]?.getText() === "message";
      if (
        (name === "HttpsError" && ts.isNewExpression(node) && !isBadInputItself) ||
        (name === "badInput" && ts.isCallExpression(node))
      ) {
        const [first, message] = args;
        refusals.push({
          file: relative(root, file.fileName),
          code: name === "badInput" ? "invalid-argument" : ((first && literalPieces(first)?.[0]) ?? ""),
          pieces: piecesOf(message)
            .map((piece) => piece.replace(/\s+/g, " ").trim())
            .filter((piece) => piece.length >= MIN_PIECE),
          source: message?.getText() ?? "",
        });
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return refusals;
}
