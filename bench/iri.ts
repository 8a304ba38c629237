// The IRI section: issue 29's speed target for RFC 3987. Its parse against
// RFC 3986's on the corpus, the lines as read and flattened (see the flat
// section: with a non-ASCII line in the file, every line as read is a slice
// of a two-byte string); then its parse on the corpus written in Unicode:
// each URL mapped by RFC 3987's toIRI (section 3.2: its escapes of UTF-8
// that decode to characters an IRI allows, decoded), kept when the result is
// an IRI and differs from the URL. The scaling section times long IRIs.
import { ratio, timeInterleaved, type Timing } from "./harness.js";
import { each, flattened, type Dialect } from "./inputs.js";
import { header, rateTable, type Run } from "./report.js";

/** A URL of the corpus and the IRI toIRI maps it to. */
interface UnicodeForm {
  readonly uri: string;
  readonly iri: string;
}

/** Each URL's IRI by `toIRI`, where it is an IRI other than the URL; with the URL it came from. */
function unicodeForms(
  urls: readonly string[],
  toIRI: (uri: string) => string,
  isIRI: (input: string) => boolean,
): UnicodeForm[] {
  const found: UnicodeForm[] = [];
  for (const uri of urls) {
    let iri: string;
    try {
      iri = toIRI(uri);
    } catch {
      continue; // not an RFC 3986 URI reference: toIRI maps none
    }
    if (iri !== uri && isIRI(iri)) found.push({ uri, iri });
  }
  return found;
}

export function iriSection(run: Run, all: readonly Dialect[]): void {
  const iri = all.find((d) => d.name === "rfc3987");
  const uri = all.find((d) => d.name === "rfc3986");
  const toIRI = iri?.module["toIRI"];
  header("RFC 3987 against RFC 3986 (issue 29)");
  if (iri === undefined || uri === undefined || typeof toIRI !== "function") {
    console.log("This build has no RFC 3987 dialect (dist/src/rfc3987).");
    return;
  }
  const { urls } = run.corpus;
  console.log(
    `The ${urls.length} URLs of ${run.corpus.name}/urls.txt: as read, then flattened, ` +
      `each in a timing of its own (as read first), the two dialects interleaved.`,
  );
  for (const [what, lines] of [
    ["as read", urls],
    ["flattened", urls.map(flattened)],
  ] as const) {
    const timings = timeInterleaved(
      [
        each(`rfc3987.parse, ${what}`, iri.parse),
        each(`rfc3986.parse, ${what}`, uri.parse),
      ],
      lines,
      run.rounds,
      run.warmup,
    );
    const [ours, theirs] = timings as [Timing, Timing];
    console.log(`\n${rateTable(timings, ours)}`);
    run.targets.push({
      what: `rfc3987.parse ÷ rfc3986.parse, the corpus ${what}`,
      value: ratio(ours, theirs),
      goal: 0.8,
    });
  }
  unicodeTimings(run, iri, uri, toIRI as (uri: string) => string);
}

/** RFC 3987's parse on the corpus's URLs in Unicode, beside both dialects' parse of the URLs themselves. */
function unicodeTimings(
  run: Run,
  iri: Dialect,
  uri: Dialect,
  toIRI: (uri: string) => string,
): void {
  const { urls } = run.corpus;
  const forms = unicodeForms(urls, toIRI, iri.isValid);
  const units = (pick: (f: UnicodeForm) => string): number =>
    forms.reduce((n, f) => n + pick(f).length, 0);
  const asIri = (f: UnicodeForm): string => f.iri;
  const asUri = (f: UnicodeForm): string => f.uri;
  console.log(
    `\nThe corpus in Unicode: ${forms.length} of the ${urls.length} URLs map by rfc3987.toIRI ` +
      `to an IRI other than themselves (${units(asUri)} UTF-16 units as URIs, ` +
      `${units(asIri)} as IRIs); each parsed as the IRI and as the URI it came from.\n`,
  );
  if (forms.length === 0) return;
  const rows: [string, Dialect, (f: UnicodeForm) => string][] = [
    ["rfc3987.parse, the IRIs", iri, asIri],
    ["rfc3987.parse, their URIs", iri, asUri],
    ["rfc3986.parse, their URIs", uri, asUri],
  ];
  // As many parses a round as the corpus gives (the forms repeated): a few
  // parses are too short for the clock.
  const repeated = Array.from(
    { length: Math.max(forms.length, urls.length) },
    (_, i) => forms[i % forms.length] as UnicodeForm,
  );
  const timings = timeInterleaved(
    rows.map(([name, d, pick]) =>
      each(name, (f: UnicodeForm) => d.parse(pick(f))),
    ),
    repeated,
    run.rounds,
    run.warmup,
  );
  const perUnit = (t: Timing, i: number): string => {
    const pick = (rows[i] as (typeof rows)[number])[2];
    return `${((forms.length / t.opsPerSecond / units(pick)) * 1e9).toFixed(2)} ns`;
  };
  console.log(
    rateTable(
      timings,
      timings[0] as Timing,
      (t) => [perUnit(t, timings.indexOf(t))],
      ["per UTF-16 unit"],
    ),
  );
}
