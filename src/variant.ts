// url-grammars/variant: a grammar compiled at run time. Takes the text of a
// peggy grammar (a copy of a shipped grammar edited, or a variant file that
// names its base with "// base: NAME" and holds only the rules it changes) and
// gives the face of a dialect that needs no typed layer: isValid, parseRule,
// tree and rules; with `base`, also RFC 2396's typed layer (parse, resolve,
// serialize, normalize, ...) over the variant's parser, made by the same
// createRfc2396Dialect that makes src/rfc2396 and src/rfc2732.
//
// The grammar is compiled as `npm run generate` compiles the shipped ones: by
// the package's grammar compiler (compiler/index.js, which composes a variant
// with its base and compiles with peggy and the fast back end), into the same
// module source, which is then evaluated in memory. peggy is an optional peer
// dependency, found from the user's install when this module first compiles a
// grammar (compiler/peggy.js requires it); without it compileVariant throws a
// VariantError ("peggy-missing") that says how to install it.
//
// A grammar's actions are JavaScript, and compiling a grammar runs them when it
// parses: compile only grammars you trust, as you would run only code you trust.
import { createRequire } from "node:module";
import * as path from "node:path";
import * as vm from "node:vm";
import { rfcTitle, VariantError, type GrammarName } from "./errors.js";
import { createRfc2396Dialect, HELPER_RULES } from "./rfc2396/dialect.js";
import { RESERVED as RFC2396_RESERVED } from "./rfc2396/escape.js";
import { describeValue } from "./shared/arguments.js";
import { DIALECTS, isDialectName } from "./registry.js";
import { isValidOf, parseRuleOf, treeOf } from "./shared/bind.js";
import {
  accepts,
  requireRule,
  validityOptions,
  type GeneratedModule,
} from "./shared/grammar.js";
import { own } from "./shared/own.js";
import {
  ANY,
  checkKeys,
  checkOptions,
  readOwn,
  STRING,
  type KeySpec,
} from "./shared/options.js";

import {
  VARIANT_BASES,
  type Variant,
  type VariantBase,
  type VariantWithBase,
} from "./variant-face.js";

export { VARIANT_BASES, type Variant, type VariantBase, type VariantWithBase };

export interface CompileVariantOptions {
  /**
   * The variant's name: its column in compare and the name its errors give
   * (UrlSyntaxError's `dialect`). Not the name of a shipped dialect.
   */
  readonly name: string;
  /**
   * The shipped dialect whose typed layer (parse, resolve, serialize, ...)
   * runs over the variant's parser. The variant must keep the rules that layer
   * reads (VariantError "base-rule-missing" or "base-rule-changed" if not).
   */
  readonly base?: VariantBase;
  /** The default rule of isValid and tree (default: URI_reference with a base, else the grammar's first rule). */
  readonly startRule?: string;
  /** The grammar's file, as errors name it (default: the name). */
  readonly grammarSource?: string;
}

/** What compileVariant knows of its options (a base outside VARIANT_BASES is a VariantError, "unknown-base"). */
const COMPILE_OPTIONS: KeySpec = {
  name: STRING,
  base: ANY,
  startRule: STRING,
  grammarSource: STRING,
};

/** The grammar compiler, shipped in the package: loaded when a grammar is first compiled. */
type Toolchain = typeof import("../compiler/index.js");

/** A rule of peggy's grammar AST, and an expression of one. */
type PeggyRule = ReturnType<Toolchain["parseGrammar"]>["rules"][number];
type PeggyExpression = PeggyRule["expression"];

/** A composed grammar: its text, its file and its bases' files. */
type Composed = ReturnType<Toolchain["composeWithBase"]>;

let toolchain: Toolchain | undefined;

/**
 * The grammar compiler, which requires peggy from the user's install. A
 * missing peggy is a VariantError naming it.
 */
function loadToolchain(grammarSource: string): Toolchain {
  if (toolchain !== undefined) return toolchain;
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    toolchain = require("../compiler/index.js") as Toolchain;
  } catch (error) {
    if (
      (error as { code?: unknown }).code === "MODULE_NOT_FOUND" &&
      String((error as Error).message).includes("'peggy'")
    ) {
      throw new VariantError({
        code: "peggy-missing",
        grammarSource,
        location: undefined,
        message:
          "compiling a grammar at run time needs peggy, an optional peer dependency of url-grammars that is not installed: run `npm install peggy`",
      });
    }
    throw error;
  }
  return toolchain;
}

/**
 * Runs a generated CommonJS module's source and gives its exports. What the
 * grammar imports (peggy's `import ... from "./lib.js"`) is required from
 * the grammar's own directory, as `filename` (the grammar's path, with
 * ".js") places it.
 */
function evaluateModule(source: string, filename: string): unknown {
  const module = { exports: {} as unknown };
  const run = vm.runInThisContext(
    `(function (module, exports, require) {${source}\n})`,
    { filename },
  ) as (module: object, exports: unknown, load: NodeJS.Require) => void;
  run(module, module.exports, createRequire(path.resolve(filename)));
  return module.exports;
}

/** A generated parser module, as the variant calls it. */
type ParserModule = GeneratedModule & {
  parse(input: string, options: object): unknown;
};

/**
 * How a structural rule makes its value: "action" when every alternative ends
 * in an action, else the shape of its choices and options. Two rules of one
 * shape give the typed layer values built the same way.
 */
function valueShape(node: PeggyExpression): string {
  switch (node.type) {
    case "named":
    case "group":
      return valueShape(node.expression);
    case "optional":
      return `optional(${valueShape(node.expression)})`;
    case "choice": {
      const shapes = [...new Set(node.alternatives.map(valueShape))].sort();
      return shapes.length === 1
        ? (shapes[0] as string)
        : `choice(${shapes.join(", ")})`;
    }
    case "action":
      return "action";
    default:
      return "text";
  }
}

/**
 * Checks that the composed grammar keeps every rule of the base whose value
 * the typed layer reads (a rule that builds its value with actions), built
 * the same way: each such rule present, and of the base rule's shape.
 */
function requireBaseRules(
  tools: Toolchain,
  base: VariantBase,
  variantRules: readonly PeggyRule[],
  composed: Composed,
  source: string,
): void {
  const baseGrammar = tools.loadGrammar(base);
  const baseRules = tools.parseGrammar(
    baseGrammar.text,
    baseGrammar.grammarFile,
  ).rules;
  const byName = new Map(variantRules.map((r) => [r.name, r]));
  const where = composedNote(composed);
  for (const rule of baseRules) {
    const shape = valueShape(rule.expression);
    if (!shape.includes("action")) continue;
    const own = byName.get(rule.name);
    if (own === undefined) {
      throw new VariantError({
        code: "base-rule-missing",
        grammarSource: source,
        location: undefined,
        message: `${source} has no rule ${rule.name}, whose value ${rfcTitle(base)}'s typed layer reads`,
      });
    }
    const ownShape = valueShape(own.expression);
    if (ownShape !== shape) {
      throw new VariantError({
        code: "base-rule-changed",
        grammarSource: source,
        location: own.location.start,
        message: `${source}: rule ${rule.name} is read by ${rfcTitle(base)}'s typed layer, which takes the value its action builds (${shape}); here it is ${ownShape}: give every alternative an action that builds the base's value${where}`,
      });
    }
  }
}

/** peggy's GrammarError for the composed grammar, as a VariantError ("grammar-error"). */
function grammarError(
  error: InstanceType<Toolchain["GrammarError"]>,
  composed: Composed,
  grammarSource: string,
): VariantError {
  const start = error.location?.start;
  return new VariantError({
    code: "grammar-error",
    grammarSource,
    location:
      start === undefined
        ? undefined
        : { offset: start.offset, line: start.line, column: start.column },
    message: error.message + composedNote(composed),
    formatted:
      error.format([{ source: composed.grammarFile, text: composed.text }]) +
      composedNote(composed),
  });
}

/** Where line and column point, for a grammar composed with a base. */
function composedNote(composed: Composed): string {
  return composed.baseFiles.length === 0
    ? ""
    : ` (line and column are in ${composed.grammarFile} composed with ${composed.baseFiles.join(", ")})`;
}

/** The characters of 0x21-0x7E that the variant's `reserved` rule accepts, or RFC 2396's set if it has none. */
function reservedOf(parser: ParserModule): string {
  if (!parser.StartRules.includes("reserved")) return RFC2396_RESERVED;
  let chars = "";
  for (let code = 0x21; code <= 0x7e; code++) {
    const c = String.fromCharCode(code);
    if (accepts(parser, () => parser.parse(c, validityOptions("reserved"))))
      chars += c;
  }
  return chars;
}

/**
 * Compiles `source`, the text of a peggy grammar, at run time (peggy must be
 * installed). A grammar whose opening comment holds "// base: NAME" is
 * composed with the shipped grammars/NAME.peggy first, as `npm run generate`
 * composes grammars/rfc2732.peggy. With `base`, the variant has that dialect's
 * typed layer over its parser.
 *
 * Throws a VariantError for a grammar that cannot be compiled (with its line
 * and column) and a TypeError for options that are not as typed.
 */
export function compileVariant(
  source: string,
  options: CompileVariantOptions & { readonly base: VariantBase },
): VariantWithBase;
export function compileVariant(
  source: string,
  options: CompileVariantOptions,
): Variant;
export function compileVariant(
  source: string,
  given: CompileVariantOptions,
): Variant | VariantWithBase {
  if (typeof source !== "string")
    throw new TypeError(
      `source must be a grammar's text, not ${describeValue(source)}`,
    );
  // Each option read once, into `options`, and checked.
  const options: Partial<CompileVariantOptions> = readOwn(
    "compileVariant",
    given,
    "option",
  );
  checkKeys("compileVariant", options, COMPILE_OPTIONS);
  const name = own(options, "name");
  if (typeof name !== "string" || name === "")
    throw new TypeError(
      `compileVariant: option "name" must be a non-empty string, not ${describeValue(name)}`,
    );
  if (isDialectName(name))
    throw new TypeError(
      `name ${JSON.stringify(name)} is a shipped dialect's: give the variant its own`,
    );
  // A string when given (COMPILE_OPTIONS), else the name.
  const grammarSource = own(options, "grammarSource") ?? name;
  const base = own(options, "base");
  if (
    base !== undefined &&
    !(VARIANT_BASES as readonly unknown[]).includes(base)
  ) {
    throw new VariantError({
      code: "unknown-base",
      grammarSource,
      location: undefined,
      message: `unknown base ${typeof base === "string" ? JSON.stringify(base) : describeValue(base)}: a variant's typed layer is one of ${VARIANT_BASES.join(", ")}`,
    });
  }
  const startRuleOption = own(options, "startRule");
  const tools = loadToolchain(grammarSource);
  const compiled = compile(tools, source, grammarSource);
  const { composed, rules } = compiled;
  const parser = compiled.parser as ParserModule;
  if (base !== undefined)
    requireBaseRules(tools, base, rules, composed, grammarSource);

  // With a base, the RFC's rules without the base's helpers, as the dialects.
  const ruleNames: readonly string[] = rules
    .map((r) => r.name)
    .filter(
      (r) =>
        base === undefined || !(HELPER_RULES as readonly string[]).includes(r),
    );
  const ruleSet: ReadonlySet<string> = new Set(ruleNames);
  const startRule =
    startRuleOption ??
    (base !== undefined ? DIALECTS[base].rule : (ruleNames[0] as string));
  requireRule(ruleSet, startRule);

  let treeModule: ParserModule | undefined;
  /** The tree build, compiled when first used (a grammar compiler/tree.js does not take: a VariantError, "grammar-error"). */
  const treeParser = (): ParserModule => {
    if (treeModule !== undefined) return treeModule;
    const { text, grammarFile, baseFiles } = composed;
    let code: string;
    try {
      code = tools.treeModule(text, grammarFile, baseFiles);
    } catch (error) {
      throw error instanceof tools.GrammarError
        ? grammarError(error, composed, grammarSource)
        : error;
    }
    return (treeModule = evaluateModule(
      code,
      `${grammarSource}.tree.js`,
    ) as ParserModule);
  };
  const lazyTree: ParserModule = {
    get SyntaxError() {
      return treeParser().SyntaxError;
    },
    get StartRules() {
      return treeParser().StartRules;
    },
    get TreeLimitError() {
      return treeParser().TreeLimitError;
    },
    parse: (input, parseOptions) => treeParser().parse(input, parseOptions),
  };

  const face: Variant = {
    name,
    rules: ruleNames,
    startRule,
    base,
    isValid: isValidOf(name, parser, ruleSet, startRule),
    parseRule: parseRuleOf(name, parser.parse, parser.parse, ruleSet),
    tree: treeOf(name, lazyTree, ruleSet, startRule),
  };
  if (base === undefined) return face;

  // The generated module's parse returns the grammar's values, which
  // requireBaseRules checked are built as the base's are. The face has its
  // own name, rules, isValid and tree.
  const typedLayer = createRfc2396Dialect<GrammarName, string>({
    name,
    parser,
    reserved: reservedOf(parser),
  });
  return { ...face, ...typedLayer, base };
}

/** Composes and compiles the grammar: its composed text, its parser and its rules. */
function compile(
  tools: Toolchain,
  source: string,
  grammarSource: string,
  evaluate = true,
) {
  let composed: Composed | undefined;
  try {
    // The grammar's own text first, so that a mistake in it is in its lines.
    tools.parseGrammar(source, grammarSource);
    composed = tools.composeWithBase(source, grammarSource);
    const rules = tools.parseGrammar(composed.text, composed.grammarFile).rules;
    const module = tools.parserModule(
      composed.text,
      composed.grammarFile,
      composed.baseFiles,
    );
    const parser = evaluate
      ? (evaluateModule(module, `${grammarSource}.js`) as ParserModule)
      : undefined;
    return { composed, module, parser, rules };
  } catch (error) {
    if (error instanceof tools.GrammarCompositionError) {
      throw new VariantError({
        code: error.code,
        grammarSource: error.grammarSource,
        location: error.location,
        message: error.message,
        formatted: error.formatted,
      });
    }
    if (error instanceof tools.GrammarError && composed !== undefined) {
      throw grammarError(error, composed, grammarSource);
    }
    throw error;
  }
}

/**
 * The source of a standalone parser module for `source` (a grammar, or a
 * variant file composed with its shipped base): what `npm run generate` writes
 * to generated/NAME.js for a grammar of grammars/, byte for byte when
 * `grammarSource` is "grammars/NAME.peggy". A CommonJS module with no
 * dependency: `parse(input, { startRule })`, `StartRules`, `SyntaxError`;
 * every rule is a start rule. Needs peggy; throws a VariantError for a grammar
 * that cannot be compiled.
 */
export function generateParserModule(
  source: string,
  options: { readonly grammarSource: string },
): string {
  if (typeof source !== "string")
    throw new TypeError(
      `source must be a grammar's text, not ${describeValue(source)}`,
    );
  const grammarSource = own(
    checkOptions("generateParserModule", options, { grammarSource: STRING }),
    "grammarSource",
  );
  if (typeof grammarSource !== "string")
    throw new TypeError(
      `generateParserModule: option "grammarSource" must be a string, not ${describeValue(grammarSource)}`,
    );
  const tools = loadToolchain(grammarSource);
  return compile(tools, source, grammarSource, false).module;
}
