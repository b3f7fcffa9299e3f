// The search URL codec: the spec's route patterns, special segments, query lists and paging.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { propertyRuns } from "./support/property-runs";
import {
  MAX_PAGE,
  SORT_KEYS,
  VALUE_FACETS,
  canonicalState,
  emptySearchState,
  hasRefinements,
  type RangeFacet,
  type SearchState,
  type ValueFacet,
} from "~/lib/search/state";
import { buildSearchUrl, parseSearchUrl, vehicleKindForTemplate, type SearchVocabulary, type VehicleKind } from "~/lib/search/url";
import { pageToOffset, parsePage } from "~/lib/search/paging";
import { setQuery, setRange, setSingle, setSort, toggleRefinement } from "~/lib/search/refine";
import { slugify } from "~/lib/slug.mjs";

// A stock vocabulary with the awkward cases on purpose: diacritics, '&', '/', commas, dots, and
// slugs shared across facets ('4x4', 'Sydney', 'Electric') or within one ('Citroën'/'Citroen').
const VOCAB: SearchVocabulary = {
  facets: {
    status: ["in_stock", "coming_soon", "sold"],
    badge: ["GX", "Ascent Sport", "GT-Line"],
    car_type: ["new", "used", "demo"],
    categories: ["4x4", "Electric", "Family, 7 seats", "Used Cars", "Under $20k"],
    city: ["Brisbane", "Gold Coast", "Sydney", "Toowoomba", "St. Kilda"],
    colour: ["Red, White", "Blue", "Crystal Pearl"],
    dealership_name: ["Smith Motors", "Brisbane Motorcycles", "A/B Cars & Co"],
    filtered_features: ["Apple CarPlay", "Heated seats"],
    item_type: ["car", "motorcycle", "caravan"],
    location_name: ["Brisbane City", "Toowoomba Toyota", "Sydney"],
    make: ["Toyota", "Mazda", "Škoda", "Citroën", "Citroen", "Land Rover", "Mercedes-Benz", "Rolls & Royce"],
    make_model: ["Corolla", "CX-5", "Octavia", "C3", "Range Rover", "C 200", "Ghost", "HiLux"],
    model: ["Corolla", "CX-5", "Octavia"],
    price_range: ["$10,000 - $20,000", "$20,000+"],
    seats: ["2", "5", "7"],
    body: ["Sedan", "SUV", "Ute", "Cab Chassis"],
    drive: ["4x4", "AWD", "FWD"],
    fuel: ["Petrol", "Diesel", "Electric", "Hybrid"],
    transmission: ["Automatic", "Manual"],
    state: ["QLD", "NSW", "VIC"],
    tag: ["Test Drive Only", "Special", "Pre-order"],
    weekly_price_range: ["$100 - $150", "$150+"],
    certified: ["true", "false"],
  },
  modelsByMake: {
    Toyota: ["Corolla", "HiLux"],
    Mazda: ["CX-5"],
    Škoda: ["Octavia"],
    Citroën: ["C3"],
    "Land Rover": ["Range Rover"],
    "Mercedes-Benz": ["C 200"],
    "Rolls & Royce": ["Ghost"],
  },
  dealershipSlugs: { "smith-motors-qld": "Smith Motors" },
};

function state(partial: Partial<SearchState> = {}): SearchState {
  return { ...emptySearchState(), ...partial };
}
const r = (refinements: SearchState["refinements"]) => state({ refinements });

describe("slugify", () => {
  it.each([
    ["Toyota", "toyota"],
    ["Land Rover", "land-rover"],
    ["Mercedes-Benz", "mercedes-benz"],
    ["Škoda", "skoda"],
    ["Citroën", "citroen"],
    ["St. Kilda", "st-kilda"],
    [" A/B Cars & Co ", "a-b-cars-co"],
    ["Straße", "strasse"],
    ["QLD", "qld"],
    ["&", ""],
    ["--x--", "x"],
  ])("%j → %j", (value, slug) => {
    expect(slugify(value)).toBe(slug);
  });
});

describe("route patterns, in the spec's priority order", () => {
  const cases: [string, SearchState["refinements"], string][] = [
    ["car_type + make", { car_type: ["used"], make: ["Toyota"] }, "/search/used-cars/toyota"],
    ["car_type + state + city", { car_type: ["used"], state: ["QLD"], city: ["Brisbane"] }, "/search/used-cars/qld/brisbane"],
    ["car_type + state", { car_type: ["new"], state: ["QLD"] }, "/search/new-cars/qld"],
    ["car_type alone", { car_type: ["demo"] }, "/search/demo-cars"],
    ["dealership_name", { dealership_name: ["Brisbane Motorcycles"] }, "/search/brisbane-motorcycles"],
    ["state", { state: ["NSW"] }, "/search/nsw"],
    ["city + make", { city: ["Gold Coast"], make: ["Mazda"] }, "/search/gold-coast/mazda"],
    ["city", { city: ["Toowoomba"] }, "/search/toowoomba"],
    ["location_name + make", { location_name: ["Brisbane City"], make: ["Toyota"] }, "/search/brisbane-city/toyota"],
    ["location_name", { location_name: ["Toowoomba Toyota"] }, "/search/toowoomba-toyota"],
    ["make + make_model", { make: ["Toyota"], make_model: ["Corolla"] }, "/search/toyota/corolla"],
    ["make", { make: ["Land Rover"] }, "/search/land-rover"],
    ["body", { body: ["Cab Chassis"] }, "/search/cab-chassis"],
    ["drive", { drive: ["AWD"] }, "/search/awd"],
    ["fuel", { fuel: ["Diesel"] }, "/search/diesel"],
    ["categories", { categories: ["Family, 7 seats"] }, "/search/family-7-seats"],
  ];
  it.each(cases)("%s", (_name, refinements, url) => {
    expect(buildSearchUrl(r(refinements), { vocabulary: VOCAB })).toBe(url);
    expect(buildSearchUrl(r(refinements))).toBe(url); // no collisions here, so no vocabulary needed
    expect(parseSearchUrl(url, VOCAB)).toEqual(canonicalState(r(refinements)));
  });

  it("double quotes in refinement values are stripped (spec point 5): make=\"Kia\" is the Kias", () => {
    expect(parseSearchUrl('/search?make="Kia"', VOCAB)).toEqual(canonicalState(r({ make: ["Kia"] })));
    expect(parseSearchUrl("/search?make=%22Kia%22,%22&colour=Wh%22ite", VOCAB)).toEqual(canonicalState(r({ make: ["Kia"], colour: ["White"] })));
  });

  it("the first matching pattern takes the path; the other single values go to the query", () => {
    const s = r({ car_type: ["used"], make: ["Toyota"], state: ["QLD"], city: ["Brisbane"] });
    expect(buildSearchUrl(s)).toBe("/search/used-cars/toyota?city=Brisbane&state=QLD");
    expect(parseSearchUrl("/search/used-cars/toyota?city=Brisbane&state=QLD", VOCAB)).toEqual(canonicalState(s));
  });

  it("only single-valued refinements go into the path", () => {
    const s = r({ car_type: ["new", "used"], make: ["Toyota"] });
    expect(buildSearchUrl(s)).toBe("/search/toyota?car_type=new,used");
    expect(buildSearchUrl(r({ make: ["Toyota", "Mazda"] }))).toBe("/search?make=Mazda,Toyota");
  });

  it("a model under a make other than the selected one still round-trips", () => {
    const s = r({ make: ["Toyota"], make_model: ["Octavia"] });
    expect(parseSearchUrl(buildSearchUrl(s, { vocabulary: VOCAB }), VOCAB)).toEqual(canonicalState(s));
  });

  it("a dealership's own slug is used when the vocabulary maps it", () => {
    expect(buildSearchUrl(r({ dealership_name: ["Smith Motors"] }), { vocabulary: VOCAB })).toBe(
      "/search/smith-motors-qld",
    );
    expect(parseSearchUrl("/search/smith-motors-qld", VOCAB)).toEqual(r({ dealership_name: ["Smith Motors"] }));
    // The slug of the name is read too, so an older link keeps working.
    expect(parseSearchUrl("/search/smith-motors", VOCAB)).toEqual(r({ dealership_name: ["Smith Motors"] }));
  });

  it("segments are read case-insensitively and with a trailing slash", () => {
    expect(parseSearchUrl("/search/Used-Cars/TOYOTA/", VOCAB)).toEqual(r({ car_type: ["used"], make: ["Toyota"] }));
  });
});

describe("special segments", () => {
  it("car type segments follow the site's vehicle kind", () => {
    const used = r({ car_type: ["used"] });
    const fresh = r({ car_type: ["new"] });
    expect(buildSearchUrl(used)).toBe("/search/used-cars");
    expect(buildSearchUrl(used, { vehicleKind: "motorcycle" })).toBe("/search/used-motorcycles");
    expect(buildSearchUrl(fresh, { vehicleKind: "motorcycle" })).toBe("/search/new-motorcycles");
    expect(buildSearchUrl(used, { vehicleKind: "caravan" })).toBe("/search/used-caravans");
    expect(buildSearchUrl(fresh, { vehicleKind: "caravan" })).toBe("/search/new-caravans");
    for (const seg of ["used-cars", "pre-owned-cars", "used-motorcycles", "used-caravans"]) {
      expect(parseSearchUrl(`/search/${seg}`, VOCAB)).toEqual(used);
    }
    expect(parseSearchUrl("/search/new-motorcycles", VOCAB)).toEqual(fresh);
    expect(parseSearchUrl("/search/new-caravans", VOCAB)).toEqual(fresh);
  });

  it("templates map to vehicle kinds", () => {
    expect(vehicleKindForTemplate("motorcycle")).toBe("motorcycle");
    expect(vehicleKindForTemplate("camper")).toBe("caravan");
    expect(vehicleKindForTemplate("group")).toBe("car");
  });

  it("a car type segment is read even when no such car is in stock (an empty search, not a 404)", () => {
    const vocab: SearchVocabulary = { facets: { make: ["Toyota"] } };
    expect(parseSearchUrl("/search/demo-cars/toyota", vocab)).toEqual(r({ car_type: ["demo"], make: ["Toyota"] }));
  });

  it("used-cars-brisbane is used cars in that city", () => {
    const s = r({ car_type: ["used"], city: ["Brisbane"] });
    expect(parseSearchUrl("/search/used-cars-brisbane", VOCAB)).toEqual(s);
    expect(buildSearchUrl(s)).toBe("/search/used-cars?city=Brisbane"); // the canonical form
    expect(parseSearchUrl("/search/used-cars-atlantis", VOCAB)).toBeNull();
  });

  it("subscription-cars-{city} is a subscription search in that city", () => {
    const s = state({ subscription: true, refinements: { city: ["Gold Coast"] } });
    expect(buildSearchUrl(s, { vocabulary: VOCAB })).toBe("/search/subscription-cars-gold-coast");
    expect(parseSearchUrl("/search/subscription-cars-gold-coast", VOCAB)).toEqual(s);
    expect(parseSearchUrl("/search/subscription-cars", VOCAB)).toEqual(state({ subscription: true }));
    expect(buildSearchUrl(state({ subscription: true, refinements: { make: ["Toyota"] } }))).toBe(
      "/search/subscription-cars?make=Toyota",
    );
    expect(parseSearchUrl("/search/subscription-cars-atlantis", VOCAB)).toBeNull();
    expect(parseSearchUrl("/search/subscription-cars/toyota", VOCAB)).toBeNull();
  });

  it("whole-stock default paths are the empty search", () => {
    for (const seg of ["new-used-and-demo-cars", "new-used-and-demo-trucks", "our-cars", "rental-cars"]) {
      expect(parseSearchUrl(`/search/${seg}`, VOCAB)).toEqual(emptySearchState());
    }
    expect(parseSearchUrl("/search", VOCAB)).toEqual(emptySearchState());
  });

  it("the site's default search path stands for an empty path", () => {
    const opts = { emptyPath: "/search/new-used-and-demo-cars" };
    expect(buildSearchUrl(emptySearchState(), opts)).toBe("/search/new-used-and-demo-cars");
    expect(buildSearchUrl(r({ make: ["Toyota", "Mazda"] }), opts)).toBe("/search/new-used-and-demo-cars?make=Mazda,Toyota");
    expect(buildSearchUrl(r({ make: ["Toyota"] }), opts)).toBe("/search/toyota");
    // A default path outside the base, as the make template's /pre-owned.
    expect(parseSearchUrl("/pre-owned?make=Toyota", VOCAB, { emptyPath: "/pre-owned" })).toEqual(r({ make: ["Toyota"] }));
  });

  it("another base works the same way", () => {
    expect(buildSearchUrl(r({ make: ["Toyota"] }), { base: "/parts/search" })).toBe("/parts/search/toyota");
    expect(parseSearchUrl("/parts/search/toyota", VOCAB, { base: "/parts/search" })).toEqual(r({ make: ["Toyota"] }));
    expect(parseSearchUrl("/search/toyota", VOCAB, { base: "/parts/search" })).toBeNull();
  });
});

describe("collisions are settled by the vocabulary", () => {
  it("a value whose segment an earlier pattern would claim goes to the query", () => {
    // '4x4' is a drive and a category; drive comes first in the priority list.
    expect(buildSearchUrl(r({ drive: ["4x4"] }), { vocabulary: VOCAB })).toBe("/search/4x4");
    expect(parseSearchUrl("/search/4x4", VOCAB)).toEqual(r({ drive: ["4x4"] }));
    expect(buildSearchUrl(r({ categories: ["4x4"] }), { vocabulary: VOCAB })).toBe("/search?categories=4x4");
    // 'Sydney' is a city and a location; city comes first.
    expect(buildSearchUrl(r({ location_name: ["Sydney"] }), { vocabulary: VOCAB })).toBe("/search?location_name=Sydney");
  });

  it("two values of one facet with the same slug stay in the query", () => {
    expect(buildSearchUrl(r({ make: ["Citroën"] }), { vocabulary: VOCAB })).toBe("/search?make=Citro%C3%ABn");
    expect(parseSearchUrl("/search?make=Citro%C3%ABn", VOCAB)).toEqual(r({ make: ["Citroën"] }));
  });

  it("a value that slugs to a reserved segment never goes into the path, even without a vocabulary", () => {
    expect(buildSearchUrl(r({ categories: ["Used Cars"] }))).toBe("/search?categories=Used+Cars");
    expect(buildSearchUrl(r({ make: ["&"] }))).toBe("/search?make=%26");
  });

  it("a value the vocabulary does not know stays in the query", () => {
    expect(buildSearchUrl(r({ make: ["Lada"] }), { vocabulary: VOCAB })).toBe("/search?make=Lada");
  });

  it("a path read back under one stock is read again under the next (what a path reads as is kept per vocabulary)", () => {
    const before: SearchVocabulary = { facets: { make: ["Lada", "Toyota"] } };
    const after: SearchVocabulary = { facets: { make: ["Lada", "Toyota"], city: ["Lada"] } }; // 'lada' now also a city, which the path reads first
    expect(buildSearchUrl(r({ make: ["Lada"] }), { vocabulary: before })).toBe("/search/lada");
    expect(buildSearchUrl(r({ make: ["Lada"] }), { vocabulary: after })).toBe("/search?make=Lada");
    expect(buildSearchUrl(r({ make: ["Lada"] }), { vocabulary: before })).toBe("/search/lada");
  });
});

describe("query string", () => {
  it("lists are comma-joined; a comma inside a value is percent-encoded (%2C)", () => {
    const s = r({ colour: ["Red, White", "Blue"] });
    const url = buildSearchUrl(s);
    expect(url).toBe("/search?colour=Blue,Red%2C+White");
    expect(parseSearchUrl(url, VOCAB)).toEqual(canonicalState(s));
  });

  it("repeated keys, as a plain GET form sends them, are read as one list", () => {
    expect(parseSearchUrl("/search?make=Toyota&make=Mazda,Škoda", VOCAB)).toEqual(
      r({ make: ["Mazda", "Toyota", "Škoda"] }),
    );
    // A form encodes a comma inside a value as %2C, so it stays one value.
    expect(parseSearchUrl("/search?colour=Red%2C+White", VOCAB)).toEqual(r({ colour: ["Red, White"] }));
  });

  it("path and query values of one facet are merged", () => {
    expect(parseSearchUrl("/search/toyota?make=Mazda", VOCAB)).toEqual(r({ make: ["Mazda", "Toyota"] }));
  });

  it("ranges use min:max with either side optional", () => {
    const s = state({ ranges: { price: { min: 10000, max: 20000 }, km: { max: 50000 }, year: { min: 2020 } } });
    const url = buildSearchUrl(s);
    expect(url).toBe("/search?price=10000:20000&km=:50000&year=2020:");
    expect(parseSearchUrl(url, VOCAB)).toEqual(s);
  });

  it("range garbage is ignored, a reversed range is read the right way round", () => {
    expect(parseSearchUrl("/search?price=abc:def&km=:&year=1.2.3:&subscription_price=0x10:", VOCAB)).toEqual(
      emptySearchState(),
    );
    // One range rule with GET /api/search: plain integers only, so '1e3' is garbage here too.
    expect(parseSearchUrl("/search?created_at_timestamp=1e3:&price=1e3:5e3&km=1.5:", VOCAB)).toEqual(emptySearchState());
    expect(parseSearchUrl("/search?price=20000:10000", VOCAB)).toEqual(state({ ranges: { price: { min: 10000, max: 20000 } } }));
    expect(parseSearchUrl("/search?price=10000%3A20000", VOCAB)).toEqual(
      state({ ranges: { price: { min: 10000, max: 20000 } } }),
    );
  });

  it("a plain form's price_min / price_max fields are read as the range", () => {
    expect(parseSearchUrl("/search?price_min=5000&price_max=&km_max=100000", VOCAB)).toEqual(
      state({ ranges: { price: { min: 5000 }, km: { max: 100000 } } }),
    );
  });

  it("keyword, sort and page", () => {
    const s = state({ query: 'toyota "corolla" & co', sortBy: "price-desc", page: 3 });
    const url = buildSearchUrl(s);
    expect(url).toBe("/search?query=toyota+%22corolla%22+%26+co&sortBy=price-desc&page=3");
    expect(parseSearchUrl(url, VOCAB)).toEqual(s);
  });

  it("page 1 is never written; an unknown sort and unknown keys are ignored", () => {
    expect(buildSearchUrl(state({ page: 1 }))).toBe("/search");
    expect(parseSearchUrl("/search?sortBy=cheapest&utm_source=x&gclid=y&page=1", VOCAB)).toEqual(emptySearchState());
  });

  it("reads a full URL or a URL object, and ignores the fragment", () => {
    const want = r({ make: ["Toyota"] });
    expect(parseSearchUrl("https://dealer.example/search/toyota#results", VOCAB)).toEqual(want);
    expect(parseSearchUrl(new URL("https://dealer.example/search/toyota"), VOCAB)).toEqual(want);
  });

  it("the URL is printable ASCII even for a lone surrogate", () => {
    const url = buildSearchUrl(state({ query: "a\uD800b", refinements: { make: ["Škoda"] } }));
    expect(url).toMatch(/^[\x21-\x7e]+$/);
  });
});

describe("a path that matches no pattern is not an empty search (null → 404)", () => {
  it.each([
    "/search/nope",
    "/search/toyota/nope",
    "/search/qld/toyota", // state + make is not a pattern
    "/search/used-cars/toyota/extra",
    "/search/used-cars/qld/atlantis",
    "/search/a/b/c/d",
    "/search/%E0%A4%A",
    "/search/..",
    "/searching/toyota",
    "/other",
    "",
    "not a url",
  ])("%j", (url) => {
    expect(parseSearchUrl(url, VOCAB)).toBeNull();
  });
});

describe("paging", () => {
  it.each([
    ["2", 2],
    ["1", 1],
    ["17", 17],
    ["0", 1],
    ["-1", 1],
    ["1.5", 1],
    ["02", 1],
    ["+2", 1],
    [" 2", 1],
    ["1e3", 1],
    ["", 1],
    ["abc", 1],
    ["99999999999999999999", MAX_PAGE],
    [String(MAX_PAGE + 1), MAX_PAGE],
    [null, 1],
    [undefined, 1],
  ] as const)("parsePage(%j) = %d", (raw, page) => {
    expect(parsePage(raw)).toBe(page);
  });

  it("a page number maps to an offset", () => {
    expect(pageToOffset(1, 21)).toBe(0);
    expect(pageToOffset(2, 21)).toBe(21);
    expect(pageToOffset(3, 21)).toBe(42);
    expect(pageToOffset(0, 21)).toBe(0);
    expect(pageToOffset(Number.NaN, 21)).toBe(0);
    expect(pageToOffset(MAX_PAGE * 10, 21)).toBe((MAX_PAGE - 1) * 21);
    expect(() => pageToOffset(2, 0)).toThrow(RangeError);
  });

  it("a bad page in the URL is page 1", () => {
    expect(parseSearchUrl("/search?page=abc", VOCAB)).toEqual(emptySearchState());
    expect(parseSearchUrl("/search?page=2", VOCAB)).toEqual(state({ page: 2 }));
  });
});

describe("refining", () => {
  const onPage3 = state({ page: 3, refinements: { make: ["Toyota"] } });

  it("a filter value toggles on and off, back to page 1", () => {
    const on = toggleRefinement(onPage3, "make", "Mazda");
    expect(on.refinements.make).toEqual(["Mazda", "Toyota"]);
    expect(on.page).toBe(1);
    const off = toggleRefinement(on, "make", "Mazda");
    expect(off.refinements.make).toEqual(["Toyota"]);
    expect(onPage3.refinements.make).toEqual(["Toyota"]); // not mutated
  });

  it("a refined state builds the same URL as the same search written afresh, and a copy changed out of order is put in order again", () => {
    const refined = toggleRefinement(toggleRefinement(state({}), "make", "Toyota"), "make", "Mazda");
    expect(canonicalState(refined)).toEqual(refined);
    // Facets in the order of VALUE_FACETS whatever the order given; keys that are no facet are dropped.
    const given = JSON.parse('{"make":["Kia"],"__proto__":["x"],"constructor":["y"],"car_type":["used"]}');
    expect(Object.keys(canonicalState(state({ refinements: given })).refinements)).toEqual(["car_type", "make"]);
    expect(buildSearchUrl(refined, { vocabulary: VOCAB })).toBe(buildSearchUrl(state({ refinements: { make: ["Toyota", "Mazda"] } }), { vocabulary: VOCAB }));
    const copy = { ...refined, refinements: { make: ["Toyota", "Mazda", "Toyota", ""] }, page: -2 };
    expect(canonicalState(copy)).toEqual(refined);
    expect(buildSearchUrl(copy, { vocabulary: VOCAB })).toBe(buildSearchUrl(refined, { vocabulary: VOCAB }));
  });

  it("removing the last make drops the models picked under it", () => {
    const s = state({ refinements: { make: ["Toyota"], make_model: ["Corolla"] } });
    expect(toggleRefinement(s, "make", "Toyota").refinements).toEqual({});
  });

  it("single-select filters replace the value", () => {
    const s = setSingle(state({ refinements: { car_type: ["new", "used"] }, page: 2 }), "car_type", "demo");
    expect(s).toEqual(r({ car_type: ["demo"] }));
    expect(setSingle(s, "car_type", null)).toEqual(emptySearchState());
  });

  it("a keyword change removes the page", () => {
    expect(setQuery(onPage3, "  hilux ")).toEqual(state({ query: "hilux", refinements: { make: ["Toyota"] } }));
    expect(setQuery(state({ query: "x", page: 4 }), "")).toEqual(emptySearchState());
  });

  it("sort and range changes go back to page 1", () => {
    expect(setSort(onPage3, "latest")).toEqual(state({ sortBy: "latest", refinements: { make: ["Toyota"] } }));
    expect(setSort(state({ sortBy: "latest" }), undefined)).toEqual(emptySearchState());
    const ranged = setRange(onPage3, "price", { min: 5000 });
    expect(ranged).toEqual(state({ refinements: { make: ["Toyota"] }, ranges: { price: { min: 5000 } } }));
    expect(setRange(ranged, "price", null).ranges).toEqual({});
  });

  it("hasRefinements tells an empty search apart", () => {
    expect(hasRefinements(emptySearchState())).toBe(false);
    expect(hasRefinements(state({ page: 4, sortBy: "latest" }))).toBe(false);
    expect(hasRefinements(r({ make: ["Toyota"] }))).toBe(true);
    expect(hasRefinements(state({ query: " x " }))).toBe(true);
  });
});

// ---------------------------------------------------------------- properties

const TRICKY_QUERIES = ['toyota "corolla"', "a&b=c", "100% #1?", "+plus+", "  spaced  out ", "Škoda Octavia", "🚗 ute", "x,y"];

function stateArb(vocab: SearchVocabulary): fc.Arbitrary<SearchState> {
  const facetArbs = Object.fromEntries(
    VALUE_FACETS.filter((f) => (vocab.facets[f]?.length ?? 0) > 0).map((f) => [
      f,
      fc.subarray([...vocab.facets[f]!], { minLength: 1, maxLength: Math.min(3, vocab.facets[f]!.length) }),
    ]),
  ) as Record<ValueFacet, fc.Arbitrary<string[]>>;
  const num = fc.oneof(
    fc.integer({ min: -1_000_000, max: 2_000_000_000 }),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
  );
  const range = fc.record({ min: num, max: num }, { requiredKeys: [] });
  const ranges = fc.record(
    { price: range, subscription_price: range, km: range, year: range, created_at_timestamp: range } satisfies Record<
      RangeFacet,
      unknown
    >,
    { requiredKeys: [] },
  );
  // Few facets at a time, so the path patterns (which need single values) come up often.
  const general = fc
    .record(facetArbs, { requiredKeys: [] })
    .chain((all) => {
      const keys = Object.keys(all) as ValueFacet[];
      return fc.subarray(keys, { maxLength: Math.min(4, keys.length) }).map((picked) => ({ all, keys: picked }));
    })
    .map(({ all, keys }) => Object.fromEntries(keys.map((k) => [k, all[k]])) as SearchState["refinements"]);
  // Single values of the path facets, so every pattern (even the three-segment one) comes up.
  const pathFacets: ValueFacet[] = ["car_type", "state", "city", "make", "make_model", "dealership_name", "location_name"];
  const singles = fc.record(
    Object.fromEntries(
      pathFacets.filter((f) => vocab.facets[f]?.length).map((f) => [f, fc.constantFrom(...vocab.facets[f]!).map((v) => [v])]),
    ) as Record<ValueFacet, fc.Arbitrary<string[]>>,
    { requiredKeys: [] },
  );
  const refinements = fc.oneof(general, singles);
  return fc.record(
    {
      refinements,
      ranges,
      query: fc.oneof(fc.constantFrom(...TRICKY_QUERIES), fc.string({ unit: "grapheme", maxLength: 30 })),
      sortBy: fc.constantFrom(...SORT_KEYS),
      page: fc.integer({ min: 1, max: MAX_PAGE }),
      subscription: fc.constant(true as const),
    },
    { requiredKeys: ["refinements", "ranges", "page"] },
  );
}

const kindArb = fc.constantFrom<VehicleKind>("car", "motorcycle", "caravan");

describe("properties", () => {
  it("parse(build(state)) is the canonical state, over a vocabulary full of collisions", () => {
    const segmentCounts: Record<number, number> = {};
    const numRuns = Math.max(300, propertyRuns(1500)); // the coverage check below needs a few hundred
    fc.assert(
      fc.property(stateArb(VOCAB), kindArb, (s, vehicleKind) => {
        const url = buildSearchUrl(s, { vocabulary: VOCAB, vehicleKind });
        expect(parseSearchUrl(url, VOCAB)).toEqual(canonicalState(s));
        const depth = url.split("?")[0].split("/").length - 2;
        segmentCounts[depth] = (segmentCounts[depth] ?? 0) + 1;
      }),
      // A fixed seed: the coverage check below must not depend on the draw.
      { numRuns, seed: 20261121 },
    );
    // Not vacuous: paths of every length came up, not only query strings (over 20 in the full 1500 runs).
    for (const depth of [0, 1, 2, 3]) expect(segmentCounts[depth]).toBeGreaterThan((20 * numRuns) / 1500);
  });

  it("without a vocabulary, the round trip holds when slugs do not collide", () => {
    const clean: SearchVocabulary = {
      facets: {
        car_type: ["new", "used", "demo"],
        make: ["Toyota", "Škoda", "Rolls & Royce", "Mercedes-Benz"],
        make_model: ["Corolla", "C 200", "Ghost"],
        state: ["QLD", "NSW"],
        city: ["Brisbane", "St. Kilda"],
        location_name: ["Brisbane City"],
        dealership_name: ["A/B Cars & Co"],
        body: ["Sedan"],
        drive: ["AWD"],
        fuel: ["Electric"],
        categories: ["Family, 7 seats"],
        colour: ["Red, White", "Blue"],
      },
    };
    fc.assert(
      fc.property(stateArb(clean), kindArb, (s, vehicleKind) => {
        expect(parseSearchUrl(buildSearchUrl(s, { vehicleKind }), clean)).toEqual(canonicalState(s));
      }),
      { numRuns: propertyRuns(500) },
    );
  });

  it("the built URL is canonical, printable ASCII, and depends only on the canonical state", () => {
    fc.assert(
      fc.property(stateArb(VOCAB), (s) => {
        const url = buildSearchUrl(s, { vocabulary: VOCAB });
        expect(url).toMatch(/^\/search[\x21-\x7e]*$/);
        expect(buildSearchUrl(canonicalState(s), { vocabulary: VOCAB })).toBe(url);
      }),
      { numRuns: propertyRuns() },
    );
  });

  it("parse never throws, whatever the URL", () => {
    const segment = fc.oneof(
      fc.constantFrom("used-cars", "toyota", "qld", "brisbane", "subscription-cars-", "%", "%E0", "..", ""),
      fc.string({ unit: "binary", maxLength: 12 }),
    );
    const url = fc.oneof(
      fc.string({ unit: "binary", maxLength: 80 }),
      fc
        .tuple(fc.array(segment, { maxLength: 5 }), fc.string({ unit: "binary", maxLength: 40 }))
        .map(([segs, q]) => `/search/${segs.join("/")}?${q}`),
    );
    fc.assert(
      fc.property(url, (u) => {
        const parsed = parseSearchUrl(u, VOCAB);
        if (parsed !== null) expect(parsed).toEqual(canonicalState(parsed));
      }),
      { numRuns: propertyRuns(2000) },
    );
  });

  it("build never throws on odd states", () => {
    const odd = fc.record({
      refinements: fc.dictionary(fc.constantFrom(...VALUE_FACETS), fc.array(fc.string({ unit: "binary", maxLength: 10 }))),
      ranges: fc.record({ price: fc.record({ min: fc.double(), max: fc.double() }, { requiredKeys: [] }) }),
      query: fc.string({ unit: "binary" }),
      page: fc.double(),
    });
    fc.assert(
      fc.property(odd, (s) => {
        expect(typeof buildSearchUrl(s as SearchState, { vocabulary: VOCAB })).toBe("string");
      }),
      { numRuns: propertyRuns() },
    );
  });
});
