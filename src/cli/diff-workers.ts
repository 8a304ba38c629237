// diff --jobs N: check's machinery (check-workers.ts) with diff's work. Each
// batch of lines, on the command's thread or in a worker, is read by a
// DiffReport of its own, whose summary, its lines numbered from 1, is the
// batch's result; the command's thread adds the results up in input order
// (DiffMerge, as --merge adds up reports), so the summary is the one a run
// on one thread makes.
import { DiffReport, type DiffOptions, type DiffSummary } from "../diff.js";
import { checkBatch } from "./check-lines.js";
import type { BatchWork, WorkerData } from "./check-workers.js";
import { DiffMerge } from "./diff-merge.js";

/** What a diff worker is started with: DiffReport's options. */
export interface DiffWorkerData extends WorkerData {
  readonly role: "url-grammars diff";
  readonly options: DiffOptions;
}

/** diff's work: a batch's summary, added up (`total`) in input order; nothing at the end. */
export class DiffWork implements BatchWork<DiffSummary, null> {
  readonly verb = "compared";
  /** The command's thread's total (a worker takes no result). */
  readonly total: DiffMerge;

  constructor(readonly data: DiffWorkerData) {
    this.total = new DiffMerge(new DiffReport(data.options).summary());
  }

  batch(bytes: Buffer, _firstLine: number, last: boolean) {
    const lines: string[] = [];
    const count = checkBatch(
      bytes,
      1,
      last,
      { line: (text: string) => void lines.push(text) },
      undefined,
    );
    const report = new DiffReport(this.data.options);
    report.addAll(lines);
    return { lines: count, result: report.summary(), transfer: [] };
  }

  end(): null {
    return null;
  }

  take(result: DiffSummary): void {
    this.total.add(result);
  }
}

/** A worker's side (check-workers.ts's ROLES). */
export function diffWorkerSide(data: WorkerData): DiffWork {
  return new DiffWork(data as DiffWorkerData);
}
