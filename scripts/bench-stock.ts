// The live stock benchmark (issue 16), printed by `npm run bench` (or `npx tsx scripts/bench-stock.ts`):
// - per group size (the demo's 1,353 cars and 100,000 generated ones): the full rebuild of a group's
//   engine (cars and offers indexes), and the incremental update per changed car (one car a change,
//   200 changes in a row so the delta grows as it does between compactions; and one change of 100 cars);
// - how long a change takes to reach a server's index from the store: the sites/ file written by
//   another process's store and picked up by the watch (1,353 cars), and a stock table write heard
//   through LISTEN/NOTIFY on a temporary PostgreSQL (skipped, with the reason, where none installs).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { loadGroup } from "../server/sites/load";
import type { Car } from "../server/sites/schema";
import { EmbeddedSearch } from "../server/search/embedded";
import { createFileStore } from "../server/stock/file-store";
import { createPostgresStore } from "../server/stock/pg-store";
import type { StockStore } from "../server/stock/port";
import { openDatabase } from "../server/db/open";
import { startPostgres } from "../tests/integration/support/postgres";
import { generateCars } from "./bench-cars";

const group = loadGroup(path.resolve("sites/sunshine-motor-group"));
const fmt = (n: number) => (n < 10 ? n.toFixed(2) : n.toFixed(1));
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const timed = (fn: () => void) => {
  const t = performance.now();
  fn();
  return performance.now() - t;
};

function indexRows(): Record<string, string | number>[] {
  return [group.cars.length, 100_000].map((size) => {
    const cars = size === group.cars.length ? group.cars : generateCars(group.cars, size);
    const rebuilds = [0, 1, 2].map(() => timed(() => new EmbeddedSearch(group.group, cars))).sort((a, b) => a - b);
    const engine = new EmbeddedSearch(group.group, cars);
    const singles = Array.from({ length: 200 }, (_, i) => {
      const car = cars[(i * 7919) % cars.length];
      return timed(() => engine.apply([{ ...car, price: car.price + 1 }]));
    }).sort((a, b) => a - b);
    const batch = cars.slice(0, 100).map((c) => ({ ...c, km: c.km + 1 }));
    const fresh = new EmbeddedSearch(group.group, cars);
    const hundred = timed(() => fresh.apply(batch));
    return {
      cars: size.toLocaleString("en-AU"),
      "full rebuild ms (best of 3)": fmt(rebuilds[0]),
      "1 changed car: p50 ms": fmt(pct(singles, 50)),
      "p99 ms": fmt(pct(singles, 99)),
      "100 changed cars at once: ms per car": fmt(hundred / 100),
    };
  });
}

/** ms from a store write by another process's store until the watching engine answers with the change. */
async function reachMs(writer: StockStore, reader: StockStore, slug: string, cars: readonly Car[], runs = 5): Promise<number[]> {
  const engine = new EmbeddedSearch(group.group, cars);
  await reader.watch((_g, changed) => engine.apply(changed));
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const car = cars[i];
    const price = 1_000 + i;
    const started = performance.now();
    await writer.save(slug, [{ ...car, price }]);
    while (engine.car(car.id)?.price !== price) await new Promise((r) => setTimeout(r, 5));
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

async function fileWatch(): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-stock-"));
  try {
    writeFileSync(path.join(dir, "stock.json"), JSON.stringify({ cars: group.cars }));
    const g = { slug: "bench", dir, cars: group.cars };
    const [writer, reader] = [createFileStore([g]), createFileStore([g])];
    const t = await reachMs(writer, reader, "bench", group.cars);
    await reader.close();
    return `sites/ file (watched, ${group.cars.length.toLocaleString("en-AU")} cars): change visible in p50 ${fmt(pct(t, 50))} ms, max ${fmt(t[t.length - 1])} ms (5 writes)`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function listenNotify(): Promise<string> {
  let pg;
  try {
    pg = await startPostgres();
  } catch (error) {
    return `stock table (LISTEN/NOTIFY): skipped, no PostgreSQL here (${(error as Error).message.split("\n")[0]})`;
  }
  try {
    const url = await pg.createDatabase("stock_bench");
    const db = await openDatabase({ DATABASE_URL: url, DATA_DIR: "data" });
    const g = { slug: "bench", dir: "", cars: group.cars };
    const [writer, reader] = [createPostgresStore(db, url, [g]), createPostgresStore(db, url, [g])];
    const cars = await reader.load("bench");
    const t = await reachMs(writer, reader, "bench", cars);
    await reader.close();
    await writer.close();
    await db.close();
    return `stock table (LISTEN/NOTIFY, ${cars.length.toLocaleString("en-AU")} cars): change visible in p50 ${fmt(pct(t, 50))} ms, max ${fmt(t[t.length - 1])} ms (5 writes)`;
  } finally {
    await pg.stop();
  }
}

export async function stockBench(): Promise<string[]> {
  const rows = indexRows();
  return [
    "\nLive stock: index update per changed car vs full rebuild (one group's engine: cars and offers indexes)",
    ...rows.map((r) => Object.entries(r).map(([k, v]) => `${k}: ${v}`).join(" | ")),
    await fileWatch(),
    await listenNotify(),
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  stockBench().then(
    (lines) => console.log(lines.join("\n")),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
