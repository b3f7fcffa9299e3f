// The live index takes stock changes without a rebuild, and must answer exactly what a full rebuild
// over the same stock answers (the changed cars last, as the merge promises): hits in order, counts,
// disjunctive facet counts, stats, for every kind of query the search page sends.
import { describe, expect, it } from "vitest";
import { DEMO_NOW, demoGroups } from "../fixtures/demo-stock";
import { siteQueries } from "../fixtures/search-queries";
import { FacetIndex } from "../../server/search/facet-index";
import { LiveIndex } from "../../server/search/live-index";
import { EmbeddedSearch } from "../../server/search/embedded";
import { carKind } from "../../server/search/doc-kind";
import type { Car } from "../../server/sites/schema";
import type { SearchQuery } from "../../server/search/port";

const [group] = demoGroups(["sunshine-motor-group"]);
const ctx = { dealershipNames: new Map(group.group.dealerships.map((d) => [d.id, d.name])) };

const site = group.sites.find((x) => x.slug === "sunshine")!;
/** Every query kind the site sends (the translation tests and the conformance suite run the same set). */
const QUERIES = siteQueries(site, group.cars, ctx.dealershipNames, DEMO_NOW);
const q = (p: Partial<SearchQuery> = {}): SearchQuery => ({ ...QUERIES["the default page"], ...p });

/** Same answer, ms aside. */
const comparable = (r: ReturnType<FacetIndex<Car>["search"]>) => ({ ...r, ms: 0, hits: r.hits.map((c) => c.id) });

function changes(cars: readonly Car[]): Car[] {
  const toyota = cars.find((c) => c.make === "Toyota" && c.price > 0)!;
  const mazda = cars.find((c) => c.make === "Mazda")!;
  const fresh: Car = { ...toyota, id: 9_999_001, slug: "imported-new-car", stocknum: "IMP1", price: 12_345, make: "Chevrolet", model: "Silverado" };
  return [
    { ...toyota, price: toyota.price + 1_000, km: 5 }, // changed
    { ...mazda, status: "sold", sold: true, sold_date_timestamp: 1_800_000_000 }, // dropped from the feed
    fresh, // added
  ];
}

describe("the live index", () => {
  it("answers after a change exactly as a rebuild over the changed stock does", () => {
    const live = new LiveIndex(group.cars, carKind(ctx));
    const changed = changes(group.cars);
    live.apply(changed);
    const ids = new Set(changed.map((c) => c.id));
    const rebuilt = new FacetIndex([...group.cars.filter((c) => !ids.has(c.id)), ...changed], carKind(ctx));
    for (const [name, query] of Object.entries(QUERIES)) {
      expect(comparable(live.search(query)), name).toEqual(comparable(rebuilt.search(query)));
    }
    expect(live.size).toBe(group.cars.length + 1);
  });

  it("a car changed twice is held once, in its newest copy", () => {
    const live = new LiveIndex(group.cars, carKind(ctx));
    const car = group.cars[0];
    live.apply([{ ...car, price: 1_111 }]);
    live.apply([{ ...car, price: 2_222 }]);
    const reply = live.search(q({ query: `"${car.stocknum.toLowerCase()}"`, limit: 5 }));
    expect(reply.hits.map((c) => c.price)).toEqual([2_222]);
    expect(live.size).toBe(group.cars.length);
  });

  it("folds a large delta into a new base and still answers as a rebuild does", () => {
    const live = new LiveIndex(group.cars, carKind(ctx));
    const changed = group.cars.slice(0, 400).map((c) => ({ ...c, price: c.price + 7 })); // past the compaction point
    live.apply(changed);
    const rebuilt = new FacetIndex([...group.cars.slice(400), ...changed], carKind(ctx));
    for (const [name, query] of Object.entries(QUERIES)) {
      expect(comparable(live.search(query)), name).toEqual(comparable(rebuilt.search(query)));
    }
  });

  it("the offers index drops a car that is no longer a special offer", () => {
    const search = new EmbeddedSearch(group.group, group.cars);
    const offer = search.searchSync(q({ index: "offers", limit: 1 })).hits[0];
    const before = search.searchSync(q({ index: "offers" })).count;
    search.apply([{ ...offer, tag: null, before_price: null }]);
    expect(search.searchSync(q({ index: "offers" })).count).toBe(before - 1);
  });

  it("a change empties the request cache and moves the version on", () => {
    const search = new EmbeddedSearch(group.group, group.cars);
    const first = search.searchSync(q());
    const version = search.version;
    search.apply([{ ...first.hits[0], price: 1 }]);
    expect(search.version).toBe(version + 1);
    expect(search.searchSync(q()).hits).not.toBe(first.hits);
  });
});
