// The benchmark (npm run bench): every dialect against the parsers people use,
// on real URLs, in one process, interleaved, median of several rounds.
//
//   node --expose-gc dist/bench/bench.js [--quick] [--rounds <n>] [--corpus <dir>]
//     [--check-baseline <main.js>] [--baseline <dir>]
//     [--only agreement,parse,rejections,resolve,bound,scaling,garbage,tree,bundle,flat,iri,check,options,baseline]
//
// --corpus reads urls.txt and relative.tsv from <dir> instead of bench/corpus
// (the committed sample): the full corpus the sample was taken from, for
// instance. --check-baseline adds another build's CLI (its dist/src/cli/main.js)
// to the check section, as the reference its lines per second are divided by.
// --baseline names another build of the package (a dist/, or a clone holding
// one) for the baseline section. --rounds sets the rounds of every timed
// section (9, 3 with --quick; the options and baseline sections 21, 5 with
// --quick). The command line is read by bench/args.ts.
//
// Sections (each in a file of bench/):
//   agreement  the generated parsers' fast path returns what peggy's own parser
//              returns, on the corpus (compiler/optimize.js)      agreement.ts
//   parse      each dialect's parse against fast-uri, uri-js, whatwg-url, Node URL,
//              legacy url.parse and the RFC 2396 Appendix B regular expression
//                                                                  parse.ts
//              and, with it, the recognizers: rfc2396.isValid against the
//              RFC 2396 scanner, its RegExp and URL.canParse, flattened
//              and as read                                       recognize.ts
//   rejections what a URL outside a dialect's language costs parse, against
//              isValid and a bare thrown Error, and its share of parse's time
//   resolve    each dialect's resolve against fast-uri, uri-js, new URL(ref, base)
//                                                                  resolve.ts
//   bound      a resolver bound to one base (parsed once) against new URL(ref, base)
//   scaling    parse time against input length, 100 B to 1 MB     scaling.ts
//   garbage    no memory outlives a parse but the returned object footprint.ts
//   tree       each dialect's tree (compact, and with detail): microseconds and
//              nodes per input character, on the URLs the dialect accepts
//   bundle     a browser bundle of one function of each entry (esbuild, minified
//              and gzip, from the ES module build), beside uri-js and fast-uri
//                                                                  bundle.ts
//   flat       the corpus as read (two-byte slices, for its non-ASCII lines)
//              against the same lines flattened to one-byte strings: parse,
//              and resolve on the pairs              parse.ts, resolve.ts
//   iri        rfc3987.parse against rfc3986.parse on the corpus, as read and
//              flattened, and on the corpus in Unicode (rfc3987.toIRI of each
//              URL, where that differs)                              iri.ts
//   check      the CLI's check on the corpus, on one thread and with --jobs 2
//              (wall time: the point is the second core), output compared
//                                                                  check.ts
//   options    what an options object costs parse and resolve, against none
//                                                                  options.ts
//   baseline   with --baseline only: each dialect's parse, tryParse, isValid,
//              resolve and createResolver of this build ÷ the other build's,
//              a fresh process per build in every round (baseline-child.ts),
//              medians and spreads of the rounds' ratios
//                                                                  baseline.ts
// Timing is in harness.ts, the ratios' arithmetic in ratios.ts, the corpus and
// the dialects in inputs.ts, the tables in report.ts.
import { agreementSection, scannerAgreement } from "./agreement.js";
import {
  BenchArgumentError,
  parseArguments,
  roundsOf,
  USAGE,
  wants,
  type BenchArguments,
} from "./args.js";
import { baselineSection, resolveBuild } from "./baseline.js";
import { bundleSection } from "./bundle.js";
import { checkSection } from "./check.js";
import { garbageSection, treeSection } from "./footprint.js";
import { iriSection } from "./iri.js";
import { loadCorpus, loadDialects, thisBuild } from "./inputs.js";
import { optionsSection } from "./options.js";
import { flatSection, parseSection, rejectionSection } from "./parse.js";
import { recognizerSection } from "./recognize.js";
import { machine, printTargets, type Run } from "./report.js";
import { boundSection, flatResolveSection, resolveSection } from "./resolve.js";
import { scalingSection } from "./scaling.js";

// url.parse warns (DEP0170) about some URLs of the corpus; the benchmark calls
// it on purpose, as a reference point.
process.noDeprecation = true;

async function main(args: BenchArguments): Promise<void> {
  // A --baseline that names no build is a mistake to report before any timing.
  if (args.baseline !== undefined) resolveBuild(args.baseline);
  const all = loadDialects(thisBuild);
  const { rounds, warmup } = roundsOf(args, "interleaved");
  const run: Run = {
    quick: args.quick,
    rounds,
    warmup,
    corpus: loadCorpus(args.corpus),
    targets: [],
  };
  const { urls, pairs, name } = run.corpus;
  console.log(`# url-grammars benchmark`);
  console.log(
    `\n${machine()}; ${rounds} rounds after ${warmup} warm-up, contenders interleaved, medians.` +
      ` Dialects: ${all.map((d) => d.name).join(", ")}. Corpus: ${name}` +
      ` (${urls.length} URLs, ${pairs.length} pairs).`,
  );
  const want = (section: Parameters<typeof wants>[1]): boolean =>
    wants(args, section);
  if (want("parse") || want("agreement")) scannerAgreement(run);
  if (want("agreement")) agreementSection(run, all);
  if (want("parse")) {
    parseSection(run, all);
    recognizerSection(run);
  }
  if (want("rejections")) rejectionSection(run, all);
  if (want("resolve")) resolveSection(run, all);
  if (want("bound")) boundSection(run, all);
  if (want("scaling")) scalingSection(run, all);
  if (want("garbage")) garbageSection(run, all);
  if (want("tree")) treeSection(run, all);
  if (want("bundle")) await bundleSection();
  if (want("flat")) {
    flatSection(run);
    flatResolveSection(run, all);
  }
  if (want("iri")) iriSection(run, all);
  if (want("check")) checkSection(run, args.checkBaseline);
  const paired = roundsOf(args, "baseline");
  if (want("options")) optionsSection(run, all, paired.rounds, paired.warmup);
  if (want("baseline") && args.baseline !== undefined) {
    baselineSection(run.corpus, args.baseline, paired.rounds, paired.warmup);
  }
  printTargets(run.targets);
}

/** The arguments, or undefined after printing what is wrong with them. */
function readArguments(): BenchArguments | undefined {
  try {
    return parseArguments(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof BenchArgumentError)) throw error;
    console.error(`bench: ${error.message}\nusage: ${USAGE}`);
    process.exitCode = 2;
    return undefined;
  }
}

const args = readArguments();
if (args !== undefined) {
  main(args).catch((error: unknown) => {
    if (error instanceof BenchArgumentError) {
      console.error(`bench: ${error.message}`);
      process.exitCode = 2;
      return;
    }
    console.error(error);
    process.exitCode = 1;
  });
}
