// Scale adapter: a real PostgreSQL server through a pg connection pool.
import pg from "pg";
import type { Database, QueryResult, Queryable } from "./database";

type Client = pg.Pool | pg.PoolClient;

function queryable(client: Client): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      const res = await client.query(sql, [...params]);
      return { rows: res.rows as T[], rowCount: res.rowCount ?? res.rows.length };
    },
    async exec(sql: string) {
      await client.query(sql); // no parameters: the simple protocol accepts several statements
    },
  };
}

export interface PostgresOptions {
  /** Connections per app server; several servers share one PostgreSQL, so keep it modest. */
  max?: number;
}

export function openPostgres(connectionString: string, options: PostgresOptions = {}): Database {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10, connectionTimeoutMillis: 10_000 });
  // An idle connection dropped by the server must not crash the process; the pool replaces it.
  pool.on("error", (error) => console.error("PostgreSQL idle connection error:", error.message));
  return {
    kind: "postgres",
    ...queryable(pool),
    async transaction(fn) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query("BEGIN");
        const value = await fn(queryable(client));
        await client.query("COMMIT");
        return value;
      } catch (error) {
        // If even ROLLBACK fails the connection is unusable: release(error) discards it.
        await client.query("ROLLBACK").catch((rollbackError: Error) => (broken = rollbackError));
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
