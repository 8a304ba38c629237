// The one binder: a dialect's grammar-bound functions (rules, isValid,
// parseRule, tree, generate) made from its generated modules, and what its
// parse and tryParse are written with (nodeOf, refusal, rejection). Every dialect
// (src/rfcNNNN/index.ts) and every grammar compiled at run time
// (src/variant.ts) is bound here.
//
// Each function is made apart, by a call that a bundler drops when its result
// goes unused (a dialect calls each `/* @__PURE__ */` at its module's top
// level, one export a function), and from its own module: rules and isValid
// from the recognizer of every rule (generated/NAME.match.js), parseRule from
// the parser of every rule and its reporting parser (NAME.rules.js,
// NAME.rules.report.js), tree from the tree build (NAME.tree.js), parse and
// tryParse from the entry parser and its reporting parser (NAME.entry.js,
// NAME.entry.report.js), generate from the RFC's BNF (NAME.bnf.js). So a
// bundle of one function carries that function's modules and no other.
import {
  requireString,
  type DialectName,
  type GrammarName,
} from "../errors.js";
import {
  generateOf,
  type GeneratedString,
  type GenerateOptions,
} from "../generate.js";
import type { Bnf } from "./bnf.js";
import {
  accepts,
  isRejected,
  reportOptions,
  requireRule,
  runParser,
  ruleValue,
  startParser,
  startParsers,
  syntaxError,
  syntaxErrorFields,
  validityOptions,
  type FastModule,
  type GeneratedModule,
  type ReportOptions,
  type UrlSyntaxErrorFields,
  type ValidityOptions,
} from "./grammar.js";
import {
  cutReaderOf,
  splitCuts,
  type CutReader,
  type Cutter,
} from "./cut-points.js";
import type { KeySpec } from "./options.js";
import { own } from "./own.js";
import { RejectedResult } from "./rejected-result.js";
import {
  checkTreeOptions,
  treeParseOptions,
  type ParseTree,
  type TreeOptions,
} from "./tree.js";

/** A fast module (generated/NAME.match.js, NAME.rules.js, NAME.entry.js): its start rules, and its parse as the binder calls it. */
export interface BoundModule<Rule extends string> extends FastModule {
  readonly parse: (input: string, options: ValidityOptions<Rule>) => unknown;
}

/** A reporting module's parse (generated/NAME.rules.report.js, NAME.entry.report.js), as the binder calls it. */
export type ReportParse<Rule extends string> = (
  input: string,
  options: ReportOptions<Rule>,
) => unknown;

/**
 * How a dialect whose functions take options (RFC 1738's `strict`) reads
 * them: `check` gives them checked, as `fn` takes them (a TypeError names one
 * not known); `text` gives what the grammar reads of `input` started at
 * `rule`. (Its parse, whose Entry it writes, reads the input as given first.)
 */
export interface Reading<O> {
  check(fn: string, options: O | undefined): O | undefined;
  text(rule: string, input: string, options: O | undefined): string;
}

/**
 * The rule set of a module's start rules, without the grammar's helper
 * rules. (A module's fields are passed, not the module: a bundler then need
 * not build its namespace object.)
 */
export function ruleSetOf(
  startRules: readonly string[],
  helpers: readonly string[] = [],
): ReadonlySet<string> {
  return new Set(rulesOf(startRules, helpers));
}

/** The RFC's rules: a module's start rules, in the grammar's order, without its helper rules. */
export function rulesOf<Rule extends string>(
  startRules: readonly string[],
  helpers: readonly string[] = [],
): readonly Rule[] {
  return startRules.filter((r): r is Rule => !helpers.includes(r));
}

/**
 * isValid: whether `input` is in the language of `rule` (default `start`),
 * by `match`, the recognizer of every rule (generated/NAME.match.js), which
 * builds no value and reports nothing. A non-string is not valid.
 */
export function isValidOf<Rule extends string, O = never>(
  name: GrammarName,
  match: BoundModule<Rule>,
  rules: ReadonlySet<string>,
  start: Rule,
  reading?: Reading<O>,
): (input: string, rule?: Rule, options?: O) => boolean {
  const recognizerOf = startParsers(match, match.parse);
  // The common call, isValid(input) on a fast module (no options to read,
  // no SyntaxError to catch): straight to the start rule's recognizer.
  const direct =
    reading === undefined && own(match, "SyntaxError") === undefined;
  let recognizeStart: ((input: string) => unknown) | undefined;
  return (input, rule = start, options) => {
    if (direct && rule === start) {
      if (typeof input !== "string") return false;
      recognizeStart ??= recognizerOf(start);
      return !isRejected(recognizeStart(input));
    }
    requireRule(rules, rule);
    const checked = reading?.check(`${name}.isValid`, options);
    if (typeof input !== "string") return false;
    const recognize = recognizerOf(rule);
    return accepts(match, () =>
      recognize(
        reading === undefined ? input : reading.text(rule, input, checked),
      ),
    );
  };
}

/**
 * parseRule: what the grammar returns for `input` started at `rule`, by
 * `parse`, the fast parser of every rule (generated/NAME.rules.js); its
 * errors by `report`, their reporting parser (NAME.rules.report.js), which
 * shows the input as given.
 */
export function parseRuleOf<Rule extends string, O = never>(
  name: GrammarName,
  parse: BoundModule<Rule>["parse"],
  report: ReportParse<Rule>,
  rules: ReadonlySet<string>,
  reading?: Reading<O>,
): (rule: Rule, input: string, options?: O) => unknown {
  return (rule, input, options) => {
    requireRule(rules, rule);
    const checked = reading?.check(`${name}.parseRule`, options);
    requireString(input, "input");
    const text =
      reading === undefined ? input : reading.text(rule, input, checked);
    return ruleValue(
      name,
      rule,
      input,
      parse(text, validityOptions(rule)),
      () => report(text, reportOptions(rule, input)),
    );
  };
}

/** A tree build (generated/NAME.tree.js), as tree calls it. */
export type TreeModule<Rule extends string> = GeneratedModule & {
  readonly parse: (
    input: string,
    options: ReturnType<typeof treeParseOptions<Rule>>,
  ) => unknown;
};

/**
 * How a dialect whose tree takes more options, or reads its input as
 * `Reading` says, or names its nodes otherwise (RFC 1738's), builds its tree:
 * the options it knows, the text the grammar reads, and the tree as the RFC
 * names it, from the grammar's and the input.
 */
export interface TreeReading<O> {
  readonly spec: KeySpec;
  text(rule: string, input: string, options: O | undefined): string;
  nodes(input: string, tree: ParseTree): ParseTree;
}

/**
 * tree: the parse tree of `input` from `rule` (default `start`), by the tree
 * build; UrlTreeLimitError past its node limit.
 */
export function treeOf<Rule extends string, O = unknown>(
  name: GrammarName,
  module: TreeModule<Rule>,
  rules: ReadonlySet<string>,
  start: Rule,
  reading?: TreeReading<O>,
): (input: string, rule?: Rule, options?: TreeOptions & O) => ParseTree<Rule> {
  return (input, rule = start, options) => {
    requireRule(rules, rule);
    const checked = checkTreeOptions(`${name}.tree`, options, reading?.spec);
    const parseOptions = treeParseOptions(rule, checked);
    return runParser(name, module, rule, input, (text) => {
      if (reading === undefined)
        return module.parse(text, parseOptions) as ParseTree<Rule>;
      const tree = module.parse(
        reading.text(rule, text, checked),
        parseOptions,
      );
      return reading.nodes(text, tree as ParseTree) as ParseTree<Rule>;
    });
  };
}

/**
 * Whether the fast parser `module` (generated/NAME.entry.js) takes `input`
 * from `rule`: for split and relativize, which need no reporting parser.
 */
export function acceptorOf<Rule extends string>(
  module: BoundModule<Rule>,
  rule: Rule,
): (input: string) => boolean {
  const parse = startParser(module, module.parse, rule);
  return (input) => accepts(module, () => parse(input));
}

/**
 * A light reading by the fast parser `module` (generated/NAME.entry.js) from
 * `rule`: `value` of its node, or undefined where it rejects the input, with
 * no error built and no options read. `retry` gives the text to parse again
 * when the input is rejected as given (RFC 1738's, its scheme folded), the
 * input itself for none. What diff reads each line with (the column's
 * readGeneric, src/dialect.ts).
 */
export function readerOf<Rule extends string, Node, Value>(
  module: BoundModule<Rule>,
  rule: Rule,
  value: (node: Node, input: string) => Value,
  retry?: (input: string) => string,
): (input: string) => Value | undefined {
  const parse = startParser(
    module,
    module.parse as (input: string, options: ValidityOptions<Rule>) => Node,
    rule,
  );
  return (input) => {
    let node = parse(input);
    if (isRejected(node)) {
      const text = retry === undefined ? input : retry(input);
      if (text === input) return undefined;
      node = parse(text);
      if (isRejected(node)) return undefined;
    }
    return value(node, input);
  };
}

/**
 * A grammar's entry parser bound to the dialect: what parse, tryParse and the
 * dialect's typed layer build on.
 */
export interface Entry<Node, O> {
  readonly name: GrammarName;
  /** The rule `parse` stands for, as its errors name it. */
  readonly rule: string;
  /** The node of `input` as the grammar reads it, or the token isRejected tells. */
  node(input: string, options?: O): Node;
  /** The reporting parse of `input`, rejected, as syntaxError and RejectedResult take it. */
  report(input: string, options?: O): () => unknown;
  /** The cutter of the start rule (src/shared/cut-points.ts), where the module has one. */
  readonly cut?: Cutter | undefined;
}

/**
 * The fast parser `module` (generated/NAME.entry.js) started at `start`, its
 * errors found by `report` (generated/NAME.entry.report.js) and named by
 * `rule`, the rule `parse` stands for (RFC 2396's lenient_URI_reference
 * stands for URI_reference).
 */
export function entryOf<Node, S extends string>(
  name: GrammarName,
  module: BoundModule<S>,
  report: ReportParse<S>,
  start: S,
  rule: string,
): Entry<Node, never> {
  const REPORT = reportOptions(start);
  // Read as an own property: Object.prototype may hold one.
  const startCutter = own(
    module as BoundModule<S> & {
      readonly peg$startCutter?: (rule: S) => Cutter;
    },
    "peg$startCutter",
  );
  return {
    name,
    rule,
    node: startParser(
      module,
      module.parse as (input: string, options: ValidityOptions<S>) => Node,
      start,
    ),
    report: (input) => () => report(input, REPORT),
    cut: startCutter?.(start),
  };
}

/**
 * The cut points of a reference (src/shared/cut-points.ts) by the entry's
 * cutter; for an entry without one, by its parser and Appendix B's split
 * (splitCuts, with `opaque` for RFC 2396's opaque_part). A string outside
 * the grammar is the UrlSyntaxError parse throws.
 */
export function cutReaderOfEntry<Node>(
  entry: Entry<Node, never>,
  opaque: boolean,
): CutReader {
  const { name, rule } = entry;
  const fail = (input: string): never => {
    throw syntaxError(name, rule, input, entry.report(input));
  };
  const cut = own(entry, "cut");
  if (cut !== undefined) return cutReaderOf(cut, fail);
  return (input, cuts) => {
    requireString(input, "input");
    if (isRejected(entry.node(input))) fail(input);
    splitCuts(input, cuts, opaque);
  };
}

/**
 * The node of `input` by the entry's parser, or the token isRejected tells;
 * a TypeError for a non-string. What a dialect's parse and tryParse start
 * with, then refusal or rejection for a rejected input.
 *
 * Each dialect writes its parse and tryParse as its own functions, each
 * calling its typed layer's mapping itself. In one function made for every
 * dialect, V8 would keep one record of what that call reached, see every
 * dialect's mapping there, and inline none: RFC 2396's tryParse took 5% more
 * instructions so (bench/baseline.md). The entry's
 * node is one function, startParser's, for every dialect that entryOf
 * binds, so it may be called here.
 */
export function nodeOf<Node>(entry: Entry<Node, never>, input: string): Node {
  requireString(input, "input");
  return entry.node(input);
}

/**
 * parse's error for `input`, which the entry's parser rejected, as
 * UrlSyntaxError's constructor takes it (its details are found when first
 * read). A parse throws `new UrlSyntaxError(refusal(...))` itself, so that
 * the error's stack starts at the parse the caller called: V8 records each
 * frame it keeps (Error.stackTraceLimit of them) when the error is made, and
 * a helper's frame there cost RFC 1738's parse 5% of its time on the
 * benchmark's corpus, where one URL in nine is outside its grammar.
 */
export function refusal<Node, O>(
  entry: Entry<Node, O>,
  input: string,
  options?: O,
): UrlSyntaxErrorFields {
  return syntaxErrorFields(
    entry.name,
    entry.rule,
    input,
    entry.report(input, options),
  );
}

/** tryParse's answer for `input`, which the entry's parser rejected. */
export function rejection<Node, O>(
  entry: Entry<Node, O>,
  input: string,
  options?: O,
): RejectedResult {
  return new RejectedResult(
    entry.name,
    entry.rule,
    input,
    entry.report(input, options),
  );
}

/**
 * generate: seeded strings of the RFC's own grammar, `grammar`, from
 * `referenceRule` by default (src/generate.ts).
 */
export function generatorOf(
  name: DialectName,
  grammar: () => Bnf,
  referenceRule: string,
): (options: GenerateOptions) => IterableIterator<GeneratedString> {
  return (options) => generateOf(name, grammar(), options, referenceRule);
}

/**
 * `object[key]`, as a call that a bundler drops when its result goes unused
 * (called `/* @__PURE__ *\/`): a property read at a module's top level is kept.
 */
export function member<T, K extends keyof T>(object: T, key: K): T[K] {
  return object[key];
}
