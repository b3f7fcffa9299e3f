// The Typesense collection of one group's cars, derived from the car document the embedded index
// reads (documents.ts): every value facet as a faceted string field (lists as string[]), the numbers
// it ranges, sorts and takes stats on, the site filter's fields under their own names, and the words
// a keyword is matched against. Synonyms are the spec's (Chevy, Merc, VW, ute).
import type { CollectionCreateSchema } from "typesense/lib/Typesense/Collections";
import type { Car } from "../../sites/schema";
import { VALUE_FACETS, type ValueFacet } from "../../../app/lib/search/state";
import { FILTER_FIELDS, FILTER_FIELD_KINDS } from "../filter-ast";
import { NUMERIC_FIELDS, facetValues, isSpecialOffer, numericValue, type DocumentContext } from "../documents";

/** Value facets a car can hold several values of. */
const LIST_FACETS = new Set<ValueFacet>(["categories", "filtered_features"]);
/** Words matched by a keyword, in ranking order; the last three are identifiers (no typos). */
export const QUERY_BY = ["make", "model", "badge", "series", "name", "body", "fuel", "colour", "stocknum", "vin", "rego"] as const;
export const NO_TYPO_FIELDS = new Set(["stocknum", "vin", "rego"]);

export type CarDocument = Record<string, string | number | boolean | string[]>;

/** The fields of the collection: derived from the same lists the embedded index uses. */
export function collectionSchema(name: string): CollectionCreateSchema {
  const fields = new Map<string, CollectionCreateSchema["fields"][number]>();
  for (const facet of VALUE_FACETS) fields.set(facet, { name: facet, type: LIST_FACETS.has(facet) ? "string[]" : "string", facet: true, optional: true });
  for (const field of NUMERIC_FIELDS) fields.set(field, { name: field, type: field === "price" || field === "subscription_price" ? "float" : "int64", facet: true, sort: true, optional: true });
  for (const field of FILTER_FIELDS) {
    if (fields.has(field)) continue;
    const kind = FILTER_FIELD_KINDS[field];
    fields.set(field, { name: field, type: kind === "number" ? "int64" : kind === "boolean" ? "bool" : "string", optional: true });
  }
  for (const field of QUERY_BY) if (!fields.has(field)) fields.set(field, { name: field, type: "string", optional: true });
  fields.set("offer", { name: "offer", type: "bool" }); // in the special offers index
  fields.set("seq", { name: "seq", type: "int32", sort: true }); // feed order: the last tie-break, as the embedded index's doc number
  return { name, fields: [...fields.values()], default_sorting_field: "seq" };
}

/** One car as a document of that collection (id: the car's id as text). */
export function carDocument(car: Car, seq: number, ctx: DocumentContext): CarDocument {
  const doc: CarDocument = { id: String(car.id), seq, offer: isSpecialOffer(car) };
  const values = facetValues(car, ctx);
  for (const facet of VALUE_FACETS) {
    const v = values[facet];
    if (LIST_FACETS.has(facet)) doc[facet] = v;
    else if (v.length > 0) doc[facet] = v[0];
  }
  for (const field of NUMERIC_FIELDS) {
    const n = numericValue(car, field);
    if (n !== null) doc[field] = n;
  }
  const record = car as unknown as Record<string, unknown>;
  for (const field of [...FILTER_FIELDS, ...QUERY_BY]) {
    if (field in doc) continue;
    const v = record[field];
    if (typeof v === "string" || typeof v === "number" || typeof v === "boolean") doc[field] = v;
  }
  return doc;
}

/** The spec's synonyms, one-way: a visitor's word finds the stock's. */
export const TYPESENSE_SYNONYMS = [
  { id: "chevy", root: "chevy", synonyms: ["chevrolet"] },
  { id: "merc", root: "merc", synonyms: ["mercedes-benz"] },
  { id: "vw", root: "vw", synonyms: ["volkswagen"] },
  { id: "ute", root: "ute", synonyms: ["utility"] },
] as const;
