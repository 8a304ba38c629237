// RFC 3986 section 5.2.4, remove_dot_segments.
//
// The RFC describes the algorithm on two string buffers. Done literally, every
// step copies what is left of the input buffer, and step C searches the output
// buffer for its last segment: quadratic on a path of many segments. Here the
// input buffer is an offset into the path (what is left is path.slice(at)),
// and the output buffer is a stack of the spans of the path that it holds,
// each a segment with the "/" before it; so every step is a constant amount of
// work besides E's search for the next "/", which never looks at a character
// twice. The steps are the RFC's, lettered as it letters them.

/**
 * Section 5.2.4: the path without its "." and ".." complete segments, as the
 * two-buffer algorithm gives it. Linear in the length of the path.
 */
export function removeDotSegments(path: string): string {
  // A "." or ".." segment begins the path or follows a "/": a path that does
  // neither passes through every step E unchanged.
  if (path.charCodeAt(0) !== DOT && !path.includes("/.")) return path;

  // 1. The input buffer is initialized with the now-appended path components
  //    (path.slice(at)) and the output buffer is initialized to the empty
  //    string (no spans). Spans are pairs [start, end) in `output`; a span may
  //    be a lone "/" of the path that stands for the "/" a step B or C writes.
  const output: number[] = [];
  const end = path.length;
  let at = 0;

  // 2. While the input buffer is not empty, loop as follows:
  while (at < end) {
    const c0 = path.charCodeAt(at);
    const c1 = at + 1 < end ? path.charCodeAt(at + 1) : -1;
    const c2 = at + 2 < end ? path.charCodeAt(at + 2) : -1;
    const c3 = at + 3 < end ? path.charCodeAt(at + 3) : -1;

    if (c0 === DOT && c1 === DOT && c2 === SLASH) {
      // A. If the input buffer begins with a prefix of "../" or "./", then
      //    remove that prefix from the input buffer; otherwise,
      at += 3;
    } else if (c0 === DOT && c1 === SLASH) {
      at += 2;
    } else if (c0 === SLASH && c1 === DOT && c2 === SLASH) {
      // B. if the input buffer begins with a prefix of "/./" or "/.", where
      //    "." is a complete path segment, then replace that prefix with "/"
      //    in the input buffer; otherwise,
      at += 2; // the "/" after "." begins the input buffer
    } else if (c0 === SLASH && c1 === DOT && c2 === -1) {
      output.push(at, at + 1); // the input buffer is "/", which E moves
      at = end;
    } else if (c0 === SLASH && c1 === DOT && c2 === DOT && c3 === SLASH) {
      // C. if the input buffer begins with a prefix of "/../" or "/..", where
      //    ".." is a complete path segment, then replace that prefix with "/"
      //    in the input buffer and remove the last segment and its preceding
      //    "/" (if any) from the output buffer; otherwise,
      at += 3; // the "/" after ".." begins the input buffer
      output.length = Math.max(0, output.length - 2);
    } else if (c0 === SLASH && c1 === DOT && c2 === DOT && c3 === -1) {
      output.length = Math.max(0, output.length - 2);
      output.push(at, at + 1); // the input buffer is "/", which E moves
      at = end;
    } else if (c0 === DOT && (c1 === -1 || (c1 === DOT && c2 === -1))) {
      // D. if the input buffer consists only of "." or "..", then remove that
      //    from the input buffer; otherwise,
      at = end;
    } else {
      // E. move the first path segment in the input buffer to the end of the
      //    output buffer, including the initial "/" character (if any) and any
      //    subsequent characters up to, but not including, the next "/"
      //    character or the end of the input buffer.
      const slash = path.indexOf("/", c0 === SLASH ? at + 1 : at);
      const next = slash < 0 ? end : slash;
      output.push(at, next);
      at = next;
    }
  }

  // 3. Finally, the output buffer is returned as the result of
  //    remove_dot_segments. Spans that were neighbours in the path are copied
  //    as one slice.
  let result = "";
  for (let i = 0; i < output.length;) {
    const start = output[i] as number;
    let stop = output[i + 1] as number;
    i += 2;
    while (i < output.length && output[i] === stop) {
      stop = output[i + 1] as number;
      i += 2;
    }
    result += path.slice(start, stop);
  }
  return result;
}

const DOT = 0x2e;
const SLASH = 0x2f;
