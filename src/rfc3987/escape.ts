// Escaping by component for IRIs: RFC 3986's (src/rfc3986/escape.ts) for
// ASCII, and a character of ucschar (or of iprivate, in a query) left as it
// is, as section 2.2's rules allow it there; any other character beyond
// ASCII (a noncharacter, one of section 4.1's bidirectional formatting
// characters) percent-encoded as UTF-8, and a lone surrogate a
// UrlEncodingError.
import { requireString } from "../errors.js";
import { escape as escapeUri } from "../rfc3986/escape.js";
import type { Rfc3986EscapeComponent } from "../rfc3986/escape.js";
import { requireComponent } from "../shared/escaping.js";
import { isIriCharacter } from "./mapping.js";

/** The components `escape` knows, by section 2.2's rule names: RFC 3986's with "i" before them. */
export type Rfc3987EscapeComponent = `i${Rfc3986EscapeComponent}`;

/** Each component, and RFC 3986's rule that has the same ASCII. */
const ASCII_RULE: Readonly<
  Record<Rfc3987EscapeComponent, Rfc3986EscapeComponent>
> = {
  isegment: "segment",
  isegment_nz_nc: "segment_nz_nc",
  iquery: "query",
  ifragment: "fragment",
  iuserinfo: "userinfo",
  ireg_name: "reg_name",
};

/**
 * Percent-encodes what `component` does not allow as it is: ASCII as RFC
 * 3986's rule of the same name without "i" says, every character beyond
 * ASCII that is not an IRI's there (see the file's header). The result
 * matches the component's rule (isegment_nz_nc needs one character).
 */
export function escape(
  text: string,
  component: Rfc3987EscapeComponent,
): string {
  requireString(text, "text");
  requireComponent(ASCII_RULE, component);
  const rule = ASCII_RULE[component];
  const inQuery = component === "iquery";
  let out = "";
  let run = 0;
  for (let i = 0; i < text.length;) {
    const point = text.codePointAt(i) as number;
    const size = point > 0xffff ? 2 : 1;
    if (point >= 0xa0 && isIriCharacter(point, inQuery)) {
      out += escapeUri(text.slice(run, i), rule) + text.slice(i, i + size);
      run = i + size;
    }
    i += size;
  }
  return out + escapeUri(text.slice(run), rule);
}

/** RFC 3986's component names, as format asks for them, in section 2.2's. */
export function escapeAsUri(
  text: string,
  component: Rfc3986EscapeComponent,
): string {
  return escape(text, `i${component}`);
}
