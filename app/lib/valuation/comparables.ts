// The embedded valuation rule (issue 12): a trade price from the group's own comparable stock.
// Same make and model, near years; each comparable's asking price is moved to the visitor's car
// (its km and age), the median taken, the condition applied, and the reconditioning margin taken
// off (a dealer buys at trade, not retail). Too few comparables: an honest decline. Pure: no I/O.
import { slugify } from "../slug.mjs";
import type { Condition } from "./vehicle";

/** A comparable's model year may differ from the visitor's by at most this many years. */
export const NEAR_YEARS = 2;
/** Fewer comparable cars than this: "we'll call you with a price". */
export const MIN_COMPARABLES = 3;
/** Dollars per km of odometer difference (a car with 10,000 km more is worth $500 less). */
export const KM_ADJUSTMENT_PER_KM = 0.05;
/** Share of a comparable's price per model year of difference (an older car is worth less). */
export const AGE_ADJUSTMENT_PER_YEAR = 0.08;
/** The visitor's stated condition against the retail-ready cars on the lot. */
export const CONDITION_FACTORS: Readonly<Record<Condition, number>> = { Excellent: 1.05, Good: 1, Fair: 0.9, Poor: 0.75 };
/** Figures are whole hundreds: a valuation is a guide, not a quote to the dollar. */
export const ROUND_TO = 100;
/** The range shown either side of the guide figure. */
export const RANGE_SPREAD = 0.075;

/** What the rule needs of a stock car (server/sites/car-schema.ts's Car has all of it). */
export interface StockCar {
  make: string;
  model: string;
  year: number;
  km: number;
  price: number;
  status: string;
  sold?: boolean;
  car_type: string;
}

export interface CarToValue {
  make: string;
  model: string;
  year: number;
  /** Always km here: the caller converts a US site's miles. */
  odometerKm: number;
  condition: Condition;
}

export type ComparableValuation =
  | { kind: "priced"; low: number; high: number; guide: number; comparables: number }
  | { kind: "declined"; reason: "too-few-comparables" | "not-valued"; comparables: number };

/**
 * A make or model name as compared: case, accents, spaces and punctuation ignored, so the
 * catalogue's 'LandCruiser' is the stock's 'Land Cruiser' and 'CX-5' is 'CX5'.
 */
export const nameKey = (name: string) => slugify(name).replace(/-/g, "");
const sameName = (a: string, b: string) => nameKey(a) === nameKey(b);

export const roundToHundred = (value: number) => Math.round(value / ROUND_TO) * ROUND_TO;

/**
 * The stock cars a valuation rests on: same make and model, within NEAR_YEARS, priced (above 0),
 * not sold, and not new (a new car's drive-away price says nothing about a used one's worth).
 */
export function comparableCars<T extends StockCar>(stock: readonly T[], car: Pick<CarToValue, "make" | "model" | "year">): T[] {
  return stock.filter(
    (c) =>
      sameName(c.make, car.make) &&
      sameName(c.model, car.model) &&
      Math.abs(c.year - car.year) <= NEAR_YEARS &&
      Number.isFinite(c.price) &&
      c.price > 0 &&
      c.status !== "sold" &&
      !c.sold &&
      c.car_type !== "new",
  );
}

/** A comparable's price moved to the visitor's car: km and model-year differences. Never below 0. */
export function adjustedPrice(comparable: Pick<StockCar, "price" | "km" | "year">, car: Pick<CarToValue, "odometerKm" | "year">): number {
  const forAge = comparable.price * (1 + AGE_ADJUSTMENT_PER_YEAR * (car.year - comparable.year));
  return Math.max(0, forAge + (comparable.km - car.odometerKm) * KM_ADJUSTMENT_PER_KM);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The rule itself. reconditioningMargin is the site's share (0.15 = 15%) taken off retail. */
export function valueFromComparables(stock: readonly StockCar[], car: CarToValue, reconditioningMargin: number): ComparableValuation {
  const found = comparableCars(stock, car);
  const comparables = found.length;
  if (comparables < MIN_COMPARABLES) return { kind: "declined", reason: "too-few-comparables", comparables };
  const retail = median(found.map((c) => adjustedPrice(c, car)));
  const guide = roundToHundred(retail * CONDITION_FACTORS[car.condition] * (1 - reconditioningMargin));
  // Worth nothing to the dealer after the margin: a person should look at it, not a formula.
  if (guide <= 0) return { kind: "declined", reason: "not-valued", comparables };
  return {
    kind: "priced",
    low: roundToHundred(guide * (1 - RANGE_SPREAD)),
    high: roundToHundred(guide * (1 + RANGE_SPREAD)),
    guide,
    comparables,
  };
}
