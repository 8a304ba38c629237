// GENERATED FILE, do not edit. Types of the parser.
// Source: grammars/rfc1808.peggy. Edit the grammar and run `npm run generate`.
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

export type StartRuleNames = "URL" | "net_loc_login";
export interface ParseOptions<T extends StartRuleNames = "URL"> {
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


// From grammars/rfc1808.types.ts:
// What the structural rules of rfc1808.peggy return. scripts/generate.js copies
// these declarations into generated/rfc1808.d.ts; every rule not named in
// RuleResults returns the text it matched (a string).
// null stands for an absent optional part ("[ ... ]" that matched nothing).

/** URL: the absoluteURL or relativeURL node, and the fragment after "#". */
export interface URLNode {
  readonly url: AbsoluteURLNode | RelativeURLNode;
  readonly fragment: string | null;
}

/** absoluteURL: its first branch (generic-RL) or its second (opaque). */
export type AbsoluteURLNode = GenericRLNode | OpaqueURLNode;

/** generic-RL = scheme ":" relativeURL */
export interface GenericRLNode {
  readonly type: "generic-RL";
  readonly scheme: string;
  readonly relativeURL: RelativeURLNode;
}

/** absoluteURL's second branch: scheme ":" *( uchar | reserved ). */
export interface OpaqueURLNode {
  readonly type: "opaque";
  readonly scheme: string;
  /** The text after the ":". */
  readonly opaque: string;
}

/** relativeURL = net_path | abs_path | rel_path */
export type RelativeURLNode = NetPathNode | AbsPathNode | RelPathNode;

/** net_path = "//" net_loc [ abs_path ] */
export interface NetPathNode {
  readonly type: "net_path";
  readonly netLoc: string;
  readonly absPath: AbsPathNode | null;
}

/** abs_path = "/" rel_path */
export interface AbsPathNode {
  readonly type: "abs_path";
  readonly relPath: RelPathNode;
}

/** rel_path = [ path ] [ ";" params ] [ "?" query ] */
export interface RelPathNode {
  readonly type: "rel_path";
  readonly path: string | null;
  readonly params: string | null;
  readonly query: string | null;
}

/** RFC 1738 login = [ user [ ":" password ] "@" ] hostport */
export interface LoginNode {
  /** null when there is no "@". */
  readonly credentials: CredentialsNode | null;
  readonly hostport: HostportNode;
}

/** user [ ":" password ] "@": password is null when there is no ":". */
export interface CredentialsNode {
  readonly user: string;
  readonly password: string | null;
}

/** RFC 1738 hostport = host [ ":" port ] */
export interface HostportNode {
  readonly host: HostNode;
  readonly port: string | null;
}

/** RFC 1738 host = hostname | hostnumber: which alternative matched, and its text. */
export interface HostNode {
  readonly type: "hostname" | "hostnumber";
  readonly text: string;
}

export interface RuleResults {
  URL: URLNode;
  absoluteURL: AbsoluteURLNode;
  generic_RL: GenericRLNode;
  relativeURL: RelativeURLNode;
  net_path: NetPathNode;
  abs_path: AbsPathNode;
  rel_path: RelPathNode;
  absoluteURL_end: undefined;
  net_loc_login: LoginNode | null;
  login: LoginNode;
  hostport: HostportNode;
  host: HostNode;
}

/** What parsing from start rule R returns: rules not listed in RuleResults return the matched text. */
export type RuleResult<R extends StartRuleNames> = R extends keyof RuleResults ? RuleResults[R] : string;

export declare function parse<R extends StartRuleNames = "URL">(
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
export declare const CutLabels: ["scheme","netLoc","path","url"];
