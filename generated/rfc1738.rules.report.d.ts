// GENERATED FILE, do not edit. Types of the parser.
// Source: grammars/rfc1738.peggy. Edit the grammar and run `npm run generate`.
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

export type StartRuleNames = "genericurl" | "url" | "otherurl" | "scheme" | "schemepart" | "ip_schemepart" | "login" | "hostport" | "host" | "hostname" | "domainlabel" | "toplabel" | "alphadigit" | "hostnumber" | "port" | "user" | "password" | "urlpath" | "ftpurl" | "fpath" | "fsegment" | "ftptype" | "fileurl" | "httpurl" | "hpath" | "hsegment" | "search" | "gopherurl" | "gtype" | "selector" | "gopher_plus_string" | "mailtourl" | "encoded822addr" | "newsurl" | "grouppart" | "group" | "article" | "nntpurl" | "telneturl" | "waisurl" | "waisdatabase" | "waisindex" | "waisdoc" | "database" | "wtype" | "wpath" | "prosperourl" | "ppath" | "psegment" | "fieldspec" | "fieldname" | "fieldvalue" | "lowalpha" | "hialpha" | "alpha" | "digit" | "safe" | "extra" | "national" | "punctuation" | "reserved" | "hex" | "escape" | "unreserved" | "uchar" | "xchar" | "digits" | "gopher_path" | "selector_search" | "selector_to_tab" | "search_to_tab";
export interface ParseOptions<T extends StartRuleNames = "genericurl"> {
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


// From grammars/rfc1738.types.ts:
// What the structural rules of rfc1738.peggy return. scripts/generate.js copies
// these declarations into generated/rfc1738.d.ts; every rule not named in
// RuleResults returns the text it matched (a string).
// null stands for an optional part that is absent.

/** host: which alternative matched, and its text. */
export interface HostNode {
  readonly type: "hostname" | "hostnumber";
  readonly text: string;
}

/** hostport: port is null when there is no ":". */
export interface HostportNode {
  readonly host: HostNode;
  readonly port: string | null;
}

/** login: user is null without "@"; password is null without ":" (and without a user). */
export interface LoginNode {
  readonly user: string | null;
  readonly password: string | null;
  readonly hostport: HostportNode;
}

/** ip-schemepart: urlpath is null without "/". */
export interface IpSchemepartNode {
  readonly login: LoginNode;
  readonly urlpath: string | null;
}

/** schemepart: its text, and the ip-schemepart when the text is one. */
export interface SchemepartNode {
  readonly text: string;
  readonly ip: IpSchemepartNode | null;
}

/** genericurl (and otherurl). */
export interface GenericurlNode {
  readonly type: "genericurl";
  readonly scheme: string;
  readonly schemepart: SchemepartNode;
}

/** ftptype: the character matched. */
export type FtptypeNode = "A" | "I" | "D" | "a" | "i" | "d";

/** ftpurl: path (the fpath) is null without "/"; typecode is null without ";type=". */
export interface FtpurlNode {
  readonly type: "ftpurl";
  readonly login: LoginNode;
  readonly path: string | null;
  readonly typecode: FtptypeNode | null;
}

/** fileurl: host is null when the URL names none ("file:///..."). */
export interface FileurlNode {
  readonly type: "fileurl";
  readonly host:
    | HostNode
    | { readonly type: "localhost"; readonly text: "localhost" }
    | null;
  readonly path: string;
}

/** httpurl: path (the hpath) is null without "/"; search is null without "?". */
export interface HttpurlNode {
  readonly type: "httpurl";
  readonly hostport: HostportNode;
  readonly path: string | null;
  readonly search: string | null;
}

/** gopher_path (helper): the text after gopherurl's "/", and its parts (null when absent). */
export interface GopherPathNode {
  readonly text: string;
  readonly gtype: string | null;
  readonly selector: string | null;
  readonly search: string | null;
  readonly gopherPlus: string | null;
}

/** selector_search (helper). */
export interface SelectorSearchNode {
  readonly selector: string;
  readonly search: string;
  readonly gopherPlus: string | null;
}

/** gopherurl: path is null without "/". */
export interface GopherurlNode {
  readonly type: "gopherurl";
  readonly hostport: HostportNode;
  readonly path: GopherPathNode | null;
}

/** mailtourl. */
export interface MailtourlNode {
  readonly type: "mailtourl";
  readonly address: string;
}

/** article: the text before "@", and the host after it. */
export interface ArticleNode {
  readonly id: string;
  readonly host: HostNode;
}

/** grouppart: which alternative matched, and its text. */
export type GrouppartNode =
  | { readonly type: "all"; readonly text: "*" }
  | { readonly type: "group"; readonly text: string }
  | {
      readonly type: "article";
      readonly text: string;
      readonly article: ArticleNode;
    };

/** newsurl. */
export interface NewsurlNode {
  readonly type: "newsurl";
  readonly grouppart: GrouppartNode;
}

/** nntpurl: article (its digits) is null without the second "/". */
export interface NntpurlNode {
  readonly type: "nntpurl";
  readonly hostport: HostportNode;
  readonly group: string;
  readonly article: string | null;
}

/** telneturl: slash tells whether the optional "/" is there. */
export interface TelneturlNode {
  readonly type: "telneturl";
  readonly login: LoginNode;
  readonly slash: boolean;
}

/** waisdatabase. */
export interface WaisdatabaseNode {
  readonly type: "waisdatabase";
  readonly hostport: HostportNode;
  readonly database: string;
}

/** waisindex. */
export interface WaisindexNode {
  readonly type: "waisindex";
  readonly hostport: HostportNode;
  readonly database: string;
  readonly search: string;
}

/** waisdoc. */
export interface WaisdocNode {
  readonly type: "waisdoc";
  readonly hostport: HostportNode;
  readonly database: string;
  readonly wtype: string;
  readonly wpath: string;
}

/** waisurl: one of its three forms. */
export type WaisurlNode = WaisdatabaseNode | WaisindexNode | WaisdocNode;

/** fieldspec. */
export interface FieldspecNode {
  readonly name: string;
  readonly value: string;
}

/** prosperourl: path is the ppath. */
export interface ProsperourlNode {
  readonly type: "prosperourl";
  readonly hostport: HostportNode;
  readonly path: string;
  readonly fields: readonly FieldspecNode[];
}

/** url: the node of the branch that matched (otherurl gives a genericurl node). */
export type UrlNode =
  | HttpurlNode
  | FtpurlNode
  | NewsurlNode
  | NntpurlNode
  | TelneturlNode
  | GopherurlNode
  | WaisurlNode
  | MailtourlNode
  | FileurlNode
  | ProsperourlNode
  | GenericurlNode;

export interface RuleResults {
  genericurl: GenericurlNode;
  url: UrlNode;
  otherurl: GenericurlNode;
  schemepart: SchemepartNode;
  ip_schemepart: IpSchemepartNode;
  login: LoginNode;
  hostport: HostportNode;
  host: HostNode;
  ftpurl: FtpurlNode;
  ftptype: FtptypeNode;
  fileurl: FileurlNode;
  httpurl: HttpurlNode;
  gopherurl: GopherurlNode;
  mailtourl: MailtourlNode;
  newsurl: NewsurlNode;
  grouppart: GrouppartNode;
  article: ArticleNode;
  nntpurl: NntpurlNode;
  telneturl: TelneturlNode;
  waisurl: WaisurlNode;
  waisdatabase: WaisdatabaseNode;
  waisindex: WaisindexNode;
  waisdoc: WaisdocNode;
  prosperourl: ProsperourlNode;
  fieldspec: FieldspecNode;
  gopher_path: GopherPathNode;
  selector_search: SelectorSearchNode;
}

/** What parsing from start rule R returns: rules not listed in RuleResults return the matched text. */
export type RuleResult<R extends StartRuleNames> = R extends keyof RuleResults ? RuleResults[R] : string;

export declare function parse<R extends StartRuleNames = "genericurl">(
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
