// The embedded index against a brute-force count over the demo stock file: totals, disjunctive
// facet counts, range stats, keyword matches and result order must all agree, for fixed cases and
// for random queries.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { propertyRuns } from "./support/property-runs";
import path from "node:path";
import { loadGroup } from "../../server/sites/load";
import type { Car } from "../../server/sites/schema";
import { FacetIndex } from "../../server/search/facet-index";
import { carKind } from "../../server/search/doc-kind";
import { queryTerms } from "../../server/search/keyword-index";
import { carWords, facetValues, numericValue, type DocumentContext, type NumericField } from "../../server/search/documents";
import { evaluate, parseFilterExpression, type FilterAst } from "../../server/search/filter-expression";
import { RELEVANCE_SORT, type SearchQuery, type SortSpec } from "../../server/search/port";
import { baseFilter, fixedFilter } from "../../server/search/site-filter";
import { RANGE_FACETS, VALUE_FACETS, type RangeFacet, type ValueFacet } from "../../app/lib/search/state";
import { isListed } from "../../app/lib/listing";

const group = loadGroup(path.resolve("sites/sunshine-motor-group"));
const cars = group.cars;
const ctx: DocumentContext = { dealershipNames: new Map(group.group.dealerships.map((d) => [d.id, d.name])) };
const index = new FacetIndex(cars, carKind(ctx));
const values = cars.map((c) => facetValues(c, ctx));

// ---------------------------------------------------------------- the reference: plain loops

function hasAny(d: number, facet: ValueFacet, wanted: readonly string[]): boolean {
  const lower = wanted.map((w) => w.toLowerCase());
  return values[d][facet].some((v) => lower.includes(v.toLowerCase()));
}

function passesRefinements(d: number, q: SearchQuery, skip: ValueFacet | null): boolean {
  const r = q.refinements;
  const makes = r.make ?? [];
  const models = r.make_model ?? [];
  if (makes.length > 0 && skip !== "make") {
    // A make with some of its own models picked is narrowed to them (make_model counts keep the makes whole).
    const ok = makes.some((make) => {
      if (!hasAny(d, "make", [make])) return false;
      if (skip === "make_model") return true;
      const own = models.filter((m) => cars.some((_, e) => hasAny(e, "make", [make]) && hasAny(e, "make_model", [m])));
      return own.length === 0 || hasAny(d, "make_model", own);
    });
    if (!ok) return false;
  } else if (makes.length === 0 && models.length > 0 && skip !== "make_model") {
    if (!hasAny(d, "make_model", models)) return false;
  }
  for (const facet of VALUE_FACETS) {
    if (facet === "make" || facet === "make_model" || facet === skip) continue;
    const wanted = r[facet];
    if (wanted && wanted.length > 0 && !hasAny(d, facet, wanted)) return false;
  }
  return true;
}

function passesRanges(car: Car, q: SearchQuery, skip: RangeFacet | null): boolean {
  for (const facet of RANGE_FACETS) {
    const r = q.ranges[facet];
    if (!r || facet === skip) continue;
    const v = numericValue(car, facet);
    if (v === null || v < (r.min ?? -Infinity) || v > (r.max ?? Infinity)) return false;
  }
  return true;
}

function keywordMatches(car: Car, query: string): boolean {
  const words = [...carWords(car, ctx).keys()];
  return queryTerms(query).every((t) => t.alternatives.some((a) => words.some((w) => (t.exact ? w === a : w.startsWith(a)))));
}

function bruteForce(q: SearchQuery) {
  const fixed = cars.map((car) => evaluate(q.filter, car as unknown as Record<string, unknown>) && keywordMatches(car, q.query));
  const matching = (skipFacet: ValueFacet | null, skipRange: RangeFacet | null) =>
    cars.map((car, d) => fixed[d] && passesRefinements(d, q, skipFacet) && passesRanges(car, q, skipRange));
  const all = matching(null, null);
  const facets: Record<string, Record<string, number>> = {};
  for (const facet of q.facets) {
    const set = matching(facet, null);
    const counts: Record<string, number> = {};
    cars.forEach((_, d) => {
      if (!set[d]) return;
      for (const v of values[d][facet]) counts[v] = (counts[v] ?? 0) + 1;
    });
    facets[facet] = counts;
  }
  const stats: Record<string, { min: number; max: number }> = {};
  for (const facet of q.stats) {
    const set = matching(null, facet);
    const nums = cars.filter((_, d) => set[d]).map((c) => numericValue(c, facet)).filter((v): v is number => v !== null);
    if (nums.length > 0) stats[facet] = { min: Math.min(...nums), max: Math.max(...nums) };
  }
  return { count: all.filter(Boolean).length, matched: cars.filter((_, d) => all[d]), facets, stats };
}

function sortedBy(list: Car[], sort: readonly SortSpec[]): Car[] {
  const keys = sort.filter((s) => s.field !== "_text_match");
  const order = new Map(cars.map((c, i) => [c, i]));
  return [...list].sort((a, b) => {
    for (const k of keys) {
      const x = numericValue(a, k.field as NumericField);
      const y = numericValue(b, k.field as NumericField);
      if (x === y) continue;
      if (x === null) return 1;
      if (y === null) return -1;
      return k.order === "asc" ? x - y : y - x;
    }
    return order.get(a)! - order.get(b)!;
  });
}

function asCounts(list: { value: string; count: number }[] | undefined): Record<string, number> {
  return Object.fromEntries((list ?? []).map((f) => [f.value, f.count]));
}

function query(partial: Partial<SearchQuery>): SearchQuery {
  return {
    index: "cars",
    filter: { type: "all" },
    refinements: {},
    ranges: {},
    query: "",
    sort: [],
    facets: VALUE_FACETS,
    stats: RANGE_FACETS,
    maxFacetValues: Infinity,
    offset: 0,
    limit: 21,
    ...partial,
  };
}

function agree(q: SearchQuery) {
  const got = index.search(q);
  const want = bruteForce(q);
  expect(got.count).toBe(want.count);
  for (const facet of q.facets) expect([facet, asCounts(got.facets[facet])]).toEqual([facet, want.facets[facet]]);
  expect(got.facetStats).toEqual(want.stats);
  if (!(q.sort[0]?.field === "_text_match" || (q.sort.length === 0 && q.query !== ""))) {
    const order = sortedBy(want.matched, q.sort.length > 0 ? q.sort : RELEVANCE_SORT);
    expect(got.hits.map((c) => c.slug)).toEqual(order.slice(q.offset, q.offset + q.limit).map((c) => c.slug));
  } else {
    expect(new Set(got.hits.map((c) => c.slug)).size).toBe(got.hits.length);
    for (const hit of got.hits) expect(want.matched).toContain(hit);
  }
  return got;
}

const NOW = new Date("2026-11-21T06:00:00.000Z"); // a whole minute: the sold cut-off is exact

describe("facet counts equal a brute-force count over the stock file", () => {
  it("with no refinements: every value facet, every range", () => {
    const got = agree(query({}));
    expect(got.count).toBe(1353);
    expect(asCounts(got.facets.car_type)).toEqual({ used: 613, new: 441, demo: 299 });
  });

  it("with the base filter of the group site (listed cars only)", () => {
    const filter = baseFilter(NOW, 3);
    const got = agree(query({ filter }));
    expect(got.count).toBe(cars.filter((c) => isListed(c, NOW, 3)).length);
  });

  it("is disjunctive: a refined facet still counts its other values", () => {
    const got = agree(query({ refinements: { make: ["Toyota"], body: ["SUV"] } }));
    const makes = asCounts(got.facets.make);
    expect(Object.keys(makes).length).toBeGreaterThan(5); // other makes still offered, counted among SUVs
    expect(makes.Toyota).toBe(got.count);
  });

  it("reads models under their make; a make without picked models stays whole", () => {
    const toyotaAndMazda = index.search(query({ refinements: { make: ["Toyota", "Mazda"] } })).count;
    const corolla = cars.filter((c) => c.make === "Toyota" && c.model === "Corolla").length;
    const mazdas = cars.filter((c) => c.make === "Mazda").length;
    const got = agree(query({ refinements: { make: ["Toyota", "Mazda"], make_model: ["Corolla"] } }));
    expect(got.count).toBe(corolla + mazdas);
    expect(got.count).toBeLessThan(toyotaAndMazda);
    // Models are counted under the selected makes, whole.
    expect(asCounts(got.facets.make_model).Corolla).toBe(corolla);
    expect(asCounts(got.facets.make_model)["CX-5"]).toBe(cars.filter((c) => c.make === "Mazda" && c.model === "CX-5").length);
  });

  it("matches refinement values whatever their case; an unknown value matches nothing", () => {
    expect(agree(query({ refinements: { make: ["toyota"] } })).count).toBe(cars.filter((c) => c.make === "Toyota").length);
    expect(agree(query({ refinements: { make: ["Nope"] } })).count).toBe(0);
  });

  it("ranges are inclusive 'min:max' with either side open, and leave their own stats whole", () => {
    const got = agree(query({ ranges: { price: { min: 20_000, max: 30_000 }, year: { min: 2020 } } }));
    const all = index.search(query({ ranges: { year: { min: 2020 } } }));
    expect(got.facetStats.price).toEqual(all.facetStats.price);
    agree(query({ ranges: { km: { max: 0 } } }));
  });

  it("keyword: every word must match, prefixes count, stock numbers are exact", () => {
    agree(query({ query: "toyota suv" }));
    agree(query({ query: "hyb" }));
    agree(query({ query: "EV", sort: [{ field: "price", order: "asc" }] }));
    const stock = cars[5].stocknum;
    const got = agree(query({ query: `"${stock}"` }));
    expect(got.hits.map((c) => c.stocknum)).toEqual([stock]);
    expect(agree(query({ query: "cx-5" })).count).toBe(cars.filter((c) => c.model === "CX-5").length);
  });

  it("ranks keyword matches by field: a make beats a feature word", () => {
    const got = index.search(query({ query: "kia", limit: 5 }));
    for (const hit of got.hits) expect(hit.make).toBe("Kia");
  });

  it("sorts with cars lacking the value last, either way", () => {
    for (const order of ["asc", "desc"] as const) {
      const got = agree(query({ sort: [{ field: "subscription_price", order }], limit: 100 }));
      const withPrice = got.hits.filter((c) => c.subscription_price !== null).length;
      expect(got.hits.slice(0, withPrice).every((c) => c.subscription_price !== null)).toBe(true);
    }
  });

  it("pages: the offset walks the same order; past the end is empty", () => {
    const sort: SortSpec[] = [{ field: "price", order: "desc" }];
    const first = agree(query({ sort, offset: 0, limit: 21 }));
    const second = agree(query({ sort, offset: 21, limit: 21 }));
    expect(second.pagination).toEqual({ page: 2, pageSize: 21, pages: Math.ceil(1353 / 21), offset: 21 });
    expect(first.hits.at(-1)!.price).toBeGreaterThanOrEqual(second.hits[0].price);
    expect(index.search(query({ offset: 5000 })).hits).toEqual([]);
  });

  it("a site filter expression restricts exactly like the reference evaluator", () => {
    const parsed = parseFilterExpression("(make:=[Toyota, Kia] || km:<20000) && photos_count:>0 && stocknum:!=SMG24600");
    if (!parsed.ok) throw new Error(parsed.error);
    agree(query({ filter: parsed.ast, refinements: { car_type: ["used"] } }));
  });

  it("the fixed filter of a dealer site keeps its dealerships' listed cars", () => {
    const site = group.sites.find((s) => s.slug === "sunshine-toyota")!;
    const got = agree(query({ filter: fixedFilter(site, NOW) }));
    expect(got.count).toBe(cars.filter((c) => c.dealership_id === 1 && isListed(c, NOW, site.include_sold_cars_days)).length);
  });
});

// ---------------------------------------------------------------- random queries

const pick = <T>(list: readonly T[]) => fc.subarray([...list], { maxLength: 3 });
const distinct = (facet: ValueFacet) => [...new Set(values.flatMap((v) => v[facet]))];
const refinementArb = fc.record(
  {
    make: pick(distinct("make")),
    make_model: pick(distinct("make_model").slice(0, 40)),
    car_type: pick(["new", "used", "demo"]),
    body: pick(distinct("body")),
    city: pick(distinct("city")),
    fuel: pick(distinct("fuel")),
    filtered_features: pick(distinct("filtered_features")),
    seats: pick(distinct("seats")),
  },
  { requiredKeys: [] },
);
const rangeArb = fc.record(
  {
    price: fc.record({ min: fc.integer({ min: 0, max: 60_000 }), max: fc.integer({ min: 60_000, max: 200_000 }) }, { requiredKeys: [] }),
    year: fc.record({ min: fc.integer({ min: 2010, max: 2026 }) }, { requiredKeys: [] }),
    km: fc.record({ max: fc.integer({ min: 0, max: 150_000 }) }, { requiredKeys: [] }),
  },
  { requiredKeys: [] },
);
const sortArb = fc.constantFrom<SortSpec[]>(
  [],
  [{ field: "price", order: "asc" }],
  [{ field: "price", order: "desc" }],
  [{ field: "created_at_timestamp", order: "desc" }],
  [{ field: "km", order: "asc" }],
  [{ field: "year", order: "desc" }, { field: "price", order: "asc" }],
);
const filterArb = fc.constantFrom<FilterAst>(
  { type: "all" },
  baseFilter(NOW, 3),
  baseFilter(NOW, 1),
  { type: "match", field: "dealership_id", negate: false, values: ["1", "8"] },
);

describe("random queries agree with the brute force", () => {
  it("counts, facets, stats and order", () => {
    fc.assert(
      fc.property(
        refinementArb,
        rangeArb,
        sortArb,
        filterArb,
        fc.constantFrom("", "toyota", "auto white", "hy", "family 7"),
        fc.integer({ min: 0, max: 3 }),
        (refinements, ranges, sort, filter, q, page) => {
          agree(query({ refinements, ranges, sort, filter, query: q, offset: page * 21, facets: ["make", "make_model", "body", "city", "car_type", "seats"] }));
        },
      ),
      { numRuns: propertyRuns(60) },
    );
  });
});
