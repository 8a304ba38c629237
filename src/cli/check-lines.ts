// What check writes for each line, and the counts of its summary: one
// LineChecker per thread (the command's, or each worker's with --jobs).
import type { ColumnEntry } from "../compare.js";
import { UrlSyntaxError, type GrammarName } from "../errors.js";
import { errorJson } from "./output.js";
import { fill, type Template } from "./template.js";

export interface Counts {
  valid: number;
  invalid: number;
}

export class LineChecker {
  /** Valid and invalid lines per dialect. */
  readonly counts: Map<GrammarName, Counts>;
  /** Lines invalid in at least one dialect. */
  invalidLines = 0;

  constructor(
    private readonly dialects: readonly ColumnEntry[],
    private readonly template: Template | undefined,
  ) {
    this.counts = new Map(
      dialects.map((d) => [d.name, { valid: 0, invalid: 0 }]),
    );
  }

  /** The output for line number `n` (from 1): a JSON record, or the filled template. */
  line(text: string, n: number): string {
    if (this.template !== undefined) {
      // One dialect: the template for a valid line, nothing for an invalid one.
      const dialect = this.dialects[0] as ColumnEntry;
      const count = this.counts.get(dialect.name) as Counts;
      // The command gives a template only to a column with components.
      const generic = dialect.generic as NonNullable<ColumnEntry["generic"]>;
      try {
        const filled = fill(this.template, text, generic(text));
        count.valid++;
        return `${filled}\n`;
      } catch (error) {
        if (!(error instanceof UrlSyntaxError)) throw error;
        count.invalid++;
        this.invalidLines++;
        return "";
      }
    }
    // What JSON.stringify writes for { line, input, [dialect]: { valid,
    // components } or { valid, error } }, written directly (a test checks the
    // bytes are the same): building the view and its JSON cost twice the parse.
    let record = `{"line":${n},"input":${JSON.stringify(text)}`;
    let invalid = false;
    for (const dialect of this.dialects) {
      const count = this.counts.get(dialect.name) as Counts;
      try {
        const components = dialect.viewJson(text);
        record += `,"${dialect.name}":{"valid":true,"components":${components}}`;
        count.valid++;
      } catch (error) {
        if (!(error instanceof UrlSyntaxError)) throw error;
        record += `,"${dialect.name}":{"valid":false,"error":${JSON.stringify(errorJson(error))}}`;
        count.invalid++;
        invalid = true;
      }
    }
    if (invalid) this.invalidLines++;
    return `${record}}\n`;
  }
}
