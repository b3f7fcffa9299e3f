// npm run validate: typecheck, lint and unit tests at once; each one's output is printed whole when it
// ends (not interleaved), and the exit code is 1 when any failed.
import { spawn } from "node:child_process";

const checks = {
  typecheck: ["tsc", "--noEmit"],
  lint: ["eslint", "."],
  "unit tests": ["vitest", "run", "--project", "unit"],
};

const run = ([name, [bin, ...args]]) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(`node_modules/.bin/${bin}`, args, { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, FORCE_COLOR: "1" } });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    child.on("close", (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`== ${name}: ${code === 0 ? "ok" : `FAILED (exit ${code})`} in ${seconds} s\n${out}`);
      resolve(code === 0);
    });
  });

const results = await Promise.all(Object.entries(checks).map(run));
process.exit(results.every(Boolean) ? 0 : 1);
