// GENERATED FILE, do not edit. Types of the parser.
// Source: grammars/rfc6874.peggy. Edit the grammar and run `npm run generate`.
// Base: grammars/rfc3986.peggy, whose rules grammars/rfc6874.peggy replaces or adds to.
// Generator: scripts/generate.js with peggy 5.1.0.

/** Provides information pointing to a location within a source. */
export interface Location {
  /** Line in the parsed source (1-based). */
  readonly line: number;
  /** Column in the parsed source (1-based). */
  readonly column: number;
  /** Offset in the parsed source (0-based). */
  readonly offset: number;
}

/**
 * Anything that can successfully be converted to a string with `String()`
 * so that it can be used in error messages.
 *
 * The GrammarLocation class in Peggy is a good example.
 */
export interface GrammarSourceObject {
  readonly toString: () => string;

  /**
   * If specified, allows the grammar source to be embedded in a larger file
   * at some offset.
   */
  readonly offset?: undefined | ((loc: Location) => Location);
}

/**
 * Most often, you just use a string with the file name.
 */
export type GrammarSource = string | GrammarSourceObject;

/** The `start` and `end` position's of an object within the source. */
export interface LocationRange {
  /**
   * A string or object that was supplied to the `parse()` call as the
   * `grammarSource` option.
   */
  readonly source: GrammarSource;
  /** Position at the beginning of the expression. */
  readonly start: Location;
  /** Position after the end of the expression. */
  readonly end: Location;
}

/**
 * Expected a literal string, like `"foo"i`.
 */
export interface LiteralExpectation {
  readonly type: "literal";
  readonly text: string;
  readonly ignoreCase: boolean;
}

/**
 * Range of characters, like `a-z`
 */
export type ClassRange = [
  start: string,
  end: string,
]

export interface ClassParts extends Array<string | ClassRange> {
}

/**
 * Expected a class, such as `[^acd-gz]i`
 */
export interface ClassExpectation {
  readonly type: "class";
  readonly parts: ClassParts;
  readonly inverted: boolean;
  readonly ignoreCase: boolean;
}

/**
 * Expected any character, with `.`
 */
export interface AnyExpectation {
  readonly type: "any";
}

/**
 * Expected the end of input.
 */
export interface EndExpectation {
  readonly type: "end";
}

/**
 * Expected some other input.  These are specified with a rule's
 * "human-readable name", or with the `expected(message, location)`
 * function.
 */
export interface OtherExpectation {
  readonly type: "other";
  readonly description: string;
}

export type Expectation =
  | AnyExpectation
  | ClassExpectation
  | EndExpectation
  | LiteralExpectation
  | OtherExpectation;

/**
 * Pass an array of these into `SyntaxError.prototype.format()`
 */
export interface SourceText {
  /**
   * Identifier of an input that was used as a grammarSource in parse().
   */
  readonly source: GrammarSource;
  /** Source text of the input. */
  readonly text: string;
}


/**
 * Trace execution of the parser.
 */
export interface ParserTracer {
  trace: (event: ParserTracerEvent) => void;
}

export type ParserTracerEvent
  = {
      readonly type: "rule.enter";
      readonly rule: string;
      readonly location: LocationRange
    }
  | {
      readonly type: "rule.fail";
      readonly rule: string;
      readonly location: LocationRange
    }
  | {
      readonly type: "rule.match";
      readonly rule: string;
      readonly location: LocationRange
      /** Return value from the rule. */
      readonly result: unknown;
    };

export type StartRuleNames = "URI_reference";
export interface ParseOptions<T extends StartRuleNames = "URI_reference"> {
  /**
   * String or object that will be attached to the each `LocationRange` object
   * created by the parser. For example, this can be path to the parsed file
   * or even the File object.
   */
  readonly grammarSource?: GrammarSource;
  readonly startRule?: T;
  readonly tracer?: ParserTracer;

  // Internal use only:
  readonly peg$library?: boolean;
  // Internal use only:
  peg$currPos?: number;
  // Internal use only:
  peg$silentFails?: number;
  // Internal use only:
  peg$maxFailExpected?: Expectation[];
  // Extra application-specific properties
  [key: string]: unknown;
}

export declare const StartRules: StartRuleNames[];


// From grammars/rfc6874.types.ts:
// What the structural rules of rfc3986.peggy return. scripts/generate.js copies
// these declarations into generated/rfc3986.d.ts; every rule not named in
// RuleResults returns the text it matched (a string).
// null stands for an absent optional part (the RFC's "undefined" component);
// the tags ("reg-name", "path-abempty") are the RFC's rule names.

/** The five path rules of section 3.3, by the RFC's names. */
export type PathForm =
  | "path-abempty"
  | "path-absolute"
  | "path-noscheme"
  | "path-rootless"
  | "path-empty";

/** URI: scheme ":" hier-part [ "?" query ] [ "#" fragment ]. */
export interface URINode {
  readonly type: "URI";
  readonly scheme: string;
  readonly hierPart: HierPartNode;
  readonly query: string | null;
  readonly fragment: string | null;
}

/** absolute-URI: scheme ":" hier-part [ "?" query ]. */
export interface AbsoluteURINode {
  readonly type: "absolute-URI";
  readonly scheme: string;
  readonly hierPart: HierPartNode;
  readonly query: string | null;
}

/** relative-ref: relative-part [ "?" query ] [ "#" fragment ]. */
export interface RelativeRefNode {
  readonly type: "relative-ref";
  readonly relativePart: RelativePartNode;
  readonly query: string | null;
  readonly fragment: string | null;
}

/** URI-reference: a URI or a relative-ref. */
export type URIReferenceNode = URINode | RelativeRefNode;

/** "//" authority path-abempty: the first alternative of hier-part and relative-part. */
export interface AuthorityPathNode {
  readonly authority: AuthorityNode;
  readonly pathForm: "path-abempty";
  /** The path-abempty's text. */
  readonly path: string;
}

/** A path without an authority. */
export interface PathOnlyNode<F extends PathForm> {
  readonly authority: null;
  readonly pathForm: F;
  /** The text of the path rule named by pathForm. */
  readonly path: string;
}

/** hier-part: which alternative matched, the authority if any, and the path's text. */
export type HierPartNode =
  | AuthorityPathNode
  | PathOnlyNode<"path-absolute" | "path-rootless" | "path-empty">;

/** relative-part: which alternative matched, the authority if any, and the path's text. */
export type RelativePartNode =
  | AuthorityPathNode
  | PathOnlyNode<"path-absolute" | "path-noscheme" | "path-empty">;

/** authority: its text; userinfo null without "@", port null without ":". */
export interface AuthorityNode {
  readonly text: string;
  readonly userinfo: string | null;
  readonly host: HostNode;
  readonly port: string | null;
}

/** host: which alternative matched, and its text (an IP-literal's with its brackets). */
export type HostNode =
  | {
      readonly type: "IP-literal";
      readonly text: string;
      readonly ipLiteral: IPLiteralNode;
    }
  | { readonly type: "IPv4address"; readonly text: string }
  | { readonly type: "reg-name"; readonly text: string };

/** IP-literal: what stands between the brackets. */
export type IPLiteralNode =
  | { readonly type: "IPv6address"; readonly address: string }
  | IPv6addrzNode
  | IPvFutureNode;

/** IPvFuture: its version (the HEXDIGs after "v") and its whole text as address ("v1.x"). */
export interface IPvFutureNode {
  readonly type: "IPvFuture";
  readonly version: string;
  readonly address: string;
}

/** path: the first alternative, in the RFC's order, that spans the whole path. */
export interface PathNode {
  readonly type: PathForm;
  readonly text: string;
}

export interface RuleResults {
  URI: URINode;
  hier_part: HierPartNode;
  URI_reference: URIReferenceNode;
  absolute_URI: AbsoluteURINode;
  relative_ref: RelativeRefNode;
  relative_part: RelativePartNode;
  authority: AuthorityNode;
  host: HostNode;
  IP_literal: IPLiteralNode;
  IPvFuture: IPvFutureNode;
  path: PathNode;
  IPv6addrz: IPv6addrzNode;
}

/** IPv6addrz: the IPv6address, and the ZoneID after its "%25", as written (percent-encoded). */
export interface IPv6addrzNode {
  readonly type: "IPv6addrz";
  readonly address: string;
  readonly zoneID: string;
}

/** What parsing from start rule R returns: rules not listed in RuleResults return the matched text. */
export type RuleResult<R extends StartRuleNames> = R extends keyof RuleResults ? RuleResults[R] : string;

export declare function parse<R extends StartRuleNames = "URI_reference">(
  input: string,
  options?: ParseOptions<R>,
): RuleResult<R>;

/**
 * The parser of one start rule, as parse with { startRule: rule,
 * peg$reject: reject } parses: (input, reject) => the rule's value on
 * input, or reject for input outside the language. input must be a string.
 */
export declare function peg$startParser<R extends StartRuleNames>(
  rule: R,
): <T>(input: string, reject: T) => RuleResult<R> | T;

/**
 * The cutter of one start rule: (source, cuts) => whether source is in the
 * rule's language; if so, cuts[i] holds where the last element labelled
 * CutLabels[i] on its parse ended (-1: none did). source must be a string,
 * cuts an Int32Array of CutLabels.length slots at least.
 */
export declare function peg$startCutter<R extends StartRuleNames>(
  rule: R,
): (source: string, cuts: Int32Array) => boolean;
/** The labels whose ends a cutter records, by slot. */
export declare const CutLabels: ["scheme","authority","path","query"];
