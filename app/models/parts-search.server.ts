// The parts search page (/parts/search and /parts/search/<category>; issue 19): URL → parts search
// state → one query on the group's parts index (the cars' engine over the part kind) → what the
// page shows. A group without a parts catalogue gets the honest 'not online yet' page, never cars.
import type { LoaderFunctionArgs } from "@remix-run/node";
import type { SiteEntry } from "../../server/sites/registry";
import type { SearchService } from "../../server/search/service";
import type { PartsQuery } from "../../server/search/embedded";
import type { SortSpec } from "../../server/search/port";
import { PART_FACETS, PART_SORTS, PARTS_BASE, buildPartsUrl, parsePartsUrl, toggled, type PartFacet, type PartsSearchState } from "~/lib/parts/search-url";
import { partCardView } from "~/lib/parts/part-card";
import { prepareKeyword } from "~/lib/search/keyword";
import { formatCount } from "~/lib/locale";
import { pageSize } from "./search-site.server";
import { notFound } from "./search-request.server";
import { paginationView, partsLocations } from "./search-panels.server";

export const PARTS_HEADING = "Parts Search";
const FACET_TITLES: Record<PartFacet, string> = { category: "Category", brand: "Brand", fits_make: "Fits make" };

const SORTS: Record<PartsSearchState["sortBy"], SortSpec[]> = {
  relevance: [{ field: "_text_match", order: "desc" }],
  "price-asc": [{ field: "price", order: "asc" }],
  "price-desc": [{ field: "price", order: "desc" }],
};

function partsQuery(state: PartsSearchState, limit: number, facets: readonly PartFacet[] = PART_FACETS): PartsQuery {
  return {
    index: "parts",
    filter: { type: "all" },
    refinements: state.refinements,
    ranges: {},
    query: prepareKeyword(state.query),
    sort: SORTS[state.sortBy],
    facets,
    stats: [],
    offset: (state.page - 1) * limit,
    limit,
  };
}

const redirect = (to: string) => new Response(null, { status: 302, headers: { Location: to } });

export async function partsSearchPage(entry: SiteEntry, service: SearchService, url: URL) {
  const { site } = entry;
  const engine = service.forGroup(entry.group.group.slug);
  const base = { heading: PARTS_HEADING, canonical: PARTS_BASE, partsLocations: partsLocations(entry) };
  if (engine.partCount === 0) {
    if (url.pathname.replace(/\/+$/, "") !== PARTS_BASE) throw notFound();
    return { ...base, catalogue: null, description: `Parts and accessories from ${site.name}: ask our parts team.`, noindex: true };
  }
  const all = await engine.searchParts(partsQuery({ ...parsePartsUrl(PARTS_BASE, new URLSearchParams(), [])!, page: 1 }, 1, ["category"]));
  const categories = (all.facets.category ?? []).map((c) => c.value);
  // A form without JavaScript repeats a key per ticked box: read them as one list.
  const params = new URLSearchParams();
  for (const key of new Set(url.searchParams.keys())) params.set(key, url.searchParams.getAll(key).join(","));
  const state = parsePartsUrl(url.pathname.replace(/\/+$/, ""), params, categories);
  if (!state) throw notFound();
  const canonical = buildPartsUrl(state);
  const [canonicalPath, canonicalQuery = ""] = canonical.split("?");
  if (url.pathname !== canonicalPath || new URLSearchParams(url.search).toString() !== new URLSearchParams(canonicalQuery).toString()) throw redirect(canonical);

  const limit = pageSize(site);
  const reply = await engine.searchParts(partsQuery(state, limit));
  if (state.page > Math.max(1, reply.pagination.pages)) throw notFound();
  const refined = PART_FACETS.some((f) => state.refinements[f].length > 0);
  const panels = PART_FACETS.map((facet) => ({
    facet,
    title: FACET_TITLES[facet],
    options: (reply.facets[facet] ?? []).map((c) => ({ value: c.value, count: c.count, selected: state.refinements[facet].includes(c.value), href: buildPartsUrl(toggled(state, facet, c.value)) })),
  }));
  // A refinement whose value no part has any more still shows, so it can be taken off.
  for (const panel of panels) for (const value of state.refinements[panel.facet]) if (!panel.options.some((o) => o.value === value)) panel.options.push({ value, count: 0, selected: true, href: buildPartsUrl(toggled(state, panel.facet, value)) });
  const inCategory = state.refinements.category.length === 1 && !state.query ? state.refinements.category[0] : null;
  const heading = inCategory ? `${inCategory} Parts` : PARTS_HEADING;
  return {
    ...base,
    heading,
    canonical,
    description: `${formatCount(reply.count)} ${reply.count === 1 ? "part" : "parts"} at ${site.name}: search by part number, name, brand or the make it fits.`,
    noindex: url.search !== "" && [...new URLSearchParams(canonicalQuery).keys()].some((k) => k !== "page"),
    catalogue: {
      count: reply.count,
      cards: reply.hits.map(partCardView),
      panels,
      keyword: state.query,
      sort: { current: state.sortBy, options: PART_SORTS.map((s) => ({ key: s.key, label: s.label })) },
      chips: PART_FACETS.flatMap((facet) => state.refinements[facet].map((value) => ({ label: `${FACET_TITLES[facet]}: ${value}`, href: buildPartsUrl(toggled(state, facet, value)) }))),
      clearHref: refined || state.query ? buildPartsUrl({ ...state, query: "", refinements: { category: [], brand: [], fits_make: [] }, page: 1 }) : null,
      pagination: paginationView(state, reply, buildPartsUrl),
    },
  };
}

const API_KEYS = new Set(["index", "query", "category", "brand", "fits_make", "sortBy", "page", "limit"]);
const API_MAX_LIMIT = 100;

/** GET /api/search?index=parts: the parts page's parameters in, the port's reply shape out; strict as the cars' API. */
export async function partsApiSearch(entry: SiteEntry, service: SearchService, params: URLSearchParams, fail: (message: string) => never) {
  for (const key of params.keys()) if (!API_KEYS.has(key)) fail(`unknown parameter '${key.slice(0, 40)}' (parts take ${[...API_KEYS].join(", ")})`);
  const sort = params.get("sortBy");
  if (sort !== null && !PART_SORTS.some((s) => s.key === sort)) fail(`sortBy: one of ${PART_SORTS.map((s) => s.key).join(", ")}`);
  const limitText = params.get("limit");
  if (limitText !== null && (!/^\d{1,3}$/.test(limitText) || Number(limitText) < 1 || Number(limitText) > API_MAX_LIMIT)) fail(`limit: a whole number from 1 to ${API_MAX_LIMIT}`);
  const state = parsePartsUrl(PARTS_BASE, params, [])!;
  const reply = await service.forGroup(entry.group.group.slug).searchParts(partsQuery(state, limitText ? Number(limitText) : pageSize(entry.site)));
  return { ...reply, search: { state, url: buildPartsUrl(state) } };
}

export type PartsSearchData = Awaited<ReturnType<typeof partsSearchPage>>;

export async function partsSearchLoader({ request, context }: LoaderFunctionArgs) {
  return partsSearchPage(context.site, context.services.search, new URL(request.url));
}
