// A fuzz worker: the inputs of one dialect whose index is `first` modulo
// `stride`, checked by check.ts; posts progress, then its statistics.
import { parentPort, workerData } from "node:worker_threads";
import { Random } from "../../src/shared/sentences";
import { DialectChecker, type Failure, type FunctionStats } from "./check";
import { InputMaker } from "./inputs";

export interface WorkerTask {
  readonly dialect: string;
  readonly seed: number;
  readonly count: number;
  readonly first: number;
  readonly stride: number;
}

export type WorkerMessage =
  | { readonly type: "progress"; readonly done: number }
  | {
      readonly type: "done";
      readonly stats: [string, FunctionStats][];
      readonly failures: Failure[];
      readonly slowest: [string, number][];
      readonly kinds: [string, number][];
      readonly components: readonly string[];
    };

const task = workerData as WorkerTask;
const maker = new InputMaker(task.dialect);
const checker = new DialectChecker(task.dialect, maker);
const kinds = new Map<string, number>();
let done = 0;
for (let i = task.first; i < task.count; i += task.stride) {
  const input = maker.input(task.seed, i);
  kinds.set(input.kind, (kinds.get(input.kind) ?? 0) + 1);
  checker.check(input, new Random(task.seed ^ (i * 2654435761)));
  if (++done % 5000 === 0) {
    parentPort!.postMessage({ type: "progress", done } satisfies WorkerMessage);
  }
}
parentPort!.postMessage({
  type: "done",
  stats: [...checker.stats],
  failures: checker.failures,
  slowest: [...checker.slowest],
  kinds: [...kinds],
  components: checker.components,
} satisfies WorkerMessage);
