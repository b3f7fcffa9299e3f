// The refine helpers the sidebar uses: every change goes back to page 1.
import { canonicalState, type Range, type RangeFacet, type SearchState, type SortKey, type ValueFacet } from "./state";

/** A filter value toggles on and off. Removing the last make drops the models picked under it. */
export function toggleRefinement(state: SearchState, facet: ValueFacet, value: string): SearchState {
  const current = state.refinements[facet] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const refinements = { ...state.refinements, [facet]: next };
  if (facet === "make" && next.length === 0) delete refinements.make_model;
  return canonicalState({ ...state, refinements, page: 1 });
}

/** Single-select filters replace the value; null or '' clears the facet. */
export function setSingle(state: SearchState, facet: ValueFacet, value: string | null | undefined): SearchState {
  const refinements = { ...state.refinements, [facet]: value ? [value] : [] };
  // Models belong to the make they were picked under; another make makes them meaningless.
  const sameMake = value ? state.refinements.make?.length === 1 && state.refinements.make[0] === value : false;
  if (facet === "make" && !sameMake) delete refinements.make_model;
  return canonicalState({ ...state, refinements, page: 1 });
}

/** A keyword change removes the page. */
export function setQuery(state: SearchState, query: string | null | undefined): SearchState {
  return canonicalState({ ...state, query: query ?? undefined, page: 1 });
}

export function setSort(state: SearchState, sortBy: SortKey | undefined): SearchState {
  return canonicalState({ ...state, sortBy, page: 1 });
}

export function setRange(state: SearchState, facet: RangeFacet, range: Range | null): SearchState {
  const ranges = { ...state.ranges };
  if (range) ranges[facet] = range;
  else delete ranges[facet];
  return canonicalState({ ...state, ranges, page: 1 });
}
