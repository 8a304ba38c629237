// The fuzz target's checks can fail: each law, broken on purpose in a copy of
// a dialect, is reported; and the real dialects pass a short run.
import * as rfc1808 from "../../src/rfc1808";
import * as rfc2396 from "../../src/rfc2396";
import { DIALECTS } from "../../src/compare";
import { Random } from "../../src/shared/sentences";
import { DialectChecker } from "./check";
import { InputMaker } from "./inputs";

const INPUTS = 400;

/** Runs `INPUTS` inputs through a checker; returns its failures' problems. */
function run(dialect: string, module?: Record<string, unknown>): string[] {
  const maker = new InputMaker(dialect);
  const checker = new DialectChecker(dialect, maker, module);
  for (let i = 0; i < INPUTS; i++) {
    checker.check(maker.input(7, i), new Random(i));
  }
  const failures = [...checker.stats.values()].reduce(
    (n, s) => n + s.failures + s.slow,
    0,
  );
  expect(failures).toBeGreaterThanOrEqual(checker.failures.length);
  return checker.failures.map((f) => `${f.fn}: ${f.problem}`);
}

test.each(DIALECTS.map((d) => d.name))("%s passes a short run", (name) => {
  expect(run(name)).toEqual([]);
});

test.each<[string, string, Record<string, unknown>, RegExp]>([
  [
    "an untyped error",
    "rfc2396",
    {
      ...rfc2396,
      parse: (s: string) => {
        if (s.includes("%")) throw new Error("boom");
        return rfc2396.parse(s);
      },
    },
    /parse: threw Error: boom/,
  ],
  [
    "a normalize that is not idempotent",
    "rfc2396",
    { ...rfc2396, normalize: (s: string) => rfc2396.normalize(s) + "#" },
    /normalize: .*(idempotent|authority)/,
  ],
  [
    "a normalize that gains an authority (the issue's RFC 1808 bug)",
    "rfc1808",
    {
      ...rfc1808,
      normalize: (s: string) =>
        rfc1808.normalize(s).replace(/^([a-z]+):\/(?!\/)/, "$1://evil/"),
    },
    /normalize: changed the authority/,
  ],
  [
    "a resolve whose result reads as opaque",
    "rfc1808",
    {
      ...rfc1808,
      resolve: (b: string, r: string) =>
        rfc1808.resolve(b, r).replace(/^(http:\/\/[^/]*)\//, "$1//"),
    },
    /resolve: .*opaque|createResolver: disagrees/,
  ],
  [
    "an escape that loses characters",
    "rfc2396",
    { ...rfc2396, escape: (t: string) => t.replace(/%/g, "") },
    /unescape: unescape\(escape/,
  ],
  [
    "a slow call",
    "rfc2396",
    {
      ...rfc2396,
      // Slow on its first call and both retries: slow once, and only once.
      isValid: (() => {
        let calls = 0;
        return (s: string, rule?: rfc2396.Rfc2396Rule) => {
          if (calls++ < 3) {
            const until = performance.now() + 150;
            while (performance.now() < until);
          }
          return rfc2396.isValid(s, rule);
        };
      })(),
    },
    /isValid: slow/,
  ],
])("the checks catch %s", (_, dialect, module, problem) => {
  const problems = run(dialect, module);
  expect(problems.some((p) => problem.test(p))).toBe(true);
});
