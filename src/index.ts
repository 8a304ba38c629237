// url-grammars: the package root.
export {
  UrlSyntaxError,
  UrlFormatError,
  UrlResolutionError,
  UrlEncodingError,
  UrlTreeLimitError,
  VariantError,
} from "./errors.js";
/** The dialects' names, oldest RFC first: each a subpath (`url-grammars/rfc3986`) and a `DialectName`. */
export { DIALECT_NAMES } from "./registry.js";
export type {
  DialectName,
  GrammarLocation,
  GrammarName,
  EncodingErrorCode,
  FormatErrorCode,
  ResolutionErrorCode,
  SyntaxErrorDetails,
  VariantErrorCode,
} from "./errors.js";
export type {
  Dialect,
  NotDefined,
  ParseResult,
  Resolver,
  ResolveNotDefined,
} from "./dialect.js";
export type { ParseTree, TreeOptions } from "./shared/tree.js";
export { DEFAULT_PORTS } from "./shared/default-ports.js";
export type { FormatParts } from "./shared/format.js";
export type {
  AppendixBComponents,
  AppendixBSplit,
} from "./shared/appendix-b.js";
export * as rfc1738 from "./rfc1738/index.js";
export * as rfc1808 from "./rfc1808/index.js";
export * as rfc2396 from "./rfc2396/index.js";
export * as rfc2732 from "./rfc2732/index.js";
export * as rfc3986 from "./rfc3986/index.js";
export * as rfc3987 from "./rfc3987/index.js";
export * as rfc6874 from "./rfc6874/index.js";
export { compare, DIALECTS } from "./compare.js";
export type {
  ColumnEntry,
  ColumnName,
  CompareOptions,
  Comparison,
  ComponentValue,
  ComponentView,
  DialectEntry,
  DialectReport,
  Disagreement,
  OptionSpec,
  OptionValues,
  ResolvedReport,
  WhatwgReport,
  WhatwgResolved,
  WhatwgVerdict,
} from "./compare.js";
export { whatwgParse, WHATWG_NOTE, WHATWG_TITLE } from "./whatwg.js";
export type {
  WhatwgComponents,
  WhatwgFailure,
  WhatwgResult,
} from "./whatwg.js";
export { GENERIC_COMPONENTS } from "./generic.js";
export type { GenericComponents } from "./generic.js";
export { DiffReport, DIFF_CATEGORIES, DIFF_CATEGORY_NOTES } from "./diff.js";
export type {
  ColumnValue,
  DiffCategory,
  DiffExample,
  DiffGroup,
  DiffOptions,
  DiffSummary,
} from "./diff.js";
export { generate, REFERENCE_RULES } from "./generate.js";
export type { GeneratedString, GenerateOptions } from "./generate.js";
export {
  COMPONENT_NAMES,
  conformance,
  conformanceBatched,
  ConformanceError,
} from "./conformance.js";
export type {
  Answer,
  BatchParser,
  ComponentAgreement,
  ComponentName,
  ConformanceErrorCode,
  ConformanceOptions,
  ConformanceReport,
  DisagreementKind,
  Example,
  Parser,
  ReportedComponents,
  RuleAgreement,
  Verdict,
} from "./conformance.js";
