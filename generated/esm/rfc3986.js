// GENERATED FILE, do not edit. The parser, as an ES module.
// Source: grammars/rfc3986.peggy. Edit the grammar and run `npm run generate`.
// Generator: scripts/generate.js with peggy 5.1.0.
// The CommonJS module generated/rfc3986.js, the one copy of the parser.
import parser from "../rfc3986.js";

export const { StartRules, SyntaxError, parse } = parser;
