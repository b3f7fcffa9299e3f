// The database port: the little the app needs from SQL, served by PGlite (embedded) or PostgreSQL.

export interface QueryResult<T> {
  rows: T[];
  /** Rows returned, or changed by an INSERT/UPDATE/DELETE without RETURNING. */
  rowCount: number;
}

/** Something SQL can run on: the database itself or an open transaction. */
export interface Queryable {
  /** One statement; parameters are always bound ($1, $2 ...), never spliced into the text. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /** Several statements without parameters (migrations, TRUNCATE in tests). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: "pglite" | "postgres";
  /**
   * Runs fn in one transaction: COMMIT when it resolves, ROLLBACK when it throws. Inside fn use
   * only `tx`: PGlite has a single connection, so calling the outer database there would wait forever.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Both drivers hand back bytea as a Uint8Array (pg's Buffer is one); this makes the type honest. */
export function toBytes(value: unknown): Uint8Array {
  if (value instanceof Uint8Array) return value;
  throw new TypeError(`expected bytes from the database, got ${typeof value}`);
}
