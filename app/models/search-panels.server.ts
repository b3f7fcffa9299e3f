// What the search page shows beside its results: the filter panels, make cards, range controls,
// chips and pagination links, each built from the search state and the engine's reply.
import { orderByPreferredMakes } from "~/lib/search/make-order";
import { logoOrImageNotFound } from "~/lib/images";
import type { SiteEntry } from "../../server/sites/registry";
import type { Site } from "../../server/sites/schema";
import type { SearchReply } from "../../server/search/port";
import type { RangeFacet, SearchState, ValueFacet } from "~/lib/search/state";
import { MILES_FIELD, type SearchVocabulary } from "~/lib/search/url";
import { setQuery, setRange, toggleRefinement } from "~/lib/search/refine";
import { CITY_LIMIT, DEALERSHIP_LIMIT, MODEL_LIMIT, RANGE_LABELS, carTypeLabel, facetOptions, pageWindow, rangeChipLabel, type FacetOption } from "~/lib/search/view";
import { distanceUnit, kmToLocaleUnit, swapWords } from "~/lib/locale";
import { locationKind } from "~/lib/locations/location-filters";
import { createHash } from "node:crypto";


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
  facet: ValueFacet;
  title: string;
  open: boolean;
  /** An option's label is sent only where it differs from its value (the page shows the value). */
  options: (Omit<FacetOption, "label"> & { label?: string })[];
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
  unit: "$" | "km" | "mi" | "";
  /** The form fields' name before _min/_max: the facet, or 'mi' for an odometer in miles. */
  field: string;
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

/** Page links of any search (cars, parts): the state with each page, as the search's own URL. */
export function paginationView<S extends { page: number }>(state: S, reply: Pick<SearchReply, "pagination">, build: (s: S) => string) {
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

export function chips(state: SearchState, build: (s: SearchState) => string, locale: Site["locale"] = "en-AU"): Chip[] {
  const out: Chip[] = [];
  if (state.query) out.push({ label: `Keyword: ${state.query}`, href: build(setQuery(state, null)) });
  for (const [facet, values] of Object.entries(state.refinements) as [ValueFacet, string[]][]) {
    for (const value of values) {
      const label = facet === "car_type" ? carTypeLabel(value) : value;
      out.push({ label: `${FACET_TITLES[facet] ?? facet}: ${label}`, href: build(toggleRefinement(state, facet, value)) });
    }
  }
  for (const [facet, range] of Object.entries(state.ranges) as [RangeFacet, NonNullable<SearchState["ranges"][RangeFacet]>][]) {
    out.push({ label: rangeChipLabel(facet, range, locale), href: build(setRange(state, facet, null)) });
  }
  return out;
}

export function makeCards(entry: SiteEntry, state: SearchState, reply: SearchReply, vocabulary: SearchVocabulary, build: (s: SearchState) => string): MakeCard[] {
  const logos = new Map(entry.group.group.manufacturers.map((m) => [m.name.toLowerCase(), m.logo?.url ?? null]));
  const selectedMakes = state.refinements.make ?? [];
  const modelCounts = reply.facets.make_model ?? [];
  const options = orderByPreferredMakes(facetOptions(reply.facets.make ?? [], selectedMakes), (o) => o.value, entry.site.search.preferred_make_order);
  return options.map((make) => {
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
      logo: logoOrImageNotFound(logos.get(make.value.toLowerCase())),
      selected: make.selected,
      href: build(toggleRefinement(state, "make", make.value)),
      models,
    };
  });
}

export function panels(site: Site, state: SearchState, reply: SearchReply): SearchPanel[] {
  const out: SearchPanel[] = [];
  for (const def of PANELS) {
    const selected = state.refinements[def.facet] ?? [];
    const options = facetOptions(reply.facets[def.facet] ?? [], selected, { limit: def.limit, label: def.label ? def.label : (v) => swapWords(site.locale, v) });
    if (options.length === 0) continue;
    // One value every car shares says nothing, unless it is picked (so it can be unpicked).
    if (options.length === 1 && !options[0].selected && options[0].count === reply.count && def.facet !== "state") continue;
    out.push({
      facet: def.facet,
      title: swapWords(site.locale, def.title),
      open: Boolean(def.open) || selected.length > 0,
      // A label that only repeats the value is left out of the page's data.
      options: options.map((o) => (o.label === o.value ? { value: o.value, count: o.count, selected: o.selected } : o)),
    });
  }
  return out;
}

export function ranges(site: Site, state: SearchState, reply: SearchReply): RangeControl[] {
  const facets: RangeFacet[] = ["price", ...(site.features.offers_subscription ? (["subscription_price"] as const) : []), "year", "km"];
  const out: RangeControl[] = [];
  for (const facet of facets) {
    const stats = reply.facetStats[facet] ?? null;
    const value = state.ranges[facet];
    if (!value && (!stats || stats.max <= 0)) continue; // nothing to narrow (towed caravans have no km)
    // The odometer is km in the data and the URL; a US visitor reads and types miles.
    const shown = (n: number) => (facet === "km" ? kmToLocaleUnit(n, site.locale) : n);
    out.push({
      facet,
      title: RANGE_LABELS[facet],
      unit: facet === "price" || facet === "subscription_price" ? "$" : facet === "km" ? distanceUnit(site.locale) : "",
      field: facet === "km" && distanceUnit(site.locale) === "mi" ? MILES_FIELD : facet,
      min: stats ? shown(Math.floor(stats.min)) : null,
      max: stats ? shown(Math.ceil(stats.max)) : null,
      from: value?.min === undefined ? null : shown(value.min),
      to: value?.max === undefined ? null : shown(value.max),
      step: facet === "year" ? 1 : facet === "subscription_price" ? 10 : facet === "km" ? 1000 : 500,
    });
  }
  return out;
}

export function partsLocations(entry: SiteEntry) {
  return entry.locations
    .filter((l) => l.visible && locationKind(l) === "parts")
    .map((l) => ({ name: l.name, phone: l.contact_detail.phone, city: l.address.city }));
}

/** Values of the search that no field of the sidebar carries (a path-only dealer page, a model under a
 * make, a value past a facet's limit): they ride along as hidden fields. A search has a few values and
 * the panels some hundreds of options, so each value looks for its own. */
export function hiddenRefinements(state: SearchState, shown: { panels: SearchPanel[]; makes: MakeCard[] }): { facet: string; value: string }[] {
  const { panels, makes } = shown;
  const isShown = (facet: string, value: string) => {
    if (panels.some((p) => p.facet === facet && p.options.some((o) => o.value === value))) return true;
    if (facet === "make") return makes.some((m) => m.selected && m.value === value);
    if (facet === "make_model") return makes.some((m) => (m.models ?? []).some((o) => o.selected && o.value === value));
    return false;
  };
  return Object.entries(state.refinements).flatMap(([facet, values]) => (values ?? []).filter((value) => !isShown(facet, value)).map((value) => ({ facet, value })));
}

/**
 * A key that changes when the sidebar (make cards and panels) may: made from what they are made of,
 * not from them. The facet counts' digest is kept with the reply's facets, which the request cache
 * (spec point 7) hands out again for the same query; another page of a search has its own reply with
 * the same counts, so the same digest, and its sidebar stays as it is in the browser (an opened 'Show
 * all makes'). `stateUrl` is the search's URL at page 1 (the make cards' links keep the order).
 * Stringifying and hashing the made cards and panels cost some 35 µs a request.
 */
export function sidebarKey(entry: SiteEntry, vocabulary: SearchVocabulary, reply: Pick<SearchReply, "facets" | "count">, stateUrl: string): string {
  const parts = `${facetsDigest(reply.facets)}\0${reply.count}\0${stateUrl}\0${serialOf(entry)}\0${serialOf(vocabulary)}`;
  return createHash("sha256").update(parts).digest("base64url").slice(0, 22);
}

const facetDigests = new WeakMap<object, string>();

function facetsDigest(facets: SearchReply["facets"]): string {
  let digest = facetDigests.get(facets);
  if (digest === undefined) facetDigests.set(facets, (digest = createHash("sha256").update(JSON.stringify(facets)).digest("base64url")));
  return digest;
}

// A number per object (a site's entry, a stock version's vocabulary): a new one is a new number.
const serials = new WeakMap<object, number>();
let lastSerial = 0;

function serialOf(object: object): number {
  let serial = serials.get(object);
  if (serial === undefined) serials.set(object, (serial = ++lastSerial));
  return serial;
}
