// --get templates, in the habit of trurl: "{host}:{port}" filled in with a
// URL's components in RFC 3986's vocabulary, whatever the dialect.
import { GENERIC_COMPONENTS, type GenericComponents } from "../generic.js";
import { UsageError } from "./args.js";

/** The names a template may use: the generic components, and the URL itself. */
export const TEMPLATE_NAMES: readonly string[] = [
  ...GENERIC_COMPONENTS,
  "authority",
  "url",
];

type Piece =
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "name"; readonly name: string };

/** A template read once: "{{" and "}}" stand for "{" and "}". */
export type Template = readonly Piece[];

/** Reads a --get template; an unknown name or an unclosed "{" is a usage error. */
export function readTemplate(source: string, command: string): Template {
  const pieces: Piece[] = [];
  let text = "";
  for (let i = 0; i < source.length; i++) {
    const c = source[i] as string;
    if ((c === "{" || c === "}") && source[i + 1] === c) {
      text += c;
      i++;
    } else if (c === "{") {
      const end = source.indexOf("}", i);
      if (end < 0)
        throw new UsageError(`--get: "{" at ${i} is not closed`, command);
      const name = source.slice(i + 1, end);
      if (!TEMPLATE_NAMES.includes(name))
        throw new UsageError(
          `--get: no component {${name}}; the names are ${TEMPLATE_NAMES.map((n) => `{${n}}`).join(", ")}`,
          command,
        );
      if (text !== "") pieces.push({ kind: "text", text });
      text = "";
      pieces.push({ kind: "name", name });
      i = end;
    } else if (c === "}") {
      throw new UsageError(
        `--get: "}" at ${i} has no "{" (write "}}")`,
        command,
      );
    } else {
      text += c;
    }
  }
  if (text !== "") pieces.push({ kind: "text", text });
  return pieces;
}

/** The template filled in: an absent component is empty. */
export function fill(
  template: Template,
  url: string,
  components: GenericComponents,
): string {
  let out = "";
  for (const piece of template) {
    if (piece.kind === "text") out += piece.text;
    else if (piece.name === "url") out += url;
    else out += components[piece.name as keyof GenericComponents] ?? "";
  }
  return out;
}
