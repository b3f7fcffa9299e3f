// Every route pattern, special segment and default search path of spec point 2, read against the
// demo sites' real stock: the path gives the right refinements, and the state builds back to a URL
// that reads as the same state.
import { describe, expect, it } from "vitest";
import path from "node:path";
import { loadSitesDir } from "../../server/sites/load";
import { SiteRegistry } from "../../server/sites/registry";
import { SearchService } from "../../server/search/service";
import { readSearch } from "~/models/search-request.server";
import { usesPreOwned, type SearchRoute } from "~/models/search-site.server";
import { buildSearchUrl, parseSearchUrl } from "~/lib/search/url";
import { PATH_PATTERNS } from "~/lib/search/url-path";
import type { SearchState } from "~/lib/search/state";

const registry = new SiteRegistry(loadSitesDir(path.resolve("sites")));
const service = new SearchService(registry);
const CARS: SearchRoute = { kind: "cars", base: "/search" };

function read(site: string, url: string, route: SearchRoute = CARS) {
  const entry = registry.bySiteSlug(site)!;
  return readSearch(entry, service.forSite(entry), new URL(url, "http://x.localhost"), route);
}

function outcome(site: string, url: string, route: SearchRoute = CARS): { status: number; location?: string; state?: SearchState } {
  try {
    return { status: 200, state: read(site, url, route).state };
  } catch (e) {
    if (!(e instanceof Response)) throw e;
    return { status: e.status, location: e.headers.get("Location") ?? undefined };
  }
}

const st = (refinements: SearchState["refinements"], extra: Partial<SearchState> = {}): SearchState => ({ refinements, ranges: {}, page: 1, ...extra });

/** Reads as `want`, and builds back to a URL that reads as `want` again. */
function roundTrips(site: string, url: string, want: SearchState, route: SearchRoute = CARS) {
  const got = read(site, url, route);
  expect(got.state).toEqual(want);
  const back = parseSearchUrl(got.canonical, got.vocabulary, { base: route.base, emptyPath: route.alias ?? got.urlOptions.emptyPath });
  expect(back).toEqual(want);
  expect(buildSearchUrl(want, { ...got.urlOptions, vocabulary: got.vocabulary })).toBe(got.canonical);
  return got;
}

describe("route patterns, in the spec's priority order (group site)", () => {
  const cases: [string, SearchState["refinements"]][] = [
    ["/search/used-cars/toyota", { car_type: ["used"], make: ["Toyota"] }],
    ["/search/used-cars/qld/brisbane", { car_type: ["used"], state: ["QLD"], city: ["Brisbane"] }],
    ["/search/new-cars/qld", { car_type: ["new"], state: ["QLD"] }],
    ["/search/demo-cars", { car_type: ["demo"] }],
    ["/search/sunshine-kia", { dealership_name: ["Sunshine Kia"] }],
    ["/search/qld", { state: ["QLD"] }],
    ["/search/brisbane/toyota", { city: ["Brisbane"], make: ["Toyota"] }],
    ["/search/gold-coast", { city: ["Gold Coast"] }],
    ["/search/sunshine-toyota-ipswich/toyota", { location_name: ["Sunshine Toyota Ipswich"], make: ["Toyota"] }],
    ["/search/sunshine-mazda-newstead", { location_name: ["Sunshine Mazda Newstead"] }],
    ["/search/toyota/corolla", { make: ["Toyota"], make_model: ["Corolla"] }],
    ["/search/toyota", { make: ["Toyota"] }],
    ["/search/suv", { body: ["SUV"] }],
    ["/search/awd", { drive: ["AWD"] }],
    ["/search/hybrid", { fuel: ["Hybrid"] }],
    ["/search/family", { categories: ["Family"] }],
  ];
  it("covers every pattern", () => {
    const covered = new Set(cases.map(([, r]) => Object.keys(r).join("+")));
    for (const pattern of PATH_PATTERNS) expect(covered).toContain(pattern.join("+"));
  });
  it.each(cases)("%s", (url, refinements) => {
    const got = roundTrips("sunshine", url, st(refinements));
    expect(got.canonical).toBe(url);
  });
  it("a path that fits no pattern is a 404", () => {
    for (const url of ["/search/nope", "/search/toyota/nope", "/search/used-cars/toyota/corolla/x", "/search/qld/qld", "/search/%E0%A4"]) {
      expect(outcome("sunshine", url).status).toBe(404);
    }
  });
});

describe("special segments", () => {
  it.each([
    ["sunshine", "/search/used-cars", st({ car_type: ["used"] })],
    ["sunshine", "/search/pre-owned-cars", st({ car_type: ["used"] })],
    ["sunshine", "/search/used-cars-brisbane", st({ car_type: ["used"], city: ["Brisbane"] })],
    ["ridgeline", "/search/used-motorcycles", st({ car_type: ["used"] })],
    ["ridgeline", "/search/new-motorcycles", st({ car_type: ["new"] })],
    ["redgum", "/search/used-caravans", st({ car_type: ["used"] })],
    ["redgum", "/search/new-caravans", st({ car_type: ["new"] })],
    ["drivewell", "/search/subscription-cars-brisbane", st({ city: ["Brisbane"] }, { subscription: true })],
    ["drivewell", "/search/subscription-cars", st({}, { subscription: true })],
  ] as const)("%s %s", (site, url, want) => {
    roundTrips(site, url, want);
  });

  it("builds the site's own vehicle words", () => {
    expect(read("ridgeline", "/search/used-motorcycles").canonical).toBe("/search/used-motorcycles");
    expect(read("redgum", "/search/new-caravans").canonical).toBe("/search/new-caravans");
    expect(read("sunshine", "/search/pre-owned-cars").canonical).toBe("/search/used-cars");
    expect(read("sunshine", "/search/used-cars-brisbane").canonical).toBe("/search/used-cars?city=Brisbane");
  });
});

describe("default search paths", () => {
  it.each([
    ["sunshine", "/search/new-used-and-demo-cars"],
    ["sunshine", "/search/new-used-and-demo-cars/"],
    ["ironbark", "/search/new-used-and-demo-trucks"],
    ["ironbark", "/search"],
    ["sunshine", "/search/our-cars/"],
    ["coastline", "/search/rental-cars"],
    ["coastline", "/search"],
    ["sunshine", "/search"],
    ["tamaki", "/search/new-used-and-demo-cars"],
    ["live-oak", "/search/new-used-and-demo-cars"],
  ])("%s %s is the whole stock, canonically the site's default path", (site, url) => {
    const got = roundTrips(site, url, st({}));
    expect(got.canonical).toBe(registry.bySiteSlug(site)!.site.default_search_path);
  });

  it("/search/used-cars is a dealer's default: its used cars", () => {
    expect(registry.bySiteSlug("sunshine-toyota")!.site.default_search_path).toBe("/search/used-cars");
    roundTrips("sunshine-toyota", "/search/used-cars", st({ car_type: ["used"] }));
  });

  it("/search/subscription-cars is the subscription site's default", () => {
    expect(registry.bySiteSlug("drivewell")!.site.default_search_path).toBe("/search/subscription-cars");
    roundTrips("drivewell", "/search/subscription-cars/", st({}, { subscription: true }));
  });

  it("/find/rental-cars is the rental site's whole stock", () => {
    roundTrips("coastline", "/find/rental-cars", st({}), { ...CARS, alias: "/find/rental-cars" });
  });

  it("another kind's whole-stock path sends a site to its own default search, query and all", () => {
    const FIND = { ...CARS, alias: "/find/rental-cars" };
    expect(outcome("sunshine", "/search/new-used-and-demo-trucks")).toEqual({ status: 302, location: "/search/new-used-and-demo-cars" });
    expect(outcome("sunshine", "/search/rental-cars?make=Kia")).toEqual({ status: 302, location: "/search/new-used-and-demo-cars?make=Kia" });
    expect(outcome("sunshine-toyota", "/search/rental-cars")).toEqual({ status: 302, location: "/search/used-cars" });
    expect(outcome("drivewell", "/find/rental-cars", FIND)).toEqual({ status: 302, location: "/search/subscription-cars" });
    expect(outcome("ironbark", "/search/rental-cars")).toEqual({ status: 302, location: "/search/new-used-and-demo-trucks" });
    expect(outcome("ironbark", "/find/rental-cars", FIND)).toEqual({ status: 302, location: "/search/new-used-and-demo-trucks" });
    expect(outcome("coastline", "/search/new-used-and-demo-trucks")).toEqual({ status: 302, location: "/search/rental-cars" });
    // The words every kind shares stay where they are.
    expect(outcome("ironbark", "/search/new-used-and-demo-cars").status).toBe(200);
    expect(outcome("coastline", "/search/our-cars").status).toBe(200);
  });

  it("a truck dealer's car type words are trucks", () => {
    expect(read("ironbark", "/search/used-trucks").canonical).toBe("/search/used-trucks");
    expect(read("ironbark", "/search/used-cars").canonical).toBe("/search/used-trucks");
  });

  it("/pre-owned: the make template's search; a site whose slug holds its make redirects its whole-stock paths there", () => {
    const mazda = registry.bySiteSlug("sunshine-mazda")!.site;
    expect(usesPreOwned(mazda)).toBe(true);
    expect(usesPreOwned(registry.bySiteSlug("sunshine")!.site)).toBe(false);
    expect(usesPreOwned(registry.bySiteSlug("sunshine-toyota")!.site)).toBe(false); // a dealer template
    const got = roundTrips("sunshine-mazda", "/pre-owned", st({}), { ...CARS, alias: "/pre-owned" });
    expect(got.canonical).toBe("/pre-owned");
    for (const url of ["/search", "/search/new-used-and-demo-cars", "/search/our-cars/", "/search/rental-cars"]) {
      expect(outcome("sunshine-mazda", url)).toEqual({ status: 302, location: "/pre-owned" });
    }
    expect(outcome("sunshine-mazda", "/search?make=Kia")).toEqual({ status: 302, location: "/pre-owned?make=Kia" });
    // Filtered paths stay where they are.
    expect(outcome("sunshine-mazda", "/search/used-cars").status).toBe(200);
  });

  it("a site whose slug holds its make, even without /pre-owned configured, still gets it (make template)", () => {
    const mazda = registry.bySiteSlug("sunshine-mazda")!.site;
    expect(usesPreOwned({ ...mazda, default_search_path: "/search/new-used-and-demo-cars" })).toBe(true);
    expect(usesPreOwned({ ...mazda, slug: "harbour-cars", default_search_path: "/search/new-used-and-demo-cars" })).toBe(false);
  });
});

describe("the query string", () => {
  it("a non-canonical query string (a form sent without JavaScript) redirects to the canonical URL", () => {
    expect(outcome("sunshine", "/search?make=Toyota")).toEqual({ status: 302, location: "/search/toyota" });
    expect(outcome("sunshine", "/search?make=Toyota&make=Kia&price_min=10000&price_max=&sortBy=price-asc")).toEqual({
      status: 302,
      location: "/search/new-used-and-demo-cars?make=Kia,Toyota&price=10000:&sortBy=price-asc",
    });
    expect(outcome("sunshine", "/search/new-used-and-demo-cars?page=1")).toEqual({ status: 302, location: "/search/new-used-and-demo-cars" });
  });

  it("a canonical one answers, whether its commas arrive raw or as %2C (as Remix hands loaders the URL)", () => {
    expect(outcome("sunshine", "/search/new-used-and-demo-cars?make=Kia,Toyota").state).toEqual(st({ make: ["Kia", "Toyota"] }));
    expect(outcome("sunshine", "/search/new-used-and-demo-cars?make=Kia%2CToyota").state).toEqual(st({ make: ["Kia", "Toyota"] }));
  });

  it("drops a sort the site does not offer and the site's default sort", () => {
    expect(outcome("sunshine-toyota", "/search/used-cars?sortBy=km-asc")).toEqual({ status: 302, location: "/search/used-cars" });
    expect(outcome("sunshine", "/search/used-cars?sortBy=km-asc").status).toBe(200); // the group offers km sorts
    expect(outcome("sunshine", "/search/used-cars?sortBy=relevance")).toEqual({ status: 302, location: "/search/used-cars" });
  });

  it("other searches live under their own base", () => {
    roundTrips("sunshine", "/special-offers/toyota", st({ make: ["Toyota"] }), { kind: "offers", base: "/special-offers" });
    expect(outcome("sunshine", "/special-offers/subscription-cars", { kind: "offers", base: "/special-offers" }).state).toEqual(st({}));
  });
});
