// A port query as Typesense's multi_search: the first search gives the hits, the count and the
// counts of facets nobody refined; each refined facet gets one more search with its own clause left
// out (disjunctive counts), as does each range facet with its own range set (its stats). Fixed
// filters print through toTypesenseFilter; sorts end on the feed order (seq) where a slot is free.
import type { MultiSearchRequestSchema } from "typesense/lib/Typesense/Types";
import { RANGE_FACETS, VALUE_FACETS } from "../../../app/lib/search/state";
import { quoteFilterValue, toTypesenseFilter } from "../filter-typesense";
import { RELEVANCE_SORT, type KindQuery } from "../port";
import { NO_TYPO_FIELDS, QUERY_BY } from "./document";

/** Whether a selected make has a selected model in the stock (then the make is narrowed to it). */
export type ModelTest = (make: string, model: string) => boolean;

const DEFAULT_MAX_FACET_VALUES = 250;
/** Typesense orders by at most three fields. */
const MAX_SORT_FIELDS = 3;

/** What each search of the multi_search is for, so the reply can be read back. */
export type SearchRole = { kind: "hits" } | { kind: "facet"; facet: string } | { kind: "stats"; facet: string };

interface Clause {
  facets: string[];
  filter: string;
}

/** A document kind's collection as the query sees it: its facets and the fields a keyword searches. */
export interface TypesenseKind {
  valueFacets: readonly string[];
  rangeFacets: readonly string[];
  queryBy: readonly string[];
  noTypoFields: ReadonlySet<string>;
  /** Cars: a make narrowed to its picked models (make and make_model refine as one clause). */
  makeModel: boolean;
}

export const CAR_TYPESENSE: TypesenseKind = { valueFacets: VALUE_FACETS, rangeFacets: RANGE_FACETS, queryBy: QUERY_BY, noTypoFields: NO_TYPO_FIELDS, makeModel: true };


const list = (values: readonly string[]) => `[${values.map(quoteFilterValue).join(", ")}]`;

function refinementClauses(q: KindQuery, hasModel: ModelTest, kind: TypesenseKind): Clause[] {
  const clauses: Clause[] = [];
  const makes = kind.makeModel ? (q.refinements.make ?? []) : [];
  const models = kind.makeModel ? (q.refinements.make_model ?? []) : [];
  if (makes.length > 0) {
    const parts = makes.map((make) => {
      const picked = models.filter((m) => hasModel(make, m));
      return picked.length > 0 ? `(make:=${quoteFilterValue(make)} && make_model:=${list(picked)})` : `make:=${quoteFilterValue(make)}`;
    });
    clauses.push({ facets: ["make", "make_model"], filter: parts.length > 1 ? `(${parts.join(" || ")})` : parts[0] });
  } else if (models.length > 0) {
    clauses.push({ facets: ["make_model"], filter: `make_model:=${list(models)}` });
  }
  for (const facet of kind.valueFacets) {
    if (kind.makeModel && (facet === "make" || facet === "make_model")) continue;
    const values = q.refinements[facet];
    if (values && values.length > 0) clauses.push({ facets: [facet], filter: `${facet}:=${list(values)}` });
  }
  return clauses;
}

function rangeFilters(q: KindQuery, kind: TypesenseKind): Map<string, string> {
  const out = new Map<string, string>();
  for (const facet of kind.rangeFacets) {
    const r = q.ranges[facet];
    if (!r || (r.min === undefined && r.max === undefined)) continue;
    const parts = [r.min !== undefined ? `${facet}:>=${r.min}` : "", r.max !== undefined ? `${facet}:<=${r.max}` : ""].filter(Boolean);
    out.set(facet, parts.join(" && "));
  }
  return out;
}

export function sortBy(q: KindQuery): string {
  const sort = q.sort.length > 0 ? q.sort : RELEVANCE_SORT;
  const keys = sort.filter((s) => s.field !== "_text_match" || q.query.trim() !== "").map((s) => `${s.field}:${s.order}`);
  if (keys.length < MAX_SORT_FIELDS) keys.push("seq:asc");
  return keys.slice(0, MAX_SORT_FIELDS).join(",");
}

/** The multi_search body for one query on a collection, and what each search in it is for. */
export function multiSearchRequest(
  q: KindQuery,
  collection: string,
  hasModel: ModelTest,
  kind: TypesenseKind = CAR_TYPESENSE,
): { searches: MultiSearchRequestSchema<Record<string, unknown>, string>[]; roles: SearchRole[] } {
  const fixed = toTypesenseFilter(q.filter);
  const clauses = refinementClauses(q, hasModel, kind);
  const ranges = rangeFilters(q, kind);
  const index = q.index === "offers" ? "offer:=true" : "";
  const filterBy = (skip: (c: Clause) => boolean, skipRange?: string, extra?: string) =>
    [index, fixed ? (q.filter.type === "or" ? `(${fixed})` : fixed) : "", ...clauses.filter((c) => !skip(c)).map((c) => c.filter), ...[...ranges].filter(([f]) => f !== skipRange).map(([, r]) => r), extra ?? ""]
      .filter(Boolean)
      .join(" && ");
  const keyword = q.query.trim();
  const common = {
    collection,
    q: keyword === "" ? "*" : keyword,
    query_by: kind.queryBy.join(","),
    num_typos: kind.queryBy.map((f) => (kind.noTypoFields.has(f) ? 0 : 2)).join(","),
    prefix: true,
    drop_tokens_threshold: 0, // every word must match, as on the embedded index
    max_facet_values: q.maxFacetValues ?? DEFAULT_MAX_FACET_VALUES,
  };
  const refined = (facet: string) => clauses.some((c) => c.facets.includes(facet));
  const ownCounts = q.facets.filter((f) => !refined(f));
  const ownStats = q.stats.filter((f) => !ranges.has(f));
  const searches: MultiSearchRequestSchema<Record<string, unknown>, string>[] = [
    { ...common, filter_by: filterBy(() => false), facet_by: [...ownCounts, ...ownStats].join(","), sort_by: sortBy(q), offset: Math.max(0, Math.floor(q.offset)), limit: Math.max(1, Math.floor(q.limit)) },
  ];
  const roles: SearchRole[] = [{ kind: "hits" }];
  for (const facet of q.facets.filter(refined)) {
    // Models are counted under the selected makes, whole (their model picks left out).
    const makes = q.refinements.make ?? [];
    const filter = kind.makeModel && facet === "make_model" && makes.length > 0 ? filterBy((c) => c.facets.includes("make"), undefined, `make:=${list(makes)}`) : filterBy((c) => c.facets.includes(facet));
    searches.push({ ...common, filter_by: filter, facet_by: facet, limit: 0 });
    roles.push({ kind: "facet", facet });
  }
  for (const facet of q.stats.filter((f) => ranges.has(f))) {
    searches.push({ ...common, filter_by: filterBy(() => false, facet), facet_by: facet, limit: 0 });
    roles.push({ kind: "stats", facet });
  }
  return { searches, roles };
}
