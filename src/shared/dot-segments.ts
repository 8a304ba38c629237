// The dot-segment arithmetic that RFC 2396 section 5.2 step 6 (c to f) and
// RFC 1808 section 4 step 6 spell out alike, as string rewrites of a buffer.
// Here the buffer is kept as its list of complete path segments (the text
// between slashes after the buffer's leading "/"), and each rewrite is done in
// one left-to-right pass, so the work stays linear in the path's length however
// many "." and ".." segments it holds. The result equals the RFC's rewrites
// applied in order (c, d, e, f).

/**
 * Steps 6c to 6f on the segments of the buffer. Returns the buffer's segments
 * after the rewrites; leading ".." segments that could not be removed stay
 * (step 6g, the caller's choice, comes after).
 */
export function removeDotSegments(segments: readonly string[]): string[] {
  const out: string[] = [];
  const last = segments.length - 1;
  for (let i = 0; i <= last; i++) {
    const segment = segments[i] as string;
    if (segment === ".") {
      // c) All occurrences of "./", where "." is a complete path segment, are removed.
      // d) If the buffer string ends with "." as a complete path segment, that "." is
      //    removed (the slash before it stays: the buffer ends with an empty segment).
      if (i === last) out.push("");
      continue;
    }
    if (segment === ".." && out.length > 0 && out[out.length - 1] !== "..") {
      // e) All occurrences of "<segment>/../", where <segment> is a complete path
      //    segment not equal to "..", are removed, leftmost first, until none is left.
      //    Segments before this one are already free of the pattern, so removing
      //    the segment on top of the list is removing the leftmost occurrence.
      out.pop();
      // f) If the buffer string ends with "<segment>/..", where <segment> is a complete
      //    path segment not equal to "..", that "<segment>/.." is removed.
      if (i === last) out.push("");
      continue;
    }
    out.push(segment);
  }
  return out;
}

/** The number of ".." segments at the start of the segments (what step 6g looks at). */
export function leadingDotDotCount(segments: readonly string[]): number {
  let n = 0;
  while (n < segments.length && segments[n] === "..") n++;
  return n;
}
