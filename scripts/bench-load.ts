// The load behind npm run bench's table (issue 18): each page gets its seconds in slices of about 2 s,
// the pages taking turns round after round, so that every page shares the machine's drift alike. One
// page measured at once read 4.3 ms of CPU a request at the start of a run and 3.3 ms after the
// others, within one run of one build: the ratios to the content page swung with when it ran.
// Latency percentiles are of every response of every slice; CPU is the server's, per request.
import autocannon from "autocannon";
import { readFileSync } from "node:fs";
import type { BenchTarget } from "./bench-targets";

export interface PageLoad {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  cpuMsPerRequest: number;
}

const SLICE_SECONDS = 2;

/** Slices of a page's seconds: about 2 s each, and at least one. */
export function slicesOf(seconds: number): { rounds: number; sliceSeconds: number } {
  const rounds = Math.max(1, Math.round(seconds / SLICE_SECONDS));
  return { rounds, sliceSeconds: seconds / rounds };
}

/** The p-th percentile (0-100) of sorted values, nearest rank. */
export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** The server's CPU time so far in ms (user + system, from Linux's /proc). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in USER_HZ (100) ticks
}

function slice(base: string, target: BenchTarget, connections: number, duration: number, latencies: number[]) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url: base + target.path, headers: { host: target.host }, connections, duration, method: target.method ?? "GET" }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

export async function interleavedLoad(base: string, pid: number, targets: BenchTarget[], seconds: number, connections: number) {
  const { rounds, sliceSeconds } = slicesOf(seconds);
  const sums = targets.map(() => ({ requests: 0, seconds: 0, cpu: 0, non2xx: 0, errors: 0, latencies: [] as number[] }));
  for (let round = 0; round < rounds; round++) {
    for (const [i, target] of targets.entries()) {
      const before = cpuMs(pid);
      const result = await slice(base, target, connections, sliceSeconds, sums[i].latencies);
      const sum = sums[i];
      sum.cpu += cpuMs(pid) - before;
      sum.requests += result.requests.total;
      sum.seconds += result.duration;
      sum.non2xx += result.non2xx;
      sum.errors += result.errors;
    }
  }
  const loads = new Map<string, PageLoad>();
  for (const [i, target] of targets.entries()) {
    const sum = sums[i];
    const sorted = sum.latencies.sort((a, b) => a - b);
    loads.set(target.name, {
      rps: sum.requests / Math.max(sum.seconds, 0.001),
      p50: Math.round(percentile(sorted, 50)),
      p99: Math.round(percentile(sorted, 99)),
      non2xx: sum.non2xx,
      errors: sum.errors,
      cpuMsPerRequest: sum.cpu / Math.max(1, sum.requests),
    });
  }
  return { loads, rounds, sliceSeconds };
}
