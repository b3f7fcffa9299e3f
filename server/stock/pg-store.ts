// The stock store at scale: the stock_cars table (migration 010). A save upserts the cars and
// NOTIFYs stock_changed with the group's slug in the same transaction; every app server LISTENs on
// its own connection and reads the rows past the last revision it has seen. Writers of one group
// take a transaction lock first, so revisions become visible in order and none is skipped.
import pg from "pg";
import type { Database } from "../db/database";
import { carSchema, type Car } from "../sites/schema";
import type { StockGroup, StockListener, StockStore } from "./port";

const CHANNEL = "stock_changed";
const SEED_BATCH = 500;
const RECONNECT_MS = 1_000;

interface Row {
  car: unknown;
  revision: string | number;
}

export function createPostgresStore(db: Database, connectionString: string, groups: readonly StockGroup[]): StockStore {
  const seen = new Map<string, number>(); // group → last revision read
  let client: pg.Client | null = null;
  let closed = false;
  let chain: Promise<unknown> = Promise.resolve(); // one catch-up at a time, in order

  const lock = (tx: Pick<Database, "query">, slug: string) => tx.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`stock:${slug}`]);

  async function rowsAfter(slug: string, revision: number): Promise<{ cars: Car[]; last: number }> {
    const res = await db.query<Row>("SELECT car, revision FROM stock_cars WHERE group_slug = $1 AND revision > $2 ORDER BY revision", [slug, revision]);
    const cars = res.rows.map((r) => carSchema.parse(r.car));
    const last = res.rows.reduce((max, r) => Math.max(max, Number(r.revision)), revision);
    return { cars, last };
  }

  /** A group's table is filled from its files once, by whichever server starts first. */
  async function seed(group: StockGroup) {
    await db.transaction(async (tx) => {
      await lock(tx, group.slug);
      const any = await tx.query("SELECT 1 FROM stock_cars WHERE group_slug = $1 LIMIT 1", [group.slug]);
      if (any.rows.length > 0) return;
      for (let i = 0; i < group.cars.length; i += SEED_BATCH) {
        const batch = group.cars.slice(i, i + SEED_BATCH);
        const values = batch.map((_, j) => `($1, $${j * 2 + 2}, $${j * 2 + 3})`).join(", ");
        await tx.query(`INSERT INTO stock_cars (group_slug, id, car) VALUES ${values}`, [group.slug, ...batch.flatMap((c) => [c.id, JSON.stringify(c)])]);
      }
    });
  }

  async function listen(listener: StockListener) {
    const catchUp = (slug: string) => {
      chain = chain.then(async () => {
        const { cars, last } = await rowsAfter(slug, seen.get(slug) ?? 0);
        seen.set(slug, last);
        if (cars.length > 0) listener(slug, cars);
      }).catch((error: unknown) => console.error(`stock: reading ${slug}'s changes failed:`, (error as Error).message));
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
      const { cars, last } = await rowsAfter(slug, 0);
      seen.set(slug, Math.max(seen.get(slug) ?? 0, last));
      return cars;
    },
    async save(slug, cars) {
      await db.transaction(async (tx) => {
        await lock(tx, slug);
        for (const car of cars) {
          await tx.query(
            `INSERT INTO stock_cars (group_slug, id, car) VALUES ($1, $2, $3)
             ON CONFLICT (group_slug, id) DO UPDATE SET car = excluded.car, revision = nextval('stock_revision'), updated_at = now()`,
            [slug, car.id, JSON.stringify(car)],
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
