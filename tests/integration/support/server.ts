// Starts the built production server (`npm start`: build/server.js, compiled by `npm run build`) in a child process on a free loopback port, for integration tests.
import { spawn, type ChildProcess } from "node:child_process";
import { TEST_CAPTCHA_KEY } from "./captcha";

/** `npm start`'s command after `node`: the compiled server, no transpiler. */
export const SERVER_ARGS = ["--enable-source-maps", "build/server.js"];

export interface RunningServer {
  url: string;
  port: number;
  child: ChildProcess;
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const child = spawn(process.execPath, SERVER_ARGS, {
    env: { PATH: process.env.PATH, NODE_ENV: "production", HOST: "127.0.0.1", PORT: "0", DEFAULT_SITE: "sunshine", SESSION_SECRET: "test-session-secret-not-for-production-000000", CAPTCHA_HMAC_KEY: TEST_CAPTCHA_KEY, CAPTCHA_MIN_FILL_MS: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill(); // not left writing to a data folder its test is about to remove
      reject(new Error(`server did not start:\n${out}`));
    }, 60_000);
    const onData = () => {
      const match = out.match(/listening on http:\/\/127\.0\.0\.1:(\d+)/);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout!.on("data", onData);
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${out}`));
    });
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    output: () => out,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}
