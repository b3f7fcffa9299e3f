// A part as the search engine sees it (doc-kind.ts): facets category, brand and fits make; price
// and stock as numbers; a part number beats its name, which beats brand, category and fits.
import type { Part } from "../sites/part-schema";
import { partKey } from "../sites/part-schema";
import type { DocKind } from "../search/doc-kind";
import { wordCollector } from "../search/documents";

import { PART_FACETS, type PartFacet } from "../../app/lib/parts/search-url";

export { PART_FACETS, type PartFacet };
export const PART_NUMERIC_FIELDS = ["price", "stock"] as const;
export type PartRangeFacet = "price";

export const partKind: DocKind<Part> = {
  id: (part) => partKey(part.part_number),
  facets: PART_FACETS,
  facetValues: (part) => ({ category: [part.category], brand: [part.brand], fits_make: part.fits_make }),
  numericFields: PART_NUMERIC_FIELDS,
  numeric: (part, field) => (field === "price" ? part.price : field === "stock" ? part.stock : null),
  words(part, cache) {
    const { out, put } = wordCollector(cache);
    put(part.part_number, 3);
    put(part.name, 2);
    put(part.brand, 2);
    put(part.category, 1);
    for (const make of part.fits_make) put(make, 1);
    for (const model of part.fits_model) put(model, 1);
    return out;
  },
  record: (part) => part as unknown as Record<string, unknown>,
};
