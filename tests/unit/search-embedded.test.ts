// The embedded adapter: the request cache trimmed near 10 entries, rebuild on new stock, the three
// indexes (cars, special offers, parts), and the bit sets underneath.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { propertyRuns } from "./support/property-runs";
import path from "node:path";
import { loadGroup } from "../../server/sites/load";
import { Bitset } from "../../server/search/bitset";
import { EmbeddedSearch } from "../../server/search/embedded";
import { isSpecialOffer } from "../../server/search/documents";
import { requestCache, REQUEST_CACHE_SIZE } from "../../server/search/request-cache";
import type { SearchQuery } from "../../server/search/port";

const group = loadGroup(path.resolve("sites/sunshine-motor-group"));

function query(partial: Partial<SearchQuery> = {}): SearchQuery {
  return { index: "cars", filter: { type: "all" }, refinements: {}, ranges: {}, query: "", sort: [], facets: ["make"], stats: ["price"], offset: 0, limit: 21, ...partial };
}

describe("request cache", () => {
  it("is trimmed at about 10 entries, the least recently used first", () => {
    expect(REQUEST_CACHE_SIZE).toBe(10);
    const cache = requestCache<{ n: number }>();
    for (let i = 0; i < 10; i++) cache.set(`k${i}`, { n: i });
    cache.get("k0"); // used again: now the youngest
    cache.set("k10", { n: 10 });
    expect(cache.size).toBe(10);
    expect(cache.get("k1")).toBeUndefined();
    expect(cache.get("k0")).toEqual({ n: 0 });
  });

  it("answers a repeated query from the cache", () => {
    const search = new EmbeddedSearch(group.group, group.cars);
    const first = search.searchSync(query({ refinements: { make: ["Kia"] } }));
    const again = search.searchSync(query({ refinements: { make: ["Kia"] } }));
    expect(again.hits).toBe(first.hits);
    expect(again.ms).toBe(0);
  });
});

describe("rebuild", () => {
  it("replaces the stock and empties the cache", () => {
    const search = new EmbeddedSearch(group.group, group.cars);
    const before = search.searchSync(query());
    expect(before.count).toBe(1353);
    const version = search.version;
    search.rebuild(group.cars.slice(0, 100));
    expect(search.version).toBe(version + 1);
    expect(search.searchSync(query()).count).toBe(100);
  });
});

describe("indexes", () => {
  const search = new EmbeddedSearch(group.group, group.cars);
  it("offers holds the special offers only", () => {
    const offers = search.searchSync(query({ index: "offers", limit: 100 }));
    expect(offers.count).toBe(group.cars.filter(isSpecialOffer).length);
    expect(offers.count).toBeGreaterThan(0);
    expect(offers.hits.every(isSpecialOffer)).toBe(true);
  });
  it("parts live in their own index (searchParts): a car-shaped query cannot reach them", () => {
    expect(() => search.searchSync(query({ index: "parts" }))).toThrow(/searchParts/);
    expect(search.partCount).toBe(0);
  });
});

describe("bit sets", () => {
  it("agree with plain sets for and, or, andNot, invert and counts", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }).chain((n) => fc.tuple(fc.constant(n), fc.subarray([...Array(n).keys()]), fc.subarray([...Array(n).keys()]))), ([n, xs, ys]) => {
        const a = Bitset.from(n, (i) => xs.includes(i));
        const b = Bitset.from(n, (i) => ys.includes(i));
        expect(a.toArray()).toEqual(xs);
        expect(a.clone().and(b).toArray()).toEqual(xs.filter((x) => ys.includes(x)));
        expect(a.clone().or(b).toArray()).toEqual([...new Set([...xs, ...ys])].sort((p, q) => p - q));
        expect(a.clone().andNot(b).toArray()).toEqual(xs.filter((x) => !ys.includes(x)));
        expect(a.clone().invert().count()).toBe(n - xs.length);
        expect(a.countAnd(b)).toBe(xs.filter((x) => ys.includes(x)).length);
        expect(Bitset.full(n).count()).toBe(n);
      }),
      { numRuns: propertyRuns() },
    );
  });
});
