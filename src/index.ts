// url-grammars: the package root.
export {
  UrlSyntaxError,
  UrlResolutionError,
  UrlEncodingError,
} from "./errors.js";
export type { DialectName, ResolutionErrorCode } from "./errors.js";
export type { Dialect, ParseResult } from "./dialect.js";
export type { ParseTree } from "./shared/tree.js";
export { DEFAULT_PORTS } from "./shared/default-ports.js";
export * as rfc2396 from "./rfc2396/index.js";
export { compare, DIALECTS } from "./compare.js";
export type {
  CompareOptions,
  Comparison,
  ComponentValue,
  ComponentView,
  DialectEntry,
  DialectReport,
  Disagreement,
  ResolvedReport,
} from "./compare.js";
