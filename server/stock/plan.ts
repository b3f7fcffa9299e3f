// What an import changes: each feed row matched to a car by VIN (else stock number), merged over
// it and validated with the car schema; new cars get an id and a slug. In a full feed, a car the
// feed no longer lists is marked sold now (so the sold-retention rule applies), never deleted.
// Pure: the store writes the plan's cars, a dry run only prints its changes.
import { carSchema, type Car } from "../sites/car-schema";
import type { Group } from "../sites/schema";
import { slugify } from "../../app/lib/slug.mjs";
import type { FeedRow, RowError } from "./feed";

export interface StockChange {
  kind: "added" | "changed" | "sold";
  /** The VIN or stock number the row was matched by. */
  key: string;
  id: number;
  slug: string;
  /** Changed fields (changed cars). */
  fields?: string[];
}

export interface ImportPlan {
  changes: StockChange[];
  /** The new copies of the added, changed and sold cars: what the store writes. */
  cars: Car[];
  unchanged: number;
  errors: RowError[];
}

export interface PlanOptions {
  /** A full feed: every car the group has for sale is in it. */
  full: boolean;
  now: Date;
  group: Pick<Group, "dealerships" | "locations">;
}

const text = (v: unknown) => (typeof v === "string" || typeof v === "number" ? String(v).trim() : "");
const vinKey = (v: unknown) => (text(v) ? `vin:${text(v).toUpperCase()}` : null);
const stockKey = (v: unknown) => (text(v) ? `stock:${text(v).toUpperCase()}` : null);
const keyOf = (values: Record<string, unknown>) => vinKey(values.vin) ?? stockKey(values.stocknum);
const label = (key: string) => key.replace(/^(vin|stock):/, "");

export function planImport(current: readonly Car[], rows: readonly FeedRow[], opts: PlanOptions): ImportPlan {
  const byKey = new Map<string, Car>();
  for (const car of current) {
    const stock = stockKey(car.stocknum);
    if (stock) byKey.set(stock, car);
  }
  for (const car of current) {
    const vin = vinKey(car.vin);
    if (vin) byKey.set(vin, car); // a VIN beats a stock number
  }
  const nowSeconds = Math.floor(opts.now.getTime() / 1000);
  const slugs = new Set(current.map((c) => c.slug));
  let nextId = current.reduce((max, c) => Math.max(max, c.id), 0) + 1;
  const dealerships = new Set(opts.group.dealerships.map((d) => d.id));
  const locations = new Set(opts.group.locations.map((l) => l.id));

  const plan: ImportPlan = { changes: [], cars: [], unchanged: 0, errors: [] };
  const seen = new Set<number>(); // ids of cars the feed lists, good rows or bad
  const seenKeys = new Map<string, number>();
  for (const row of rows) {
    const fail = (field: string, message: string) => plan.errors.push({ line: row.line, field, message });
    const key = keyOf(row.values);
    if (!key) {
      fail("vin", "a car needs a vin or a stocknum");
      continue;
    }
    const earlier = seenKeys.get(key);
    if (earlier !== undefined) {
      fail(key.startsWith("vin:") ? "vin" : "stocknum", `${label(key)} is also on line ${earlier}`);
      continue;
    }
    seenKeys.set(key, row.line);
    const existing = byKey.get(key) ?? (vinKey(row.values.vin) ? byKey.get(stockKey(row.values.stocknum) ?? "") : undefined);
    if (existing) seen.add(existing.id);
    const candidate = existing ? merged(existing, row.values) : fresh(row.values, nextId, nowSeconds, slugs);
    const parsed = carSchema.safeParse(candidate);
    if (!parsed.success) {
      for (const issue of parsed.error.issues.slice(0, 5)) fail(issue.path.join(".") || "(row)", issue.message);
      continue;
    }
    const car = parsed.data;
    if (!dealerships.has(car.dealership_id)) {
      fail("dealership_id", `no dealership ${car.dealership_id} in this group`);
      continue;
    }
    if (locations.size > 0 && !locations.has(car.location_id)) {
      fail("location_id", `no location ${car.location_id} in this group`);
      continue;
    }
    if (!existing) {
      if (slugs.has(car.slug)) {
        fail("slug", `slug ${car.slug} is taken by another car`);
        continue;
      }
      slugs.add(car.slug);
      nextId = Math.max(nextId, car.id) + 1;
      plan.cars.push(car);
      plan.changes.push({ kind: "added", key: label(key), id: car.id, slug: car.slug });
      continue;
    }
    const fields = Object.keys(car).filter((k) => JSON.stringify(car[k as keyof Car]) !== JSON.stringify(existing[k as keyof Car]));
    if (fields.length === 0) {
      plan.unchanged++;
      continue;
    }
    plan.cars.push(car);
    plan.changes.push({ kind: "changed", key: label(key), id: car.id, slug: car.slug, fields });
  }

  if (opts.full) {
    for (const car of current) {
      if (seen.has(car.id) || car.status === "sold" || car.sold) continue;
      const sold: Car = { ...car, status: "sold", sold: true, sold_date_timestamp: nowSeconds };
      plan.cars.push(sold);
      plan.changes.push({ kind: "sold", key: car.vin || car.stocknum, id: car.id, slug: car.slug });
    }
  }
  return plan;
}

/** The row over the car: a feed sends what it knows; nested objects merge one level deep. The id stays. */
function merged(car: Car, values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...car };
  for (const [k, v] of Object.entries(values)) {
    if (k === "id" || k === "slug") continue;
    const was = out[k];
    out[k] = v && typeof v === "object" && !Array.isArray(v) && was && typeof was === "object" && !Array.isArray(was) ? { ...was, ...v } : v;
  }
  return out;
}

/** A car the group does not have yet: an id after the highest, a slug from its name, created now. */
function fresh(values: Record<string, unknown>, id: number, nowSeconds: number, slugs: ReadonlySet<string>): Record<string, unknown> {
  const name = text(values.name) || [values.year, values.make, values.model].map(text).filter(Boolean).join(" ");
  let slug = text(values.slug) || slugify(`${name} ${text(values.stocknum) || text(values.vin)}`);
  for (let n = 2; !text(values.slug) && slugs.has(slug); n++) slug = `${slugify(`${name} ${text(values.stocknum)}`)}-${n}`;
  return {
    id,
    name,
    created_at_timestamp: nowSeconds,
    created_at: new Date(nowSeconds * 1000).toISOString(),
    status: "in_stock",
    primary_image_url: null, // a car may arrive before its photos
    ...values,
    location: values.location && typeof values.location === "object" ? { phone: null, ...values.location } : values.location,
    slug,
  };
}
