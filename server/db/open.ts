// Opens the configured database and brings its schema up to date: PostgreSQL when DATABASE_URL
// is set, else the embedded PGlite folder `${DATA_DIR}/pglite`.
import path from "node:path";
import type { Env } from "../env";
import type { Database } from "./database";
import { migrate } from "./migrate";
import { openPglite } from "./pglite";
import { openPostgres } from "./postgres";

export type DatabaseEnv = Pick<Env, "DATA_DIR" | "DATABASE_URL">;

export function pgliteDir(env: Pick<Env, "DATA_DIR">): string {
  return path.resolve(env.DATA_DIR, "pglite");
}

export async function openDatabase(env: DatabaseEnv): Promise<Database> {
  const db = env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : await openPglite(pgliteDir(env));
  try {
    await migrate(db);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  return db;
}
