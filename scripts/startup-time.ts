// Server start-up time: from spawning the process to its "listening on" line, compiled (`npm start`) and
// through tsx (`npm run dev`'s transpiler, in production mode), a few runs each. Needs `npm run build`.
// Run alone with `tsx scripts/startup-time.ts [runs]`; `npm run bench` prints it too.
import { productionSecrets } from "./production-secrets";
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";

/** The node arguments of `npm start` (compiled; tests/unit/server-command.test.ts holds them equal) and of the tsx run. */
export const SERVER_COMMANDS = {
  // A young generation of up to 64 MB a half instead of 16: a search page allocates a few MB, and with
  // ten requests in flight each scavenge copied the live ones; 9-16% more req/s a page, peak RSS no higher
  // (docs/decisions/2026-11-27-render-cost.md).
  compiled: ["--max-semi-space-size=64", "--enable-source-maps", "build/server.js"],
  tsx: ["--import", "tsx", "server/index.ts"],
} as const;

function startOnce(args: readonly string[], run: number): Promise<number> {
  const dataDir = `/tmp/dealer-startup-${process.pid}-${run}`;
  const started = process.hrtime.bigint();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, NODE_ENV: "production", ...productionSecrets(), HOST: "127.0.0.1", PORT: "0", LOG_REQUESTS: "false", DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let ms: number | undefined;
  return new Promise<number>((resolve, reject) => {
    child.stdout.on("data", (d) => {
      out += d;
      if (ms !== undefined || !out.includes("listening on")) return;
      ms = Number(process.hrtime.bigint() - started) / 1e6;
      child.kill("SIGTERM");
    });
    child.stderr.on("data", (d) => (out += d));
    child.once("exit", (code) => (ms === undefined ? reject(new Error(`server exited with ${code} before listening:\n${out}`)) : resolve(ms)));
  }).finally(() => rmSync(dataDir, { recursive: true, force: true }));
}

/** Start-up times in ms, one per run, run one after another. */
export async function startupTimes(args: readonly string[], runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) times.push(await startOnce(args, run));
  return times;
}

export async function startupLine(runs = 3): Promise<string> {
  const said: string[] = [];
  for (const [name, args] of Object.entries(SERVER_COMMANDS)) {
    const times = (await startupTimes(args, runs)).sort((a, b) => a - b);
    said.push(`${name} ${Math.round(times[Math.floor(times.length / 2)])} ms (runs: ${times.map(Math.round).join(", ")})`);
  }
  return `server start-up, spawn to "listening", median of ${runs}: ${said.join("; ")}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await startupLine(Math.min(20, Number(process.argv[2] ?? 3))));
}
