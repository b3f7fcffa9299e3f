// The search page model over the demo sites: what a visitor sees (cards, promo cards, facets,
// make cards, sort options, page links), the API's reply shape and its 400s, and garbage in any
// segment or parameter giving a 404, a redirect or a sensible page, never an error.
import { describe, expect, it } from "vitest";
import { SearchService } from "../../server/search/service";
import { searchPage, searchRouteData } from "~/models/search.server";
import { documentJsonText, unpack } from "~/lib/packed";
import { searchSitemapPaths, type SearchRoute } from "~/models/search-site.server";
import { ApiSearchError, carsApiSearch } from "~/models/search-api.server";
import { isListed } from "~/lib/listing";
import { FIND_SIMILAR_TEXT } from "~/lib/car-card";
import { DEMO_NOW, demoRegistry } from "../fixtures/demo-stock";
import { siteCars } from "../fixtures/site-cars";

const registry = demoRegistry();
const service = new SearchService(registry);
const NOW = DEMO_NOW;
const CARS: SearchRoute = { kind: "cars", base: "/search" };

async function page(site: string, url: string, route: SearchRoute = CARS): ReturnType<typeof searchPage> {
  return searchPage(registry.bySiteSlug(site)!, service, new Request(`http://${site}.localhost${url}`), route, NOW);
}

async function status(site: string, url: string, route: SearchRoute = CARS): Promise<number> {
  try {
    await page(site, url, route);
    return 200;
  } catch (e) {
    if (e instanceof Response) return e.status;
    throw e;
  }
}

const cars = (d: Awaited<ReturnType<typeof searchPage>>) => d.items.flatMap((i) => (i.type === "car" ? [i.car] : []));

describe("the group site's default search", () => {
  it("lists every listed car, 21 a page, with the finance promo card at position 9", async () => {
    const d = await page("sunshine", "/search/new-used-and-demo-cars");
    const entry = registry.bySiteSlug("sunshine")!;
    expect(d.count).toBe(siteCars(entry).filter((c) => isListed(c, NOW, 3)).length);
    expect(cars(d)).toHaveLength(21);
    expect(d.items[8]).toMatchObject({ type: "promo", position: 9, promo: { heading: "Low-rate finance, approved in minutes", href: "/finance" } });
    expect(d.pagination).toMatchObject({ page: 1, pages: Math.ceil(d.count / 21), prev: null, next: "/search/new-used-and-demo-cars?page=2" });
    expect(d.heading).toBe("New, Used and Demo Cars for Sale");
    expect(d.canonical).toBe("/search/new-used-and-demo-cars");
    expect(d.noindex).toBe(false);
  });

  it("offers the four sorts plus the km sorts the group asks for", async () => {
    const d = await page("sunshine", "/search/new-used-and-demo-cars");
    expect(d.sort.options.map((o) => o.label)).toEqual(["Most Relevant", "Latest", "Highest Price", "Lowest Price", "Highest Kms", "Lowest Kms"]);
    expect((await page("sunshine-toyota", "/search/used-cars")).sort.options.map((o) => o.label)).toEqual(["Most Relevant", "Latest", "Highest Price", "Lowest Price"]);
    expect((await page("drivewell", "/search/subscription-cars")).sort.options.map((o) => o.key)).toContain("subscription-asc");
  });

  it("make cards: a logo (or the image-not-found picture) and a count; models under a selected make, 30 at most", async () => {
    const d = await page("sunshine", "/search/new-used-and-demo-cars");
    expect(d.makes.length).toBeGreaterThan(7);
    expect(d.makes[0]).toMatchObject({ value: "Toyota", logo: "/brand-logos/toyota.svg", selected: false, href: "/search/toyota", models: null });
    expect(d.makes.find((m) => m.value === "GWM")!.logo).toBe("/demo-images/image-not-found.svg");
    const toyota = await page("sunshine", "/search/toyota");
    const card = toyota.makes.find((m) => m.value === "Toyota")!;
    expect(card.selected).toBe(true);
    expect(card.href).toBe("/search/new-used-and-demo-cars");
    expect(card.models!.length).toBeGreaterThan(3);
    expect(card.models!.length).toBeLessThanOrEqual(30);
    expect(card.models!.find((m) => m.value === "Corolla")!.href).toBe("/search/toyota/corolla");
    // Disjunctive: the other makes are still offered, with their counts.
    expect(toyota.makes.find((m) => m.value === "Kia")!.count).toBe(d.makes.find((m) => m.value === "Kia")!.count);
  });

  it("a value of the search that no panel or make card carries rides along as a hidden field; a ticked option does not", async () => {
    expect((await page("sunshine", "/search/new-used-and-demo-cars")).hidden).toEqual([]);
    // A model with no make ticked: no make card lists its models.
    expect((await page("sunshine", "/search/new-used-and-demo-cars?make_model=Corolla")).hidden).toEqual([{ facet: "make_model", value: "Corolla" }]);
    // A colour no car has is still an option of its panel, ticked (so it can be cleared).
    const mauve = await page("sunshine", "/search/new-used-and-demo-cars?colour=Mauve");
    expect(mauve.panels.find((p) => p.facet === "colour")!.options).toContainEqual({ value: "Mauve", count: 0, selected: true });
    expect(mauve.hidden).toEqual([]);
  });

  it("city panel 20 at most, dealership 40 at most; a single shared value is left out", async () => {
    const d = await page("sunshine", "/search/new-used-and-demo-cars");
    const panel = (facet: string) => d.panels.find((p) => p.facet === facet);
    expect(panel("city")!.options.length).toBeLessThanOrEqual(20);
    expect(panel("dealership_name")!.options.length).toBe(8);
    // A label that equals its value is not sent; one that differs is.
    expect(panel("state")!.options).toEqual([{ value: "QLD", count: d.count, selected: false }]);
    expect(panel("car_type")!.options.find((o) => o.value === "used")?.label).toBe("Used");
    expect((await page("sunshine-toyota", "/search/used-cars")).panels.find((p) => p.facet === "dealership_name")).toBeUndefined();
  });

  it("refinements show as chips that remove themselves, and 'Clear all'", async () => {
    const d = await page("sunshine", "/search/used-cars/toyota?query=hilux&price=20000:60000");
    expect(d.chips).toEqual([
      { label: "Keyword: hilux", href: "/search/used-cars/toyota?price=20000:60000" },
      { label: "Condition: Used", href: "/search/toyota?query=hilux&price=20000:60000" },
      { label: "Make: Toyota", href: "/search/used-cars?query=hilux&price=20000:60000" },
      { label: "Price: $20,000 to $60,000", href: "/search/used-cars/toyota?query=hilux" },
    ]);
    expect(d.clearHref).toBe("/search/new-used-and-demo-cars");
    expect(d.noindex).toBe(true);
    expect(d.remember).toBe(true);
    expect(d.summary).toBe('Used · Toyota · Price $20,000 to $60,000 · "hilux"');
    expect(cars(d).every((c) => c.make === "Toyota" && c.price.kind === "price" && c.price.amount >= 20000 && c.price.amount <= 60000)).toBe(true);
  });

  it("a sold car in the retention window offers 'Find Me Something Similar'", async () => {
    const d = await page("sunshine", "/search/new-used-and-demo-cars?query=%22SMG%22+corolla+sx&sortBy=latest");
    expect(d.count).toBeGreaterThanOrEqual(0);
    const sold = await page("sunshine", "/search/toyota/corolla?sortBy=latest");
    const all = [...cars(sold)];
    for (let p = 2; p <= sold.pagination.pages; p++) all.push(...cars(await page("sunshine", `/search/toyota/corolla?sortBy=latest&page=${p}`)));
    const edge = all.find((c) => c.slug === "edge-sold-1-day");
    expect(edge).toMatchObject({ unavailable: true, specRow: null });
    expect(FIND_SIMILAR_TEXT).toBe("Find Me Something Similar");
    expect(all.find((c) => c.slug === "edge-sold-10-days")).toBeUndefined();
  });

  it("the lowest-price sort leaves out $0 cars where the site says (the group does)", async () => {
    const asc = cars(await page("sunshine", "/search/new-used-and-demo-cars?sortBy=price-asc"));
    expect(asc.map((c) => c.slug)).not.toContain("edge-price-0");
    expect(asc[0].slug).toBe("edge-price-10");
    const toyota = cars(await page("sunshine-toyota", "/search?sortBy=price-asc"));
    expect(toyota.length).toBe(21);
  });
});

describe("other searches", () => {
  it("special offers: the Special tags and was-prices only", async () => {
    const d = await page("sunshine", "/special-offers", { kind: "offers", base: "/special-offers" });
    expect(d.count).toBeGreaterThan(0);
    expect(d.heading).toBe("Special Offers");
    expect(cars(d).every((c) => c.wasPrice !== null || c.tag?.text === "Special")).toBe(true);
    expect(d.items.some((i) => i.type === "promo")).toBe(false);
  });

  it("subscription: cars with a weekly price only, the weekly price range offered", async () => {
    const d = await page("drivewell", "/search/subscription-cars");
    expect(cars(d).every((c) => c.subscriptionPrice !== null)).toBe(true);
    expect(d.ranges.map((r) => r.facet)).toContain("subscription_price");
    expect(d.formAction).toBe("/search/subscription-cars");
  });

  it("no-JS forms go to a path that reads as the site's whole stock", async () => {
    expect((await page("sunshine", "/search/toyota")).formAction).toBe("/search/new-used-and-demo-cars");
    expect((await page("sunshine-toyota", "/search/used-cars")).formAction).toBe("/search");
    expect((await page("sunshine-mazda", "/pre-owned", { ...CARS, alias: "/pre-owned" })).formAction).toBe("/pre-owned");
  });
});

describe("garbage never breaks the page", () => {
  const long = "x".repeat(10_000);
  const cases: [string, number[]][] = [
    [`/search/${long}`, [404]],
    [`/search/toyota/${long}`, [404]],
    [`/search?query=${long}`, [200, 302]],
    [`/search/new-used-and-demo-cars?query=${long}`, [200]],
    [`/search/new-used-and-demo-cars?make=${",".repeat(5000)}`, [302]],
    [`/search/new-used-and-demo-cars?make=${"a,".repeat(3000)}`, [302]],
    ["/search/new-used-and-demo-cars?page=-1", [302]],
    ["/search/new-used-and-demo-cars?page=0", [302]],
    ["/search/new-used-and-demo-cars?page=2.5", [302]],
    ["/search/new-used-and-demo-cars?page=99999999999999999999999", [302]],
    ["/search/new-used-and-demo-cars?page=abc", [302]],
    ["/search/new-used-and-demo-cars?price=abc:", [302]],
    ["/search/new-used-and-demo-cars?price=1e309:", [302]],
    ["/search/new-used-and-demo-cars?price=99999999999999999999999999:", [302]],
    ["/search/new-used-and-demo-cars?price=-5:-1", [200]],
    ["/search/new-used-and-demo-cars?price=::", [302]],
    ["/search/new-used-and-demo-cars?km_min=abc&year_max=1e400", [302]],
    ["/search/new-used-and-demo-cars?sortBy=%3Cscript%3E", [302]],
    ["/search/%F0%9F%9A%97", [404]],
    ["/search/%C3%BCn%C3%AFc%C3%B6d%C3%A9", [404]],
    ["/search/%00", [404]],
    ["/search/%ZZ", [404]],
    ["/search/new-used-and-demo-cars?%ZZ=1&make=%E0%A4%A", [302]],
    ["/search/new-used-and-demo-cars?make=%F0%9F%9A%97", [200]],
    ["/search/toyota/corolla?make_model=x,y,z", [302]],
    ["/search/a/b/c/d", [404]],
    ["/search/new-used-and-demo-cars?query=%22%22%22&make=%22", [200, 302]],
  ];
  const named = cases.map(([url, want]) => [url.length > 120 ? `${url.slice(0, 60)}… (${url.length} characters)` : url, url, want] as const);
  it.each(named)("%s", async (_name, url, want) => {
    expect(want).toContain(await status("sunshine", url));
  });

  it("a huge page number on a small result is a 404, not an absurd offset", async () => {
    expect(await status("sunshine", "/search/new-used-and-demo-cars?page=10000")).toBe(404);
    expect(await status("sunshine", "/search/toyota?page=2")).toBe(200);
  });

  it("a redirect target is itself a clean answer", async () => {
    for (const [url] of cases) {
      try {
        await page("sunshine", url);
      } catch (e) {
        if (!(e instanceof Response) || e.status !== 302) continue;
        const to = e.headers.get("Location")!;
        expect([200, 404]).toContain(await status("sunshine", to));
      }
    }
  });
});

describe("GET /api/search", () => {
  const api = (site: string, query: string) => carsApiSearch(registry.bySiteSlug(site)!, service, new URL(`http://x/api/search${query}`), NOW);

  it("answers in the reply shape: hits, facets, facetStats, count, ms, pagination", async () => {
    const r = await api("sunshine", "?path=/search/used-cars/toyota&price=10000:40000&limit=5&sortBy=price-desc");
    expect(Object.keys(r).sort()).toEqual(["count", "facetStats", "facets", "hits", "ms", "pagination", "search"]);
    expect(r.hits).toHaveLength(5);
    expect(r.hits[0]).toMatchObject({ make: "Toyota", car_type: "used", url: expect.stringMatching(/^\/cars\//) });
    expect(r.hits[0].price).toBeGreaterThanOrEqual(r.hits[4].price);
    expect(r.pagination).toMatchObject({ page: 1, pageSize: 5 });
    expect(r.facetStats.price!.min).toBeGreaterThan(0);
    expect(r.search).toMatchObject({ state: { refinements: { car_type: ["used"], make: ["Toyota"] } }, url: "/search/used-cars/toyota?price=10000:40000&sortBy=price-desc" });
    const makes = Object.fromEntries(r.facets.make!.map((f) => [f.value, f.count]));
    expect(makes.Kia).toBeGreaterThan(0); // disjunctive
  });

  it.each([
    "?price=abc:",
    "?price=:",
    "?price=20:10",
    "?km_min=abc",
    "?sortBy=cheapest",
    "?sortBy=km-asc&path=/search", // not offered on this site
    "?limit=0",
    "?limit=1000",
    "?index=boats",
    "?path=/search/nope",
    "?path=nope",
    "?colour_name=red",
    "?query=xxx… (3000 characters)",
    "?make=a,a,… (60 values)",
  ])("400 for %s", async (name) => {
    const query = name.startsWith("?query=") ? `?query=${"x".repeat(3000)}` : name.startsWith("?make=") ? `?make=${"a,".repeat(60)}` : name;
    const site = query.includes("km-asc") ? "sunshine-toyota" : "sunshine";
    await expect(api(site, query)).rejects.toBeInstanceOf(ApiSearchError);
  });

  // Issue 17: the page number is read as the pages read it, not refused.
  it.each(["?page=-1", "?page=0", "?page=abc", "?page=1.5"])("%s is page 1", async (query) => {
    expect((await api("sunshine", query)).pagination.page).toBe(1);
  });
});

describe("sitemap", () => {
  it("lists the search landing pages, each answering 200", async () => {
    const paths = searchSitemapPaths(registry.bySiteSlug("sunshine")!, service.forSite(registry.bySiteSlug("sunshine")!), NOW);
    for (const p of ["/search/new-used-and-demo-cars", "/search/used-cars", "/search/toyota", "/search/used-cars/toyota", "/search/toyota/corolla", "/search/sunshine-kia", "/special-offers"]) {
      expect(paths).toContain(p);
    }
    for (const p of paths.filter((x) => x.startsWith("/search"))) expect([p, await status("sunshine", p)]).toEqual([p, 200]);
    expect(searchSitemapPaths(registry.bySiteSlug("ridgeline")!, service.forSite(registry.bySiteSlug("ridgeline")!), NOW)).toContain("/search/used-motorcycles");
    expect(searchSitemapPaths(registry.bySiteSlug("sunshine-mazda")!, service.forSite(registry.bySiteSlug("sunshine-mazda")!), NOW)).toContain("/pre-owned");
  });
});

describe("the tracking item payload (third-party tags)", () => {
  it("a site with tag ids: the result cars' ids in order, the site's currency and the keyword", async () => {
    const data = await page("tamaki", "/search/new-used-and-demo-cars?query=mitsubishi");
    const ids = data.items.flatMap((item) => (item.type === "car" ? [String(item.car.id)] : []));
    expect(ids.length).toBeGreaterThan(0);
    expect(data.trackingItem).toEqual({ view: "search", content_ids: ids, currency: "NZD", search_string: "mitsubishi" });
  });
  it("nothing on a site without ids", async () => {
    expect((await page("sunshine", "/search/new-used-and-demo-cars")).trackingItem).toBeNull();
  });
});

describe("the route's data: the page as one JSON string, the tracking item beside it", () => {
  const pages: [string, string, SearchRoute][] = [
    ["tamaki", "/search/new-used-and-demo-cars?query=mitsubishi", CARS], // a tracking item
    ["sunshine", "/search/new-used-and-demo-cars", CARS], // promo cards among the results
    ["sunshine", "/search/used-cars/toyota?page=2", CARS],
    ["sunshine", "/special-offers", { kind: "offers", base: "/special-offers" }],
  ];
  const starsOf = (d: Awaited<ReturnType<typeof searchPage>>) => cars(d).map(({ id, slug, title, make, model, image }) => ({ id, slug, title, make, model, image }));

  it.each(pages)("%s %s: a navigation's copy (a JSON round trip, as turbo-stream carries it) unpacks to the page the server rendered", async (site, url, route) => {
    const full = await page(site, url, route);
    const { trackingItem, ...shown } = full;
    const sent = searchRouteData(full);
    expect(sent.trackingItem).toEqual(trackingItem);
    expect(Object.keys(sent)).toEqual(["trackingItem", "page"]);
    expect(unpack(sent.page)).toBe(unpack(sent.page)); // the server renders what it packed, unparsed
    const whole = { ...shown, resultsKey: expect.stringMatching(/^[\w-]{22}$/), sidebarKey: expect.stringMatching(/^[\w-]{22}$/), stars: starsOf(full) };
    expect(unpack(sent.page)).toEqual(whole);
    const received = JSON.parse(JSON.stringify(sent)) as typeof sent;
    expect(unpack(received.page)).toStrictEqual(JSON.parse(JSON.stringify(unpack(sent.page))));
    expect(unpack(received.page)).toEqual(whole);
    expect(unpack(received.page)).toBe(unpack(received.page)); // parsed once: one object for every render
    expect(unpack(received.page)).not.toHaveProperty("trackingItem");
  });

  it.each(pages)("%s %s: a document's copy leaves the cards, make cards and checkboxes to its HTML, the server renders them all", async (site, url, route) => {
    const full = await page(site, url, route);
    const sent = searchRouteData(full, true);
    const navigation = unpack(searchRouteData(await page(site, url, route)).page);
    // What the server renders: every card, make and option.
    expect(unpack(sent.page)).toMatchObject({ items: full.items, makes: full.makes, panels: full.panels });
    // The data carries the element's id; the page's JSON is that element's text (DocumentJson).
    expect(JSON.parse(JSON.stringify(sent.page))).toEqual({ json: "", inDocument: "search-page-data" });
    const text = documentJsonText(sent.page)!;
    expect(text).not.toContain("<");
    const received = JSON.parse(text) as typeof navigation;
    expect(navigation.makes!.length).toBeGreaterThan(0);
    expect(received).toEqual({ ...navigation, items: null, makes: null, panels: navigation.panels.map((p) => ({ ...p, options: null })) });
    expect(received.stars).toEqual(starsOf(full));
    expect(received.resultsKey).toBe(navigation.resultsKey);
    expect(text.length).toBeLessThan(JSON.stringify(navigation).length * 0.7);
  });

  it("the results key: the same for the same results, another for others; no results travel as they are", async () => {
    const key = async (url: string) => unpack(searchRouteData(await page("sunshine", url), true).page).resultsKey;
    expect(await key("/search/used-cars/toyota")).toBe(await key("/search/used-cars/toyota"));
    expect(await key("/search/used-cars/toyota?page=2")).not.toBe(await key("/search/used-cars/toyota"));
    expect(await key("/search/used-cars/toyota?sortBy=price-asc")).not.toBe(await key("/search/used-cars/toyota"));
    const none = unpack(searchRouteData(await page("sunshine", "/search/new-used-and-demo-cars?query=zzzzqqqq"), true).page);
    expect(none).toMatchObject({ count: 0, items: [], stars: [] });
  });

  it("the sidebar's key: the same for the same makes and options, another when a make is picked", async () => {
    const key = async (url: string) => unpack(searchRouteData(await page("sunshine", url), true).page).sidebarKey;
    expect(await key("/search/used-cars")).toBe(await key("/search/used-cars"));
    expect(await key("/search/used-cars/toyota")).not.toBe(await key("/search/used-cars"));
    // Another page of the same search shows the same sidebar: it stays as it is (an opened 'Show all makes').
    expect(await key("/search/used-cars?page=2")).toBe(await key("/search/used-cars"));
    expect(await key("/search/used-cars?sortBy=price-asc&page=3")).toBe(await key("/search/used-cars?sortBy=price-asc"));
    // Another order: the make cards' links keep it.
    expect(await key("/search/used-cars?sortBy=price-asc")).not.toBe(await key("/search/used-cars"));
    expect(await key("/search/used-cars/toyota?page=2")).toBe(await key("/search/used-cars/toyota"));
    // A filter the sidebar shows (a range) or a keyword changes its options' counts, so its key.
    expect(await key("/search/used-cars?price=0:20000")).not.toBe(await key("/search/used-cars"));
    expect(await key("/search/used-cars?query=hilux")).not.toBe(await key("/search/used-cars"));
  });
});
