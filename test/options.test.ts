// Every exported function that takes an options object or an object of parts
// checks it: the object itself must be a plain object; a key the function does
// not know is a TypeError that names the key and the function and suggests
// the key meant; a value of the wrong type is a TypeError that names the key.
// The functions are found from the package's exports (the root's top-level
// functions, each dialect namespace's, url-grammars/variant's): a function
// that is neither in TABLE nor in TAKES_NO_OPTIONS fails the first test, so a
// new function cannot be exported without its checks being tested here.
import * as pkg from "../src/index";
import * as variant from "../src/variant";

/** What a key accepts, for drawing values of the wrong type. */
type Kind =
  | "boolean"
  | "string"
  | "number"
  | "string or number"
  | "dialects"
  | "variants"
  | "components"
  /** Checked by the function with an error of its own (compileVariant's base: a VariantError). */
  | "own check"
  /** A field of a parsed reference: anything of another type than the field's is refused. */
  | "field";

interface Entry {
  /** The function, as its errors name it. */
  readonly name: string;
  /** Calls it with `argument` as its options (or parts) object. */
  readonly call: (argument: unknown) => unknown;
  readonly noun: "option" | "part";
  /** The keys it knows, each with what it accepts and a value it accepts. */
  readonly keys: Readonly<Record<string, readonly [Kind, unknown]>>;
  /** Keys every call needs (generate's count and seed), given with each. */
  readonly base?: Readonly<Record<string, unknown>>;
  /** Whether the argument may be left out (undefined). */
  readonly optional: boolean;
}

const DIALECTS = ["rfc1738", "rfc1808", "rfc2396", "rfc2732", "rfc3986"];
type DialectModule = Record<string, (...args: unknown[]) => unknown>;
const dialect = (name: string): DialectModule =>
  (pkg as unknown as Record<string, DialectModule>)[name] as DialectModule;

const B: readonly [Kind, unknown] = ["boolean", true];
const S = (value: string): readonly [Kind, unknown] => ["string", value];
const N = (value: number): readonly [Kind, unknown] => ["number", value];
const URL_OF: Readonly<Record<string, string>> = {
  rfc1738: "http://h.example:8080/a/b?q",
  rfc1808: "http://u@h.example:8080/a/b;p?q#f",
  rfc2396: "http://u@h.example:8080/a/b;p?q#f",
  rfc2732: "http://u@[::1]:8080/a/b;p?q#f",
  rfc3986: "http://u@h.example:8080/a/b?q#f",
};

/** Every field of a parsed URL, as serialize's keys: given with their own values, and each replaced by one of another type. */
function serializeEntry(name: string): Entry {
  const d = dialect(name);
  const parsed = d["parse"]?.(URL_OF[name] as string) as Record<
    string,
    unknown
  >;
  const keys: Record<string, readonly [Kind, unknown]> = {};
  for (const [key, value] of Object.entries(parsed))
    if (value !== undefined) keys[key] = ["field", value];
  return {
    name: `${name}.serialize`,
    call: (argument) => d["serialize"]?.(argument),
    noun: "part",
    keys,
    base: parsed,
    optional: false,
  };
}

const FORMAT_KEYS: Entry["keys"] = {
  scheme: S("http"),
  userinfo: S("u"),
  host: S("h.example"),
  port: ["string or number", 80],
  path: S("/a"),
  query: S("q"),
  fragment: S("f"),
};
const RESOLVE_KEYS: Readonly<Record<string, Entry["keys"]>> = {
  rfc1808: {},
  rfc2396: {
    leftoverDotSegments: [["keep", "remove", "error"] as never, "remove"],
    sameScheme: [["absolute", "relative"] as never, "relative"],
  },
  rfc2732: {
    leftoverDotSegments: [["keep", "remove", "error"] as never, "remove"],
    sameScheme: [["absolute", "relative"] as never, "relative"],
  },
  rfc3986: { strict: B },
};
const NORMALIZE_KEYS: Readonly<Record<string, Entry["keys"]>> = {
  rfc1738: { decodeUnreserved: B },
  rfc1808: { decodeUnreserved: B, removeDotSegments: B },
  rfc2396: { decodeUnreserved: B, removeDotSegments: B },
  rfc2732: { decodeUnreserved: B, removeDotSegments: B },
  rfc3986: {
    caseNormalization: B,
    percentEncodingNormalization: B,
    pathSegmentNormalization: B,
    schemeBasedNormalization: B,
  },
};
const GENERATE_KEYS: Entry["keys"] = {
  rule: S("host"),
  count: N(1),
  seed: N(1),
  nearMisses: B,
  maxLength: N(20),
};

function dialectEntries(name: string): Entry[] {
  const d = dialect(name);
  const url = URL_OF[name] as string;
  const fn = (f: string): ((...args: unknown[]) => unknown) =>
    d[f] as (...args: unknown[]) => unknown;
  const entries: Entry[] = [
    serializeEntry(name),
    {
      name: `${name}.format`,
      call: (o) => fn("format")(o),
      noun: "part",
      keys:
        name === "rfc1738"
          ? {
              scheme: S("ftp"),
              host: S("h.example"),
              port: ["string or number", 21],
              user: S("u"),
              password: S("p"),
              path: S("a/b"),
              typecode: S("i"),
            }
          : FORMAT_KEYS,
      base: name === "rfc1738" ? { scheme: "ftp", host: "h.example" } : {},
      optional: false,
    },
    {
      name: `${name}.normalize`,
      call: (o) => fn("normalize")(url, o),
      noun: "option",
      keys: NORMALIZE_KEYS[name] as Entry["keys"],
      optional: true,
    },
    {
      name: `${name}.equivalent`,
      call: (o) => fn("equivalent")(url, url, o),
      noun: "option",
      keys: NORMALIZE_KEYS[name] as Entry["keys"],
      optional: true,
    },
    {
      name: `${name}.tree`,
      call: (o) => fn("tree")(url, undefined, o),
      noun: "option",
      keys: name === "rfc1738" ? { strict: B, detail: B } : { detail: B },
      optional: true,
    },
    {
      name: `${name}.generate`,
      call: (o) => [...(fn("generate")(o) as Iterable<unknown>)],
      noun: "option",
      keys: GENERATE_KEYS,
      base: { count: 1, seed: 1 },
      optional: false,
    },
  ];
  if (name === "rfc1738") {
    for (const [f, call] of [
      ["parse", (o: unknown) => fn("parse")(url, o)],
      ["tryParse", (o: unknown) => fn("tryParse")(url, o)],
      ["isValid", (o: unknown) => fn("isValid")(url, "url", o)],
      ["parseRule", (o: unknown) => fn("parseRule")("url", url, o)],
    ] as const)
      entries.push({
        name: `rfc1738.${f}`,
        call,
        noun: "option",
        keys: { strict: B },
        optional: true,
      });
  } else {
    const keys = RESOLVE_KEYS[name] as Entry["keys"];
    entries.push(
      {
        name: `${name}.resolve`,
        call: (o) => fn("resolve")(url, "../g", o),
        noun: "option",
        keys,
        optional: true,
      },
      {
        name: `${name}.relativize`,
        call: (o) => fn("relativize")(url, "http://h.example/g", o),
        noun: "option",
        keys,
        optional: true,
      },
      {
        name: `${name}.createResolver`,
        call: (o) =>
          (fn("createResolver")(url, o) as (r: string) => string)("g"),
        noun: "option",
        keys,
        optional: true,
      },
    );
  }
  return entries;
}

const grammar = 'list = item ("," item)*\nitem = [a-z]+\n';

/** Every function that takes an options or a parts object, with how to call it. */
const TABLE: readonly Entry[] = [
  ...DIALECTS.flatMap(dialectEntries),
  {
    name: "compare",
    call: (o) => pkg.compare("http://a/b", o as never),
    noun: "option",
    keys: {
      base: S("http://x/"),
      dialects: ["dialects", ["rfc3986"]],
      whatwg: B,
      variants: ["variants", []],
    },
    optional: true,
  },
  {
    name: "DiffReport",
    call: (o) => new pkg.DiffReport(o as never),
    noun: "option",
    keys: {
      dialects: ["dialects", ["rfc3986", "rfc2396"]],
      whatwg: B,
      resolve: B,
      examples: N(2),
    },
    optional: true,
  },
  {
    name: "generate",
    call: (o) => [...pkg.generate("rfc3986", o as never)],
    noun: "option",
    keys: GENERATE_KEYS,
    base: { count: 1, seed: 1 },
    optional: false,
  },
  ...(["conformance", "conformanceBatched"] as const).map((f): Entry => ({
    name: f,
    call: (o) =>
      f === "conformance"
        ? pkg.conformance("rfc3986", () => "invalid", o as never)
        : pkg.conformanceBatched(
            "rfc3986",
            async (inputs) => inputs.map(() => "invalid" as const),
            o as never,
          ),
    noun: "option",
    keys: {
      rule: S("host"),
      count: N(1),
      seed: N(1),
      components: ["components", ["host"]],
      examples: N(1),
      maxLength: N(10),
      shrinkSteps: N(1),
    },
    // Optional, but a run with the defaults (1000 strings a rule) is not
    // what this suite is for: test/conformance runs them.
    optional: false,
  })),
  {
    name: "compileVariant",
    call: (o) => variant.compileVariant(grammar, o as never),
    noun: "option",
    keys: {
      name: S("v"),
      base: ["own check", "rfc2396"],
      startRule: S("list"),
      grammarSource: S("v.peggy"),
    },
    base: { name: "v" },
    optional: false,
  },
  {
    name: "generateParserModule",
    call: (o) => variant.generateParserModule(grammar, o as never),
    noun: "option",
    keys: { grammarSource: S("v.peggy") },
    base: { grammarSource: "v.peggy" },
    optional: false,
  },
];

/**
 * Exported functions that take no options object or parts object, each with
 * why: a string argument, a rule name or a component name is checked where it
 * is given (a TypeError, test/shared/argument-types.test.ts).
 */
const TAKES_NO_OPTIONS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    DIALECTS.flatMap((d) =>
      [
        "parse",
        "tryParse",
        "isValid",
        "parseRule",
        "split",
        "escape",
        "unescape",
        "unescapeOctets",
      ]
        // RFC 1738's parse, tryParse, isValid and parseRule take { strict },
        // and it has no split (an object that says why).
        .filter(
          (f) =>
            !(
              d === "rfc1738" &&
              /^(parse|tryParse|isValid|parseRule|split)$/.test(f)
            ),
        )
        .map((f) => [`${d}.${f}`, "strings and a rule or component name"]),
    ),
  ),
  "rfc3986.removeDotSegments": "a path",
  whatwgParse: "an input and a base, strings",
  UrlSyntaxError: "an error class: the library constructs it",
  UrlFormatError: "an error class: the library constructs it",
  UrlResolutionError: "an error class: the library constructs it",
  UrlEncodingError: "an error class: the library constructs it",
  UrlTreeLimitError: "an error class: the library constructs it",
  VariantError: "an error class: the library constructs it",
  ConformanceError: "an error class: the library constructs it",
};

/** Every exported function, by the name its errors give it. */
function exportedFunctions(): string[] {
  const names: string[] = [];
  for (const [key, value] of Object.entries(pkg)) {
    if (typeof value === "function") names.push(key);
    else if (DIALECTS.includes(key))
      for (const [member, f] of Object.entries(value as object))
        if (typeof f === "function") names.push(`${key}.${member}`);
  }
  for (const [key, value] of Object.entries(variant))
    if (typeof value === "function") names.push(key);
  return names;
}

test("every exported function is in the table, or listed as taking no options", () => {
  const known = new Set([
    ...TABLE.map((e) => e.name),
    ...Object.keys(TAKES_NO_OPTIONS),
  ]);
  const exported = exportedFunctions();
  expect(exported.filter((name) => !known.has(name))).toEqual([]);
  // And nothing listed that is not exported (a table that has drifted).
  expect([...known].filter((name) => !exported.includes(name))).toEqual([]);
});

/** What `run` throws (or its promise rejects with). */
async function thrownBy(run: () => unknown): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  return undefined;
}

const escapeRe = (text: string): string =>
  text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** One edit away from `key`, and no key of `keys`: the last letter dropped, the first letter's case changed. */
function misspellings(key: string, keys: readonly string[]): string[] {
  const first = key[0] as string;
  const flipped =
    first === first.toUpperCase() ? first.toLowerCase() : first.toUpperCase();
  return [key.slice(0, -1), flipped + key.slice(1)].filter(
    (k) => k !== "" && !keys.includes(k),
  );
}

/** Values of every type, for the values of the wrong type. */
const VALUES: readonly unknown[] = [
  true,
  0,
  "x",
  null,
  [],
  {},
  () => 0,
  Symbol("s"),
  1n,
  new Date(0),
];

function wrongValues(kind: Kind, valid: unknown): unknown[] {
  switch (kind) {
    case "own check":
      return [];
    case "boolean":
      return VALUES.filter((v) => typeof v !== "boolean").concat("false");
    case "string":
      return VALUES.filter((v) => typeof v !== "string");
    case "number":
      return VALUES.filter((v) => typeof v !== "number").concat("1");
    case "string or number":
      return VALUES.filter(
        (v) => typeof v !== "string" && typeof v !== "number",
      );
    case "dialects":
      return [
        ...VALUES.filter((v) => !Array.isArray(v)),
        ["rfc9999"],
        "rfc3986rfc2396",
        ["RFC3986"],
        ["3986"],
      ];
    case "variants":
      return [...VALUES.filter((v) => !Array.isArray(v)), [5], [{}]];
    case "components":
      return [...VALUES.filter((v) => !Array.isArray(v)), ["hostname"], [1]];
    case "field":
      return VALUES.filter(
        (v) =>
          typeof v !== typeof valid ||
          (typeof v === "object" && Array.isArray(v) !== Array.isArray(valid)),
      );
  }
  // A list of choices.
  return [...VALUES, "drop", String(valid).toUpperCase()];
}

const NOT_PLAIN: readonly [string, unknown][] = [
  ["a URL", new URL("http://a/b")],
  ["a String object", new String("http://a/b")],
  ["a Map", new Map([["scheme", "http"]])],
  ["an object whose keys are inherited", Object.create({ scheme: "http" })],
  ["an array", []],
  ["a number", 5],
  ["a string", "http://a/b"],
  ["a symbol", Symbol("s")],
  ["null", null],
  ["a function", () => ({})],
];

describe.each(TABLE.map((e) => [e.name, e] as const))("%s", (name, entry) => {
  const keys = Object.keys(entry.keys);
  const fnPattern = `^${escapeRe(name)}: `;

  test.each(NOT_PLAIN)(
    "%s is a TypeError naming the function",
    async (_, value) => {
      const error = await thrownBy(() => entry.call(value));
      expect(error).toBeInstanceOf(TypeError);
      expect((error as Error).message).toMatch(new RegExp(fnPattern));
    },
  );

  if (entry.optional) {
    test("undefined is the same as no options: no TypeError", async () => {
      const error = await thrownBy(() => entry.call(undefined));
      expect(error).not.toBeInstanceOf(TypeError);
    });
  }

  const misspelled = keys.flatMap((key) =>
    misspellings(key, keys).map((wrong) => [wrong, key] as const),
  );
  if (misspelled.length > 0)
    test.each(misspelled)(
      "the misspelled %j is a TypeError that suggests %j",
      async (wrong, key) => {
        const value = (entry.keys[key] as readonly [Kind, unknown])[1];
        const error = await thrownBy(() =>
          entry.call({ ...entry.base, [wrong]: value }),
        );
        expect(error).toBeInstanceOf(TypeError);
        expect((error as Error).message).toMatch(
          new RegExp(
            `${fnPattern}unknown ${entry.noun} "${escapeRe(wrong)}"\\. Did you mean "${escapeRe(key)}"\\?`,
          ),
        );
      },
    );

  test("a key it does not know at all is a TypeError that lists the keys it knows", async () => {
    const error = await thrownBy(() =>
      entry.call({ ...entry.base, zzzNotAKey: 1 }),
    );
    expect(error).toBeInstanceOf(TypeError);
    const message = (error as Error).message;
    expect(message).toMatch(
      new RegExp(`${fnPattern}unknown ${entry.noun} "zzzNotAKey"\\.`),
    );
    expect(message).not.toMatch(/Did you mean/);
    for (const key of keys) expect(message).toContain(key);
  });

  const wrong = keys.flatMap((key) => {
    const [kind, valid] = entry.keys[key] as readonly [Kind, unknown];
    return wrongValues(kind, valid).map((value) => [key, value] as const);
  });
  if (wrong.length > 0)
    test.each(wrong)(
      "%s: %p is a TypeError naming the key",
      async (key, value) => {
        const error = await thrownBy(() =>
          entry.call({ ...entry.base, [key]: value }),
        );
        expect(error).toBeInstanceOf(TypeError);
        expect((error as Error).message).toMatch(
          new RegExp(`${fnPattern}.*\\b${escapeRe(key)}\\b`),
        );
      },
    );
});
