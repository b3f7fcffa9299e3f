// The parts collection on Typesense (issue 19): the query translation shared with the cars,
// parametrised by the part kind, and the collection's schema and documents. A real Typesense runs
// the parts conformance suite (tests/integration/search-conformance.test.ts) where TYPESENSE_URL is set.
import { describe, expect, it } from "vitest";
import { multiSearchRequest } from "../../server/search/typesense/translate";
import { PART_TYPESENSE, partDocument, partsCollectionSchema } from "../../server/search/typesense/parts";
import { parseMultiSearch } from "../../server/search/typesense/parse";
import type { PartsQuery } from "../../server/search/embedded";
import type { Part } from "../../server/sites/part-schema";

const q = (over: Partial<PartsQuery> = {}): PartsQuery => ({ index: "parts", filter: { type: "all" }, refinements: {}, ranges: {}, query: "", sort: [{ field: "_text_match", order: "desc" }], facets: ["category", "brand", "fits_make"], stats: [], offset: 0, limit: 20, ...over });
const part: Part = { part_number: "ben-1", name: "Pads", category: "Brakes", brand: "Bendix", fits_make: ["Toyota"], fits_model: [], price: 10.5, stock: 2 };

describe("the parts query on Typesense", () => {
  it("one search for hits and unrefined counts, one more per refined facet with its own clause left out", () => {
    const { searches, roles } = multiSearchRequest(q({ refinements: { category: ["Brakes", "Engine"], fits_make: ["Toyota"] }, query: "pads" }), "parts_g", () => false, PART_TYPESENSE);
    expect(roles).toEqual([{ kind: "hits" }, { kind: "facet", facet: "category" }, { kind: "facet", facet: "fits_make" }]);
    expect(searches[0]).toMatchObject({
      collection: "parts_g",
      q: "pads",
      query_by: "part_number,name,brand,category,fits_make,fits_model",
      num_typos: "0,2,2,2,2,2",
      filter_by: "category:=[`Brakes`, `Engine`] && fits_make:=[`Toyota`]",
      facet_by: "brand",
      sort_by: "_text_match:desc,seq:asc",
      limit: 20,
    });
    expect(searches[1]).toMatchObject({ filter_by: "fits_make:=[`Toyota`]", facet_by: "category", limit: 0 });
    expect(searches[2]).toMatchObject({ filter_by: "category:=[`Brakes`, `Engine`]", facet_by: "fits_make", limit: 0 });
  });
  it("'make' means nothing to parts (no car make-and-model clause); a price sort ends on catalogue order", () => {
    const { searches } = multiSearchRequest(q({ refinements: { make: ["Toyota"] } as never, sort: [{ field: "price", order: "asc" }] }), "parts_g", () => true, PART_TYPESENSE);
    expect(searches).toHaveLength(1);
    expect(searches[0]).toMatchObject({ q: "*", filter_by: "", sort_by: "price:asc,seq:asc" });
  });
  it("reads a reply back into the port's shape, hits as the catalogue's parts", () => {
    const reply = parseMultiSearch(q(), [{ kind: "hits" }], [{ found: 1, search_time_ms: 1, hits: [{ document: { id: "BEN-1" } }], facet_counts: [{ field_name: "brand", counts: [{ value: "Bendix", count: 1 }] }] } as never], (id) => (id === "BEN-1" ? part : undefined), PART_TYPESENSE.rangeFacets);
    expect(reply).toMatchObject({ hits: [part], count: 1, facets: { brand: [{ value: "Bendix", count: 1 }] } });
  });
});

describe("the parts collection", () => {
  it("facets category, brand and fits make; sorts price, stock and catalogue order; a part's key is its id", () => {
    const schema = partsCollectionSchema("parts_g");
    expect(schema.fields.filter((f) => f.facet).map((f) => f.name)).toEqual(["category", "brand", "fits_make", "price", "stock"]);
    expect(schema.default_sorting_field).toBe("seq");
    expect(partDocument(part, 7)).toEqual({ id: "BEN-1", seq: 7, part_number: "ben-1", name: "Pads", category: "Brakes", brand: "Bendix", fits_make: ["Toyota"], fits_model: [], price: 10.5, stock: 2 });
  });
});
