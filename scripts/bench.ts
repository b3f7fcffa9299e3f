// npm run bench: builds, starts the production server on a free loopback port, and prints one table
// (issue 18): requests per second and latency percentiles per page (autocannon, bounded in time; the
// pages take turns in slices of about 2 s: scripts/bench-load.ts), the
// ratio of each page's req/s to the content page's, the page's HTML and initial JS in gzip bytes, and,
// when Chromium and the lighthouse dev dependency are present, Lighthouse mobile performance, TBT,
// FCP, LCP, accessibility, best practices and SEO (scripts/bench-lighthouse.ts); then the search and
// vehicle pages again with the optional micro-cache on (its own line; PAGE_CACHE_SECONDS); then what the
// chat widget adds to a page's first JS (scripts/bench-chat.ts), the server's start-up time, compiled
// and through tsx, then the dealer dashboard's load time at a year of events on
// PostgreSQL (scripts/bench-dashboard.ts), then the live stock's index update and rebuild times and
// change latency (scripts/bench-stock.ts). Besides req/s, each row shows the server's CPU ms per request
// and its ratio to the content page's, the steadier figure when other work shares the cores.
// Flags: --no-build, --seconds N (default 10, the issue's own autocannon runs), --connections N (default 10), --only name[,name],
// --no-lighthouse, --lighthouse-runs N (default 5, 0 skips it; the median run by performance score is shown,
// as one run on a loaded machine varies by a second of FCP and by tens of ms of TBT: Lighthouse's own advice
// is the median of five runs, which about halves that spread; every run's TBT is printed under the table;
// a run Lighthouse itself fails, e.g. NO_NAVSTART, is run again and its cause printed), --no-page-cache,
// --no-dashboard, --no-stock, --no-startup.
import { productionSecrets } from "./production-secrets";
import { spawn, execSync } from "node:child_process";
import { get } from "node:http";
import { createServer } from "node:net";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { benchTargets, CONTENT_TARGET } from "./bench-targets";
import { lighthouseRunner, type LighthouseResult } from "./bench-lighthouse";
import { SERVER_COMMANDS, startupLine } from "./startup-time";
import { dashboardBench } from "./bench-dashboard";
import { chatBenchLines } from "./bench-chat";
import { stockBench } from "./bench-stock";
import { initialScripts } from "./initial-scripts";
import { interleavedLoad } from "./bench-load";

const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const seconds = Math.min(60, Number(flag("seconds", "10")));
const connections = Math.min(100, Number(flag("connections", "10")));
const only = flag("only", "").split(",").filter(Boolean);
const lighthouseRuns = Math.max(0, Math.min(9, Number(flag("lighthouse-runs", "5")) || 0));
/** The pages measured again with the micro-cache on, for its own line. */
const PAGE_CACHE_TARGETS = ["search default", "vehicle"];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

// Generous: on the shared 2-core machine the server has taken over 30 s to start.
async function waitFor(url: string, ms = 120_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer ${url}`);
}

/** A page's HTML as its site answers it (fetch drops the Host header; node:http sends it). */
function pageHtml(base: string, host: string, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    get(base + path, { headers: { host } }, (res) => {
      let html = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (html += chunk));
      res.on("end", () => resolve(html));
    }).on("error", reject);
  });
}

async function pageBytes(base: string, host: string, path: string) {
  const html = await pageHtml(base, host, path);
  let js = 0;
  for (const src of initialScripts(html)) js += gzipSync(Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer())).length;
  return { html: gzipSync(html).length, js };
}

/** The run with the median performance score (ties broken by TBT): one whole run, so its figures agree. */
function medianRun(runs: LighthouseResult[]): LighthouseResult {
  const sorted = [...runs].sort((a, b) => a.score - b.score || b.tbtMs - a.tbtMs);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * One Lighthouse run, again when Lighthouse itself failed (a run error such as NO_NAVSTART: the trace
 * lost the page's navigation start, and every metric and the doctype audit errored, so performance and
 * best practices read 0). Each failure is printed with its cause; the page's own problems (console
 * errors, failed requests) are audits, not run errors, and are never retried away.
 */
async function runWithRetry(run: (url: string) => Promise<LighthouseResult>, name: string, url: string, attempts = 3): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt++) {
    const result = await run(url);
    for (const problem of result.problems) console.log(`Lighthouse ${name}, attempt ${attempt}: ${problem}`);
    if (!result.runError || attempt === attempts) return result;
  }
}

/** Lighthouse after the load runs, one page at a time, so it never competes with autocannon: every run
 * of each page. The pages take turns (one run of each, then the next round), as in the load runs: a spell
 * of other work on the host's cores then slows one run of several pages, not every run of one page. */
async function lighthouseScores(port: number, targets: typeof benchTargets) {
  const scores = new Map<string, LighthouseResult[]>();
  const run = await lighthouseRunner();
  if (!run) return scores;
  try {
    const pages = targets.filter((t) => t.lighthouse);
    for (const t of pages) scores.set(t.name, []);
    for (let i = 0; i < lighthouseRuns; i++) {
      for (const t of pages) scores.get(t.name)!.push(await runWithRetry(run, t.name, `http://${t.host}:${port}${t.path}`));
    }
  } finally {
    await run.close();
  }
  return scores;
}

/** The built server on a free loopback port, with extra environment (the micro-cache's line sets PAGE_CACHE_SECONDS). */
async function startBenchServer(env: Record<string, string> = {}) {
  const port = await freePort();
  const server = spawn(process.execPath, SERVER_COMMANDS.compiled, {
    env: { ...process.env, NODE_ENV: "production", ...productionSecrets(), PORT: String(port), HOST: "127.0.0.1", LOG_REQUESTS: "false", DATA_DIR: `/tmp/dealer-bench-${port}`, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/healthz`);
  } catch (error) {
    server.kill("SIGTERM");
    throw error;
  }
  return { port, base, pid: server.pid!, stop: () => server.kill("SIGTERM") };
}

/** Requests per page before any page is measured: the first page measured would otherwise pay for the
 * JIT's warm-up (the content page's CPU per request was 35% higher in its first 4 s than after), and the
 * ratios to it would read high. */
const WARM_UP_REQUESTS = 300;
async function warmUp(base: string, targets: typeof benchTargets) {
  for (const target of targets) await autocannon({ url: base + target.path, headers: { host: target.host }, connections, amount: WARM_UP_REQUESTS });
}

/** The optional micro-cache's own line (issue 18): it never counts toward the uncached goals. */
async function pageCacheLine(targets: typeof benchTargets, contentRps: number | undefined): Promise<string> {
  const cached = targets.filter((t) => PAGE_CACHE_TARGETS.includes(t.name));
  if (!cached.length) return "";
  const { base, stop } = await startBenchServer({ PAGE_CACHE_SECONDS: "5" });
  try {
    const parts = [];
    for (const target of cached) {
      const rps = (await autocannon({ url: base + target.path, headers: { host: target.host }, connections, duration: seconds })).requests.average;
      parts.push(`${target.name} ${Math.round(rps)} req/s${contentRps ? ` (${Math.round((100 * rps) / contentRps)}% of uncached content)` : ""}`);
    }
    return `Micro-cache on (PAGE_CACHE_SECONDS=5, anonymous GETs): ${parts.join(", ")}.`;
  } finally {
    stop();
  }
}

async function main() {
  if (!args.includes("--no-build")) execSync("npm run -s build", { stdio: "inherit" });
  const { port, base, pid, stop } = await startBenchServer();
  const targets = benchTargets.filter((t) => !only.length || only.includes(t.name));
  let contentRps: number | undefined;
  try {
    await warmUp(base, targets);
    const { loads, rounds, sliceSeconds } = await interleavedLoad(base, pid, targets, seconds, connections);
    const measured = [];
    for (const target of targets) measured.push({ target, load: loads.get(target.name)!, bytes: target.html ? await pageBytes(base, target.host, target.path) : null });
    const lighthouseRunsByPage = args.includes("--no-lighthouse") || lighthouseRuns === 0 ? new Map<string, LighthouseResult[]>() : await lighthouseScores(port, targets);
    const lighthouse = new Map([...lighthouseRunsByPage].map(([name, runs]) => [name, medianRun(runs)]));
    const content = measured.find((m) => m.target.name === CONTENT_TARGET);
    contentRps = content?.load.rps;
    const rows = measured.map(({ target, load, bytes }) => {
      const lh = lighthouse.get(target.name);
      return {
        page: target.name,
        path: target.path,
        "req/s": Math.round(load.rps),
        "p50/p99 ms": `${load.p50} / ${load.p99}`,
        "vs content": contentRps ? `${Math.round((100 * load.rps) / contentRps)}%` : "-",
        "CPU ms/req": load.cpuMsPerRequest.toFixed(1),
        "vs content (CPU)": content ? `${Math.round((100 * content.load.cpuMsPerRequest) / load.cpuMsPerRequest)}%` : "-",
        "non-2xx/err": `${load.non2xx}/${load.errors}`,
        "HTML B gz": bytes?.html ?? "-",
        "JS B gz": bytes?.js ?? "-",
        "LH perf": lh?.score ?? "-",
        "TBT ms": lh?.tbtMs ?? "-",
        "FCP ms": lh?.fcpMs ?? "-",
        "LCP ms": lh?.lcpMs ?? "-",
        "LH a11y/BP/SEO": lh ? `${lh.accessibility}/${lh.bestPractices}/${lh.seo}` : "-",
      };
    });
    const indices = [...lighthouse.values()].map((r) => r.benchmarkIndex).filter(Number.isFinite);
    const hostSpeed = indices.length ? `, host benchmarkIndex ${Math.min(...indices)}-${Math.max(...indices)}` : "";
    console.log(`\n${connections} connections, ${seconds} s per page in ${rounds} turns of ${sliceSeconds.toFixed(1)} s (the pages alternate) after ${WARM_UP_REQUESTS} warm-up requests each, on ${base}; Lighthouse ${lighthouse.size ? `12 mobile defaults, median of ${lighthouseRuns}${hostSpeed}` : "skipped"}`);
    console.table(rows);
    if (lighthouseRunsByPage.size) console.log(`Lighthouse TBT ms of each run (the table shows the median run): ${[...lighthouseRunsByPage].map(([name, runs]) => `${name} ${runs.map((r) => r.tbtMs).join(", ")}`).join("; ")}`);
  } finally {
    stop();
  }
  if (!args.includes("--no-page-cache")) console.log(await pageCacheLine(targets, contentRps));
  console.log((await chatBenchLines()).join("\n"));
  if (!args.includes("--no-startup")) console.log(await startupLine());
  if (!args.includes("--no-dashboard")) console.log((await dashboardBench()).join("\n"));
  if (!args.includes("--no-stock")) console.log((await stockBench()).join("\n"));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
