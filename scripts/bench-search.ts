// The search index micro-benchmark: query latency p50/p99 of the embedded index at the demo group's
// 1353 cars and at 100,000 generated cars, for the queries the search page sends (every facet the
// sidebar shows, four range stats, the group site's fixed filter, 21 a page).
//
//   npx tsx scripts/bench-search.ts              our index at 1353 and 100,000 cars
//   npx tsx scripts/bench-search.ts --orama      the same queries on @orama/orama too (the alternative measured)
//   npx tsx scripts/bench-search.ts --runs 200   queries per kind (default 100)
//   node --expose-gc --import tsx scripts/bench-search.ts   also prints the memory the index keeps
//
// The request cache is bypassed: every query runs the engine. Numbers are milliseconds.
import path from "node:path";
import { performance } from "node:perf_hooks";
import { loadGroup } from "../server/sites/load";
import { generateCars } from "./bench-cars";
import type { Car } from "../server/sites/schema";
import { FacetIndex } from "../server/search/facet-index";
import { carKind } from "../server/search/doc-kind";
import { searchQuery } from "../app/models/search-site.server";
import type { SearchQuery } from "../server/search/port";
import type { SearchState } from "../app/lib/search/state";

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf("--runs") + 1]) || 100;
const withOrama = args.includes("--orama");

const group = loadGroup(path.resolve("sites/sunshine-motor-group"));
const site = group.sites.find((s) => s.slug === "sunshine")!;
const ctx = { dealershipNames: new Map(group.group.dealerships.map((d) => [d.id, d.name])) };
const now = new Date();

const state = (s: Partial<SearchState>): SearchState => ({ refinements: {}, ranges: {}, page: 1, ...s });
const FACETS = ["make", "make_model", "car_type", "item_type", "body", "fuel", "transmission", "drive", "state", "city", "dealership_name", "location_name", "colour", "seats", "categories", "filtered_features", "certified"] as const;
const STATS = ["price", "subscription_price", "km", "year"] as const;

const KINDS: Record<string, SearchState> = {
  "default page": state({}),
  "filtered: used Toyota, $20k-$60k, Lowest Price": state({ refinements: { car_type: ["used"], make: ["Toyota"] }, ranges: { price: { min: 20_000, max: 60_000 } }, sortBy: "price-asc" }),
  "two makes + model + body, page 3": state({ refinements: { make: ["Toyota", "Mazda"], make_model: ["Corolla"], body: ["SUV", "Hatch"] }, page: 3 }),
  "keyword 'hybrid suv', relevance": state({ query: "hybrid suv" }),
  "deep page 40, Latest": state({ sortBy: "latest", page: 40 }),
};

function queryFor(s: SearchState): SearchQuery {
  return searchQuery(site, "cars", s, now, { facets: [...FACETS], stats: [...STATS] });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function time(fn: () => unknown, n: number): { p50: number; p99: number; first: number } {
  const first0 = performance.now();
  fn();
  const first = performance.now() - first0;
  for (let i = 0; i < 5; i++) fn(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), first };
}

const fmt = (n: number) => (n < 10 ? n.toFixed(2) : n.toFixed(1));

async function benchOrama(cars: Car[], n: number) {
  const { create, insertMultiple, search } = await import("@orama/orama");
  const t0 = performance.now();
  const db = create({
    schema: {
      make: "enum", model: "enum", car_type: "enum", body: "enum", fuel: "enum", transmission: "enum", drive: "enum", state: "enum", city: "enum",
      colour: "enum", location: "enum", features: "enum[]", categories: "enum[]", price: "number", km: "number", year: "number",
      created: "number", name: "string", status: "enum", show: "boolean",
    } as const,
  });
  await insertMultiple(
    db,
    cars.map((c) => ({
      make: c.make, model: c.model, car_type: c.car_type, body: c.simple_body, fuel: c.simple_fuel, transmission: c.simple_transmission, drive: c.simple_drive,
      state: c.state, city: c.city, colour: c.colour, location: c.location.name, features: c.filtered_features, categories: c.categories,
      price: c.price, km: c.km, year: c.year, created: c.created_at_timestamp, name: c.name, status: c.status, show: c.show_on_dealer_website,
    })),
    2000,
  );
  const build = performance.now() - t0;
  const facets = Object.fromEntries(["make", "model", "car_type", "body", "fuel", "transmission", "drive", "state", "city", "colour", "location", "features", "categories"].map((f) => [f, { limit: 500 }]));
  const base = { status: { in: ["in_stock", "coming_soon"] }, show: true };
  // Disjunctive counts need one query per refined facet, as Typesense does.
  const filtered = async () => {
    const price = { between: [20_000, 60_000] };
    const where = { ...base, car_type: { eq: "used" }, make: { eq: "Toyota" }, price };
    await search(db, { where, facets, limit: 21, sortBy: { property: "price", order: "ASC" } } as never);
    await search(db, { where: { ...base, make: { eq: "Toyota" }, price }, facets: { car_type: {} }, limit: 1 } as never);
    await search(db, { where: { ...base, car_type: { eq: "used" }, price }, facets: { make: {} }, limit: 1 } as never);
  };
  const plain = async () => {
    await search(db, { where: base, facets, limit: 21 } as never);
  };
  const measure = async (fn: () => Promise<unknown>) => {
    await fn();
    const times: number[] = [];
    for (let i = 0; i < n; i++) {
      const t = performance.now();
      await fn();
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    return { p50: percentile(times, 50), p99: percentile(times, 99) };
  };
  return { build, plain: await measure(plain), filtered: await measure(filtered) };
}

async function main() {
  console.log(`Search index micro-benchmark (${runs} queries per kind after warm-up; Node ${process.version})\n`);
  for (const size of [group.cars.length, 100_000]) {
    const cars = size === group.cars.length ? group.cars : generateCars(group.cars, size);
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    const heap0 = process.memoryUsage().heapUsed;
    const t0 = performance.now();
    const index = new FacetIndex(cars, carKind(ctx));
    const build = performance.now() - t0;
    gc?.();
    const heap = gc ? `, ${((process.memoryUsage().heapUsed - heap0) / 1e6).toFixed(0)} MB retained` : " (run node --expose-gc --import tsx for its memory)";
    console.log(`${size.toLocaleString("en-AU")} cars: index built in ${fmt(build)} ms${heap}`);
    const rows = Object.entries(KINDS).map(([name, s]) => {
      const q = queryFor(s);
      const r = time(() => index.search(q), size > 10_000 ? Math.min(runs, 60) : runs);
      return { query: name, matches: index.search(q).count, "first ms": fmt(r.first), "p50 ms": fmt(r.p50), "p99 ms": fmt(r.p99) };
    });
    console.table(rows);
    if (withOrama) {
      const o = await benchOrama(cars, size > 10_000 ? 10 : 50);
      console.log(
        `@orama/orama at ${size.toLocaleString("en-AU")} cars: built in ${fmt(o.build)} ms; default page p50 ${fmt(o.plain.p50)} / p99 ${fmt(o.plain.p99)} ms; ` +
          `filtered with disjunctive counts (3 queries) p50 ${fmt(o.filtered.p50)} / p99 ${fmt(o.filtered.p99)} ms\n`,
      );
    }
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
