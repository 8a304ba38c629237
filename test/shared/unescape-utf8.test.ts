// unescape reads the octets of escapes as UTF-8 without exceptions for the
// octets that are not: its verdict and the offset it reports are TextDecoder's
// (fatal mode, sequence by sequence), and a URL with thousands of such
// escapes parses as fast as one with UTF-8 escapes (the fuzz target found
// RFC 1738's decoded fields 36 times slower on them).
import fc from "fast-check";
import { UrlEncodingError } from "../../src/errors";
import * as rfc1738 from "../../src/rfc1738";
import { unescape } from "../../src/rfc2396";

/** TextDecoder's verdict, and where a sequence of `octets` first fails. */
function reference(octets: Uint8Array): string | number {
  const fatal = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
  try {
    return fatal.decode(octets);
  } catch {
    let start = 0;
    while (start < octets.length) {
      const lead = octets[start] as number;
      const length =
        lead < 0x80
          ? 1
          : lead >= 0xf0
            ? 4
            : lead >= 0xe0
              ? 3
              : lead >= 0xc0
                ? 2
                : 0;
      if (length === 0) return start;
      try {
        fatal.decode(octets.subarray(start, start + length));
      } catch {
        return start;
      }
      start += length;
    }
    return start;
  }
}

const hex = (octet: number): string =>
  "%" + octet.toString(16).toUpperCase().padStart(2, "0");

/** Octets near UTF-8: lead and continuation octets, the edges of table 3-7. */
const octet = fc.oneof(
  fc.integer({ min: 0, max: 255 }),
  fc.constantFrom(
    0x41,
    0x80,
    0x8f,
    0x90,
    0x9f,
    0xa0,
    0xbf,
    0xc0,
    0xc1,
    0xc2,
    0xdf,
  ),
  fc.constantFrom(
    0xe0,
    0xe1,
    0xec,
    0xed,
    0xee,
    0xef,
    0xf0,
    0xf1,
    0xf3,
    0xf4,
    0xf5,
    0xff,
  ),
);

test("unescape agrees with TextDecoder on any octets: the text, or the offset of the bad sequence", () => {
  fc.assert(
    fc.property(
      fc.array(octet, { maxLength: 12 }),
      fc.string({ maxLength: 3 }),
      (octets, before) => {
        const prefix = before.replace(/%/g, "");
        const text = prefix + octets.map(hex).join("");
        const expected = reference(Uint8Array.from(octets));
        if (typeof expected === "string") {
          expect(unescape(text)).toBe(prefix + expected);
          return;
        }
        expect(() => unescape(text)).toThrow(UrlEncodingError);
        try {
          unescape(text);
        } catch (error) {
          expect((error as UrlEncodingError).offset).toBe(
            prefix.length + expected * 3,
          );
        }
      },
    ),
    { numRuns: 5000, seed: 38 },
  );
});

test("thousands of escapes that are not UTF-8 cost what UTF-8 escapes cost", () => {
  const time = (segment: string): number => {
    const url = "prospero://h/" + segment.repeat(16_000) + "x";
    let best = Infinity;
    for (let run = 0; run < 3; run++) {
      const start = performance.now();
      rfc1738.parse(url);
      best = Math.min(best, performance.now() - start);
    }
    return best;
  };
  const notUtf8 = time("%e4/");
  const utf8 = time("%c3%a9/");
  expect(rfc1738.parse("prospero://h/%e4/x").kind).toBe("prospero");
  // Each escape that is not UTF-8 threw and caught an error before: 36 times slower.
  expect(notUtf8).toBeLessThan(5 * utf8 + 20);
});
