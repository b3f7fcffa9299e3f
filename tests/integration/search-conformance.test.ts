// The search port's conformance suite: the same queries (every kind the search page and /api/search
// send: tests/fixtures/search-queries.ts) through two adapters, which must answer the same hits in
// the same order, the same counts, facet counts and stats.
// - embedded vs embedded, always: one index built over the stock, the other reaching the same stock
//   through incremental changes (this proves the suite, and the live index with it);
// - embedded vs Typesense, wherever TYPESENSE_URL (and TYPESENSE_API_KEY) point at a real server:
//   it seeds a collection of its own and drops it after. No Typesense server installs on the
//   machines this repository is built on, so there it is reported as skipped, saying why.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoGroups, DEMO_NOW } from "../fixtures/demo-stock";
import { siteQueries } from "../fixtures/search-queries";
import { EmbeddedSearch } from "../../server/search/embedded";
import { TypesenseSearch, typesenseClient } from "../../server/search/typesense/adapter";
import type { SearchPort, SearchReply } from "../../server/search/port";

const [group] = demoGroups(["sunshine-motor-group"]);
const site = group.sites.find((s) => s.slug === "sunshine")!;
const names = new Map(group.group.dealerships.map((d) => [d.id, d.name]));
const QUERIES = Object.entries(siteQueries(site, group.cars, names, DEMO_NOW));

/** What two adapters must agree on (the engine's time aside). */
const comparable = (r: SearchReply) => ({ hits: r.hits.map((c) => c.id), count: r.count, facets: r.facets, facetStats: r.facetStats, pagination: r.pagination });

async function expectConformance(reference: SearchPort, other: SearchPort) {
  for (const [name, q] of QUERIES) {
    expect(comparable(await other.search(q)), name).toEqual(comparable(await reference.search(q)));
  }
}

describe("search conformance: embedded vs embedded (built whole vs reached by incremental changes)", () => {
  it(`answers the same to all ${QUERIES.length} query kinds`, async () => {
    // The live one starts without the last 100 cars and with some prices wrong, then takes the feed's
    // changes. Ties end on feed order, where a changed car counts as the newest: the whole one is built so.
    const changed = (i: number) => i % 20 === 0 || i >= group.cars.length - 100;
    const live = new EmbeddedSearch(group.group, group.cars.slice(0, -100).map((c, i) => (changed(i) ? { ...c, price: c.price + 1 } : c)));
    live.apply(group.cars.filter((_, i) => changed(i)));
    const whole = new EmbeddedSearch(group.group, [...group.cars.filter((_, i) => !changed(i)), ...group.cars.filter((_, i) => changed(i))]);
    await expectConformance(whole, live);
  });
});

const typesense = process.env.TYPESENSE_URL && process.env.TYPESENSE_API_KEY ? { url: process.env.TYPESENSE_URL, apiKey: process.env.TYPESENSE_API_KEY } : null;

describe("search conformance: embedded vs Typesense", () => {
  const collection = `conformance_${process.pid}_${Date.now()}`;
  const client = typesense ? typesenseClient(typesense) : null;
  let remote: TypesenseSearch;
  const embedded = new EmbeddedSearch(group.group, group.cars);

  beforeAll(async () => {
    if (!client) return;
    remote = new TypesenseSearch(client, collection, { dealershipNames: names }, { car: (id) => embedded.car(id), hasModel: (make, model) => embedded.hasModel(make, model) });
    await remote.seed(group.cars);
  }, 120_000);
  afterAll(async () => {
    if (client) await client.collections(collection).delete().catch(() => undefined);
  });

  it.skipIf(!typesense)(
    `answers the same to all ${QUERIES.length} query kinds (skipped unless TYPESENSE_URL and TYPESENSE_API_KEY name a real Typesense server: none installs here)`,
    async () => {
      await expectConformance(embedded, remote);
    },
    120_000,
  );
});
