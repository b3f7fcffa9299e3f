// npm run bench: builds, starts the production server on a free loopback port, and prints requests per
// second and latency percentiles per page (autocannon, bounded in time), plus the gzip JS each page loads,
// then what the chat widget adds to a page's first JS (scripts/bench-chat.ts), the server's start-up
// time, compiled and through tsx, then the dealer dashboard's load time at a year of events on
// PostgreSQL (scripts/bench-dashboard.ts), then the live stock's index update and rebuild times and
// change latency (scripts/bench-stock.ts).
// Flags: --no-build, --seconds N (default 5), --connections N (default 10), --only name[,name], --no-dashboard, --no-stock.
import { randomBytes } from "node:crypto";
import { spawn, execSync } from "node:child_process";
import { createServer } from "node:net";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { benchTargets } from "./bench-targets";
import { SERVER_COMMANDS, startupLine } from "./startup-time";
import { dashboardBench } from "./bench-dashboard";
import { chatBenchLines } from "./bench-chat";
import { stockBench } from "./bench-stock";

const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const seconds = Math.min(60, Number(flag("seconds", "5")));
const connections = Math.min(100, Number(flag("connections", "10")));
const only = flag("only", "").split(",").filter(Boolean);

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, ms = 30_000) {
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

async function jsBytes(base: string, host: string, path: string) {
  const html = await (await fetch(base + path, { headers: { Host: host } })).text();
  const srcs = new Set([...html.matchAll(/(?:href|src|import)\s*(?:=|\()\s*["']([^"']+\.js)["']/g)].map((m) => m[1]));
  let raw = 0;
  let gz = 0;
  for (const src of srcs) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    raw += body.length;
    gz += gzipSync(body).length;
  }
  return { files: srcs.size, raw, gz };
}

async function main() {
  if (!args.includes("--no-build")) execSync("npm run -s build", { stdio: "inherit" });
  const port = await freePort();
  const server = spawn(process.execPath, SERVER_COMMANDS.compiled, {
    env: { ...process.env, NODE_ENV: "production", SESSION_SECRET: process.env.SESSION_SECRET ?? randomBytes(32).toString("hex"), PORT: String(port), HOST: "127.0.0.1", LOG_REQUESTS: "false", DATA_DIR: `/tmp/dealer-bench-${port}` },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/healthz`);
    const rows: Record<string, string | number>[] = [];
    for (const target of benchTargets.filter((t) => !only.length || only.includes(t.name))) {
      const result = await autocannon({
        url: base + target.path,
        headers: { host: target.host },
        connections,
        duration: seconds,
        method: target.method ?? "GET",
      });
      const js = target.html ? await jsBytes(base, target.host, target.path) : null;
      rows.push({
        page: target.name,
        path: target.path,
        "req/s": Math.round(result.requests.average),
        "p50 ms": result.latency.p50,
        "p99 ms": result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
        "JS kB gz": js ? (js.gz / 1024).toFixed(1) : "-",
      });
    }
    console.log(`\n${connections} connections, ${seconds} s per page, on ${base}`);
    console.table(rows);
  } finally {
    server.kill("SIGTERM");
  }
  console.log((await chatBenchLines()).join("\n"));
  console.log(await startupLine());
  if (!args.includes("--no-dashboard")) console.log((await dashboardBench()).join("\n"));
  if (!args.includes("--no-stock")) console.log((await stockBench()).join("\n"));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
