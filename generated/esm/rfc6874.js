// GENERATED FILE, do not edit. The parser, as an ES module.
// Source: grammars/rfc6874.peggy. Edit the grammar and run `npm run generate`.
// Base: grammars/rfc3986.peggy, whose rules grammars/rfc6874.peggy replaces or adds to.
// Generator: scripts/generate.js with peggy 5.1.0.
// The CommonJS module generated/rfc6874.js, the one copy of the parser.
import parser from "../rfc6874.js";

export const { StartRules, SyntaxError, parse } = parser;
