// `segments` is split from the path when first read (src/shared/segments-on-read.ts):
// whatever reads a reference (JSON, spreads, structuredClone, Object.keys,
// toEqual) sees the same segments, in the same key position, as an array
// built at parse time; a second read gives the same array.
import fc from "fast-check";
import * as rfc1738 from "../../src/rfc1738";
import * as rfc2396 from "../../src/rfc2396";
import * as rfc2732 from "../../src/rfc2732";
import * as rfc3986 from "../../src/rfc3986";

interface WithSegments {
  readonly path: string;
  readonly segments: unknown;
}
type Parse = (input: string) => WithSegments;

const DIALECTS: readonly [string, Parse][] = [
  ["rfc2396", (s) => rfc2396.parse(s) as WithSegments],
  ["rfc2732", (s) => rfc2732.parse(s) as WithSegments],
  ["rfc3986", (s) => rfc3986.parse(s) as WithSegments],
];

// [dialect, input, segments]
const TABLE: readonly [string, string, unknown][] = [
  [
    "rfc2396",
    "http://a/b/c;p;q/d?x#y",
    [
      { segment: "b", params: [] },
      { segment: "c", params: ["p", "q"] },
      { segment: "d", params: [] },
    ],
  ],
  [
    "rfc2396",
    "g;x/",
    [
      { segment: "g", params: ["x"] },
      { segment: "", params: [] },
    ],
  ],
  ["rfc2396", "//host", []],
  ["rfc2396", "#frag", []],
  ["rfc2732", "http://[::1]/a", [{ segment: "a", params: [] }]],
  ["rfc3986", "http://a/b/c;p/d?x#y", ["b", "c;p", "d"]],
  ["rfc3986", "/", [""]],
  ["rfc3986", "a/b", ["a", "b"]],
  ["rfc3986", "?q", []],
];

const parseOf = (name: string): Parse =>
  (DIALECTS.find(([n]) => n === name) as [string, Parse])[1];

/** Every own key and value, read in order (getters run). */
const entries = (o: object): [string, unknown][] =>
  Object.keys(o).map((k) => [k, (o as Record<string, unknown>)[k]]);

describe.each(TABLE)("%s %j", (dialect, input, segments) => {
  const parse = parseOf(dialect);

  test("segments reads as the path's segments, the same array each time", () => {
    const r = parse(input);
    expect(r.segments).toEqual(segments);
    expect(r.segments).toBe(r.segments);
  });

  test("JSON, a spread and structuredClone show them after path", () => {
    const r = parse(input);
    const json = JSON.stringify(r);
    const keys = Object.keys(JSON.parse(json) as object);
    expect(keys.indexOf("segments")).toBe(keys.indexOf("path") + 1);
    expect(JSON.stringify({ ...parse(input) })).toBe(json);
    expect(JSON.stringify(structuredClone(parse(input)))).toBe(json);
    expect((JSON.parse(json) as WithSegments).segments).toEqual(segments);
  });

  test("a spread and a clone are plain data, equal to the reference", () => {
    const r = parse(input);
    const spread = { ...parse(input) };
    expect(Object.getOwnPropertyDescriptor(spread, "segments")).toEqual({
      value: segments,
      writable: true,
      enumerable: true,
      configurable: true,
    });
    expect(spread).toEqual(r);
    expect(structuredClone(parse(input))).toEqual(r);
    expect(entries(parse(input))).toEqual(entries(r));
  });

  test("after the first read segments is a data property in the same place", () => {
    const r = parse(input);
    const keys = Object.keys(r);
    expect(typeof Object.getOwnPropertyDescriptor(r, "segments")?.get).toBe(
      "function",
    );
    const first = r.segments;
    expect(Object.getOwnPropertyDescriptor(r, "segments")).toEqual({
      value: first,
      writable: true,
      enumerable: true,
      configurable: true,
    });
    expect(Object.keys(r)).toEqual(keys);
  });

  test("a frozen reference still reads its segments", () => {
    const r = Object.freeze(parse(input));
    expect(r.segments).toEqual(segments);
    expect(r.segments).toEqual(segments);
  });
});

// What a segment reads as: RFC 3986's is its text; RFC 2396's (and RFC
// 2732's) is its pchars and each ";" param.
const rfc2396Segment = (text: string): unknown => {
  const [segment, ...params] = text.split(";");
  return { segment, params };
};
const EXPECTED: readonly [string, Parse, (text: string) => unknown][] = [
  ["rfc2396", parseOf("rfc2396"), rfc2396Segment],
  ["rfc2732", parseOf("rfc2732"), rfc2396Segment],
  ["rfc3986", parseOf("rfc3986"), (text) => text],
];

describe.each(EXPECTED)("%s: segments of generated paths", (_, parse, read) => {
  test("read late, in JSON and in a spread, are the path's segments", () => {
    const segment = fc.stringMatching(/^[a-z0-9;=.]{0,6}$/);
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 8 }), (parts) => {
        const input = `http://h/${parts.join("/")}`;
        const expected = (parts.length === 0 ? [""] : parts).map(read);
        expect(parse(input).segments).toEqual(expected);
        expect(
          (JSON.parse(JSON.stringify(parse(input))) as WithSegments).segments,
        ).toEqual(expected);
        expect({ ...parse(input) }.segments).toEqual(expected);
      }),
    );
  });
});

// RFC 1738: an http or file URL's segments and decoded values, read late.
// [input, segments, decoded]
const RFC1738_TABLE: readonly [string, string[], object][] = [
  [
    "http://h/a%20b/c?x%41",
    ["a%20b", "c"],
    { segments: ["a b", "c"], search: "xA" },
  ],
  ["http://h", [], { segments: [], search: undefined }],
  ["http://h/", [""], { segments: [""], search: undefined }],
  ["file:///etc/x%2Fy", ["etc", "x%2Fy"], { segments: ["etc", "x/y"] }],
];

describe.each(RFC1738_TABLE)("rfc1738 %j", (input, segments, decoded) => {
  test("segments and decoded read as built at once, in JSON, spreads and clones", () => {
    const r = rfc1738.parse(input) as unknown as {
      segments: unknown;
      decoded: unknown;
    };
    expect(r.segments).toEqual(segments);
    expect(r.decoded).toEqual(decoded);
    expect(r.decoded).toBe(r.decoded);
    const json = JSON.stringify(rfc1738.parse(input));
    expect(JSON.stringify({ ...rfc1738.parse(input) })).toBe(json);
    expect(JSON.stringify(structuredClone(rfc1738.parse(input)))).toBe(json);
    expect(JSON.stringify(r)).toBe(json);
    const parsed = JSON.parse(json) as { segments: unknown; decoded: unknown };
    expect(parsed.segments).toEqual(segments);
    expect(parsed.decoded).toEqual(decoded);
    expect({ ...rfc1738.parse(input) }).toEqual(r);
  });
});
