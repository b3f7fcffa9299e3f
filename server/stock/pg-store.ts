// The stock store at scale: the stock_cars table (migration 010), the stock_parts table for the
// parts catalogue (011). A save upserts the items and NOTIFYs the kind's channel with the group's
// slug in the same transaction; every app server LISTENs on its own connection and reads the rows
// past the last revision it has seen. Writers of one group take a transaction lock first, so
// revisions become visible in order and none is skipped.
import pg from "pg";
import type { Database } from "../db/database";
import type { Car } from "../sites/schema";
import type { StockGroup, StockListener, StockStore, StoredGroup, StoredKind } from "./port";
import { CARS } from "./stored-kinds";

const SEED_BATCH = 500;
const RECONNECT_MS = 1_000;

interface Row {
  doc: unknown;
  revision: string | number;
}

/** The cars' store (stock_cars). */
export function createPostgresStore(db: Database, connectionString: string, groups: readonly StockGroup[]): StockStore<Car> {
  return createTableStore(CARS, db, connectionString, groups.map((g) => ({ slug: g.slug, dir: g.dir, items: g.cars })));
}

export function createTableStore<T>(kind: StoredKind<T>, db: Database, connectionString: string, groups: readonly StoredGroup<T>[]): StockStore<T> {
  const { table, column, channel: CHANNEL } = kind;
  const seen = new Map<string, number>(); // group → last revision read
  let client: pg.Client | null = null;
  let closed = false;
  let chain: Promise<unknown> = Promise.resolve(); // one catch-up at a time, in order

  const lock = (tx: Pick<Database, "query">, slug: string) => tx.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`${table}:${slug}`]);

  async function rowsAfter(slug: string, revision: number): Promise<{ items: T[]; last: number }> {
    const res = await db.query<Row>(`SELECT ${column} AS doc, revision FROM ${table} WHERE group_slug = $1 AND revision > $2 ORDER BY revision`, [slug, revision]);
    const items = res.rows.map((r) => kind.parseRow(r.doc));
    const last = res.rows.reduce((max, r) => Math.max(max, Number(r.revision)), revision);
    return { items, last };
  }

  /** A group's table is filled from its files once, by whichever server starts first. */
  async function seed(group: StoredGroup<T>) {
    await db.transaction(async (tx) => {
      await lock(tx, group.slug);
      const any = await tx.query(`SELECT 1 FROM ${table} WHERE group_slug = $1 LIMIT 1`, [group.slug]);
      if (any.rows.length > 0) return;
      for (let i = 0; i < group.items.length; i += SEED_BATCH) {
        const batch = group.items.slice(i, i + SEED_BATCH);
        const values = batch.map((_, j) => `($1, $${j * 2 + 2}, $${j * 2 + 3})`).join(", ");
        await tx.query(`INSERT INTO ${table} (group_slug, id, ${column}) VALUES ${values}`, [group.slug, ...batch.flatMap((c) => [kind.key(c), JSON.stringify(c)])]);
      }
    });
  }

  async function listen(listener: StockListener<T>) {
    const catchUp = (slug: string) => {
      chain = chain.then(async () => {
        const { items, last } = await rowsAfter(slug, seen.get(slug) ?? 0);
        seen.set(slug, last);
        if (items.length > 0) listener(slug, items);
      }).catch((error: unknown) => console.error(`stock: reading ${slug}'s changes (${table}) failed:`, (error as Error).message));
    };
    const connect = async () => {
      if (closed) return;
      const next = new pg.Client({ connectionString });
      next.on("notification", (n) => {
        if (n.channel === CHANNEL && n.payload && seen.has(n.payload)) catchUp(n.payload);
      });
      next.on("error", (error) => {
        console.error("stock: the LISTEN connection failed:", error.message);
        next.end().catch(() => undefined);
        if (client === next) client = null;
        setTimeout(() => void connect().catch(() => undefined), RECONNECT_MS).unref();
      });
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
      client = next;
      for (const slug of seen.keys()) catchUp(slug); // whatever changed while not listening
    };
    await connect();
  }

  return {
    kind: "postgres",
    async load(slug) {
      const group = groups.find((g) => g.slug === slug);
      if (group) await seed(group);
      const { items, last } = await rowsAfter(slug, 0);
      seen.set(slug, Math.max(seen.get(slug) ?? 0, last));
      return items;
    },
    async save(slug, items) {
      await db.transaction(async (tx) => {
        await lock(tx, slug);
        for (const item of items) {
          await tx.query(
            `INSERT INTO ${table} (group_slug, id, ${column}) VALUES ($1, $2, $3)
             ON CONFLICT (group_slug, id) DO UPDATE SET ${column} = excluded.${column}, revision = nextval('stock_revision'), updated_at = now()`,
            [slug, kind.key(item), JSON.stringify(item)],
          );
        }
        await tx.query("SELECT pg_notify($1, $2)", [CHANNEL, slug]);
      });
    },
    watch: listen,
    async close() {
      closed = true;
      await chain;
      await client?.end().catch(() => undefined);
    },
  };
}
