// Typesense's multi_search reply read back into the port's reply: hits (as the group's cars, by
// document id), found, search_time_ms, facet_counts (counts, and stats for the range facets), each
// facet from the search that counted it (searches sent by translate.ts, roles in the same order).
import type { SearchResponse } from "typesense/lib/Typesense/Documents";
import type { Car } from "../../sites/schema";
import { RANGE_FACETS } from "../../../app/lib/search/state";
import { paginationFor, type FacetCount, type KindQuery, type KindReply } from "../port";
import type { SearchRole } from "./translate";

type Result = SearchResponse<Record<string, unknown>> | { error: string; code: number };

export class TypesenseReplyError extends Error {}

const byCount = (a: FacetCount, b: FacetCount) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0);

function facetOf(result: SearchResponse<Record<string, unknown>>, field: string) {
  return result.facet_counts?.find((f) => f.field_name === field);
}

/** D: the kind's document (a car by default); rangeFacets: the kind's (the cars' by default). */
export function parseMultiSearch<D = Car>(
  q: KindQuery,
  roles: readonly SearchRole[],
  results: readonly Result[],
  docOf: (id: string) => D | undefined,
  rangeFacets: readonly string[] = RANGE_FACETS,
): KindReply<D> {
  if (results.length !== roles.length) throw new TypesenseReplyError(`expected ${roles.length} results, got ${results.length}`);
  const ok = results.map((r, i) => {
    if ("error" in r) throw new TypesenseReplyError(`search ${i + 1} failed: ${r.code} ${r.error}`);
    return r;
  });
  const main = ok[0];
  const counts = (result: SearchResponse<Record<string, unknown>>, facet: string): FacetCount[] =>
    (facetOf(result, facet)?.counts ?? []).map((c) => ({ value: c.value, count: c.count })).sort(byCount);
  const facets: Record<string, FacetCount[]> = {};
  const facetStats: Record<string, { min: number; max: number }> = {};
  const stats = (result: SearchResponse<Record<string, unknown>>, facet: string) => {
    const s = facetOf(result, facet)?.stats;
    if (s && typeof s.min === "number" && typeof s.max === "number" && (s.total_values ?? 1) > 0) facetStats[facet] = { min: s.min, max: s.max };
  };
  for (const facet of q.facets) facets[facet] = counts(main, facet);
  for (const facet of q.stats) stats(main, facet);
  roles.forEach((role, i) => {
    if (role.kind === "facet") facets[role.facet] = counts(ok[i], role.facet);
    if (role.kind === "stats") stats(ok[i], role.facet);
  });
  for (const facet of rangeFacets) if (!q.stats.includes(facet)) delete facetStats[facet];
  const hits = (main.hits ?? []).map((h) => docOf(String(h.document.id))).filter((c): c is D => c !== undefined);
  const limit = Math.max(1, Math.floor(q.limit));
  const offset = Math.max(0, Math.floor(q.offset));
  return { hits, facets, facetStats, count: main.found, ms: main.search_time_ms, pagination: paginationFor(offset, limit, main.found) };
}
