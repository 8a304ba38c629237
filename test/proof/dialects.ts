// The dialects under proof, and what the proof reads of each: the RFC's BNF
// (grammars/bnf/NAME.bnf, or NAME.abnf for an RFC written in ABNF), the PEG grammar (grammars/NAME.peggy: its rule
// names and its header's renamed and helper rules) and the generated parser
// (generated/NAME.js). Adding a dialect is its .bnf or .abnf file, its name below, and
// a three-line test file, agreement.NAME.test.ts.
//
// A variant (RFC 2732 of RFC 2396) names its base in its files' opening
// comment ("; base: rfc2396" in the BNF, "// base: rfc2396" in the grammar).
// Its BNF amends the base's (bnf.ts reads the amendment onto the base); its
// grammar's rules are the base's with its own replacing or added, and its
// header adds to the base's header. The proof reads both from the files, not
// from scripts/generate.js, which composes the grammar it compiles.
import * as fs from "fs";
import * as path from "path";
import * as peggy from "peggy";
import type { DialectName } from "../../src/errors";
import {
  baseOf as baseNamed,
  readGrammar,
  type Bnf,
} from "../../src/shared/bnf";
import { readBnfFile } from "./bnf-files";
import { DEVIATIONS, dialectOf, type Deviation } from "./deviations";

/**
 * The grammars under proof: every dialect's, and the grammars of RFC 3987 and
 * RFC 6874 (variants of RFC 3986's), whose dialects are yet to come (issue 29).
 */
export type ProofDialectName = DialectName | "rfc3987" | "rfc6874";

/** Every dialect, in the order the proof runs them. */
export const PROOF_DIALECTS: readonly ProofDialectName[] = [
  "rfc3987",
  "rfc6874",
  "rfc3986",
  "rfc2732",
  "rfc2396",
  "rfc1808",
  "rfc1738",
];

const ROOT = path.resolve(__dirname, "..", "..");

/** The RFC's grammar of `dialect`: grammars/bnf/NAME.abnf if there is one, else NAME.bnf. */
export const bnfFile = (dialect: ProofDialectName): string => {
  const abnf = path.join(ROOT, "grammars", "bnf", `${dialect}.abnf`);
  return fs.existsSync(abnf)
    ? abnf
    : path.join(ROOT, "grammars", "bnf", `${dialect}.bnf`);
};
export const grammarFile = (dialect: ProofDialectName): string =>
  path.join(ROOT, "grammars", `${dialect}.peggy`);
export const generatedFile = (dialect: ProofDialectName): string =>
  path.join(ROOT, "generated", `${dialect}.js`);

/** What the proof uses of a generated parser module. */
export interface GeneratedParser {
  parse(
    input: string,
    options: { startRule: string; peg$library?: boolean },
  ): unknown;
  readonly SyntaxError: abstract new (...args: never[]) => Error;
  readonly StartRules: readonly string[];
}

/** The generated parser of `dialect`, or null while generated/NAME.js does not exist. */
export function loadParser(dialect: ProofDialectName): GeneratedParser | null {
  const file = generatedFile(dialect);
  if (!fs.existsSync(file)) return null;
  return require(file) as GeneratedParser;
}

/** The base a file's opening comment names ("; base: NAME" or "// base: NAME"), or null. */
export function baseOf(text: string): ProofDialectName | null {
  return baseNamed(text) as ProofDialectName | null;
}

/** The RFC's BNF of `dialect`, as written: a variant's amendment read onto its base's BNF. */
export function rfcBnf(dialect: ProofDialectName): Bnf {
  const file = bnfFile(dialect);
  const base = baseOf(fs.readFileSync(file, "utf8"));
  if (base === null) return readBnfFile(file);
  return readBnfFile(file, rfcBnf(base));
}

export function deviationsOf(dialect: ProofDialectName): Deviation[] {
  return DEVIATIONS.filter((d) => dialectOf(d) === dialect);
}

/** The BNF with the dialect's deliberate deviations applied: the language the grammar must accept. */
export function grammarBnf(dialect: ProofDialectName, rfc: Bnf): Bnf {
  return applyDeviations(rfc, deviationsOf(dialect));
}

/** `rfc` with the rules of each deviation's `bnf` (in the RFC's notation) in place of the RFC's. */
export function applyDeviations(
  rfc: Bnf,
  deviations: readonly Deviation[],
): Bnf {
  let bnf = rfc;
  for (const deviation of deviations) {
    bnf = readGrammar(deviation.bnf, rfc.notation, bnf);
  }
  return bnf;
}

/** What a grammar's opening comment declares. */
export interface GrammarHeader {
  /** BNF name -> PEG name, beyond the rule that "-" becomes "_". */
  readonly renames: ReadonlyMap<string, string>;
  /** Rules that are not in the RFC. */
  readonly helpers: readonly string[];
}

/**
 * Reads the header (the comment lines that open the grammar). Its paragraph
 * "Renamed rules" lists "bnf-name -> peg_name" entries (one or more a line,
 * separated by commas), its paragraph "Helper
 * rules" one entry a line: a name (or names separated by commas) then what it
 * is; lines indented deeper continue an entry. A paragraph ends at an empty
 * "//" line.
 */
export function readGrammarHeader(grammarText: string): GrammarHeader {
  const header: string[] = [];
  for (const line of grammarText.split(/\r?\n/)) {
    if (!line.startsWith("//")) break;
    header.push(line.slice(2));
  }
  const paragraph = (title: RegExp): string[] => {
    const start = header.findIndex((line) => title.test(line));
    if (start < 0) return [];
    const lines: string[] = [];
    for (const line of header.slice(start + 1)) {
      if (line.trim() === "") break;
      lines.push(line);
    }
    // Entries share the first entry's indentation; deeper lines continue one.
    const indent = lines[0]?.search(/\S/) ?? 0;
    return lines.filter((line) => line.search(/\S/) === indent);
  };
  const renames = new Map<string, string>();
  for (const line of paragraph(/^\s*Renamed rules\b/i)) {
    // "bnf-name -> peg_name", one or more a line, separated by commas.
    for (const m of line.matchAll(
      /([^\s,]+)\s*->\s*([A-Za-z_][A-Za-z0-9_]*)/g,
    )) {
      renames.set(m[1]!, m[2]!);
    }
  }
  const helpers: string[] = [];
  for (const line of paragraph(/^\s*Helper rules\b/i)) {
    // "name  description", or "name, name, ..." when several share one.
    const m = /^\s*([A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*)/.exec(line);
    if (m) helpers.push(...m[1]!.split(/\s*,\s*/));
  }
  return { renames, helpers };
}

/** What the proof reads of a dialect's grammar. */
export interface ProofGrammar {
  readonly header: GrammarHeader;
  /** The names of its rules, in order. */
  readonly rules: readonly string[];
}

/** A grammar's own text: its header and rules. */
export function grammarOfText(grammarText: string): ProofGrammar {
  return {
    header: readGrammarHeader(grammarText),
    rules: pegRuleNames(grammarText),
  };
}

/**
 * The grammar of `dialect`: for a variant, the base's rules with the
 * variant's in their place or after them, and the base's header with the
 * variant's renamed and helper rules added.
 */
export function proofGrammar(dialect: ProofDialectName): ProofGrammar {
  const text = fs.readFileSync(grammarFile(dialect), "utf8");
  const own = grammarOfText(text);
  const baseName = baseOf(text);
  if (baseName === null) return own;
  const base = proofGrammar(baseName);
  return {
    header: {
      renames: new Map([...base.header.renames, ...own.header.renames]),
      helpers: [...base.header.helpers, ...own.header.helpers],
    },
    rules: [
      ...base.rules,
      ...own.rules.filter((rule) => !base.rules.includes(rule)),
    ],
  };
}

/** The names of the rules a peggy grammar defines, in order. */
export function pegRuleNames(grammarText: string): string[] {
  const ast = peggy.parser.parse(grammarText, {
    reservedWords: peggy.RESERVED_WORDS,
  });
  return ast.rules.map((rule) => rule.name);
}

/** The PEG name of a BNF rule: renamed in the header, or "-" written "_". */
export function pegName(bnfName: string, header: GrammarHeader): string {
  return header.renames.get(bnfName) ?? bnfName.replace(/-/g, "_");
}

/**
 * The rule coverage of a grammar against its BNF: every BNF rule has a PEG
 * rule, every PEG rule is a BNF rule or a declared helper, and the header
 * declares nothing that is not there. Returns the problems found.
 */
export function ruleCoverageProblems(
  bnf: Bnf,
  grammar: ProofGrammar,
): string[] {
  const { header, rules: pegRules } = grammar;
  const pegSet = new Set(pegRules);
  const fromBnf = new Map(bnf.names.map((n) => [pegName(n, header), n]));
  const problems: string[] = [];
  for (const name of bnf.names) {
    const peg = pegName(name, header);
    if (!pegSet.has(peg)) {
      problems.push(`BNF rule ${name} has no PEG rule ${peg}`);
    }
  }
  for (const rule of pegRules) {
    if (!fromBnf.has(rule) && !header.helpers.includes(rule)) {
      problems.push(
        `PEG rule ${rule} is neither a BNF rule nor a helper rule of the header`,
      );
    }
  }
  for (const helper of header.helpers) {
    if (!pegSet.has(helper)) {
      problems.push(
        `helper rule ${helper} of the header is not in the grammar`,
      );
    }
    if (fromBnf.has(helper)) {
      problems.push(`helper rule ${helper} of the header is a BNF rule`);
    }
  }
  for (const [from, to] of header.renames) {
    if (!bnf.rules.has(from)) {
      problems.push(`renamed rule ${from} (-> ${to}) is not a BNF rule`);
    }
  }
  return problems;
}
