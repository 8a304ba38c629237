// GENERATED FILE, do not edit. The parser, as an ES module.
// Source: grammars/rfc2732.peggy. Edit the grammar and run `npm run generate`.
// Base: grammars/rfc2396.peggy, whose rules grammars/rfc2732.peggy replaces or adds to.
// Generator: scripts/generate.js with peggy 5.1.0.
// The CommonJS module generated/rfc2732.js, the one copy of the parser.
import parser from "../rfc2732.js";

export const { StartRules, SyntaxError, parse } = parser;
