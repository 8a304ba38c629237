// The shortest reference that resolves back to a target, for any dialect whose
// RFC defines resolution: candidates are built from the five components
// Appendix B's expression (RFC 2396 and RFC 3986) gives the base and the
// target, both already parsed by the dialect (an RFC 1808 URL's params stay in
// the path), and each is checked by the dialect's own `resolve`: a candidate is
// an answer only if it resolves back exactly. The number of candidates is fixed
// and each is as long as the target at most plus a constant, so the work is
// linear in the input.
import { requireString, UrlResolutionError } from "../errors.js";
import { appendixB, type AppendixBComponents } from "./appendix-b.js";

/** What a dialect gives the shared relativizer. */
export interface RelativizeDialect {
  /** Whether a candidate is a reference the dialect's resolve takes (one like "//g:h" may not be). */
  isReference(input: string): boolean;
  /** The dialect's resolve, with the caller's options bound. */
  resolve(base: string, reference: string): string;
}

function suffix(t: AppendixBComponents): string {
  return (
    (t.query === undefined ? "" : "?" + t.query) +
    (t.fragment === undefined ? "" : "#" + t.fragment)
  );
}

/**
 * The directory segments of the base path that a relative path is merged
 * under (RFC 3986 section 5.2.3; RFC 2396 section 5.2 step 6a; RFC 1808
 * section 4 step 6): all but the last segment. A base with an authority and
 * an empty path merges as "/".
 */
function baseDirectory(base: AppendixBComponents): string[] {
  if (base.authority !== undefined && base.path === "") return [""];
  const segments = base.path.split("/");
  segments.pop();
  return segments;
}

/** The relative paths to try, from the longest shared directory prefix. */
function relativePaths(
  base: AppendixBComponents,
  target: AppendixBComponents,
): string[] {
  const directory = baseDirectory(base);
  const segments = target.path.split("/");
  const last = segments.length - 1;
  let k = 0;
  while (k < directory.length && k < last && directory[k] === segments[k]) k++;
  const path = "../".repeat(directory.length - k) + segments.slice(k).join("/");
  const paths = [path, "./" + path];
  if (path === "") paths.push(".");
  if (path.endsWith("../")) paths.push(path.slice(0, -1));
  return paths;
}

/** The candidates, shortest first once sorted; ties keep this order. */
function candidates(
  base: AppendixBComponents,
  target: AppendixBComponents,
  whole: string,
): string[] {
  const rest = suffix(target);
  const list: string[] = [];
  if (
    target.scheme !== undefined &&
    base.scheme !== undefined &&
    target.scheme.toLowerCase() === base.scheme.toLowerCase()
  ) {
    if (target.authority === base.authority) {
      if (target.path === base.path) {
        list.push("");
        if (target.fragment !== undefined) list.push("#" + target.fragment);
        list.push(rest);
      }
      for (const path of relativePaths(base, target)) list.push(path + rest);
      const last = target.path.slice(target.path.lastIndexOf("/") + 1);
      const params = last.indexOf(";");
      if (params !== -1) list.push(last.slice(params) + rest);
      if (target.path.startsWith("/")) {
        list.push(target.path + rest);
        list.push("/." + target.path + rest);
      }
    }
    if (target.authority !== undefined) {
      list.push("//" + target.authority + target.path + rest);
    }
  }
  list.push(whole);
  return list;
}

/**
 * Whether `text` resolves against `base` to `resolved`. A candidate the
 * dialect refuses to resolve (RFC 1808: a relative URL under a base that is
 * no generic-RL, which an absolute target never meets) is no answer.
 */
function resolvesTo(
  dialect: RelativizeDialect,
  base: string,
  text: string,
  resolved: string,
): boolean {
  try {
    return dialect.resolve(base, text) === resolved;
  } catch (error) {
    if (error instanceof UrlResolutionError) return false;
    throw error;
  }
}

/**
 * The shortest reference that `resolve(base, ·)` maps to the target (the
 * target first resolved against the base, so a relative target is read as
 * `resolve` reads it, and dot segments of an absolute one are removed).
 * Among references of one length, the first in this order wins: the
 * empty reference, the fragment-only reference, the query-and-fragment reference, the
 * relative path ("../" steps then the target's remaining segments), that
 * path after "./", "." (for an empty relative path), the relative path
 * without its final "/" (when it ends in "../"), the absolute path, it after
 * "/.", the network-path reference, the resolved target, and the target as
 * given. The last always resolves back (by definition), so there is always
 * an answer.
 */
export function relativizeWith(
  dialect: RelativizeDialect,
  base: string,
  target: string,
): string {
  requireString(base, "base");
  requireString(target, "target");
  const resolved = dialect.resolve(base, target);
  const parsedBase = appendixB(base);
  const parsedTarget = appendixB(resolved);
  const list = candidates(parsedBase, parsedTarget, resolved);
  list.push(target);
  // Shortest first: the sort is stable, so ties keep the list's order.
  for (const text of list.sort((a, b) => a.length - b.length)) {
    if (
      dialect.isReference(text) &&
      resolvesTo(dialect, base, text, resolved)
    ) {
      return text;
    }
  }
  return target;
}
