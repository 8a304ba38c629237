// No normalization, in any dialect and under any combination of its options,
// gives a URL an authority, a host or a port that the input did not have:
// decoding an escape can change how a URL parses ("http://%65vil.com/" has no
// host by RFC 1738's grammar, "http://evil.com/" has one), and a normalizer
// that decoded it would hand a reader a host the input never named. Checked
// on the fuzz target's inputs (test/fuzz/inputs.ts) and on the cases below.
import * as rfc1738 from "../../src/rfc1738";
import * as rfc1808 from "../../src/rfc1808";
import * as rfc2396 from "../../src/rfc2396";
import * as rfc2732 from "../../src/rfc2732";
import * as rfc3986 from "../../src/rfc3986";
import { InputMaker } from "../fuzz/inputs";

/** What a parsed URL has: an authority (or net_loc), a host, a port. */
interface Shape {
  readonly authority: boolean;
  readonly host: boolean;
  readonly port: boolean;
}

interface Dialect {
  readonly name: string;
  readonly parse: (input: string) => unknown;
  readonly normalize: (input: string, options?: never) => string;
  readonly shape: (url: never) => Shape;
  /** The normalize options, each a boolean. */
  readonly options: readonly string[];
}

const defined = (value: unknown): boolean => value !== undefined;

const generic = (url: {
  authority?: string;
  host?: unknown;
  port?: string;
}): Shape => ({
  authority: defined(url.authority),
  host: defined(url.host),
  port: defined(url.port),
});

const DIALECTS: readonly Dialect[] = [
  {
    name: "rfc1738",
    parse: (s) => rfc1738.parse(s),
    normalize: rfc1738.normalize,
    // RFC 1738 has no authority apart from the host of a scheme's syntax.
    shape: (url: { host?: string; rawPort?: string }) => ({
      authority: defined(url.host),
      host: defined(url.host),
      port: defined(url.rawPort),
    }),
    options: ["decodeUnreserved"],
  },
  {
    name: "rfc1808",
    parse: (s) => rfc1808.parse(s),
    normalize: rfc1808.normalize,
    shape: (url: { netLoc?: string; host?: string; port?: string }) => ({
      authority: defined(url.netLoc),
      host: defined(url.host),
      port: defined(url.port),
    }),
    options: ["decodeUnreserved", "removeDotSegments"],
  },
  {
    name: "rfc2396",
    parse: (s) => rfc2396.parse(s),
    normalize: rfc2396.normalize,
    shape: generic,
    options: ["decodeUnreserved", "removeDotSegments"],
  },
  {
    name: "rfc2732",
    parse: (s) => rfc2732.parse(s),
    normalize: rfc2732.normalize,
    shape: generic,
    options: ["decodeUnreserved", "removeDotSegments"],
  },
  {
    name: "rfc3986",
    parse: (s) => rfc3986.parse(s),
    normalize: rfc3986.normalize,
    shape: generic,
    options: [
      "caseNormalization",
      "percentEncodingNormalization",
      "pathSegmentNormalization",
      "schemeBasedNormalization",
    ],
  },
];

/** Every combination of the options, each true or false. */
function combinations(options: readonly string[]): Record<string, boolean>[] {
  return options.reduce<Record<string, boolean>[]>(
    (all, option) =>
      all.flatMap((o) => [
        { ...o, [option]: false },
        { ...o, [option]: true },
      ]),
    [{}],
  );
}

/** The first thing `output` has that `input` did not, or undefined. */
function gained(before: Shape, after: Shape): string | undefined {
  return (["authority", "host", "port"] as const).find(
    (part) => after[part] && !before[part],
  );
}

/** The inputs the dialect parses, of the fuzz target's first `count` (none longer than 2000 characters). */
function fuzzInputs(dialect: Dialect, count: number): string[] {
  const maker = new InputMaker(dialect.name);
  const inputs: string[] = [];
  for (let i = 0; i < count; i++) {
    const { text } = maker.input(28, i);
    if (text.length > 2000) continue;
    try {
      dialect.parse(text);
      inputs.push(text);
    } catch {
      // Not a URL of the dialect: nothing to normalize.
    }
  }
  return inputs;
}

/** Escapes that decode to a host, a port or the letters of one. */
const CONSTRUCTED = [
  "http://%65vil.com/",
  "http://evil%2Ecom/",
  "http://127%2E0%2E0%2E1/",
  "x://h:%38%30/",
  "http://h:%38%30/",
  "http://%41.com/%7e",
  "//%65vil.com/x",
  "x://h%41/",
  "ftp://u%41@h%41/",
  "http://u@%68:%38/",
  "gopher://%68/",
  "x:%2F%2Fh/",
  "x:/%2Fh/",
  "%2F%2Fh/x",
];

describe.each(DIALECTS.map((d) => [d.name, d] as const))(
  "%s.normalize",
  (_, dialect) => {
    const inputs = [...CONSTRUCTED, ...fuzzInputs(dialect, 1500)].filter(
      (text) => {
        try {
          dialect.parse(text);
          return true;
        } catch {
          return false;
        }
      },
    );

    test.each(combinations(dialect.options).map((o) => [JSON.stringify(o), o]))(
      "under %s gives no URL an authority, a host or a port",
      (__, options) => {
        expect(inputs.length).toBeGreaterThan(100);
        const failures: string[] = [];
        for (const input of inputs) {
          const output = dialect.normalize(input, options as never);
          const part = gained(
            dialect.shape(dialect.parse(input) as never),
            dialect.shape(dialect.parse(output) as never),
          );
          if (part !== undefined)
            failures.push(
              `${JSON.stringify(input)} -> ${JSON.stringify(output)} gains a ${part}`,
            );
        }
        expect(failures).toEqual([]);
      },
    );
  },
);

describe("the cases of issue 28", () => {
  test.each<[string, () => string, string]>([
    [
      'rfc1738.normalize("http://%65vil.com/", { decodeUnreserved: true })',
      () => rfc1738.normalize("http://%65vil.com/", { decodeUnreserved: true }),
      // A genericurl (no host): decoding would make it an httpurl with one.
      "http://%65vil.com/",
    ],
    [
      'rfc1738.normalize("x://h:%38%30/", { decodeUnreserved: true })',
      () => rfc1738.normalize("x://h:%38%30/", { decodeUnreserved: true }),
      "x://h:%38%30/",
    ],
    [
      'rfc1808.normalize("x://h:%38%30/", { decodeUnreserved: true })',
      () => rfc1808.normalize("x://h:%38%30/", { decodeUnreserved: true }),
      "x://h:%38%30/",
    ],
    [
      'rfc2396.normalize("http://%65vil.com/")',
      () => rfc2396.normalize("http://%65vil.com/"),
      "http://%65vil.com/",
    ],
    [
      'rfc2732.normalize("x://h:%38%30/")',
      () => rfc2732.normalize("x://h:%38%30/"),
      "x://h:%38%30/",
    ],
    // Where decoding changes no structure, it still decodes.
    [
      'rfc1738.normalize("http://h/%41%7e", { decodeUnreserved: true })',
      () => rfc1738.normalize("http://h/%41%7e", { decodeUnreserved: true }),
      "http://h/A%7E",
    ],
    [
      'rfc2396.normalize("http://%41.com/%7e")',
      () => rfc2396.normalize("http://%41.com/%7e"),
      "http://%41.com/~",
    ],
    [
      'rfc1808.normalize("http://u%41@h/%41", { decodeUnreserved: true })',
      () => rfc1808.normalize("http://u%41@h/%41", { decodeUnreserved: true }),
      "http://uA@h/A",
    ],
    // RFC 3986 reads "%65vil.com" as a host (a reg-name): section 6.2.2.2
    // decodes it, and gives the URL nothing it did not have.
    [
      'rfc3986.normalize("http://%65vil.com/")',
      () => rfc3986.normalize("http://%65vil.com/"),
      "http://evil.com/",
    ],
  ])("%s", (_, run, expected) => {
    expect(run()).toBe(expected);
  });
});
