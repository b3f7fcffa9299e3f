// Car states and card tags (spec points 4 and 9): availability, sold retention, just-arrived, test-drive-only.
// Every car timestamp (created_at_timestamp, sold_date_timestamp) is in unix SECONDS; `now` is a Date
// so a caller cannot mix up seconds and milliseconds.
import type { Car, Site } from "../../server/sites/schema";

export const DEFAULT_JUST_ARRIVED_DAYS = 8;
export const DEFAULT_JUST_ARRIVED_TAG_NAME = "New";
export const DEFAULT_SOLD_TAG_NAME = "JUST SOLD";
/** include_sold_cars_days default: 3 days = 259200 seconds after sold_date_timestamp. */
export const DEFAULT_INCLUDE_SOLD_CARS_DAYS = 3;
export const RESERVED_TAG = "RESERVED";
export const COMING_SOON_TAG = "COMING SOON";

const SECONDS_PER_DAY = 86_400;
const unixSeconds = (date: Date) => date.getTime() / 1000;

/** Sold by either signal: the status or the flag (upstream data can set one without the other). */
export function isSold(car: Pick<Car, "status" | "sold">): boolean {
  return car.sold || car.status === "sold";
}

/** "A car is available when in_stock or coming_soon" — and, to be safe with odd data, not flagged sold. */
export function isAvailable(car: Pick<Car, "status" | "sold">): boolean {
  return (car.status === "in_stock" || car.status === "coming_soon") && !car.sold;
}

// "Test Drive Only" and the starred "Test Drive Vehicle Only*", in any case or spacing.
const TEST_DRIVE_ONLY_TAGS = new Set(["test drive only", "test drive vehicle only"]);

/** "A car tagged Test Drive Only (either wording) is test-drive-only." */
export function isTestDriveOnly(car: Pick<Car, "tag">): boolean {
  const tag = (car.tag ?? "").toLowerCase().replace(/\*+\s*$/, "").replace(/\s+/g, " ").trim();
  return TEST_DRIVE_ONLY_TAGS.has(tag);
}

/**
 * Created within the last `days` days. Strict, like the search's "newer than a cut-off":
 * exactly 8 days old is no longer just arrived. A future timestamp (clock skew) counts as new.
 */
export function isJustArrived(
  car: Pick<Car, "created_at_timestamp">,
  now: Date,
  days: number = DEFAULT_JUST_ARRIVED_DAYS,
): boolean {
  return car.created_at_timestamp > unixSeconds(now) - days * SECONDS_PER_DAY;
}

/**
 * A sold car stays in results until include_sold_cars_days have passed since sold_date_timestamp
 * (default 3 days = 259200 s). Strict: at exactly 259200 s it is gone. No sold date, no retention.
 */
export function isWithinSoldRetention(
  car: Pick<Car, "sold_date_timestamp">,
  now: Date,
  includeSoldCarsDays: number = DEFAULT_INCLUDE_SOLD_CARS_DAYS,
): boolean {
  const soldAt = car.sold_date_timestamp;
  return soldAt != null && soldAt > unixSeconds(now) - includeSoldCarsDays * SECONDS_PER_DAY;
}

export type FuelTagText = "ELECTRIC" | "HYBRID" | "PHEV";

const FUEL_TAGS: Record<string, FuelTagText> = {
  electric: "ELECTRIC",
  hybrid: "HYBRID",
  phev: "PHEV",
  "plug-in hybrid": "PHEV",
};

/** The fuel tag for a simple_fuel value; petrol, diesel and the rest have none. */
export function fuelTag(simpleFuel: string | null | undefined): FuelTagText | null {
  return FUEL_TAGS[(simpleFuel ?? "").trim().toLowerCase()] ?? null;
}

export type CardTagKind = "sold" | "fuel" | "reserved" | "custom" | "coming-soon" | "just-arrived";
export type CardTag = { text: string; kind: CardTagKind };

export type CardTagOptions = {
  now: Date;
  justArrivedDays?: number;
  justArrivedTagName?: string;
  soldTagName?: string;
  /** Fuel tags show only "where enabled". */
  fuelTags?: boolean;
};

export type TagCar = Pick<
  Car,
  "status" | "sold" | "reserved" | "tag" | "simple_fuel" | "created_at_timestamp" | "sold_date_timestamp"
>;

/**
 * The one tag a results card shows. "sold cars show the sold tag" is read as overriding the
 * whole priority list: a sold car's other tags (reserved, fuel, new) no longer matter to a buyer.
 * Otherwise: fuel tag (where enabled), RESERVED, custom tag, COMING SOON, just-arrived.
 */
export function cardTag(car: TagCar, opts: CardTagOptions): CardTag | null {
  const {
    now,
    justArrivedDays = DEFAULT_JUST_ARRIVED_DAYS,
    justArrivedTagName = DEFAULT_JUST_ARRIVED_TAG_NAME,
    soldTagName = DEFAULT_SOLD_TAG_NAME,
    fuelTags = false,
  } = opts;

  if (isSold(car)) return soldTagName.trim() ? { text: soldTagName, kind: "sold" } : null;
  const fuel = fuelTags ? fuelTag(car.simple_fuel) : null;
  if (fuel) return { text: fuel, kind: "fuel" };
  if (car.reserved) return { text: RESERVED_TAG, kind: "reserved" };
  const custom = (car.tag ?? "").trim();
  if (custom) return { text: custom, kind: "custom" };
  if (car.status === "coming_soon") return { text: COMING_SOON_TAG, kind: "coming-soon" };
  if (justArrivedTagName.trim() && isJustArrived(car, now, justArrivedDays)) {
    return { text: justArrivedTagName, kind: "just-arrived" };
  }
  return null;
}

/** Card tag options from a site's specifications; fuel tags are a separate per-site switch. */
export function cardTagOptions(
  site: { specifications: Site["specifications"] },
  now: Date,
  fuelTags = false,
): Required<CardTagOptions> {
  return {
    now,
    justArrivedDays: site.specifications.just_arrived_days,
    justArrivedTagName: site.specifications.just_arrived_tag_name,
    soldTagName: site.specifications.sold_tag_name,
    fuelTags,
  };
}
