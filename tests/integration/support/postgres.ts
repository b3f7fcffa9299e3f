// Starts a throw-away PostgreSQL server (Debian's binaries) on a free loopback port, and stops it.
import { execFile, execFileSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { chown, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";

const run = promisify(execFile);

export interface TempPostgres {
  /** URL of the default `postgres` database. */
  url: string;
  /** Creates an empty database and returns its URL. */
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

function findBinDir(): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root).filter((v) => existsSync(path.join(root, v, "bin", "initdb"))).sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    throw new Error(
      "PostgreSQL server binaries not found (looked for /usr/lib/postgresql/*/bin/initdb). " +
        "Install them with `apt-get install postgresql`; `npm test` does this for you.",
    );
  }
  return path.join(root, versions[0], "bin");
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

export async function startPostgres(): Promise<TempPostgres> {
  const bin = findBinDir();
  // PostgreSQL refuses to run as root: as root, run it as the `postgres` OS user.
  const asRoot = process.getuid?.() === 0;
  const pgRun = (cmd: string, args: string[]) =>
    asRoot ? run("runuser", ["-u", "postgres", "--", path.join(bin, cmd), ...args]) : run(path.join(bin, cmd), args);
  const dir = await mkdtemp(path.join(tmpdir(), "dealer-pg-"));
  if (asRoot) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    const uid = Number(stdout.trim());
    const { stdout: gid } = await run("id", ["-g", "postgres"]);
    await chown(dir, uid, Number(gid.trim()));
  }
  const dataDir = path.join(dir, "data");
  await pgRun("initdb", ["-D", dataDir, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--locale=C", "--no-sync"]);

  let port = 0;
  for (let tries = 0; ; tries++) {
    port = await freePort();
    // Loopback only; the socket lives in the temp dir; no fsync: durability is not under test here.
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    try {
      await pgRun("pg_ctl", ["-D", dataDir, "-o", options, "-l", path.join(dir, "server.log"), "-w", "-t", "30", "start"]);
      break;
    } catch (error) {
      if (tries >= 2) throw error; // the port was taken between probe and start: try another
    }
  }

  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let stopped = false;
  // If the test process ends without afterAll (a crash, Ctrl-C), still stop the server.
  const stopOnExit = () => {
    const args = ["-D", dataDir, "-m", "immediate", "stop"];
    try {
      if (asRoot) execFileSync("runuser", ["-u", "postgres", "--", path.join(bin, "pg_ctl"), ...args], { stdio: "ignore" });
      else execFileSync(path.join(bin, "pg_ctl"), args, { stdio: "ignore" });
    } catch {
      // already stopped
    }
  };
  process.once("exit", stopOnExit);
  return {
    url,
    async createDatabase(name) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad database name ${name}`);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      process.off("exit", stopOnExit);
      await pgRun("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
