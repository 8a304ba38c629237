// @ts-check
// A grammar's result types: grammars/NAME.types.ts, composed with its base's
// when the grammar is a variant, by the TypeScript compiler's parse of each
// file. (The declarations that hold them are compiler/declarations.js's.)
// TypeScript is a dependency of the build only: it is required when a
// variant's types are composed, never at run time (src/variant.ts).
"use strict";

const fs = require("node:fs");
const path = require("node:path");
const { baseOf } = require("./compose.js");
const { GRAMMARS_DIR } = require("./grammars.js");

/**
 * @typedef {object} Declaration
 * @property {string | null} name
 * @property {number} start
 * @property {number} end
 */

/**
 * The top-level declarations of a types file: their names and spans.
 * @param {string} source
 * @returns {Declaration[]}
 */
function declarations(source) {
  /** @type {typeof import("typescript")} */
  const ts = require("typescript");
  return ts
    .createSourceFile("types.ts", source, ts.ScriptTarget.Latest, true)
    .statements.map((s) => {
      const name = /** @type {{ name?: { text?: string } }} */ (s).name;
      return {
        name:
          name !== undefined && typeof name.text === "string"
            ? name.text
            : null,
        start: s.getFullStart(),
        end: s.getEnd(),
      };
    });
}

/**
 * The text of grammars/NAME.types.ts, composed with its base's if the grammar
 * is a variant: each declaration of the variant's replaces the base's of the
 * same name, in its place; the others are added after the base's.
 * @param {string} name
 * @returns {string}
 */
function loadTypes(name, dir = GRAMMARS_DIR) {
  const grammarBase = baseOf(
    fs.readFileSync(path.join(dir, `${name}.peggy`), "utf8"),
  );
  const typesFile = path.join(dir, `${name}.types.ts`);
  if (!fs.existsSync(typesFile)) {
    // A variant without types of its own has its base's.
    return grammarBase === null
      ? "export interface RuleResults {}\n"
      : loadTypes(grammarBase, dir);
  }
  const text = fs.readFileSync(typesFile, "utf8");
  const baseName = baseOf(text);
  if (baseName !== grammarBase) {
    throw new Error(
      `grammars/${name}.types.ts names the base ${baseName}, its grammar ${grammarBase}`,
    );
  }
  if (baseName === null) return text;
  const baseText = loadTypes(baseName, dir);
  /** @type {Map<string | null, Declaration>} */
  const baseDeclarations = new Map(
    declarations(baseText).map((d) => [d.name, d]),
  );
  const baseAt = (/** @type {Declaration} */ d) =>
    /** @type {Declaration} */ (baseDeclarations.get(d.name));
  const own = declarations(text).filter((d) => d.name !== null);
  // The variant's declarations without its opening comment (the first has it in its leading trivia).
  const declarationText = (/** @type {Declaration} */ d) =>
    "\n\n" + text.slice(d.start, d.end).replace(/^(\s*\/\/.*\n)*\s*/, "");
  let composed = baseText;
  for (const d of own
    .filter((d) => baseDeclarations.has(d.name))
    .sort((a, b) => baseAt(b).start - baseAt(a).start)) {
    const at = baseAt(d);
    composed =
      composed.slice(0, at.start) + declarationText(d) + composed.slice(at.end);
  }
  const added = own.filter((d) => !baseDeclarations.has(d.name));
  return (
    composed.trimEnd() +
    added.map(declarationText).join("") +
    "\n"
  ).replace(/^\n+/, "");
}

module.exports = { loadTypes };
