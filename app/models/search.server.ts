// The search pages (/search/..., the default-path variants, /special-offers) and
// GET /api/search: URL → search state → one query on the port → what the page shows.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { dealershipReviews } from "./locations.server";
import type { SiteEntry } from "../../server/sites/registry";
import type { Site } from "../../server/sites/schema";
import type { SearchService } from "../../server/search/service";
import { SORT_OPTIONS, hasRefinements, type SearchState, type SortKey } from "~/lib/search/state";
import { buildSearchUrl, parseSearchUrl, type SearchVocabulary } from "~/lib/search/url";
import { searchHeading, searchSummary } from "~/lib/search/view";
import { swapUnitWords } from "~/lib/locale";
import { placePromos, type ResultItem } from "~/lib/search/promo";
import { starCar, type CarCardView, type StarCar } from "~/lib/car-card";
import { cardView, cardViewDigest, starJson } from "./card-views.server";
import { createHash, type Hash } from "node:crypto";
import { searchTrackingItem } from "~/lib/tracking/item";
import { siteTracking } from "~/lib/tracking/tags";
import { heldCars, NO_HOLDS } from "./held-cars.server";
import type { HeldCarIds } from "~/lib/held-cars";
import { promoPosition, searchQuery, siteSorts, type SearchRoute } from "./search-site.server";
import { notFound, readSearch, type ReadSearch } from "./search-request.server";
import { FACETS, STATS, chips, hiddenRefinements, makeCards, paginationView, panels, ranges, sidebarKey, type PromoView, type SearchPanel } from "./search-panels.server";
import { jsonWithKept, pack, packJsonInDocument } from "~/lib/packed";

// Names the routes, components and the sitemap import from here.
export { type PromoView } from "./search-panels.server";
export { searchSitemapPaths, usesPreOwned } from "./search-site.server";

export async function searchPage(entry: SiteEntry, service: SearchService, request: Request, route: SearchRoute, now: Date, held: HeldCarIds = NO_HOLDS) {
  const { site } = entry;
  const search = service.forSite(entry);
  const url = new URL(request.url);
  const read = readSearch(entry, search, url, route);
  const { state, vocabulary, urlOptions, canonical } = read;
  const buildOptions = { ...urlOptions, vocabulary };
  const build = (s: SearchState) => buildSearchUrl(s, buildOptions);

  const query = searchQuery(site, route.kind, state, now, { facets: FACETS, stats: STATS, carTypes: route.carTypes });
  const reply = await search.search(query);
  if (state.page > Math.max(1, reply.pagination.pages)) throw notFound();

  const cards = reply.hits.map((car) => cardView(entry, car, now, held));
  const promos = route.kind === "cars" ? site.promo_cards : [];
  const items: ResultItem<CarCardView, PromoView>[] = placePromos(cards, promos, {
    now,
    offset: query.offset,
    count: reply.count,
    defaultPosition: promoPosition(site),
  }).map((item) => (item.type === "car" ? item : { ...item, promo: { ...item.promo.node } }));

  // A dealership's page (/search/{dealership_slug}) also shows its reviews, where the site shows reviews.
  const dealerName = state.refinements.dealership_name?.length === 1 ? state.refinements.dealership_name[0] : null;
  const dealership = dealerName ? entry.dealerships.find((d) => d.name === dealerName) : undefined;

  const kind = urlOptions.vehicleKind ?? "car";
  // A path that lists some car types only is headed by them ('Used and Demo Cars for Sale' on /pre-owned).
  const headed = route.carTypes && !state.refinements.car_type ? { ...state, refinements: { ...state.refinements, car_type: [...route.carTypes] } } : state;
  const heading = route.kind === "offers" ? "Special Offers" : searchHeading(headed, kind);
  const sortKey = (state.sortBy ?? site.search.default_sort) as SortKey;
  const shown = { makes: makeCards(entry, state, reply, vocabulary, build), panels: panels(site, state, reply) };
  const sidebar = { ...shown, hidden: hiddenRefinements(state, shown), sidebarKey: sidebarKey(entry, vocabulary, reply, build({ ...state, page: 1 })) };

  return {
    kind: route.kind,
    heading,
    description: `${reply.count} ${heading.toLowerCase()} at ${site.name}. Refine by make, model, price, body type and more.`,
    canonical,
    notice: read.notice,
    // Query-string searches are endless combinations: only paths (and their pages) are indexed.
    noindex: [...new URLSearchParams(canonical.split("?")[1] ?? "").keys()].some((key) => key !== "page"),
    count: reply.count,
    ms: reply.ms,
    items,
    pagination: paginationView(state, reply, build),
    state,
    vocabulary,
    urlOptions,
    formAction: formAction(state, route, vocabulary, urlOptions),
    keyword: state.query ?? "",
    sort: {
      current: sortKey,
      default: site.search.default_sort as SortKey,
      options: siteSorts(site).map((key) => ({ key, label: swapUnitWords(site.locale, SORT_OPTIONS.find((o) => o.key === key)!.label) })),
    },
    chips: chips(state, build, site.locale),
    clearHref: hasRefinements(state) ? build({ refinements: {}, ranges: {}, page: 1, subscription: state.subscription }) : null,
    ...sidebar,
    ranges: ranges(site, state, reply),
    summary: searchSummary(state, site.locale),
    remember: hasRefinements(state),
    dealerReviews: dealership && route.kind === "cars" ? dealershipReviews(entry, dealership.slug) : null,
    trackingItem: siteTracking(site.tracking) ? searchTrackingItem(reply.hits.map((car) => car.id), state.query ?? "", site.locale) : null,
  };
}

type SearchPageResult = Awaited<ReturnType<typeof searchPage>>;

/**
 * What the search page shows (its tracking item travels beside it: see searchRouteData). In a
 * document, what its HTML already shows and nothing hydrates is left out: the cards (`items` null), the
 * make cards (`makes` null) and the panels' checkboxes (each panel's `options` null). The browser needs
 * only `stars` (the live stars' cars), `resultsKey` and `sidebarKey`, which change when the results and
 * the makes and options do, so a reload of the same page (after a form in a dialog is sent) leaves
 * their HTML as it is (a star's focus, an opened 'Show all makes'); a later navigation's data carries
 * everything, and the page writes it.
 */
export type SearchPageData = Omit<SearchPageResult, "trackingItem" | "items" | "makes" | "panels"> & {
  items: SearchPageResult["items"] | null;
  makes: SearchPageResult["makes"] | null;
  panels: (Omit<SearchPanel, "options"> & { options: SearchPanel["options"] | null })[];
  resultsKey: string;
  stars: StarCar[];
};

/**
 * A search route's loader data: the page as one JSON string (about 3,900 keys and values, lib/packed.ts)
 * and, beside it, the tracking item TrackingTags reads from every route's data. `document`: the data
 * goes into the page's HTML (not a client navigation's .data), which shows the cards, makes and options.
 */
export function searchRouteData({ trackingItem, ...page }: SearchPageResult, document = false) {
  // Each card's digest is made once per kept view (card-views.server.ts); a line per item.
  const results = createHash("sha256");
  for (const item of page.items) results.update(`${item.type === "car" ? cardViewDigest(item.car) : JSON.stringify(item)}\n`);
  const stars = page.items.flatMap((item) => (item.type === "car" ? [starCar(item.car)] : []));
  const whole: SearchPageData = { ...page, resultsKey: digestKey(results), stars };
  if (!document) return { trackingItem, page: pack(whole) };
  const { items, makes, panels } = page;
  const { vocabulary, stars: _stars, ...rest } = whole;
  const sent = { ...rest, items: items.length > 0 ? null : items, makes: makes.length > 0 ? null : makes, panels: panels.map((p) => ({ ...p, options: null })) };
  // The vocabulary's JSON is kept per vocabulary (one per stock version), each star's per card view.
  const kept = { vocabulary: vocabularyJson(vocabulary), stars: `[${page.items.flatMap((item) => (item.type === "car" ? [starJson(item.car)] : [])).join(",")}]` };
  return { trackingItem, page: packJsonInDocument<SearchPageData>(whole, jsonWithKept(sent, kept), SEARCH_PAGE_JSON) };
}

const vocabularyJsons = new WeakMap<SearchVocabulary, string>();

function vocabularyJson(vocabulary: SearchVocabulary): string {
  let json = vocabularyJsons.get(vocabulary);
  if (json === undefined) vocabularyJsons.set(vocabulary, (json = JSON.stringify(vocabulary)));
  return json;
}

/** The id of the element a search document's data is written into (components/DocumentJson.tsx). */
const SEARCH_PAGE_JSON = "search-page-data";

const digestKey = (hash: Hash) => hash.digest("base64url").slice(0, 22);

export type SearchLoader = ReturnType<typeof searchLoader>;

/** The loader of a search route: the site's search at this route, or a 404 / redirect Response thrown. */
export function searchLoader(route: SearchRoute, opts: { only?: (site: Site) => boolean } = {}) {
  return async ({ request, context }: LoaderFunctionArgs) => {
    const entry = context.site;
    if (opts.only && !opts.only(entry.site)) throw notFound();
    return searchRouteData(await searchPage(entry, context.services.search, request, route, new Date(), heldCars(entry, context.services)), context.document);
  };
}

function formAction(state: SearchState, route: SearchRoute, vocabulary: SearchVocabulary, urlOptions: ReadSearch["urlOptions"]): string {
  if (state.subscription) return `${route.base}/subscription-cars`;
  const empty = urlOptions.emptyPath;
  if (empty) {
    const reading = parseSearchUrl(empty, vocabulary, { base: route.base, emptyPath: empty });
    if (reading && !hasRefinements(reading)) return empty.replace(/\/+$/, "") || "/";
  }
  return route.base;
}
