// The two database adapters as test targets, for `describe.each(testDatabases())`: each hands out
// fresh, empty databases (PGlite: a copy of a cached blank data dir; PostgreSQL: a temp server).
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readFile, rename, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { Database } from "../../../server/db/database";
import type { DatabaseEnv } from "../../../server/db/open";
import { startPostgres, type TempPostgres } from "./postgres";

export interface TestDatabase {
  name: "pglite" | "postgres";
  /** Settings for openDatabase() that point at a new, empty database. */
  freshEnv(): Promise<DatabaseEnv>;
  /** Removes what freshEnv made (close the databases first). */
  cleanUp(): Promise<void>;
}

/**
 * Empties every table between tests: much cheaper than a new database. DELETE rather than
 * TRUNCATE: on PGlite TRUNCATE makes new files for every table and index (~300 ms), DELETE of
 * a few rows takes milliseconds.
 */
export async function truncateAll(db: Database): Promise<void> {
  await db.exec(`DELETE FROM chat_messages; DELETE FROM chat_conversations; DELETE FROM mail_outbox; DELETE FROM sign_in_codes; DELETE FROM garage_accounts; DELETE FROM valuations; DELETE FROM payment_events; DELETE FROM reservations; DELETE FROM outbox; DELETE FROM lead_files; DELETE FROM leads; DELETE FROM phone_reveals; DELETE FROM events; DELETE FROM dashboard_daily; DELETE FROM dashboard_days;
    SELECT setval(pg_get_serial_sequence('outbox', 'id'), 1, false),
           setval(pg_get_serial_sequence('phone_reveals', 'id'), 1, false),
           setval(pg_get_serial_sequence('events', 'id'), 1, false)`);
}

export function testDatabases(options: { pgliteOnDisk?: boolean } = {}): TestDatabase[] {
  return [pgliteTarget({ onDisk: options.pgliteOnDisk }), postgresTarget()];
}

/** Memory-backed /dev/shm when there is one: PGlite writes many small files, and disk is slow. */
function scratchRoot(): string {
  return existsSync("/dev/shm") ? "/dev/shm" : tmpdir();
}

/** onDisk puts the data dir in the OS temp dir instead of /dev/shm (durability tests). */
export function pgliteTarget(options: { onDisk?: boolean } = {}): TestDatabase {
  const dirs: string[] = [];
  return {
    name: "pglite",
    async freshEnv() {
      const dataDir = await mkdtemp(path.join(options.onDisk ? tmpdir() : scratchRoot(), "dealer-pglite-"));
      dirs.push(dataDir);
      await cp(await blankPgliteDir(), path.join(dataDir, "pglite"), { recursive: true });
      return { DATA_DIR: dataDir, DATABASE_URL: undefined };
    },
    async cleanUp() {
      await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
    },
  };
}

function postgresTarget(): TestDatabase {
  let server: Promise<TempPostgres> | undefined;
  let count = 0;
  return {
    name: "postgres",
    async freshEnv() {
      server ??= startPostgres(); // one server per test file, started on first use
      const url = await (await server).createDatabase(`test_${++count}`);
      return { DATA_DIR: "unused", DATABASE_URL: url };
    },
    async cleanUp() {
      if (server) await (await server).stop();
      server = undefined;
    },
  };
}

/**
 * A blank PGlite data dir, made once per PGlite version and kept in the temp dir: creating one
 * takes ~5 s, copying it a fraction of that. Built aside and renamed in, so test files running
 * at the same time never see half a directory.
 */
async function blankPgliteDir(): Promise<string> {
  const pkg = JSON.parse(await readFile(new URL("../../../node_modules/@electric-sql/pglite/package.json", import.meta.url), "utf8"));
  const target = path.join(tmpdir(), `dealer-platform-pglite-blank-${pkg.version}`);
  if (await exists(path.join(target, "PG_VERSION"))) return target;
  const building = `${target}.building-${process.pid}-${Date.now()}`;
  await mkdir(path.dirname(building), { recursive: true });
  const pg = await PGlite.create({ dataDir: building });
  await pg.close();
  try {
    await rename(building, target);
  } catch {
    await rm(building, { recursive: true, force: true }); // another test file won the race
  }
  return target;
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}
