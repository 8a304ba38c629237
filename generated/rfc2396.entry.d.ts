// GENERATED FILE, do not edit. Types of the parser.
// Source: grammars/rfc2396.peggy. Edit the grammar and run `npm run generate`.
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

export type StartRuleNames = "lenient_URI_reference" | "URI_reference";
export interface ParseOptions<T extends StartRuleNames = "lenient_URI_reference"> {
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


// From grammars/rfc2396.types.ts:
// What the structural rules of rfc2396.peggy return. scripts/generate.js copies
// these declarations into generated/rfc2396.d.ts; every rule not named in
// RuleResults returns the text it matched (a string).
// null stands for an absent optional part (the RFC's "undefined" component).
// The nodes above host take the host's node as a parameter, whose default is
// RFC 2396's: a variant of the grammar (grammars/rfc2732.peggy) replaces
// HostNode, and src/rfc2396 reads the nodes of either.

/** URI_reference, lenient_URI_reference */
export interface URIReferenceNode<Host extends HostNode<string> = HostNode> {
  readonly uri: AbsoluteURINode<Host> | RelativeURINode<Host> | null;
  readonly fragment: string | null;
}

/** absoluteURI: part is a hier_part node, or the opaque_part's text. */
export interface AbsoluteURINode<Host extends HostNode<string> = HostNode> {
  readonly scheme: string;
  readonly part: HierPartNode<Host> | string;
}

/** hier_part: path is a net_path node, or the abs_path's text. */
export interface HierPartNode<Host extends HostNode<string> = HostNode> {
  readonly path: NetPathNode<Host> | string;
  readonly query: string | null;
}

/** relativeURI: path is a net_path node, or the text of abs_path or rel_path
 *  ("" only for query_only_reference). */
export type RelativeURINode<Host extends HostNode<string> = HostNode> =
  HierPartNode<Host>;

/** net_path: path is the abs_path's text, null when absent. */
export interface NetPathNode<Host extends HostNode<string> = HostNode> {
  readonly authority: AuthorityNode<Host>;
  readonly path: string | null;
}

/** authority: a server node, null for the empty server, or the reg_name's text. */
export type AuthorityNode<Host extends HostNode<string> = HostNode> =
  ServerNode<Host> | null | string;

/** server (non-empty): userinfo is null when there is no "@". */
export interface ServerNode<Host extends HostNode<string> = HostNode> {
  readonly userinfo: string | null;
  readonly hostport: HostportNode<Host>;
}

/** hostport: port is null when there is no ":". */
export interface HostportNode<Host extends HostNode<string> = HostNode> {
  readonly host: Host;
  readonly port: string | null;
}

/** host: which alternative matched, and its text. */
export interface HostNode<Kind extends string = "hostname" | "IPv4address"> {
  readonly type: Kind;
  readonly text: string;
}

export interface RuleResults {
  URI_reference: URIReferenceNode;
  lenient_URI_reference: URIReferenceNode;
  absoluteURI: AbsoluteURINode;
  relativeURI: RelativeURINode;
  query_only_reference: RelativeURINode;
  hier_part: HierPartNode;
  net_path: NetPathNode;
  authority: AuthorityNode;
  server: ServerNode | null;
  hostport: HostportNode;
  host: HostNode;
  authority_end: undefined;
}

/** What parsing from start rule R returns: rules not listed in RuleResults return the matched text. */
export type RuleResult<R extends StartRuleNames> = R extends keyof RuleResults ? RuleResults[R] : string;

export declare function parse<R extends StartRuleNames = "lenient_URI_reference">(
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
export declare const CutLabels: ["scheme","authority","path","uri"];
