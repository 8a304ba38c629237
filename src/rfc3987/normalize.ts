// Normalization and comparison: RFC 3987 section 5.3, the comparison ladder.
// An IRI's normal form, as an IRI, by section 5.3.2's rungs:
//   5.3.2.2 character normalization, only when an option names the form (NFC
//     or NFKC): "Equivalence of IRIs MUST rely on the assumption that IRIs are
//     appropriately pre-character-normalized rather than apply character
//     normalization when comparing two IRIs". Each component is normalized
//     apart, and only where the result stays in its own rule (NFKC maps
//     U+FF0F to "/", which would move a component's end): so nothing gains or
//     loses a component;
//   5.3.2.1 case normalization and 5.3.2.4 path segment normalization, as RFC
//     3986's section 6.2.2 (src/rfc3986/normalize.ts), but that an ireg-name
//     is lowercased only when it is US-ASCII alone;
//   5.3.2.3 percent-encoding normalization: RFC 3986's (an escape of an
//     unreserved character decoded), and an escaped UTF-8 sequence of a
//     character an IRI allows there decoded too (section 3.2's steps, ASCII
//     left as step 1 left it), so that "ros%C3%A9" and "ros\u00e9" compare
//     equal, as the section's example has them;
// and RFC 3986's scheme-based normalization (6.2.3) as an option.
import type { Rfc3987Reference } from "./components.js";
import { uriToIri } from "./mapping.js";
import { recompose } from "../rfc3986/serialize.js";
import {
  normalizeReference,
  normalizeSpec,
  type Rfc3986NormalizeOptions,
} from "../rfc3986/normalize.js";
import { checkOptions, oneOf } from "../shared/options.js";

export interface Rfc3987NormalizeOptions extends Rfc3986NormalizeOptions {
  /**
   * Section 5.3.2.2, character normalization: the Unicode normalization form
   * applied to each component (where the result stays in the component's
   * rule); absent (the default), none.
   */
  readonly characterNormalization?: "NFC" | "NFKC";
}

/** What normalize and equivalent know of their options: RFC 3986's, and section 5.3.2.2's. */
const NORMALIZE_OPTIONS = /* @__PURE__ */ normalizeSpec({
  characterNormalization: /* @__PURE__ */ oneOf(["NFC", "NFKC"]),
});

/** The options of `fn` ("rfc3987.normalize"), checked. */
export function normalizeOptions(
  fn: string,
  options: Rfc3987NormalizeOptions | undefined,
): Rfc3987NormalizeOptions | undefined {
  return checkOptions(fn, options, NORMALIZE_OPTIONS);
}

/** What normalization reads of the dialect: its parse, and whether a text is in a rule. */
export interface IriReader {
  parse(input: string): Rfc3987Reference;
  isValid(input: string, rule: string): boolean;
}

/** 5.3.2.2: the reference's text with each component in `form`, where it stays in its rule. */
function characterNormalized(
  ref: Rfc3987Reference,
  form: "NFC" | "NFKC",
  iri: IriReader,
): string {
  const normal = (
    text: string | undefined,
    rule: string,
  ): string | undefined => {
    if (text === undefined) return undefined;
    const candidate = text.normalize(form);
    return candidate === text || !iri.isValid(candidate, rule)
      ? text
      : candidate;
  };
  const host =
    ref.host === undefined ? undefined : normal(ref.host.text, "ihost");
  const userinfo = normal(ref.userinfo, "iuserinfo");
  const port = ref.port;
  const authority =
    host === undefined
      ? undefined
      : (userinfo === undefined ? "" : `${userinfo}@`) +
        host +
        (port === undefined ? "" : `:${port}`);
  return recompose(
    ref.scheme,
    authority,
    // The path's rule is its form's ("ipath-abempty" is ipath_abempty).
    normal(ref.path, ref.pathForm.replace("-", "_")) as string,
    normal(ref.query, "iquery"),
    normal(ref.fragment, "ifragment"),
  );
}

/** Section 5.3.2's normal form of `input` (options checked already). */
export function normalizeIri(
  input: string,
  options: Rfc3987NormalizeOptions | undefined,
  iri: IriReader,
): string {
  let ref = iri.parse(input);
  const form = options?.characterNormalization;
  if (form !== undefined && /[^\0-\x7f]/.test(input))
    ref = iri.parse(characterNormalized(ref, form, iri));
  // RFC 3986's rungs read the five components and the host's kind and text,
  // which an IRI reference has under the same names.
  const normal = normalizeReference(ref, options);
  const decoded =
    options?.percentEncodingNormalization === false
      ? normal
      : uriToIri(normal, true);
  // What it returns is an IRI reference of the same components.
  iri.parse(decoded);
  return decoded;
}
