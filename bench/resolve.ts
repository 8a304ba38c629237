// The resolution sections: each dialect's resolve against the resolvers
// people use (resolve), and a resolver bound to one base, parsed once,
// against new URL(ref, base) (bound).
import * as fastUri from "fast-uri";
import * as uriJs from "uri-js";
import * as rfc2396 from "../src/rfc2396/index.js";
import {
  ratio,
  timeInterleaved,
  type Contender,
  type Timing,
} from "./harness.js";
import {
  accepted,
  BOUND_BASE,
  each,
  flattened,
  type CreateResolver,
  type Dialect,
  type Pair,
  type Resolve,
} from "./inputs.js";
import { header, pushDialectTargets, rateTable, type Run } from "./report.js";

export function resolveSection(run: Run, all: readonly Dialect[]): void {
  const { pairs } = run.corpus;
  header(
    `Resolve: ${pairs.length} (base, reference) pairs from ${run.corpus.name}/relative.tsv`,
  );
  const contenders: Contender<Pair>[] = [
    ...all
      .filter((d) => d.resolve !== null)
      .map((d) => {
        const resolve = d.resolve as Resolve;
        return each(`${d.name}.resolve`, (p: Pair) =>
          resolve(p.base, p.reference),
        );
      }),
    each("fast-uri resolve", (p: Pair) => fastUri.resolve(p.base, p.reference)),
    each("uri-js resolve", (p: Pair) => uriJs.resolve(p.base, p.reference)),
    each(
      "Node new URL(ref, base)",
      (p: Pair) => new URL(p.reference, p.base).href,
    ),
  ];
  const timings = timeInterleaved(contenders, pairs, run.rounds, run.warmup);
  const ours = timings[0] as Timing;
  console.log(rateTable(timings, ours));
  const named = (name: string): Timing =>
    timings.find((t) => t.name === name) as Timing;
  run.targets.push({
    what: "rfc2396.resolve ÷ fast-uri resolve",
    value: ratio(ours, named("fast-uri resolve")),
    goal: 3,
  });
  run.targets.push({
    what: "rfc2396.resolve ÷ Node new URL(ref, base)",
    value: ratio(ours, named("Node new URL(ref, base)")),
    goal: 1,
  });
  pushDialectTargets(
    run.targets,
    timings,
    all.filter((d) => d.resolve !== null).length,
  );
}

export function boundSection(run: Run, all: readonly Dialect[]): void {
  // One base, and every reference of the corpus.
  const base = BOUND_BASE;
  const refs = run.corpus.pairs.map((p) => p.reference);
  const baseURL = new URL(base);
  const contenders: Contender<string>[] = [
    ...all
      .filter((d) => d.createResolver !== null)
      .map((d) => {
        const bound = (d.createResolver as CreateResolver)(base);
        return each(`${d.name}.createResolver(base)`, bound);
      }),
    each("Node new URL(ref, base)", (r: string) => new URL(r, base).href),
    each("Node new URL(ref, baseURL)", (r: string) => new URL(r, baseURL).href),
  ];
  const time = (inputs: readonly string[], title: string): Timing[] => {
    header(title);
    const timings = timeInterleaved(contenders, inputs, run.rounds, run.warmup);
    console.log(rateTable(timings, timings[0] as Timing));
    return timings;
  };
  const timings = time(
    refs,
    `Bound resolver: ${refs.length} references from relative.tsv against one base, ${base}`,
  );
  // The same without the references RFC 2396 rejects (each costs an error
  // object, with its stack trace; Node's URL accepts them).
  const valid = refs.filter(
    (r) => accepted([r], (s) => (rfc2396.parse(s), true)) === 1,
  );
  const validTimings = time(
    valid,
    `Bound resolver, the ${valid.length} of those references that RFC 2396 accepts`,
  );
  const versusNode = (all: readonly Timing[], population: string): void => {
    const node = all.find(
      (t) => t.name === "Node new URL(ref, base)",
    ) as Timing;
    run.targets.push({
      what: `rfc2396.createResolver(base) ÷ Node new URL(ref, base)${population}`,
      value: ratio(all[0] as Timing, node),
      goal: 1,
    });
  };
  versusNode(timings, "");
  versusNode(validTimings, ", on the references RFC 2396 accepts");
  pushDialectTargets(
    run.targets,
    timings,
    all.filter((d) => d.createResolver !== null).length,
  );
}

/**
 * The flat section's resolution half (bench/parse.ts, flatSection, says what
 * flattened means): RFC 2396's and RFC 3986's resolve and Node's URL on the
 * corpus's pairs as read and flattened, interleaved, and each resolve against
 * Node's URL on the same strings.
 */
export function flatResolveSection(run: Run, all: readonly Dialect[]): void {
  const { pairs } = run.corpus;
  const flat = pairs.map((p): Pair => ({
    base: flattened(p.base),
    reference: flattened(p.reference),
  }));
  header(
    `Resolve: the ${pairs.length} pairs as read and flattened (each string flattened when it is ASCII)`,
  );
  const sides = [
    ["as read", pairs],
    ["flattened", flat],
  ] as const;
  const resolvers = all.filter(
    (d) => d.resolve !== null && (d.name === "rfc2396" || d.name === "rfc3986"),
  );
  const contenders: Contender<number>[] = [];
  for (const [side, inputs] of sides) {
    for (const d of resolvers) {
      const resolve = d.resolve as Resolve;
      contenders.push(
        each(`${d.name}.resolve, ${side}`, (i: number) => {
          const p = inputs[i] as Pair;
          return resolve(p.base, p.reference);
        }),
      );
    }
    contenders.push(
      each(`Node new URL(ref, base), ${side}`, (i: number) => {
        const p = inputs[i] as Pair;
        return new URL(p.reference, p.base).href;
      }),
    );
  }
  const timings = timeInterleaved(
    contenders,
    pairs.map((_, i) => i),
    run.rounds,
    run.warmup,
  );
  console.log(rateTable(timings, timings[0] as Timing));
  const named = (name: string): Timing =>
    timings.find((t) => t.name === name) as Timing;
  for (const [side] of sides) {
    for (const d of resolvers) {
      run.targets.push({
        what: `${d.name}.resolve ÷ Node new URL(ref, base), pairs ${side}`,
        value: ratio(
          named(`${d.name}.resolve, ${side}`),
          named(`Node new URL(ref, base), ${side}`),
        ),
        goal: 1,
      });
    }
  }
}
