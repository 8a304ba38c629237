// The dot-segment arithmetic that RFC 2396 section 5.2 step 6 (c to f) and
// RFC 1808 section 4 step 6 spell out alike, as string rewrites of a buffer.
// Here the buffer's complete path segments (the text between slashes after the
// buffer's leading "/") are kept as offsets, and the rewrites are done in one
// left-to-right pass, so the work stays linear in the path's length however
// many "." and ".." segments it holds. The result equals the RFC's rewrites
// applied in order (c, d, e, f): segments before the current one are already
// free of "<segment>/../", so removing the segment on top of the kept ones is
// removing the leftmost occurrence.

/**
 * Steps 6c to 6f on the buffer, given as its text after the leading "/" (its
 * segments joined by "/"). The rewrites are done on offsets into the text,
 * so that a merge allocates little more than its result. A text with no "."
 * or ".." segment is returned as it is. Leading ".." segments that cannot be
 * removed stay (step 6g, the caller's choice, comes after).
 */
export function removeDotSegments(text: string): string {
  if (!mayHoldDotSegment(text)) return text;
  // The kept segments, as [start, end) offsets into the text: the pairs
  // (kept[2i], kept[2i + 1]). A "." or ".." that ends the text leaves an empty
  // last segment, at text.length.
  const kept: number[] = [];
  let rewritten = false;
  let from = 0;
  for (;;) {
    const slash = text.indexOf("/", from);
    const last = slash < 0;
    const end = last ? text.length : slash;
    const top = kept.length;
    if (isDot(text, from, end)) {
      // c) "./" is removed; d) a "." that ends the buffer is removed.
      rewritten = true;
      if (last) kept.push(text.length, text.length);
    } else if (
      isDotDot(text, from, end) &&
      top > 0 &&
      !isDotDot(text, kept[top - 2] as number, kept[top - 1] as number)
    ) {
      // e) "<segment>/../" is removed, leftmost first (the segments kept so far
      //    hold no such pair, so the pair is this ".." and the segment on top);
      // f) a "<segment>/.." that ends the buffer is removed.
      rewritten = true;
      kept.pop();
      kept.pop();
      if (last) kept.push(text.length, text.length);
    } else {
      kept.push(from, end);
    }
    if (last) break;
    from = slash + 1;
  }
  if (!rewritten) return text;
  // The kept segments joined by "/"; segments that were neighbours in the text
  // are copied as one slice.
  let out = "";
  for (let i = 0; i < kept.length; i += 2) {
    let j = i;
    while (j + 2 < kept.length && kept[j + 2] === (kept[j + 1] as number) + 1) {
      j += 2;
    }
    out += (i > 0 ? "/" : "") + text.slice(kept[i], kept[j + 1]);
    i = j;
  }
  return out;
}

/**
 * False when the text surely has no "." or ".." segment: a segment that is
 * "." or ".." is followed by "/" or ends the text, so the text then holds "./"
 * or ends with ".". (True does not mean there is one: "a./b" and "b." hold
 * none.) Most paths have no dot segment; this spares them the pass below.
 */
function mayHoldDotSegment(text: string): boolean {
  return (
    text.includes("./") ||
    (text.length > 0 && text.charCodeAt(text.length - 1) === 0x2e) // "."
  );
}

/** The number of ".." segments at the start of the text (what step 6g looks at). */
export function leadingDotDotCount(text: string): number {
  let n = 0;
  let from = 0;
  while (
    text.charCodeAt(from) === 0x2e &&
    text.charCodeAt(from + 1) === 0x2e &&
    (from + 2 === text.length || text.charCodeAt(from + 2) === 0x2f)
  ) {
    n++;
    from += 3;
  }
  return n;
}

function isDot(text: string, start: number, end: number): boolean {
  return end - start === 1 && text.charCodeAt(start) === 0x2e;
}

function isDotDot(text: string, start: number, end: number): boolean {
  return (
    end - start === 2 &&
    text.charCodeAt(start) === 0x2e &&
    text.charCodeAt(start + 1) === 0x2e
  );
}
