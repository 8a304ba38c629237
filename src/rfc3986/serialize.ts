// Component recomposition: RFC 3986 section 5.3.

/** The five components section 5.3 recomposes. Every Rfc3986Reference has them. */
export interface Rfc3986Parts {
  readonly scheme: string | undefined;
  readonly authority: string | undefined;
  readonly path: string;
  readonly query: string | undefined;
  readonly fragment: string | undefined;
}

/**
 * Section 5.3: a component that is undefined gets no delimiter; one that is
 * empty keeps its delimiter, so that serialize(parse(s)) === s. The components
 * are written as given: they are not checked against the grammar. Only the
 * object's own properties are read; a component that is absent is undefined
 * (the path, ""). A component that is neither a string nor undefined is a
 * TypeError.
 */
export function serialize(components: Rfc3986Parts): string {
  if (typeof components !== "object" || components === null) {
    throw new TypeError(
      "components must be an object with the components of section 5.3",
    );
  }
  return recompose(
    own(components, "scheme"),
    own(components, "authority"),
    own(components, "path") ?? "",
    own(components, "query"),
    own(components, "fragment"),
  );
}

function own(
  components: Rfc3986Parts,
  key: keyof Rfc3986Parts,
): string | undefined {
  if (!Object.hasOwn(components, key)) return undefined;
  const value: unknown = components[key];
  if (value === undefined || typeof value === "string") return value;
  throw new TypeError(
    `components.${key} must be a string or undefined, got ${value === null ? "null" : typeof value}`,
  );
}

/** Section 5.3's pseudocode, step by step. */
export function recompose(
  scheme: string | undefined,
  authority: string | undefined,
  path: string,
  query: string | undefined,
  fragment: string | undefined,
): string {
  // result = ""
  let result = "";
  // if defined(scheme) then append scheme to result; append ":" to result;
  if (scheme !== undefined) result += scheme + ":";
  // if defined(authority) then append "//" to result; append authority to result;
  if (authority !== undefined) result += "//" + authority;
  // append path to result;
  result += path;
  // if defined(query) then append "?" to result; append query to result;
  if (query !== undefined) result += "?" + query;
  // if defined(fragment) then append "#" to result; append fragment to result;
  if (fragment !== undefined) result += "#" + fragment;
  return result;
}

/**
 * Section 5.3 for components that resolution or normalization computed, with
 * one deviation: without an authority, a path that begins with "//" would be
 * read back as an authority (section 3.3: "If a URI does not contain an
 * authority component, then the path cannot begin with two slash
 * characters"). remove_dot_segments can produce such a path ("/..//x" gives
 * "//x" where the base has no authority), which the RFC does not handle; it is
 * written "/.//x" instead, the path that remove_dot_segments maps to "//x", so
 * that the result gains no authority and reads back as the same resource.
 */
export function recomposeComputed(
  scheme: string | undefined,
  authority: string | undefined,
  path: string,
  query: string | undefined,
  fragment: string | undefined,
): string {
  const readable =
    authority === undefined &&
    path.charCodeAt(0) === 0x2f && // "/"
    path.charCodeAt(1) === 0x2f
      ? "/." + path
      : path;
  return recompose(scheme, authority, readable, query, fragment);
}
