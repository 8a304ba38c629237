#!/usr/bin/env node
// The url-grammars command. See `url-grammars --help`.
import { isMainThread, workerData } from "node:worker_threads";
import { isWorkerData, runWorker } from "./check-workers.js";
import { EXIT_INTERNAL, EXIT_OUTPUT, isClosedPipe, run } from "./run.js";

if (!isMainThread && isWorkerData(workerData)) runWorker();
else main();

function main(): void {
  // A write that fails is an 'error' event on the stream, which, unhandled,
  // would end the process with a stack. A reader that closed the pipe
  // (`url-grammars check big.txt | head -1`: EPIPE) is no failure: the command
  // stops writing (check stops reading) and exits with the status of what it did.
  // Another failure of standard output exits 74, said once; run() says it itself
  // when it was still writing (check), and this says it when run() had finished.
  let finished = false;
  let outputFailure: Error | undefined;
  const outputFailed = (error: Error): void => {
    process.stderr.write(
      `url-grammars: cannot write the output: ${error.message}\n`,
    );
    process.exitCode = EXIT_OUTPUT;
  };
  process.stdout.on("error", (error: Error) => {
    if (isClosedPipe(error) || outputFailure !== undefined) return;
    outputFailure = error;
    if (finished) outputFailed(error);
  });
  // Standard error failing leaves nowhere to say so.
  process.stderr.on("error", () => undefined);

  run(process.argv.slice(2), {
    stdout: process.stdout,
    stderr: process.stderr,
    stdin: process.stdin,
    env: process.env,
    workerScript: __filename,
  }).then(
    (code) => {
      finished = true;
      if (outputFailure !== undefined && code !== EXIT_OUTPUT)
        outputFailed(outputFailure);
      else process.exitCode = code;
    },
    (error: unknown) => {
      finished = true;
      process.stderr.write(
        `url-grammars: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
      process.exitCode = EXIT_INTERNAL;
    },
  );
}
