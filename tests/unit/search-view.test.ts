// Search page rules: sidebar limits, facet option lists, page links, headings, summaries, promo
// cards, the remembered searches and favourites.
import { describe, expect, it } from "vitest";
import {
  CITY_LIMIT,
  DEALERSHIP_LIMIT,
  DEFAULT_PAGE_SIZE,
  DEFAULT_PROMO_POSITION,
  GROUP_PROMO_POSITION,
  KEYWORD_DEBOUNCE_MS,
  KEYWORD_PLACEHOLDER,
  MAKES_BEFORE_MORE,
  MODEL_LIMIT,
  facetOptions,
  pageWindow,
  rangeChipLabel,
  searchHeading,
  searchSummary,
} from "~/lib/search/view";
import { isPromoLive, placePromos } from "~/lib/search/promo";
import { SEARCH_HISTORY_SIZE, readSearchHistory, rememberSearch, searchHistoryKey } from "~/lib/search/history";
import { favouritesKey, isFavourite, readFavourites, toggleFavourite, type FavouriteEntry } from "~/lib/favourites";
import { emptySearchState, type SearchState } from "~/lib/search/state";

const s = (refinements: SearchState["refinements"], extra: Partial<SearchState> = {}): SearchState => ({ ...emptySearchState(), refinements, ...extra });

describe("the spec's constants", () => {
  it("point 9", () => {
    expect([CITY_LIMIT, DEALERSHIP_LIMIT, MODEL_LIMIT, MAKES_BEFORE_MORE]).toEqual([20, 40, 30, 7]);
    expect(DEFAULT_PAGE_SIZE).toBe(21);
    expect([DEFAULT_PROMO_POSITION, GROUP_PROMO_POSITION]).toEqual([30, 9]);
    expect(KEYWORD_DEBOUNCE_MS).toBe(300);
    expect(SEARCH_HISTORY_SIZE).toBe(5);
    expect(KEYWORD_PLACEHOLDER).toBe("Keyword search eg. EV, SUV, Toyota");
  });
});

describe("facet options", () => {
  const counts = Array.from({ length: 25 }, (_, i) => ({ value: `City ${i}`, count: 100 - i }));
  it("keep the top 20 cities, plus a selected one beyond them", () => {
    const opts = facetOptions(counts, ["City 24"], { limit: CITY_LIMIT });
    expect(opts).toHaveLength(21);
    expect(opts.at(-1)).toEqual({ value: "City 24", label: "City 24", count: 76, selected: true });
    expect(facetOptions(counts, [], { limit: CITY_LIMIT })).toHaveLength(20);
  });
  it("list a selected value no car has any more, so it can be unticked", () => {
    expect(facetOptions([{ value: "Sedan", count: 3 }], ["Coupe"])).toEqual([
      { value: "Sedan", label: "Sedan", count: 3, selected: false },
      { value: "Coupe", label: "Coupe", count: 0, selected: true },
    ]);
  });
  it("match the selection whatever its case", () => {
    expect(facetOptions([{ value: "Toyota", count: 3 }], ["toyota"])[0].selected).toBe(true);
  });
});

describe("page links", () => {
  it("first, last and two either side, with gaps", () => {
    const show = (page: number, pages: number) => pageWindow(page, pages).map((l) => (l.type === "gap" ? "…" : l.current ? `[${l.page}]` : String(l.page))).join(" ");
    expect(show(1, 65)).toBe("[1] 2 3 … 65");
    expect(show(10, 65)).toBe("1 … 8 9 [10] 11 12 … 65");
    expect(show(65, 65)).toBe("1 … 63 64 [65]");
    expect(show(2, 4)).toBe("1 [2] 3 4");
    expect(pageWindow(1, 1)).toEqual([]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

describe("headings and summaries", () => {
  it.each([
    [s({}), "car", "New, Used and Demo Cars for Sale"],
    [s({ car_type: ["used"], make: ["Toyota"] }), "car", "Used Toyota Cars for Sale"],
    [s({ make: ["Toyota"], make_model: ["Corolla"] }), "car", "New, Used and Demo Toyota Corolla Cars for Sale"],
    [s({ car_type: ["used"], state: ["QLD"], city: ["Brisbane"] }), "car", "Used Cars for Sale in Brisbane, QLD"],
    [s({ car_type: ["new"] }), "motorcycle", "New Motorcycles for Sale"],
    [s({ dealership_name: ["Sunshine Kia"] }), "car", "New, Used and Demo Cars for Sale at Sunshine Kia"],
    [s({ city: ["Brisbane"] }, { subscription: true }), "car", "Subscription Cars in Brisbane"],
    [s({ make: ["Kia", "Mazda", "Toyota"] }), "caravan", "New, Used and Demo Kia, Mazda and Toyota Caravans and Campers for Sale"],
  ] as const)("%j (%s) → %s", (state, kind, want) => expect(searchHeading(state, kind)).toBe(want));

  it("summary names refinements, ranges and keyword", () => {
    expect(searchSummary(s({ car_type: ["used"], make: ["Toyota"] }, { ranges: { price: { min: 10000, max: 30000 } }, query: "hybrid" }))).toBe(
      'Used · Toyota · Price $10,000 to $30,000 · "hybrid"',
    );
    expect(searchSummary(s({}))).toBe("All stock");
    expect(rangeChipLabel("km", { max: 50000 })).toBe("Odometer: up to 50,000 km");
    expect(rangeChipLabel("year", { min: 2020 })).toBe("Year: from 2020");
  });
});

describe("promo cards", () => {
  const now = new Date("2026-11-21T00:00:00Z");
  const promo = (extra: Record<string, unknown> = {}) => ({ display: true, strictDisplay: false, id: "p", ...extra });
  const cars = (from: number, n: number) => Array.from({ length: n }, (_, i) => `car${from + i}`);
  const layout = (items: ReturnType<typeof placePromos<string, ReturnType<typeof promo>>>) => items.map((i) => (i.type === "car" ? i.car : `PROMO@${i.position}`));

  it("sits at its 1-based position (9 on the group: after the 8th car of page 1)", () => {
    const items = placePromos(cars(1, 21), [promo()], { now, offset: 0, count: 100, defaultPosition: GROUP_PROMO_POSITION });
    expect(layout(items).slice(7, 10)).toEqual(["car8", "PROMO@9", "car9"]);
  });

  it("position 30 with pages of 21: on page 2, after the 29th car", () => {
    expect(layout(placePromos(cars(1, 21), [promo()], { now, offset: 0, count: 100, defaultPosition: 30 }))).not.toContain("PROMO@30");
    const page2 = layout(placePromos(cars(22, 21), [promo()], { now, offset: 21, count: 100, defaultPosition: 30 }));
    expect(page2.slice(7, 10)).toEqual(["car29", "PROMO@30", "car30"]);
  });

  it("results short of the position: after the last car, unless strictDisplay", () => {
    expect(layout(placePromos(cars(1, 5), [promo()], { now, offset: 0, count: 5, defaultPosition: 9 })).at(-1)).toBe("PROMO@6");
    expect(layout(placePromos(cars(1, 5), [promo({ strictDisplay: true })], { now, offset: 0, count: 5, defaultPosition: 9 }))).toEqual(cars(1, 5));
    expect(layout(placePromos(cars(1, 8), [promo({ strictDisplay: true })], { now, offset: 0, count: 8, defaultPosition: 9 })).at(-1)).toBe("PROMO@9");
  });

  it("not with no results, not when display is off, only between start and expiry", () => {
    expect(placePromos([], [promo()], { now, offset: 0, count: 0, defaultPosition: 9 })).toEqual([]);
    expect(isPromoLive(promo({ display: false }), now)).toBe(false);
    expect(isPromoLive(promo({ start: "2026-11-21T00:00:00Z" }), now)).toBe(true);
    expect(isPromoLive(promo({ start: "2026-11-21T00:00:01Z" }), now)).toBe(false);
    expect(isPromoLive(promo({ expiry: "2026-11-21T00:00:00Z" }), now)).toBe(false);
    expect(isPromoLive(promo({ expiry: "2026-11-21T00:00:01Z" }), now)).toBe(true);
  });

  it("its own position wins over the site's", () => {
    expect(layout(placePromos(cars(1, 21), [promo({ position: 2 })], { now, offset: 0, count: 21, defaultPosition: 9 }))[1]).toBe("PROMO@2");
  });
});

describe("remembered searches", () => {
  const e = (n: number) => ({ path: `/search/p${n}`, label: `L${n}` });
  it("keeps the last 5, newest first, each path once", () => {
    let h = [] as ReturnType<typeof readSearchHistory>;
    for (let i = 1; i <= 7; i++) h = rememberSearch(h, e(i));
    expect(h.map((x) => x.path)).toEqual(["/search/p7", "/search/p6", "/search/p5", "/search/p4", "/search/p3"]);
    h = rememberSearch(h, e(5));
    expect(h.map((x) => x.path)).toEqual(["/search/p5", "/search/p7", "/search/p6", "/search/p4", "/search/p3"]);
  });
  it("reads storage defensively; keys are per site", () => {
    expect(readSearchHistory("not json")).toEqual([]);
    expect(readSearchHistory(JSON.stringify([{ path: "//evil.example", label: "x" }, { path: "/search", label: "ok" }, 5]))).toEqual([{ path: "/search", label: "ok" }]);
    expect(searchHistoryKey("sunshine")).toBe("search-history:sunshine");
  });
});

describe("favourites", () => {
  const car: FavouriteEntry = { id: 1, name: "2021 Hyundai i30 Elite", slug: "x-1", make: "Hyundai", model: "i30", primary_image_url: null };
  it("toggle between added and removed, per site", () => {
    const added = toggleFavourite([], car);
    expect(isFavourite(added, 1)).toBe(true);
    expect(toggleFavourite(added, car)).toEqual([]);
    expect(favouritesKey("sunshine")).toBe("favourites:sunshine");
    expect(readFavourites(JSON.stringify(added))).toEqual(added);
    expect(readFavourites("{")).toEqual([]);
    expect(readFavourites(JSON.stringify([{ id: "1" }]))).toEqual([]);
  });
});
