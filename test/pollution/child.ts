// Run by test/pollution/pollution.test.ts in a child process, bundled with the
// library by esbuild: calls every exported function of every dialect on a
// fixed set of arguments, optionally with Object.prototype polluted, and prints
// each call's answer as one line of JSON.
//
//   node child.js '{"names": [...], "value": "string"}'   (value "none": no pollution)
import * as library from "../../src/index";
import {
  UrlEncodingError,
  UrlResolutionError,
  UrlSyntaxError,
} from "../../src/errors";

/** What Object.prototype's polluted properties hold, by the kind named on the command line. */
const POLLUTION_VALUES: Readonly<Record<string, unknown>> = {
  string: "//evil.example/",
  number: 1,
  true: true,
  object: { evil: "//evil.example/" },
  function: () => "//evil.example/",
  array: ["//evil.example/"],
};

// No answer holds a stack trace, and thousands of calls throw: capturing none
// makes a run about a quarter faster.
Error.stackTraceLimit = 0;

const config = JSON.parse(process.argv[2] as string) as {
  readonly names: readonly string[];
  readonly value: string;
};

/** URLs and references of every dialect's forms, valid and not. */
const INPUTS: readonly string[] = [
  "",
  "g",
  "./g",
  "../../g",
  "/g;x?y#s",
  "//g",
  "?y",
  ";x",
  "#s",
  "g:h",
  "http:g",
  "http://a/b/c/d;p?q#f",
  "HTTP://User:Pw@WWW.Example.COM:80/a/./b/../%7e;p?q=%41#f%2a",
  "http://a:/",
  "http://a?b/c",
  "http://a//b",
  "http:/.//evil.com/x",
  "http://%41.com/",
  "ftp://u:p@ftp.example.com:21/pub/f.txt;type=I",
  "gopher://h:70/7sel%09find%09+INFO",
  "wais://h/db/TEXT/doc",
  "news:1234@h.example",
  "mailto:fred@example.com",
  "file:///etc/motd",
  "prospero://h/a;v=1",
  "telnet://u@h:23/",
  "nntp://h/g.x/12",
  "foo:a/b",
  "urn:isbn:0-395-36341-1",
  "http://a b",
  "http://a/%zz",
  "%",
  "a\uD800",
];
const BASES: readonly string[] = [
  "http://a/b/c/d;p?q#f",
  "http://a",
  "foo:/a/b",
  "foo:a/b",
  "http://a/b/..//c",
  "g",
];
const RESOLVE_OPTIONS: readonly unknown[] = [
  undefined,
  {},
  { sameScheme: "relative" },
  { leftoverDotSegments: "remove" },
  { leftoverDotSegments: "error" },
];
const NORMALIZE_OPTIONS: readonly unknown[] = [
  undefined,
  {},
  { decodeUnreserved: true },
  { removeDotSegments: true },
  { decodeUnreserved: true, removeDotSegments: true },
];
const ESCAPE_TEXTS = ["a b/c;d?e#f", "é~%", "//evil.example/"];
/** Component names to try with escape: those of every dialect (unknown ones are a TypeError). */
const COMPONENTS = [
  "segment",
  "param",
  "query",
  "fragment",
  "userinfo",
  "reg_name",
  "net_loc",
  "user",
  "password",
  "hsegment",
  "search",
  "opaque",
];
/** Component objects given to serialize by hand, missing optional fields. */
const HANDMADE: readonly object[] = [
  { path: "/a" },
  { scheme: "http", authority: "a", path: "/b" },
  { scheme: "http", netLoc: "a", path: "b", pathAbsolute: true },
  { path: "g", pathAbsolute: false },
  { kind: "http", rawScheme: "http", host: "a" },
  { kind: "other", rawScheme: "x", schemePart: "y" },
];

/** Parts given to format by hand, missing optional fields. */
const FORMAT_PARTS: readonly object[] = [
  { path: "/a" },
  { scheme: "http", host: "a", path: "/b" },
  { scheme: "http", path: "x" },
  { path: "a:b" },
  { scheme: "ftp", host: "a", path: "b" },
  { scheme: "gopher", host: "g", gtype: "1" },
];
/** Options of compare (and of DiffReport), own properties or none. */
const COMPARE_OPTIONS: readonly unknown[] = [
  undefined,
  {},
  { base: "http://a/b/c/d;p?q" },
  { dialects: ["rfc2396", "rfc3986"] },
  { whatwg: false },
  { dialects: ["rfc1808", "rfc3986"], whatwg: false },
];

type Call = [string, () => unknown];

/** Every call to make, named; built before any pollution. */
function calls(): Call[] {
  const out: Call[] = [];
  const dialectNames = library.DIALECTS.map((d) => d.name);
  for (const name of dialectNames) {
    const dialect = (library as unknown as Record<string, unknown>)[
      name
    ] as Record<string, unknown>;
    const rules = dialect["rules"] as readonly string[];
    for (const [fn, value] of Object.entries(dialect)) {
      if (typeof value !== "function") continue;
      const f = value as (...args: unknown[]) => unknown;
      const call = (label: string, ...args: unknown[]): void => {
        out.push([`${name}.${fn}(${label})`, () => f(...args)]);
      };
      for (const input of INPUTS) {
        const at = JSON.stringify(input);
        switch (fn) {
          case "resolve":
          case "relativize":
          case "createResolver":
            for (const base of BASES)
              RESOLVE_OPTIONS.forEach((options, i) => {
                const run =
                  fn === "resolve" || fn === "relativize"
                    ? () => f(base, input, options)
                    : () => (f(base, options) as (r: string) => string)(input);
                out.push([
                  `${name}.${fn}(${JSON.stringify(base)}, ${at}, #${i})`,
                  run,
                ]);
              });
            break;
          case "normalize":
            NORMALIZE_OPTIONS.forEach((options, i) =>
              call(`${at}, #${i}`, input, options),
            );
            break;
          case "equivalent":
            NORMALIZE_OPTIONS.forEach((options, i) =>
              call(`${at}, #${i}`, input, "http://a/b/c/d;p?q#f", options),
            );
            break;
          case "isValid":
            call(at, input);
            for (const rule of rules) call(`${at}, ${rule}`, input, rule);
            break;
          case "parseRule":
          case "tree":
            for (const rule of rules)
              call(
                `${at}, ${rule}`,
                ...(fn === "tree" ? [input, rule] : [rule, input]),
              );
            if (fn === "tree") call(at, input);
            break;
          case "serialize": {
            const parse = dialect["parse"] as (s: string) => unknown;
            out.push([
              `${name}.serialize(parse(${at}))`,
              () => f(parse(input)),
            ]);
            break;
          }
          case "escape":
          case "generate":
            break;
          default:
            call(at, input);
        }
      }
      if (fn === "escape") {
        for (const text of ESCAPE_TEXTS)
          for (const component of COMPONENTS)
            call(`${JSON.stringify(text)}, ${component}`, text, component);
      }
      if (fn === "serialize") {
        HANDMADE.forEach((object, i) => call(`handmade #${i}`, object));
      }
      if (fn === "format") {
        FORMAT_PARTS.forEach((object, i) => call(`parts #${i}`, object));
      }
      if (fn === "generate") {
        // The strings themselves: the iterator has no own properties to show.
        out.push([
          `${name}.generate(members)`,
          () => [...(f({ count: 30, seed: 1 }) as Iterable<unknown>)],
        ]);
        out.push([
          `${name}.generate(near misses, ${rules[0]})`,
          () => [
            ...(f({
              count: 30,
              seed: 2,
              nearMisses: true,
              rule: rules[0],
              maxLength: 40,
            }) as Iterable<unknown>),
          ],
        ]);
      }
    }
  }
  // The functions across dialects: compare, with and without a base, some
  // dialects or all, the WHATWG column or not; a DiffReport over the inputs.
  for (const input of INPUTS) {
    const at = JSON.stringify(input);
    COMPARE_OPTIONS.forEach((options, i) =>
      out.push([
        `compare(${at}, #${i})`,
        () => library.compare(input, options as library.CompareOptions),
      ]),
    );
  }
  COMPARE_OPTIONS.forEach((options, i) =>
    out.push([
      `DiffReport #${i}`,
      () => {
        const report = new library.DiffReport(options as library.DiffOptions);
        for (const input of INPUTS) report.add(input);
        return report.summary();
      },
    ]),
  );
  return out;
}

/** An answer as text: own properties only, so that the pollution does not show in it. */
function show(value: unknown): string {
  if (value === undefined) return "undefined";
  if (value === null || typeof value !== "object") {
    return typeof value === "function" ? "function" : JSON.stringify(value);
  }
  if (value instanceof Uint8Array) return `bytes ${Array.from(value).join()}`;
  if (Array.isArray(value)) return `[${value.map(show).join(", ")}]`;
  return `{${Object.keys(value)
    .map((k) => `${k}: ${show((value as Record<string, unknown>)[k])}`)
    .join(", ")}}`;
}

function showError(error: unknown): string {
  if (error instanceof UrlSyntaxError) {
    return `UrlSyntaxError ${error.dialect} ${error.rule} ${error.offset} ${error.expected.join(" ")} | ${error.message}`;
  }
  if (error instanceof UrlResolutionError) {
    return `UrlResolutionError ${error.code} | ${error.message}`;
  }
  if (error instanceof UrlEncodingError) {
    return `UrlEncodingError ${error.code} ${error.offset} | ${error.message}`;
  }
  if (error instanceof TypeError) return `TypeError | ${error.message}`;
  return `untyped ${String(error)}`;
}

const toMake = calls();
const polluted = config.value !== "none";
if (polluted) {
  const value = POLLUTION_VALUES[config.value];
  for (const name of config.names) {
    (Object.prototype as Record<string, unknown>)[name] = value;
  }
}
const answers: string[] = [];
// No destructuring here: the polluted phase runs the library and little else.
for (let i = 0; i < toMake.length; i++) {
  const call = toMake[i] as Call;
  let answer: string;
  try {
    answer = `=> ${show(call[1]())}`;
  } catch (error) {
    answer = `throws ${showError(error)}`;
  }
  answers.push(`${call[0]} ${answer}`);
}
if (polluted) {
  for (const name of config.names) {
    delete (Object.prototype as Record<string, unknown>)[name];
  }
}
process.stdout.write(JSON.stringify(answers));
