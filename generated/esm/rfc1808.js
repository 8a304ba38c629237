// GENERATED FILE, do not edit. The parser, as an ES module.
// Source: grammars/rfc1808.peggy. Edit the grammar and run `npm run generate`.
// Generator: scripts/generate.js with peggy 5.1.0.
// The CommonJS module generated/rfc1808.js, the one copy of the parser.
import parser from "../rfc1808.js";

export const { StartRules, SyntaxError, parse } = parser;
