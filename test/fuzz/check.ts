// The fuzz target's checks, for one dialect: every exported function called on
// an input, each answer held to the laws. Used by worker.ts.
import * as library from "../../src/index";
import { UrlSyntaxError } from "../../src/errors";
import { Random } from "../../src/shared/sentences";
import { SEED_URLS, type Input, type InputMaker } from "./inputs";
import { authorityOf, equivalenceClass, own, schemeOf } from "./authority";
import {
  ABSOLUTE_KINDS,
  ANY_TYPED,
  BOOLEANS,
  COMPONENT_CANDIDATES,
  NORMALIZE_FLAGS,
  RELATIVE_KINDS,
  RESOLVE_OPTIONS,
  TYPED,
} from "./tables";

/**
 * The time bound of one call, stated in test/fuzz/README.md: a fixed part and a part
 * per input character; tree, which builds a node for every rule that matched
 * (about ten per character), has a larger part per character. A call over its
 * bound runs twice more, and is slow only if every run is.
 */
export const BOUND = { fixedMs: 100, perCharUs: 5, treePerCharUs: 50 } as const;
/** Inputs longer than this get no tree (a node per rule that matched: its size, not its time, grows with the input). */
export const TREE_LIMIT = 65_536;

export function boundMs(fn: string, chars: number): number {
  const perChar = fn === "tree" ? BOUND.treePerCharUs : BOUND.perCharUs;
  return BOUND.fixedMs + (perChar * chars) / 1000;
}

/** What one function of one dialect did over a run. */
export interface FunctionStats {
  calls: number;
  failures: number;
  slow: number;
}

/** A failure, as the report prints it. */
export interface Failure {
  readonly dialect: string;
  readonly fn: string;
  readonly input: string;
  readonly inputKind: string;
  readonly problem: string;
}

type AnyFunction = (...args: unknown[]) => unknown;
type Module = Readonly<Record<string, unknown>>;

/** Whether text holds a surrogate that is not half of a pair. */
function hasLoneSurrogate(text: string): boolean {
  return /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(
    text,
  );
}

/** One dialect's functions, and what the checks need of them. */
export class DialectChecker {
  readonly stats = new Map<string, FunctionStats>();
  readonly failures: Failure[] = [];
  /** How many failures to keep of each function, to print. */
  private readonly keep = 3;
  private readonly kept = new Map<string, number>();
  private readonly module: Module;
  private readonly functions: Map<string, AnyFunction>;
  private readonly rules: readonly string[];
  readonly components: readonly string[];
  private input: Input = { kind: "member", text: "" };
  /** The slowest calls, in ms per 1000 characters, of inputs of 10k characters or more, by function. */
  readonly slowest = new Map<string, number>();

  /** `module` is the dialect's module (by default the library's, by name): a test gives a broken one. */
  constructor(
    readonly dialect: string,
    private readonly maker: InputMaker,
    module: Module = (library as unknown as Record<string, Module>)[
      dialect
    ] as Module,
  ) {
    this.module = module;
    this.functions = new Map(
      Object.entries(this.module).filter(
        (e): e is [string, AnyFunction] => typeof e[1] === "function",
      ),
    );
    this.rules =
      (own(this.module, "rules") as readonly string[] | undefined) ?? [];
    const escape = this.functions.get("escape");
    this.components =
      escape === undefined
        ? []
        : [...new Set([...this.rules, ...COMPONENT_CANDIDATES])].filter((c) => {
            try {
              escape("a", c);
              return true;
            } catch {
              return false;
            }
          });
    for (const fn of this.functions.keys()) {
      this.stats.set(fn, { calls: 0, failures: 0, slow: 0 });
    }
  }

  /** The names of the dialect's exported functions. */
  get functionNames(): string[] {
    return [...this.functions.keys()];
  }

  /** Whether to keep one more failure of `fn` to print. */
  private keeps(fn: string): boolean {
    const n = this.kept.get(fn) ?? 0;
    this.kept.set(fn, n + 1);
    return n < this.keep;
  }

  private fail(fn: string, problem: string): void {
    const s = this.stats.get(fn);
    if (s !== undefined) s.failures++;
    if (this.keeps(fn)) {
      const text = this.input.text;
      this.failures.push({
        dialect: this.dialect,
        fn,
        input:
          text.length > 300
            ? `${JSON.stringify(text.slice(0, 200))}... (${text.length} characters)`
            : JSON.stringify(text),
        inputKind: this.input.kind,
        problem,
      });
    }
  }

  /**
   * Calls `fn` with `args`, counts it, times it against the bound (a call
   * over it runs twice more, and is slow if every run is), and checks that it
   * throws only its typed errors. Returns the value, or undefined when it threw.
   */
  private call(
    fn: string,
    args: readonly unknown[],
    chars: number,
  ): { ok: true; value: unknown } | { ok: false; error: unknown } {
    const f = this.functions.get(fn);
    if (f === undefined) return { ok: false, error: undefined };
    const stats = this.stats.get(fn)!;
    stats.calls++;
    let outcome: { ok: true; value: unknown } | { ok: false; error: unknown };
    let best = Infinity;
    for (let attempt = 0; attempt < 3; attempt++) {
      const start = performance.now();
      try {
        outcome = { ok: true, value: f(...args) };
      } catch (error) {
        outcome = { ok: false, error };
      }
      best = Math.min(best, performance.now() - start);
      if (best <= boundMs(fn, chars)) break;
    }
    if (chars >= 10_000) {
      const perK = (best / chars) * 1000;
      if (perK > (this.slowest.get(fn) ?? 0)) this.slowest.set(fn, perK);
    }
    if (best > boundMs(fn, chars)) {
      stats.slow++;
      if (this.keeps(fn)) {
        this.failures.push({
          dialect: this.dialect,
          fn,
          input: `${JSON.stringify(this.input.text.slice(0, 120))}... (${this.input.text.length} characters)`,
          inputKind: this.input.kind,
          problem: `slow: ${best.toFixed(1)} ms, over the bound of ${boundMs(fn, chars).toFixed(1)} ms`,
        });
      }
    }
    if (!outcome!.ok) {
      const error = outcome!.error;
      const allowed = TYPED[fn] ?? ANY_TYPED;
      if (!allowed.some((kind) => error instanceof kind)) {
        this.fail(
          fn,
          `threw ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`,
        );
      } else if (error instanceof UrlSyntaxError) {
        if (error.dialect !== this.dialect)
          this.fail(fn, `UrlSyntaxError of ${error.dialect}`);
        if (error.offset < 0 || error.offset > error.input.length) {
          this.fail(
            fn,
            `UrlSyntaxError offset ${error.offset} outside its input`,
          );
        }
      }
    }
    return outcome!;
  }

  /** Every function on `input`, and the laws. */
  check(input: Input, random: Random): void {
    this.input = input;
    const s = input.text;
    const n = s.length;

    // parse, tryParse, serialize: serialize(parse(s)) === s.
    const parsed = this.call("parse", [s], n);
    const tried = this.call("tryParse", [s], n);
    if (tried.ok && parsed.ok !== (own(tried.value, "ok") === true)) {
      this.fail("tryParse", "disagrees with parse");
    }
    if (parsed.ok && this.functions.has("serialize")) {
      const written = this.call("serialize", [parsed.value], n);
      if (written.ok && written.value !== s) {
        this.fail(
          "serialize",
          `serialize(parse(s)) is ${JSON.stringify(String(written.value).slice(0, 200))}`,
        );
      }
    }

    // isValid, at the whole rule and at one rule; parseRule and tree at that rule.
    const valid = this.call("isValid", [s], n);
    if (valid.ok && typeof valid.value !== "boolean")
      this.fail("isValid", "not a boolean");
    if (this.rules.length > 0) {
      const rule = random.pick(this.rules);
      const atRule = this.call("isValid", [s, rule], n);
      const ruled = this.call("parseRule", [rule, s], n);
      if (atRule.ok && ruled.ok !== atRule.value) {
        this.fail(
          "parseRule",
          `parseRule(${rule}) and isValid(${rule}) disagree`,
        );
      }
      if (n <= TREE_LIMIT) {
        const treed = this.call("tree", [s, rule], n);
        if (atRule.ok && treed.ok !== atRule.value) {
          this.fail("tree", `tree(${rule}) and isValid(${rule}) disagree`);
        }
      }
    }
    if (n <= TREE_LIMIT) this.call("tree", [s], n);

    if (parsed.ok) this.normalizeLaws(s, parsed.value, random);
    else if (this.functions.has("normalize")) this.call("normalize", [s], n);

    if (this.functions.has("resolve") || this.functions.has("createResolver")) {
      this.resolveLaws(s, parsed, random);
    }
    this.escapeLaws(s, random);

    // split: never throws on a string.
    if (this.functions.has("split")) this.call("split", [s], n);
    // format: the string as every part; a UrlFormatError or the string's
    // escapes, never anything else.
    // RFC 1738's parts are its schemes' own.
    if (this.functions.has("format") && this.dialect === "rfc1738") {
      this.call("format", [{ scheme: "http", host: s, path: s, search: s }], n);
      this.call("format", [{ scheme: "ftp", host: "h", user: s, path: s }], n);
      this.call("format", [{ scheme: "x", schemePart: s }], n);
    } else if (this.functions.has("format")) {
      this.call(
        "format",
        [{ scheme: "http", host: s, path: `/${s}`, query: s, fragment: s }],
        n,
      );
      this.call("format", [{ path: s, query: s }], n);
    }

    // generate: the input as a rule name (unknown: a RangeError); members
    // of one of the dialect's rules are valid at that rule.
    this.call("generate", [{ rule: s, count: 0, seed: 1 }], n);
    if (this.functions.has("generate") && this.rules.length > 0) {
      const rule = random.pick(this.rules);
      const made = this.call("generate", [{ rule, count: 2, seed: n }], n);
      if (made.ok)
        for (const m of made.value as Iterable<{ input: string }>) {
          const valid = this.call("isValid", [m.input, rule], m.input.length);
          if (valid.ok && valid.value !== true)
            this.fail(
              "generate",
              `a member of ${rule} isValid rejects: ${JSON.stringify(m.input)}`,
            );
        }
    }

    // Any other function: the library's typed errors only.
    for (const fn of this.functions.keys()) {
      if (!Object.hasOwn(TYPED, fn)) this.call(fn, [s], n);
    }
  }

  /** normalize: reads back, idempotent, equivalent to its input, the authority kept. */
  private normalizeLaws(s: string, parsed: unknown, random: Random): void {
    if (!this.functions.has("normalize")) return;
    const n = s.length;
    // Each dialect's own options (an option it does not know is a TypeError).
    const options = Object.fromEntries(
      (NORMALIZE_FLAGS[this.dialect] ?? NORMALIZE_FLAGS["rfc2396"]!).map(
        (flag) => [flag, random.pick(BOOLEANS)],
      ),
    );
    const shown = JSON.stringify(options);
    const normal = this.call("normalize", [s, options], n);
    if (!normal.ok) {
      this.fail("normalize", `threw on a string parse accepts (${shown})`);
      return;
    }
    const text = String(normal.value);
    const back = this.call("parse", [text], text.length);
    if (!back.ok) {
      this.fail(
        "normalize",
        `its result ${JSON.stringify(text.slice(0, 200))} does not parse (${shown})`,
      );
      return;
    }
    const written = this.call("serialize", [back.value], text.length);
    if (written.ok && written.value !== text)
      this.fail("normalize", `its result does not read back (${shown})`);
    const again = this.call("normalize", [text, options], text.length);
    if (again.ok && again.value !== text) {
      this.fail(
        "normalize",
        `not idempotent: ${JSON.stringify(text.slice(0, 200))} then ${JSON.stringify(String(again.value).slice(0, 200))} (${shown})`,
      );
    }
    const same = this.call("equivalent", [s, text, options], n + text.length);
    if (same.ok && same.value !== true)
      this.fail("equivalent", `not equivalent to its normal form (${shown})`);
    const scheme = schemeOf(s);
    const before = equivalenceClass(scheme, authorityOf(parsed, s));
    const after = equivalenceClass(scheme, authorityOf(back.value, text));
    if (before !== after) {
      this.fail(
        "normalize",
        `changed the authority: ${JSON.stringify(before)} became ${JSON.stringify(after)} (${shown})`,
      );
    }
  }

  /** resolve: reads back, absolute, not opaque from a hierarchical base, the authority the reference's or the base's. */
  private resolveLaws(
    s: string,
    parsed: { ok: boolean; value?: unknown },
    random: Random,
  ): void {
    const resolve = this.functions.get("resolve");
    if (resolve === undefined) return;
    const n = s.length;
    const base = random.chance(0.5)
      ? random.pick(SEED_URLS)
      : this.maker.member(random);
    const choices =
      RESOLVE_OPTIONS[this.dialect] ?? RESOLVE_OPTIONS["rfc2396"]!;
    const options =
      random.chance(0.8) || choices.length === 0
        ? undefined
        : random.pick(choices);
    // s as the reference, then as the base.
    const results = [
      [
        base,
        s,
        this.call("resolve", [base, s, options], n + base.length),
      ] as const,
      [s, "g", this.call("resolve", [s, "g"], n + 1)] as const,
    ];
    if (this.functions.has("relativize")) {
      const relative = this.call(
        "relativize",
        [base, s, options],
        n + base.length,
      );
      const resolved = results[0]?.[2];
      if (typeof relative === "string" && typeof resolved === "string") {
        if (this.call("resolve", [base, relative, options], n) !== resolved) {
          this.fail("relativize", "does not resolve back to the target");
        }
      }
    }
    if (this.functions.has("createResolver")) {
      const bound = this.call("createResolver", [base, options], base.length);
      if (bound.ok && typeof bound.value === "function") {
        const viaResolver = (() => {
          try {
            return { ok: true, value: (bound.value as AnyFunction)(s) };
          } catch (error) {
            return { ok: false, error };
          }
        })();
        const direct = results[0]![2];
        if (
          viaResolver.ok !== direct.ok ||
          (viaResolver.ok && direct.ok && viaResolver.value !== direct.value)
        ) {
          this.fail("createResolver", "disagrees with resolve");
        }
      }
    }
    for (const [b, r, outcome] of results) {
      if (!outcome.ok) continue;
      const text = String(outcome.value);
      const back = this.call("parse", [text], text.length);
      if (!back.ok) {
        this.fail(
          "resolve",
          `${JSON.stringify(text.slice(0, 200))} (from ${JSON.stringify(b.slice(0, 100))}) does not parse`,
        );
        continue;
      }
      const written = this.call("serialize", [back.value], text.length);
      if (written.ok && written.value !== text)
        this.fail("resolve", "its result does not read back");
      if (!ABSOLUTE_KINDS.has(String(own(back.value, "kind"))) && b !== "") {
        this.fail(
          "resolve",
          `its result ${JSON.stringify(text.slice(0, 200))} is not absolute`,
        );
      }
      let baseParsed: unknown, refParsed: unknown;
      try {
        baseParsed = (this.functions.get("parse") as AnyFunction)(b);
        refParsed = (this.functions.get("parse") as AnyFunction)(r);
      } catch {
        continue;
      }
      const refRelative = RELATIVE_KINDS.has(String(own(refParsed, "kind")));
      if (
        refRelative &&
        own(baseParsed, "form") !== "opaque" &&
        own(back.value, "form") === "opaque"
      ) {
        this.fail(
          "resolve",
          `a relative reference against a hierarchical base gave ${JSON.stringify(text.slice(0, 200))}, which reads as opaque`,
        );
      }
      const got = authorityOf(back.value, text);
      const refAuthority = authorityOf(refParsed, r);
      const baseAuthority = authorityOf(baseParsed, b);
      const refOwn = refAuthority !== undefined && refAuthority !== "";
      const fine = refOwn
        ? got === refAuthority
        : refRelative ||
            r === "" ||
            (options !== undefined &&
              (own(options, "sameScheme") === "relative" ||
                own(options, "strict") === false))
          ? got === baseAuthority || got === refAuthority
          : got === refAuthority;
      if (!fine) {
        this.fail(
          "resolve",
          `authority ${JSON.stringify(got)} is neither the reference's (${JSON.stringify(refAuthority)}) nor, without one, the base's (${JSON.stringify(baseAuthority)})`,
        );
      }
    }
    void parsed;
  }

  /** escape and unescape: a round trip for well-formed text; a lone surrogate is a UrlEncodingError. */
  private escapeLaws(s: string, random: Random): void {
    const n = s.length;
    if (this.components.length > 0) {
      const component = random.pick(this.components);
      const escaped = this.call("escape", [s, component], n);
      const lone = hasLoneSurrogate(s);
      if (lone && escaped.ok) this.fail("escape", "escaped a lone surrogate");
      if (!lone && !escaped.ok)
        this.fail("escape", `threw on well-formed text (${component})`);
      if (escaped.ok) {
        const text = String(escaped.value);
        const back = this.call("unescape", [text], text.length);
        if (!back.ok || back.value !== s)
          this.fail("unescape", `unescape(escape(s, ${component})) is not s`);
        if (s !== "" && this.rules.includes(component)) {
          const valid = this.call("isValid", [text, component], text.length);
          if (valid.ok && valid.value !== true)
            this.fail(
              "escape",
              `escape(s, ${component}) is not a ${component}`,
            );
        }
      }
    }
    this.call("unescape", [s], n);
    this.call("unescapeOctets", [s], n);
  }
}
