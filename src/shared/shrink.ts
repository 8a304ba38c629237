// A deterministic shrinker of strings, as property-testing libraries shrink a
// failing input: delete chunks of half the string, a quarter, ... down to
// single characters; then simplify characters (a letter to "a", a digit to
// "0"); again until nothing changes. A chunk is removed at every position,
// not only at multiples of its size ("//@[::]" shrinks to "@"). The caller
// says which candidates still fail, and how many it will try.

/**
 * Tries `candidates` in order (as many as the caller's budget allows) and
 * returns the first that still fails, or undefined when none does or the
 * budget is spent.
 */
export type FirstFailing = (
  candidates: readonly string[],
) => Promise<string | undefined>;

/** `input` shrunk while `firstFailing` finds a smaller candidate that still fails. */
export async function shrinkString(
  input: string,
  firstFailing: FirstFailing,
): Promise<string> {
  let current = [...input];
  const take = async (candidates: readonly string[]): Promise<boolean> => {
    const found = await firstFailing(candidates);
    if (found === undefined) return false;
    current = [...found];
    return true;
  };
  let changed = true;
  while (changed) {
    changed = false;
    for (let size = highBit(current.length >> 1); size >= 1; size >>= 1) {
      while (await take(deletions(current, size))) changed = true;
    }
    while (await take(simplifications(current))) changed = true;
  }
  return current.join("");
}

/** The largest power of two not above n (1 for n < 2). */
function highBit(n: number): number {
  let p = 1;
  while (p * 2 <= n) p *= 2;
  return p;
}

/** `chars` with a chunk of `size` removed, at each position in turn. */
function deletions(chars: readonly string[], size: number): string[] {
  const out: string[] = [];
  for (let at = 0; at + size <= chars.length; at++) {
    const text = [...chars.slice(0, at), ...chars.slice(at + size)].join("");
    if (!out.includes(text)) out.push(text);
  }
  return out;
}

/** `chars` with one character made simpler: a letter "a", an upper-case letter lower case, a digit "0". */
function simplifications(chars: readonly string[]): string[] {
  const out: string[] = [];
  chars.forEach((c, i) => {
    const simpler = /^[A-Z]$/.test(c)
      ? c.toLowerCase()
      : /^[b-z]$/.test(c)
        ? "a"
        : /^[1-9]$/.test(c)
          ? "0"
          : undefined;
    if (simpler !== undefined)
      out.push([...chars.slice(0, i), simpler, ...chars.slice(i + 1)].join(""));
  });
  return out;
}
