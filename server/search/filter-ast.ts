// The site filter's tree and the fields it may name (the grammar is in filter-expression.ts).

export const FILTER_FIELDS = [
  "dealership_slug",
  "dealership_id",
  "location_id",
  "car_type",
  "restricted_on_group_site",
  "make",
  "km",
  "photos_count",
  "stocknum",
  "status",
  "item_type",
  "price",
  "year",
  "subscription_price",
  "show_on_dealer_website",
  "state",
  "city",
  "tag",
  "sold",
  "sold_date_timestamp",
] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];

export type FieldKind = "number" | "boolean" | "text";
/** How each field's values are typed: numbers compare as numbers, text ignores case. */
export const FILTER_FIELD_KINDS: Readonly<Record<FilterField, FieldKind>> = {
  dealership_slug: "text",
  dealership_id: "number",
  location_id: "number",
  car_type: "text",
  restricted_on_group_site: "boolean",
  make: "text",
  km: "number",
  photos_count: "number",
  stocknum: "text",
  status: "text",
  item_type: "text",
  price: "number",
  year: "number",
  subscription_price: "number",
  show_on_dealer_website: "boolean",
  state: "text",
  city: "text",
  tag: "text",
  sold: "boolean",
  sold_date_timestamp: "number",
};

export type CompareOp = ">" | "<" | ">=" | "<=";

export type FilterAst =
  | { type: "all" }
  | { type: "and"; clauses: FilterAst[] }
  | { type: "or"; clauses: FilterAst[] }
  /** `=`, `!=`, in and not-in; numbers and booleans are kept in canonical text ('100', 'true'). */
  | { type: "match"; field: FilterField; negate: boolean; values: string[] }
  | { type: "compare"; field: FilterField; op: CompareOp; value: number }
  /** Inclusive at both ends, as Typesense's `[min..max]`. */
  | { type: "range"; field: FilterField; min: number; max: number };

export const ALL: FilterAst = { type: "all" };

/** Filters combined with AND (the base filter, the site's filter, the make filter); empty ones drop out. */
export function allOf(...filters: FilterAst[]): FilterAst {
  const clauses = filters.filter((f) => f.type !== "all").flatMap((f) => (f.type === "and" ? f.clauses : [f]));
  if (clauses.length === 0) return ALL;
  return clauses.length === 1 ? clauses[0] : { type: "and", clauses };
}
