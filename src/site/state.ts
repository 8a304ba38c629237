// The page's state and its link: what the page's own URL carries after "#",
// so that a link reproduces exactly what its sender saw. Takes a fragment
// ("#url=...&base=...&rfc=...") or a state; gives the other. No DOM.
//
// The fragment is "&"-separated key=value pairs, each value percent-encoded
// where a fragment or this format needs it (RFC 3986 section 3.5's fragment
// characters stay as they are, but for "&", "=", "+" and "%"):
//   url=    the URL typed (always written)
//   base=   the base to resolve it against (absent: no base)
//   rfc=    the dialects shown, by number, as the command line's --rfc
//           ("2396,3986"; absent: every one)
//   whatwg=0  the WHATWG column hidden (absent: shown)
//   tree=   the dialect whose parse tree is shown, by number (absent: 3986)
import { DIALECT_NAMES, type DialectName } from "../errors.js";

/** Every dialect, oldest RFC first. */
export const ALL_DIALECTS = DIALECT_NAMES;

export const DEFAULT_TREE: DialectName = "rfc3986";

export interface PageState {
  readonly url: string;
  /** The base, or undefined for none (an empty base field is none). */
  readonly base: string | undefined;
  /** The dialects shown, oldest RFC first. */
  readonly dialects: readonly DialectName[];
  readonly whatwg: boolean;
  /** The dialect whose parse tree is shown. */
  readonly tree: DialectName;
}

/** A state read from a fragment, and what in the fragment could not be read. */
export interface ReadState {
  readonly state: PageState;
  /** One sentence per part of the fragment that was not understood (and left at its default). */
  readonly problems: readonly string[];
}

/** Characters a value keeps as they are: RFC 3986's fragment characters less "&", "=", "+" and "%". */
const KEPT = /^[A-Za-z0-9\-._~!$'()*,;:@/?]$/;

/** A value percent-encoded for the fragment: UTF-8, a lone surrogate as U+FFFD's octets. */
export function encodeValue(value: string): string {
  let out = "";
  for (const char of value) {
    if (KEPT.test(char)) out += char;
    else {
      const code = char.codePointAt(0) ?? 0;
      const lone = code >= 0xd800 && code <= 0xdfff;
      out += encodeURIComponent(lone ? "\ufffd" : char);
    }
  }
  return out;
}

function dialectOfNumber(text: string): DialectName | undefined {
  return ALL_DIALECTS.find((d) => d === `rfc${text}`);
}

/** The fragment (with its "#") for `state`. */
export function writeState(state: PageState): string {
  const parts = [`url=${encodeValue(state.url)}`];
  if (state.base !== undefined) parts.push(`base=${encodeValue(state.base)}`);
  if (state.dialects.length !== ALL_DIALECTS.length)
    parts.push(`rfc=${state.dialects.map((d) => d.slice(3)).join(",")}`);
  if (!state.whatwg) parts.push("whatwg=0");
  if (state.tree !== DEFAULT_TREE) parts.push(`tree=${state.tree.slice(3)}`);
  return `#${parts.join("&")}`;
}

/**
 * The state a fragment ("#..." or "") describes, or undefined for an empty
 * one; what the fragment leaves out or that is not understood is at its
 * default (no base, every column, RFC 3986's tree).
 */
export function readState(fragment: string): ReadState | undefined {
  const text = fragment.startsWith("#") ? fragment.slice(1) : fragment;
  if (text === "") return undefined;
  const problems: string[] = [];
  let url = "";
  let base: string | undefined;
  let dialects: readonly DialectName[] = ALL_DIALECTS;
  let whatwg = true;
  let tree = DEFAULT_TREE;
  for (const part of text.split("&")) {
    if (part === "") continue;
    const equals = part.indexOf("=");
    const key = equals < 0 ? part : part.slice(0, equals);
    const raw = equals < 0 ? "" : part.slice(equals + 1);
    let value: string;
    try {
      value = decodeURIComponent(raw);
    } catch {
      problems.push(
        `The link's ${key} is not well percent-encoded (${raw.slice(0, 40)}); it is read as written.`,
      );
      value = raw;
    }
    switch (key) {
      case "url":
        url = value;
        break;
      case "base":
        base = value === "" ? undefined : value;
        break;
      case "rfc": {
        const chosen: DialectName[] = [];
        // "rfc=" (every RFC column unchecked) names none.
        for (const number of value === "" ? [] : value.split(",")) {
          const dialect = dialectOfNumber(number.trim());
          if (dialect === undefined)
            problems.push(
              `The link names no known RFC in rfc= (${JSON.stringify(number)}); the known are ${ALL_DIALECTS.map((d) => d.slice("rfc".length)).join(", ")}.`,
            );
          else if (!chosen.includes(dialect)) chosen.push(dialect);
        }
        dialects = ALL_DIALECTS.filter((d) => chosen.includes(d));
        break;
      }
      case "whatwg":
        if (value === "0" || value === "1") whatwg = value === "1";
        else
          problems.push(
            `The link's whatwg= is ${JSON.stringify(value)}; it takes 0 or 1.`,
          );
        break;
      case "tree": {
        const dialect = dialectOfNumber(value);
        if (dialect === undefined)
          problems.push(
            `The link's tree= names no known RFC (${JSON.stringify(value)}).`,
          );
        else tree = dialect;
        break;
      }
      default:
        problems.push(
          `The link has a part this page does not know (${JSON.stringify(key)}); it is ignored.`,
        );
    }
  }
  return { state: { url, base, dialects, whatwg, tree }, problems };
}
