// url-grammars to-uri and to-iri: RFC 3987 section 3's mappings between IRIs
// and URIs.
import { toIRI, toURI } from "../../rfc3987/index.js";
import { flag } from "../args.js";
import type { Command } from "../command.js";
import { printed } from "../output.js";

/** A command that maps its argument by `map`, printing the result (or JSON with it as `key`). */
function mapping(
  key: "uri" | "iri",
  map: (input: string) => string,
  help: Pick<Command, "usage" | "about" | "examples">,
): Command {
  return {
    ...help,
    options: { "--json": "print the input and the result as JSON" },
    positionals: [1, 1],
    each(args, input) {
      const value = map(input);
      const record = { dialect: "rfc3987", input, [key]: value };
      return printed(flag(args, "json"), record, value);
    },
  };
}

export const toUri = mapping("uri", toURI, {
  usage: () => "[--json] <iri>",
  about: `Maps an IRI reference to the URI reference it stands for (RFC 3987 section
3.1): each character of ucschar and iprivate becomes the "%XX" of its UTF-8
octets (uppercase hex digits); the rest stays as it is. The result is an RFC
3986 URI reference. A string that is no IRI reference (by RFC 3987's grammar
and section 4.1) prints the error and exits 1.`,
  examples: [
    "url-grammars to-uri 'http://r\u00e9sum\u00e9.example.org/\u00e9t\u00e9?q=\u00e9'",
  ],
});

export const toIri = mapping("iri", toIRI, {
  usage: () => "[--json] <uri>",
  about: `Converts a URI reference to an IRI reference (RFC 3987 section 3.2): each
escaped UTF-8 sequence that decodes to a character an IRI allows there is
decoded; "%25", reserved and other ASCII characters, ill-formed UTF-8, and
characters outside ucschar (iprivate in a query) or forbidden by section 4.1
stay escaped. A string that is no RFC 3986 URI reference prints the error and
exits 1.`,
  examples: ["url-grammars to-iri 'http://xn--99zt52a.example.org/%E2%80%AE'"],
});
