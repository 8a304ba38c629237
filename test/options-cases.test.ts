// The cases of issue 28 ("No silent wrong answers"), each as the issue gives
// it: a part or option named as another library or dialect names it, a value
// of the wrong type or outside its choices, serialize given a field that says
// otherwise than the components; and what must still hold (parts read once,
// a polluted Object.prototype inert, undefined the same as absent). And a
// variant compiled with a base: its functions check as the shipped dialects'
// do, under the variant's name. test/options.test.ts checks every exported
// function from a table.
import * as fs from "node:fs";
import * as path from "node:path";
import * as pkg from "../src/index";
import * as variant from "../src/variant";

describe("the cases of issue 28", () => {
  const { rfc1738, rfc1808, rfc2396, rfc3986 } = pkg;

  test.each<[string, () => unknown, RegExp]>([
    [
      "a part named as Node's URL names it",
      () =>
        rfc3986.format({ scheme: "http", hostname: "a", path: "/x" } as never),
      /^rfc3986\.format: unknown part "hostname"\. Did you mean "host"\?/,
    ],
    [
      "RFC 2396's format has no authority part",
      () =>
        rfc2396.format({ scheme: "http", authority: "a", path: "x" } as never),
      /^rfc2396\.format: unknown part "authority"\. Did you mean "host"\?/,
    ],
    [
      "pathname, search, hash, username",
      () => rfc3986.format({ pathname: "/x" } as never),
      /Did you mean "path"\?/,
    ],
    ["search", () => rfc3986.format({ search: "q" } as never), /"query"\?/],
    ["hash", () => rfc3986.format({ hash: "f" } as never), /"fragment"\?/],
    [
      "username",
      () => rfc3986.format({ username: "u" } as never),
      /"userinfo"\?/,
    ],
    [
      "format([]) names format",
      () => rfc3986.format([] as never),
      /^rfc3986\.format: expected an object of parts .*; found an array$/,
    ],
    [
      "RFC 2396's option name in RFC 3986",
      () =>
        rfc3986.normalize("http://a/./b", {
          removeDotSegments: false,
        } as never),
      /^rfc3986\.normalize: unknown option "removeDotSegments"\. Did you mean "pathSegmentNormalization"\?/,
    ],
    [
      "RFC 3986's option name in RFC 2396",
      () =>
        rfc2396.normalize("http://a/%7e", {
          percentEncodingNormalization: false,
        } as never),
      /^rfc2396\.normalize: unknown option "percentEncodingNormalization"\. Did you mean "decodeUnreserved"\?/,
    ],
    [
      "RFC 1808 takes no resolution options",
      () => rfc1808.resolve("http://a/b", "c", { strict: false } as never),
      /^rfc1808\.resolve: unknown option "strict"\. It takes no options\.$/,
    ],
    [
      "a string where a boolean goes",
      () =>
        rfc3986.resolve("http://a/b", "http:g", { strict: "false" } as never),
      /^rfc3986\.resolve: option "strict" must be a boolean \(true or false\), not the string "false"$/,
    ],
    [
      "a choice that is none of them",
      () =>
        rfc2396.resolve("http://a/b", "../../g", {
          leftoverDotSegments: "drop",
        } as never),
      /^rfc2396\.resolve: option "leftoverDotSegments" must be one of "keep", "remove" and "error", not the string "drop"$/,
    ],
    [
      "a dialect name that is none",
      () => pkg.compare("http://a/", { dialects: ["rfc9999"] } as never),
      /^compare: option "dialects" must be an array of "rfc1738", .*, not an array whose element 0 is the string "rfc9999"$/,
    ],
    [
      "dialect names are not matched as substrings",
      () => pkg.compare("http://a/", { dialects: "rfc3986rfc2396" } as never),
      /^compare: option "dialects" must be an array of/,
    ],
    [
      "serialize given a host and no authority",
      () =>
        rfc3986.serialize({ scheme: "http", host: "a", path: "/x" } as never),
      /^rfc3986\.serialize: .*host undefined, not "a"/,
    ],
    [
      "serialize given a host that says otherwise than the authority",
      () =>
        rfc3986.serialize({
          ...rfc3986.parse("http://a/b"),
          host: { type: "reg-name", text: "evil" },
        } as never),
      /^rfc3986\.serialize: .*host \{"type":"reg-name","text":"a"\}, not \{"type":"reg-name","text":"evil"\}/,
    ],
    [
      "rfc1738.serialize given a prospero URL whose fields array has a hole",
      () => {
        const url = rfc1738.parse("prospero://h/p;a=b");
        if (url.kind !== "prospero") throw new Error("not a prospero URL");
        const fields = [...url.fields];
        fields.length = 2;
        return rfc1738.serialize({ ...url, fields });
      },
      /^rfc1738\.serialize: expected an RFC 1738 URL as parse returns it .*found fields of a prospero URL is an array/,
    ],
    [
      "a symbol key",
      () => rfc3986.normalize("http://a/", { [Symbol("x")]: true } as never),
      /^rfc3986\.normalize: unknown option Symbol\(x\): options are named by strings$/,
    ],
  ])("%s is a TypeError", (_, run, message) => {
    expect(run).toThrow(TypeError);
    expect(run).toThrow(message);
  });

  test("serialize still writes what parse read, with every field", () => {
    for (const text of ["http://u@a:8/b?q#f", "//a", "?y", "mailto:x@y"])
      expect(rfc3986.serialize(rfc3986.parse(text))).toBe(text);
  });

  test("parts and options are read once: a getter cannot answer the check one thing and the function another", () => {
    let reads = 0;
    const parts = {
      get scheme(): string {
        reads++;
        return reads === 1 ? "http" : "a b";
      },
      host: "a",
      path: "/x",
    };
    expect(rfc3986.format(parts)).toBe("http://a/x");
    expect(reads).toBe(1);
    let optionReads = 0;
    const options = {
      get strict(): boolean {
        optionReads++;
        return optionReads === 1 ? false : ("no" as never);
      },
    };
    expect(rfc3986.resolve("http://a/b", "http:g", options)).toBe("http://a/g");
    expect(optionReads).toBe(1);
  });

  test("a polluted Object.prototype changes nothing and raises nothing", () => {
    const proto = Object.prototype as Record<string, unknown>;
    proto["strict"] = false;
    proto["hostname"] = "evil";
    proto["removeDotSegments"] = false;
    try {
      expect(rfc3986.resolve("http://a/b", "http:g", {})).toBe("http:g");
      expect(rfc3986.format({ scheme: "http", host: "a" })).toBe("http://a");
      expect(rfc3986.normalize("http://a/./b", {})).toBe("http://a/b");
    } finally {
      delete proto["strict"];
      delete proto["hostname"];
      delete proto["removeDotSegments"];
    }
  });

  test("undefined is the same as absent, in options and in parts", () => {
    expect(
      rfc3986.normalize("HTTP://A/./b", { caseNormalization: undefined }),
    ).toBe("http://a/b");
    expect(
      rfc3986.format({
        scheme: "http",
        host: "a",
        path: "/x",
        query: undefined,
      }),
    ).toBe("http://a/x");
  });
});

describe("a variant compiled with a base checks as the shipped dialects do, under its own name", () => {
  let compiled: variant.VariantWithBase;
  beforeAll(() => {
    compiled = variant.compileVariant(
      fs.readFileSync(
        path.join(__dirname, "..", "grammars/rfc2732.peggy"),
        "utf8",
      ),
      { name: "v2732", base: "rfc2396" },
    );
  }, 60_000);
  const url = "http://u@[::1]:8080/a/b;p?q#f";
  type Call = (v: variant.VariantWithBase, o: unknown) => unknown;
  /** Each function that takes an object: how to call it, whether it takes options or parts, and a key it knows. */
  const CALLS: Readonly<
    Record<string, readonly [Call, "option" | "part", string]>
  > = {
    normalize: [
      (v, o) => v.normalize(url, o as never),
      "option",
      "decodeUnreserved",
    ],
    equivalent: [
      (v, o) => v.equivalent(url, url, o as never),
      "option",
      "removeDotSegments",
    ],
    resolve: [
      (v, o) => v.resolve(url, "g", o as never),
      "option",
      "sameScheme",
    ],
    createResolver: [
      (v, o) => v.createResolver(url, o as never)("g"),
      "option",
      "leftoverDotSegments",
    ],
    relativize: [
      (v, o) => v.relativize(url, "http://a/g", o as never),
      "option",
      "sameScheme",
    ],
    serialize: [(v, o) => v.serialize(o as never), "part", "authority"],
    format: [(v, o) => v.format(o as never), "part", "fragment"],
    tree: [(v, o) => v.tree(url, undefined, o as never), "option", "detail"],
  };
  const NO_OPTIONS = [
    "parse",
    "tryParse",
    "isValid",
    "split",
    "parseRule",
    "escape",
    "unescape",
    "unescapeOctets",
  ];

  test("every function of the variant is in CALLS or takes no options", () => {
    const functions = Object.entries(compiled)
      .filter(([, f]) => typeof f === "function")
      .map(([name]) => name);
    expect(
      functions.filter(
        (f) => !Object.hasOwn(CALLS, f) && !NO_OPTIONS.includes(f),
      ),
    ).toEqual([]);
  });

  test.each(Object.keys(CALLS))(
    "v2732.%s: a misspelled key, a non-plain object",
    (name) => {
      const [call, noun, key] = CALLS[name] as readonly [
        Call,
        "option" | "part",
        string,
      ];
      const misspelled = key.slice(0, -1);
      expect(() => call(compiled, { [misspelled]: "x" })).toThrow(
        new RegExp(
          `^v2732\\.${name}: unknown ${noun} "${misspelled}"\\. Did you mean "${key}"\\?`,
        ),
      );
      expect(() => call(compiled, new Map())).toThrow(
        new RegExp(`^v2732\\.${name}: `),
      );
    },
  );
});
