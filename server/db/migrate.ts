// Applies server/db/migrations/*.sql in name order, once each, safely from several servers at once.
import { createHash } from "node:crypto";
import { readFile, readdir } from "node:fs/promises";
import type { Database } from "./database";

const MIGRATIONS_DIR = new URL("./migrations/", import.meta.url);
// Any constant shared by all app servers; it names "the migration lock" to pg_advisory_xact_lock.
const MIGRATION_LOCK_KEY = 720_150_001;

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export async function loadMigrations(dir: URL = MIGRATIONS_DIR): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith(".sql")).sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(new URL(name, dir), "utf8");
      // Hash with normalised line ends so a checkout with CRLF does not look like an edited file.
      const checksum = createHash("sha256").update(sql.replace(/\r\n/g, "\n")).digest("hex");
      return { name, sql, checksum };
    }),
  );
}

export class MigrationError extends Error {}

/** Returns the names it applied (empty when the database was already up to date). */
export async function migrate(db: Database, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? (await loadMigrations());
  // One transaction holding a transaction-scoped advisory lock: a second server starting at the
  // same moment waits here, then finds everything applied. DDL is transactional in PostgreSQL,
  // so a failing migration leaves nothing half-done.
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK_KEY]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const { rows } = await tx.query<{ name: string; checksum: string }>("SELECT name, checksum FROM schema_migrations");
    const applied = new Map(rows.map((row) => [row.name, row.checksum]));
    const done: string[] = [];
    for (const migration of all) {
      const checksum = applied.get(migration.name);
      if (checksum !== undefined) {
        // Editing an applied migration would leave databases that differ silently: refuse.
        if (checksum !== migration.checksum) {
          throw new MigrationError(`Migration ${migration.name} changed after it was applied; add a new migration instead.`);
        }
        continue;
      }
      await tx.exec(migration.sql);
      await tx.query("INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)", [migration.name, migration.checksum]);
      done.push(migration.name);
    }
    return done;
  });
}
