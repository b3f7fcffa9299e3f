// The search pages (/search/..., the default-path variants, /special-offers, /parts/search) and
// GET /api/search: URL → search state → one query on the port → what the page shows.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { dealershipReviews } from "./locations.server";
import type { SiteEntry } from "../../server/sites/registry";
import type { Site } from "../../server/sites/schema";
import type { SearchService } from "../../server/search/service";
import type { EmbeddedSearch } from "../../server/search/embedded";
import { type SearchIndexName, type SearchQuery, type SearchReply, type SortSpec } from "../../server/search/port";
import { allOf, evaluate, type FilterAst } from "../../server/search/filter-expression";
import { facetValues, isSpecialOffer } from "../../server/search/documents";
import { fixedFilter, siteScope } from "../../server/search/site-filter";
import { SORT_OPTIONS, hasRefinements, type RangeFacet, type SearchState, type SortKey, type ValueFacet } from "~/lib/search/state";
import {
  ALL_STOCK_SEGMENTS,
  buildSearchUrl,
  pageToOffset,
  parseSearchUrl,
  setQuery,
  setRange,
  slugify,
  toggleRefinement,
  vehicleKindForTemplate,
  type BuildOptions,
  type SearchVocabulary,
} from "~/lib/search/url";
import { prepareKeyword } from "~/lib/search/keyword";
import {
  CITY_LIMIT,
  DEALERSHIP_LIMIT,
  DEFAULT_PAGE_SIZE,
  DEFAULT_PROMO_POSITION,
  GROUP_PROMO_POSITION,
  MODEL_LIMIT,
  RANGE_LABELS,
  carTypeLabel,
  facetOptions,
  pageWindow,
  rangeChipLabel,
  searchHeading,
  searchSummary,
  type FacetOption,
} from "~/lib/search/view";
import { placePromos, type ResultItem } from "~/lib/search/promo";
import { carCardView, type CarCardView } from "~/lib/car-card";
import { swapWords } from "~/lib/locale";
import { isListed } from "~/lib/listing";
import { vehiclePath } from "./layout.server";
import { heldCars, NO_HOLDS } from "./held-cars.server";
import { withHold, type HeldCarIds } from "~/lib/held-cars";
import { requireSite } from "./site.server";

export type SearchKind = "cars" | "offers" | "parts";

export interface SearchRoute {
  kind: SearchKind;
  /** Where this search lives: '/search', '/special-offers', '/parts/search'. */
  base: string;
  /** Another path this route serves as the whole stock ('/pre-owned', '/find/rental-cars'). */
  alias?: string;
}

const IMAGE_NOT_FOUND = "/demo-images/image-not-found.svg";

// ---------------------------------------------------------------- site rules

/** Spec point 2: /pre-owned is the make template's search; a site whose slug holds its make redirects to it. */
export function usesPreOwned(site: Site): boolean {
  if (site.default_search_path.replace(/\/+$/, "") === "/pre-owned") return true;
  const make = site.manufacturer ? slugify(site.manufacturer) : "";
  return site.template === "make" && make !== "" && site.slug.includes(make);
}

/** Sort options a site offers (km sorts where the site says; subscription sorts where it offers them). */
export function siteSorts(site: Site): SortKey[] {
  return SORT_OPTIONS.filter((o) => {
    if (o.key.startsWith("km-")) return site.search.km_sort;
    if (o.key.startsWith("subscription-")) return site.features.offers_subscription;
    return true;
  }).map((o) => o.key);
}

export function pageSize(site: Site): number {
  return site.search.page_size ?? DEFAULT_PAGE_SIZE;
}

function promoPosition(site: Site): number {
  return site.search.promo_position ?? (site.template === "group" ? GROUP_PROMO_POSITION : DEFAULT_PROMO_POSITION);
}

function sortSpecs(key: SortKey): SortSpec[] {
  const option = SORT_OPTIONS.find((o) => o.key === key)!;
  return "field" in option ? [{ field: option.field, order: option.order }] : [];
}

// ---------------------------------------------------------------- vocabulary (what path segments can mean)

const PATH_FACETS: ValueFacet[] = ["car_type", "dealership_name", "state", "city", "location_name", "make", "make_model", "body", "drive", "fuel", "categories"];
const vocabularies = new WeakMap<SiteEntry, { version: number; vocab: SearchVocabulary }>();

/** The values a site's stock, dealerships and locations give the path facets; rebuilt with the index. */
export function siteVocabulary(entry: SiteEntry, search: EmbeddedSearch): SearchVocabulary {
  const cached = vocabularies.get(entry);
  if (cached && cached.version === search.version) return cached.vocab;
  const vocab = buildVocabulary(entry);
  vocabularies.set(entry, { version: search.version, vocab });
  return vocab;
}

function buildVocabulary(entry: SiteEntry): SearchVocabulary {
  const scope = siteScope(entry.site);
  const names = new Map(entry.group.group.dealerships.map((d) => [d.id, d.name]));
  const sets = Object.fromEntries(PATH_FACETS.map((f) => [f, new Set<string>()])) as Record<ValueFacet, Set<string>>;
  const models: Record<string, Set<string>> = {};
  for (const car of entry.cars) {
    if (!evaluate(scope, car as unknown as Record<string, unknown>)) continue;
    const values = facetValues(car, { dealershipNames: names });
    for (const f of PATH_FACETS) for (const v of values[f]) sets[f].add(v);
    (models[car.make] ??= new Set()).add(car.model);
  }
  for (const d of entry.dealerships) sets.dealership_name.add(d.name);
  for (const l of entry.locations) {
    sets.location_name.add(l.name);
    sets.city.add(l.address.city);
  }
  const sorted = (s: Set<string>) => [...s].sort();
  const vocab: SearchVocabulary = {
    facets: Object.fromEntries(PATH_FACETS.map((f) => [f, sorted(sets[f])])),
    modelsByMake: Object.fromEntries(Object.entries(models).map(([m, s]) => [m, sorted(s)])),
    dealershipSlugs: Object.fromEntries(entry.dealerships.map((d) => [d.slug, d.name])),
  };
  return vocab;
}

/**
 * Search landing pages worth a search engine's visit: each car type, each make, each car type with
 * each make, each make with each model, and each dealership's page, for the stock the site lists now.
 */
export function searchSitemapPaths(entry: SiteEntry, now: Date): string[] {
  const { site } = entry;
  const vocabulary = buildVocabulary(entry);
  const opts = { base: "/search", vehicleKind: vehicleKindForTemplate(site.template), emptyPath: site.default_search_path, vocabulary };
  const listed = entry.cars.filter((c) => isListed(c, now, site.include_sold_cars_days) && evaluate(siteScope(site), c as unknown as Record<string, unknown>));
  const url = (refinements: SearchState["refinements"]) => buildSearchUrl({ refinements, ranges: {}, page: 1 }, opts);
  const paths = new Set<string>([site.default_search_path]);
  for (const car of listed) {
    paths.add(url({ car_type: [car.car_type] }));
    paths.add(url({ make: [car.make] }));
    paths.add(url({ car_type: [car.car_type], make: [car.make] }));
    paths.add(url({ make: [car.make], make_model: [car.model] }));
  }
  if (entry.dealerships.length > 1) for (const d of entry.dealerships) paths.add(url({ dealership_name: [d.name] }));
  if (listed.some(isSpecialOffer)) paths.add("/special-offers");
  return [...paths].filter((p) => !p.includes("?")).sort();
}

// ---------------------------------------------------------------- one query

/** The port query of a search state on a site. */
export function searchQuery(site: Site, kind: SearchKind, state: SearchState, now: Date, opts: { facets: ValueFacet[]; stats: RangeFacet[]; limit?: number }): SearchQuery {
  const sortKey = state.sortBy ?? (site.search.default_sort as SortKey);
  const parts: FilterAst[] = [fixedFilter(site, now, { priceAscending: sortKey === "price-asc" })];
  if (state.subscription) parts.push({ type: "compare", field: "subscription_price", op: ">", value: 0 });
  const limit = opts.limit ?? pageSize(site);
  return {
    index: kind satisfies SearchIndexName,
    filter: allOf(...parts),
    refinements: state.refinements,
    ranges: state.ranges,
    query: prepareKeyword(state.query),
    sort: sortSpecs(sortKey),
    facets: opts.facets,
    stats: opts.stats,
    offset: pageToOffset(state.page, limit),
    limit,
  };
}

// ---------------------------------------------------------------- reading the request

export interface ReadSearch {
  state: SearchState;
  vocabulary: SearchVocabulary;
  urlOptions: Omit<BuildOptions, "vocabulary">;
  canonical: string;
}

function trim(path: string): string {
  return path.replace(/\/+$/, "").toLowerCase() || "/";
}

/**
 * The search a request asks for. Throws a 404 for a path no pattern reads, and a redirect for the
 * make template's /pre-owned and for a query string that is not the canonical one (a form sent
 * without JavaScript, a hand-typed list); a bare path answers as it is, with the canonical URL in
 * the page head.
 */
export function readSearch(entry: SiteEntry, search: EmbeddedSearch, url: URL, route: SearchRoute): ReadSearch {
  const { site } = entry;
  const path = trim(url.pathname);
  if (route.kind === "cars" && usesPreOwned(site) && route.alias !== "/pre-owned") {
    const allStock = path === trim(route.base) || ALL_STOCK_SEGMENTS.some((seg) => path === `${trim(route.base)}/${seg}`);
    // The query as the codec writes it (',' not '%2C'): a long list would otherwise triple in the Location header.
    if (allStock) throw redirect(`/pre-owned${loaderUrl(url).slice(url.pathname.length)}`);
  }
  const vocabulary = siteVocabulary(entry, search);
  const emptyPath = route.kind === "cars" ? site.default_search_path : undefined;
  const parsed = parseSearchUrl(loaderUrl(url), vocabulary, { base: route.base, emptyPath: route.alias ?? emptyPath });
  if (!parsed) throw notFound();

  const state = { ...parsed };
  // Sorts this site does not offer, and the site's default sort, are dropped from the URL.
  if (state.sortBy && (!siteSorts(site).includes(state.sortBy) || state.sortBy === site.search.default_sort)) delete state.sortBy;
  if (route.kind !== "cars") delete state.subscription;

  const urlOptions = { base: route.base, vehicleKind: vehicleKindForTemplate(site.template), emptyPath };
  const canonical = buildSearchUrl(state, { ...urlOptions, vocabulary });
  const canonicalQuery = canonical.includes("?") ? canonical.slice(canonical.indexOf("?")) : "";
  // A bare path (a special segment such as used-cars-brisbane, a default-path variant) answers as
  // it is; a query string that is not the canonical one is sent to the canonical URL.
  if (url.search !== "" && !sameQuery(url.search, canonicalQuery)) throw redirect(canonical);
  return { state, vocabulary, urlOptions, canonical };
}

/**
 * Remix hands loaders a query string re-serialised by URLSearchParams, which writes the codec's
 * raw ',' list separators as '%2C'. Read every '%2C' as a separator again: no facet value in the
 * stock holds a comma (a value with one can still be reached by its path segment or by repeating
 * the key, as forms do).
 */
export function loaderUrl(url: URL): string {
  return url.pathname + url.search.replace(/%2C/gi, ",");
}

/** Equal once both are written the way the loader sees them. */
function sameQuery(a: string, b: string): boolean {
  return new URLSearchParams(a).toString() === new URLSearchParams(b).toString();
}

function notFound() {
  return new Response("Not found", { status: 404 });
}

function redirect(to: string) {
  return new Response(null, { status: 302, headers: { Location: to } });
}

// ---------------------------------------------------------------- the page

interface PanelDef {
  facet: ValueFacet;
  title: string;
  limit?: number;
  label?: (value: string) => string;
  open?: boolean;
}

const PANELS: PanelDef[] = [
  { facet: "car_type", title: "Condition", label: carTypeLabel, open: true },
  { facet: "item_type", title: "Vehicle type", label: (v) => v.charAt(0).toUpperCase() + v.slice(1) },
  { facet: "body", title: "Body type", open: true },
  { facet: "fuel", title: "Fuel type" },
  { facet: "transmission", title: "Transmission" },
  { facet: "drive", title: "Drive type" },
  { facet: "state", title: "State" },
  { facet: "city", title: "City", limit: CITY_LIMIT },
  { facet: "dealership_name", title: "Dealership", limit: DEALERSHIP_LIMIT },
  { facet: "location_name", title: "Location", limit: DEALERSHIP_LIMIT },
  { facet: "colour", title: "Colour" },
  { facet: "seats", title: "Seats", label: (v) => `${v} seats` },
  { facet: "categories", title: "Lifestyle" },
  { facet: "filtered_features", title: "Features" },
  { facet: "certified", title: "Certified", label: (v) => (v === "true" ? "Certified pre-owned" : "Not certified") },
];
/** Facets and range stats the search page asks for (GET /api/search asks for the same). */
export const FACETS: ValueFacet[] = ["make", "make_model", ...PANELS.map((p) => p.facet)];
export const STATS: RangeFacet[] = ["price", "subscription_price", "km", "year"];

export interface SearchPanel {
  id: string;
  facet: ValueFacet;
  title: string;
  open: boolean;
  options: FacetOption[];
}

export interface MakeCard {
  value: string;
  count: number;
  logo: string;
  selected: boolean;
  href: string;
  /** The make's models when the make is selected ('Select models'). */
  models: (FacetOption & { href: string })[] | null;
}

export interface RangeControl {
  facet: RangeFacet;
  title: string;
  unit: "$" | "km" | "";
  min: number | null;
  max: number | null;
  from: number | null;
  to: number | null;
  step: number;
}

export interface Chip {
  label: string;
  href: string;
}

export interface PromoView {
  heading: string;
  text: string;
  href: string;
  label: string;
  image: string | null;
}

export async function searchPage(entry: SiteEntry, service: SearchService, request: Request, route: SearchRoute, now: Date, held: HeldCarIds = NO_HOLDS) {
  const { site } = entry;
  const search = service.forSite(entry);
  const url = new URL(request.url);
  const read = readSearch(entry, search, url, route);
  const { state, vocabulary, urlOptions, canonical } = read;
  const build = (s: SearchState) => buildSearchUrl(s, { ...urlOptions, vocabulary });

  const query = searchQuery(site, route.kind, state, now, { facets: FACETS, stats: STATS });
  const reply = await search.search(query);
  if (state.page > Math.max(1, reply.pagination.pages)) throw notFound();

  const cards = reply.hits.map((car) => carCardView(withHold(car, held), site, now, vehiclePath(entry)));
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
  const heading = route.kind === "offers" ? "Special Offers" : route.kind === "parts" ? "Parts Search" : searchHeading(state, kind);
  const sortKey = (state.sortBy ?? site.search.default_sort) as SortKey;

  return {
    kind: route.kind,
    heading,
    description: `${reply.count} ${heading.toLowerCase()} at ${site.name}. Refine by make, model, price, body type and more.`,
    canonical,
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
      options: siteSorts(site).map((key) => ({ key, label: SORT_OPTIONS.find((o) => o.key === key)!.label })),
    },
    chips: chips(state, build),
    clearHref: hasRefinements(state) ? build({ refinements: {}, ranges: {}, page: 1, subscription: state.subscription }) : null,
    makes: makeCards(entry, state, reply, vocabulary, build),
    panels: panels(site, state, reply),
    ranges: ranges(site, state, reply),
    summary: searchSummary(state),
    remember: hasRefinements(state),
    partsLocations: route.kind === "parts" ? partsLocations(entry) : [],
    dealerReviews: dealership && route.kind === "cars" ? dealershipReviews(entry, dealership.slug) : null,
  };
}

export type SearchPageData = Awaited<ReturnType<typeof searchPage>>;

export type SearchLoader = ReturnType<typeof searchLoader>;

/** The loader of a search route: the site's search at this route, or a 404 / redirect Response thrown. */
export function searchLoader(route: SearchRoute, opts: { only?: (site: Site) => boolean } = {}) {
  return async ({ request, context }: LoaderFunctionArgs) => {
    const entry = requireSite(context);
    if (opts.only && !opts.only(entry.site)) throw notFound();
    return searchPage(entry, context.services.search, request, route, new Date(), heldCars(entry, context.services));
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

function paginationView(state: SearchState, reply: SearchReply, build: (s: SearchState) => string) {
  const { page, pages } = reply.pagination;
  const href = (p: number) => build({ ...state, page: p });
  return {
    page,
    pages,
    prev: page > 1 ? href(page - 1) : null,
    next: page < pages ? href(page + 1) : null,
    links: pageWindow(page, pages).map((l) => (l.type === "page" ? { ...l, href: href(l.page) } : l)),
  };
}

const FACET_TITLES: Partial<Record<ValueFacet, string>> = Object.fromEntries([
  ...PANELS.map((p) => [p.facet, p.title]),
  ["make", "Make"],
  ["make_model", "Model"],
  ["model", "Model"],
  ["badge", "Badge"],
  ["tag", "Tag"],
  ["status", "Status"],
  ["price_range", "Price"],
  ["weekly_price_range", "Weekly price"],
]);

function chips(state: SearchState, build: (s: SearchState) => string): Chip[] {
  const out: Chip[] = [];
  if (state.query) out.push({ label: `Keyword: ${state.query}`, href: build(setQuery(state, null)) });
  for (const [facet, values] of Object.entries(state.refinements) as [ValueFacet, string[]][]) {
    for (const value of values) {
      const label = facet === "car_type" ? carTypeLabel(value) : value;
      out.push({ label: `${FACET_TITLES[facet] ?? facet}: ${label}`, href: build(toggleRefinement(state, facet, value)) });
    }
  }
  for (const [facet, range] of Object.entries(state.ranges) as [RangeFacet, NonNullable<SearchState["ranges"][RangeFacet]>][]) {
    out.push({ label: rangeChipLabel(facet, range), href: build(setRange(state, facet, null)) });
  }
  return out;
}

function makeCards(entry: SiteEntry, state: SearchState, reply: SearchReply, vocabulary: SearchVocabulary, build: (s: SearchState) => string): MakeCard[] {
  const logos = new Map(entry.group.group.manufacturers.map((m) => [m.name.toLowerCase(), m.logo?.url ?? null]));
  const selectedMakes = state.refinements.make ?? [];
  const modelCounts = reply.facets.make_model ?? [];
  return facetOptions(reply.facets.make ?? [], selectedMakes).map((make) => {
    let models: MakeCard["models"] = null;
    if (make.selected) {
      const own = new Set(vocabulary.modelsByMake?.[make.value] ?? []);
      const picked = (state.refinements.make_model ?? []).filter((m) => own.has(m));
      models = facetOptions(
        modelCounts.filter((c) => own.has(c.value)),
        picked,
        { limit: MODEL_LIMIT },
      ).map((m) => ({ ...m, href: build(toggleRefinement(state, "make_model", m.value)) }));
    }
    return {
      value: make.value,
      count: make.count,
      logo: logos.get(make.value.toLowerCase()) ?? IMAGE_NOT_FOUND,
      selected: make.selected,
      href: build(toggleRefinement(state, "make", make.value)),
      models,
    };
  });
}


function panels(site: Site, state: SearchState, reply: SearchReply): SearchPanel[] {
  const out: SearchPanel[] = [];
  for (const def of PANELS) {
    const selected = state.refinements[def.facet] ?? [];
    const options = facetOptions(reply.facets[def.facet] ?? [], selected, { limit: def.limit, label: def.label ? def.label : (v) => swapWords(site.locale, v) });
    if (options.length === 0) continue;
    // One value every car shares says nothing, unless it is picked (so it can be unpicked).
    if (options.length === 1 && !options[0].selected && options[0].count === reply.count && def.facet !== "state") continue;
    out.push({ id: def.facet, facet: def.facet, title: swapWords(site.locale, def.title), open: Boolean(def.open) || selected.length > 0, options });
  }
  return out;
}

function ranges(site: Site, state: SearchState, reply: SearchReply): RangeControl[] {
  const facets: RangeFacet[] = ["price", ...(site.features.offers_subscription ? (["subscription_price"] as const) : []), "year", "km"];
  const out: RangeControl[] = [];
  for (const facet of facets) {
    const stats = reply.facetStats[facet] ?? null;
    const value = state.ranges[facet];
    if (!value && (!stats || stats.max <= 0)) continue; // nothing to narrow (towed caravans have no km)
    out.push({
      facet,
      title: RANGE_LABELS[facet],
      unit: facet === "price" || facet === "subscription_price" ? "$" : facet === "km" ? "km" : "",
      min: stats ? Math.floor(stats.min) : null,
      max: stats ? Math.ceil(stats.max) : null,
      from: value?.min ?? null,
      to: value?.max ?? null,
      step: facet === "year" ? 1 : facet === "subscription_price" ? 10 : facet === "km" ? 1000 : 500,
    });
  }
  return out;
}

function partsLocations(entry: SiteEntry) {
  return entry.locations
    .filter((l) => l.visible && l.location_type === "parts")
    .map((l) => ({ name: l.name, phone: l.contact_detail.phone, city: l.address.city }));
}
