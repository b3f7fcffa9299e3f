// What a parts import changes: each feed row matched to a part by its number (case and spacing
// aside), merged over it and validated with the part schema. In a full feed a part the feed no
// longer lists is set to no stock (the catalogue keeps it, so an enquiry about it still makes
// sense), never deleted. Pure: the store writes the plan's parts, a dry run only reports them.
import { partKey, partSchema, type Part } from "../sites/part-schema";
import type { FeedRow, RowError } from "../stock/feed";

export interface PartChange {
  kind: "added" | "changed" | "out_of_stock";
  /** The part number as stored. */
  key: string;
  /** Changed fields (changed parts). */
  fields?: string[];
}

export interface PartsPlan {
  changes: PartChange[];
  /** The new copies of the added and changed parts: what the store writes. */
  parts: Part[];
  unchanged: number;
  errors: RowError[];
}

export function planParts(current: readonly Part[], rows: readonly FeedRow[], opts: { full: boolean }): PartsPlan {
  const byKey = new Map(current.map((p) => [partKey(p.part_number), p]));
  const plan: PartsPlan = { changes: [], parts: [], unchanged: 0, errors: [] };
  const seenKeys = new Map<string, number>();
  for (const row of rows) {
    const fail = (field: string, message: string) => plan.errors.push({ line: row.line, field, message });
    const number = row.values.part_number;
    if (typeof number !== "string" && typeof number !== "number") {
      fail("part_number", "a part needs a part_number");
      continue;
    }
    const key = partKey(String(number));
    const earlier = seenKeys.get(key);
    if (earlier !== undefined) {
      fail("part_number", `${key} is also on line ${earlier}`);
      continue;
    }
    seenKeys.set(key, row.line);
    const existing = byKey.get(key);
    // A feed sends what it knows: its fields over the stored part's (an own copy: no prototype
    // reached); a known part keeps its number as first written ('bp-1' updates BP-1).
    const parsed = partSchema.safeParse(Object.assign({}, existing, row.values, { part_number: existing?.part_number ?? String(number) }));
    if (!parsed.success) {
      for (const issue of parsed.error.issues.slice(0, 5)) fail(issue.path.join(".") || "(row)", issue.message);
      continue;
    }
    const part = parsed.data;
    if (!existing) {
      plan.parts.push(part);
      plan.changes.push({ kind: "added", key: part.part_number });
      continue;
    }
    const fields = (Object.keys(part) as (keyof Part)[]).filter((k) => JSON.stringify(part[k]) !== JSON.stringify(existing[k]));
    if (fields.length === 0) {
      plan.unchanged++;
      continue;
    }
    plan.parts.push(part);
    plan.changes.push({ kind: "changed", key: part.part_number, fields });
  }
  if (opts.full) {
    for (const part of current) {
      if (seenKeys.has(partKey(part.part_number)) || part.stock === 0) continue;
      plan.parts.push({ ...part, stock: 0 });
      plan.changes.push({ kind: "out_of_stock", key: part.part_number });
    }
  }
  return plan;
}
