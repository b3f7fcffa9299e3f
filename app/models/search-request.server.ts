// Reading a search request: the URL → the search state, a 404 for a path no pattern reads, a
// redirect to the canonical URL or to the make template's /pre-owned.
import type { SiteEntry } from "../../server/sites/registry";
import type { SiteStock } from "../../server/search/site-stock";
import type { SearchState } from "~/lib/search/state";
import { buildSearchUrl, parseSearchUrl, vehicleKindForTemplate, type BuildOptions, type SearchVocabulary } from "~/lib/search/url";
import { ALL_STOCK_SEGMENTS, segmentFitsKind } from "~/lib/search/url-path";
import { NOTICE_PARAM, SOLD_NOTICE, SOLD_NOTICE_VALUE, withSoldNotice } from "~/lib/sold-notice";
import { siteSorts, usesPreOwned, type SearchRoute } from "./search-site.server";

export interface ReadSearch {
  state: SearchState;
  vocabulary: SearchVocabulary;
  urlOptions: Omit<BuildOptions, "vocabulary">;
  canonical: string;
  /** 'This vehicle has been sold' after a sold car's redirect; null otherwise. */
  notice: string | null;
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
export function readSearch(entry: SiteEntry, search: SiteStock, url: URL, route: SearchRoute): ReadSearch {
  const { site } = entry;
  const path = trim(url.pathname);
  if (route.kind === "cars" && usesPreOwned(site) && route.alias !== "/pre-owned") {
    const allStock = path === trim(route.base) || ALL_STOCK_SEGMENTS.some((seg) => path === `${trim(route.base)}/${seg}`);
    // The query as the codec writes it (',' not '%2C'): a long list would otherwise triple in the Location header.
    if (allStock) throw redirect(`/pre-owned${loaderUrl(url).slice(url.pathname.length)}`);
  }
  // '/search/new-used-and-demo-trucks' on a car dealer, '/find/rental-cars' off a rental site: the
  // site's own default search, never its whole stock under another kind's heading.
  if (route.kind === "cars") {
    const word = route.alias ? route.alias.split("/").pop()! : ALL_STOCK_SEGMENTS.find((seg) => path === `${trim(route.base)}/${seg}`);
    const misfit = word !== undefined && !segmentFitsKind(word, vehicleKindForTemplate(site.template));
    if (misfit && path !== trim(site.default_search_path)) throw redirect(`${site.default_search_path}${url.search}`);
  }
  // The sold-car notice rides along on the search URL; the search itself is read without it.
  const notice = url.searchParams.get(NOTICE_PARAM) === SOLD_NOTICE_VALUE ? SOLD_NOTICE : null;
  if (url.searchParams.has(NOTICE_PARAM)) {
    url = new URL(url);
    url.searchParams.delete(NOTICE_PARAM);
  }
  const vocabulary = search.vocabulary();
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
  if (url.search !== "" && !sameQuery(url.search, canonicalQuery)) throw redirect(notice ? withSoldNotice(canonical) : canonical);
  return { state, vocabulary, urlOptions, canonical, notice };
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

export function notFound() {
  return new Response("Not found", { status: 404 });
}

function redirect(to: string) {
  return new Response(null, { status: 302, headers: { Location: to } });
}
