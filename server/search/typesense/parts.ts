// The parts catalogue on Typesense: one collection per group ('parts_<group>') beside its cars,
// queried with the same multi_search translation (translate.ts, parametrised by the part kind) and
// read back the same way (parse.ts). As for the cars, the catalogue itself stays with the store and
// the live engine (hits by part number); this adapter is told of every change and upserts it.
import type { Client } from "typesense";
import type { CollectionCreateSchema } from "typesense/lib/Typesense/Collections";
import type { Part } from "../../sites/part-schema";
import { PART_FACETS, PART_NUMERIC_FIELDS, partKind } from "../../parts/search-kind";
import type { PartsQuery, PartsReply } from "../embedded";
import { requestCache } from "../request-cache";
import { parseMultiSearch } from "./parse";
import { multiSearchRequest, type TypesenseKind } from "./translate";

/** Fields a keyword searches, in ranking order; the part number takes no typos. */
const QUERY_BY = ["part_number", "name", "brand", "category", "fits_make", "fits_model"] as const;

export const PART_TYPESENSE: TypesenseKind = {
  valueFacets: PART_FACETS,
  rangeFacets: ["price"],
  queryBy: QUERY_BY,
  noTypoFields: new Set(["part_number"]),
  makeModel: false,
};

export function partsCollectionSchema(name: string): CollectionCreateSchema {
  return {
    name,
    fields: [
      { name: "part_number", type: "string" },
      { name: "name", type: "string" },
      { name: "category", type: "string", facet: true },
      { name: "brand", type: "string", facet: true },
      { name: "fits_make", type: "string[]", facet: true },
      { name: "fits_model", type: "string[]" },
      ...PART_NUMERIC_FIELDS.map((field) => ({ name: field, type: field === "price" ? ("float" as const) : ("int32" as const), facet: true, sort: true })),
      { name: "seq", type: "int32", sort: true }, // catalogue order: the last tie-break, as the embedded index's doc number
    ],
    default_sorting_field: "seq",
  };
}

/** One part as a document (id: its key, the part number in upper case). */
export function partDocument(part: Part, seq: number): Record<string, string | number | string[]> {
  const { part_number, name, category, brand, fits_make, fits_model, price, stock } = part;
  return { id: String(partKind.id(part)), seq, part_number, name, category, brand, fits_make, fits_model, price, stock };
}

export class TypesensePartsSearch {
  private readonly cache = requestCache<PartsReply>();

  constructor(
    private readonly client: Client,
    readonly collection: string,
    /** The group's live catalogue by key: hits are its parts. */
    private readonly partOf: (key: string) => Part | undefined,
  ) {}

  async search(q: PartsQuery): Promise<PartsReply> {
    const key = JSON.stringify(q);
    const cached = this.cache.get(key);
    if (cached) return { ...cached, ms: 0 };
    const { searches, roles } = multiSearchRequest(q, this.collection, () => false, PART_TYPESENSE);
    const reply = await this.client.multiSearch.perform({ searches });
    const parsed = parseMultiSearch(q, roles, reply.results as never, this.partOf, PART_TYPESENSE.rangeFacets) as PartsReply;
    this.cache.set(key, parsed);
    return parsed;
  }

  /** Creates the collection when missing, then upserts every part (in catalogue order). */
  async seed(parts: readonly Part[]): Promise<void> {
    if (!(await this.client.collections(this.collection).exists())) await this.client.collections().create(partsCollectionSchema(this.collection));
    await this.upsert(parts, (_part, i) => i);
  }

  /** Writes added and changed parts; seqOf gives each its place in the catalogue. */
  async upsert(parts: readonly Part[], seqOf: (part: Part, i: number) => number): Promise<void> {
    if (parts.length === 0) return;
    await this.client.collections(this.collection).documents().import(parts.map((p, i) => partDocument(p, seqOf(p, i))), { action: "upsert" });
    this.cache.clear();
  }
}
