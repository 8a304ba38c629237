// The check section: the CLI's check on the corpus, on one thread and with
// --jobs 2, and with --check-baseline another build's check.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { formatRate, median, ratio, table, type Timing } from "./harness.js";
import { header, type Run } from "./report.js";

/**
 * The CLI's check on the corpus's URLs with RFC 2396, on one thread and on
 * two (--jobs 2), and with --check-baseline another build's check: each a
 * whole process (its start-up included), timed by the wall clock (the point
 * of --jobs is the second core), interleaved, medians; the standard output of
 * each compared with one thread's, byte for byte. Beside the wall clock, the
 * CPU time of each run (user + system, of every thread: on Linux, from
 * /proc/self/stat's cutime and cstime around the child) and the load average
 * before it: a wall-clock ratio means something only on an idle machine.
 */
export function checkSection(
  run: Run,
  checkBaseline: string | undefined,
): void {
  const cli = path.join(__dirname, "..", "src", "cli", "main.js");
  const file = path.join(run.corpus.dir, "urls.txt");
  const lineCount = run.corpus.urls.length;
  header(
    `Check: url-grammars check --rfc 2396 on the ${lineCount} lines of ${run.corpus.name}/urls.txt (wall time of the whole process)`,
  );
  const runs: { name: string; args: string[] }[] = [
    { name: "check", args: [cli, "check", "--rfc", "2396", file] },
    {
      name: "check --jobs 2",
      args: [cli, "check", "--rfc", "2396", "--jobs", "2", file],
    },
  ];
  if (checkBaseline !== undefined) {
    runs.push({
      name: "check, baseline build",
      args: [path.resolve(checkBaseline), "check", "--rfc", "2396", file],
    });
  }
  const rounds = run.quick ? 1 : 3;
  const seconds: number[][] = runs.map(() => []);
  const cpu: number[][] = runs.map(() => []);
  const loads: number[] = [];
  const digests: string[] = [];
  for (let round = -1; round < rounds; round++) {
    for (let k = 0; k < runs.length; k++) {
      const i = (k + Math.max(round, 0)) % runs.length;
      const run = runs[i] as { name: string; args: string[] };
      const load = os.loadavg()[0] as number;
      const cpuBefore = childrenCpuSeconds();
      const start = process.hrtime.bigint();
      const result = spawnSync(process.execPath, run.args, {
        maxBuffer: 1 << 30,
      });
      const elapsed = Number(process.hrtime.bigint() - start) / 1e9;
      const cpuAfter = childrenCpuSeconds();
      if (result.status !== 0) {
        console.log(`${run.name} exited ${result.status}`);
        process.exitCode = 1;
        return;
      }
      digests[i] = createHash("sha256").update(result.stdout).digest("hex");
      if (round >= 0) {
        (seconds[i] as number[]).push(elapsed);
        loads.push(load);
        if (cpuBefore !== undefined && cpuAfter !== undefined)
          (cpu[i] as number[]).push(cpuAfter - cpuBefore);
      }
    }
  }
  const timings: Timing[] = runs.map((run, i) => {
    const perRound = (seconds[i] as number[]).map((t) => lineCount / t);
    return { name: run.name, rounds: perRound, opsPerSecond: median(perRound) };
  });
  const reference = timings[checkBaseline === undefined ? 0 : 2] as Timing;
  console.log(
    table([
      ["", "lines/s", `this ÷ ${reference.name}`, "CPU s", "output"],
      ...timings.map((t, i) => [
        t.name,
        formatRate(t.opsPerSecond),
        `${ratio(t, reference).toFixed(2)}×`,
        (cpu[i] as number[]).length === 0
          ? "-"
          : median(cpu[i] as number[]).toFixed(2),
        digests[i] === digests[0] ? "identical to check's" : "DIFFERS",
      ]),
    ]),
  );
  console.log(
    `load average (1 min) before each run: ${Math.min(...loads).toFixed(2)}–${Math.max(...loads).toFixed(2)}`,
  );
  if (digests[1] !== digests[0]) process.exitCode = 1;
  if (checkBaseline !== undefined) {
    run.targets.push({
      what: "check --jobs 2 ÷ check, baseline build (lines/s)",
      value: ratio(timings[1] as Timing, reference),
      goal: 2.5,
    });
  }
}

/**
 * The CPU time (user + system, in seconds) of the children this process has
 * waited for, on Linux (/proc/self/stat's cutime and cstime, in clock ticks
 * of 1/100 s, USER_HZ); undefined elsewhere.
 */
function childrenCpuSeconds(): number | undefined {
  if (!fs.existsSync("/proc/self/stat")) return undefined;
  const stat = fs.readFileSync("/proc/self/stat", "utf8");
  // The fields after the command's name, which is in parentheses: cutime and
  // cstime are fields 16 and 17 of the whole line.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[13]) + Number(fields[14])) / 100;
}
