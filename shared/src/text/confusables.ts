// Unicode's confusable skeletons (UTS #39, section 4): two strings that a reader cannot tell apart have the
// same skeleton. Only the prototypes made of ASCII letters and digits are kept (confusables-table.ts): a name
// is only ever compared with reserved words, which are spelled with them.
import { CONFUSABLE_SOURCES } from "./confusables-table.js";

let prototypes: Map<string, string> | undefined;

/** Character → its prototype, built from the table on first use. */
function prototypeMap(): Map<string, string> {
  if (!prototypes) {
    prototypes = new Map();
    for (const [prototype, sources] of Object.entries(CONFUSABLE_SOURCES)) {
      for (const source of sources) prototypes.set(source, prototype);
    }
  }
  return prototypes;
}

/** UTS #39's skeleton(X): NFD, each character replaced by its prototype, NFD again. */
export function skeleton(text: string): string {
  const map = prototypeMap();
  let mapped = "";
  for (const character of text.normalize("NFD")) mapped += map.get(character) ?? character;
  return mapped.normalize("NFD");
}
