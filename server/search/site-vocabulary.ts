// What a site's search path segments can mean (its vocabulary): the values its listed stock, its
// dealerships and its locations give the path facets. Built by the search port per stock version.
import type { SiteEntry } from "../sites/registry";
import type { Car } from "../sites/schema";
import type { ValueFacet } from "../../app/lib/search/state";
import type { SearchVocabulary } from "../../app/lib/search/url";
import { facetValues } from "./documents";
import { evaluate } from "./filter-expression";
import { siteScope } from "./site-filter";

const PATH_FACETS: ValueFacet[] = ["car_type", "dealership_name", "state", "city", "location_name", "make", "make_model", "body", "drive", "fuel", "categories"];

/** The values a site's stock, dealerships and locations give the path facets. */
export function siteVocabulary(entry: SiteEntry, cars: readonly Car[]): SearchVocabulary {
  const scope = siteScope(entry.site);
  const names = new Map(entry.group.group.dealerships.map((d) => [d.id, d.name]));
  const sets = Object.fromEntries(PATH_FACETS.map((f) => [f, new Set<string>()])) as Record<ValueFacet, Set<string>>;
  const models: Record<string, Set<string>> = {};
  for (const car of cars) {
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
