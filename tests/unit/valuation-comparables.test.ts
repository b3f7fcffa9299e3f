// The embedded valuation rule on fixed stock: which cars are comparable, how each is moved to the
// visitor's car, the median, condition, margin, rounding and range, each at, under and over its threshold.
import { describe, expect, it } from "vitest";
import {
  adjustedPrice,
  AGE_ADJUSTMENT_PER_YEAR,
  comparableCars,
  CONDITION_FACTORS,
  KM_ADJUSTMENT_PER_KM,
  MIN_COMPARABLES,
  NEAR_YEARS,
  RANGE_SPREAD,
  roundToHundred,
  valueFromComparables,
  type CarToValue,
  type StockCar,
} from "~/lib/valuation/comparables";

const stockCar = (over: Partial<StockCar> = {}): StockCar => ({ make: "Toyota", model: "HiLux", year: 2020, km: 80_000, price: 30_000, status: "in_stock", sold: false, car_type: "used", ...over });
const car = (over: Partial<CarToValue> = {}): CarToValue => ({ make: "Toyota", model: "HiLux", year: 2020, odometerKm: 80_000, condition: "Good", ...over });
const copies = (n: number, over: Partial<StockCar> = {}) => Array.from({ length: n }, () => stockCar(over));

describe("the constants the decision record names", () => {
  it("are the documented values", () => {
    expect({ NEAR_YEARS, MIN_COMPARABLES, KM_ADJUSTMENT_PER_KM, AGE_ADJUSTMENT_PER_YEAR, RANGE_SPREAD }).toEqual({
      NEAR_YEARS: 2,
      MIN_COMPARABLES: 3,
      KM_ADJUSTMENT_PER_KM: 0.05,
      AGE_ADJUSTMENT_PER_YEAR: 0.08,
      RANGE_SPREAD: 0.075,
    });
    expect(CONDITION_FACTORS).toEqual({ Excellent: 1.05, Good: 1, Fair: 0.9, Poor: 0.75 });
  });
});

describe("minimum comparable count", () => {
  it(`${MIN_COMPARABLES - 1} comparables decline, saying how many there were`, () => {
    expect(valueFromComparables(copies(MIN_COMPARABLES - 1), car(), 0)).toEqual({ kind: "declined", reason: "too-few-comparables", comparables: MIN_COMPARABLES - 1 });
  });
  it(`${MIN_COMPARABLES} comparables price; ${MIN_COMPARABLES + 1} too`, () => {
    expect(valueFromComparables(copies(MIN_COMPARABLES), car(), 0)).toEqual({ kind: "priced", low: 27_800, high: 32_300, guide: 30_000, comparables: MIN_COMPARABLES });
    expect(valueFromComparables(copies(MIN_COMPARABLES + 1), car(), 0)).toMatchObject({ kind: "priced", comparables: MIN_COMPARABLES + 1 });
  });
  it("no stock at all declines with 0", () => {
    expect(valueFromComparables([], car(), 0.15)).toEqual({ kind: "declined", reason: "too-few-comparables", comparables: 0 });
  });
});

describe("which cars are comparable", () => {
  const pick = (over: Partial<StockCar>, target: Partial<CarToValue> = {}) => comparableCars([stockCar(over)], car(target)).length;

  it(`model years ${NEAR_YEARS} either side are in, ${NEAR_YEARS + 1} are out`, () => {
    expect(pick({ year: 2020 - NEAR_YEARS })).toBe(1);
    expect(pick({ year: 2020 + NEAR_YEARS })).toBe(1);
    expect(pick({ year: 2020 - NEAR_YEARS - 1 })).toBe(0);
    expect(pick({ year: 2020 + NEAR_YEARS + 1 })).toBe(0);
  });
  it("price 0 and a missing (NaN) price are out; $1 is in", () => {
    expect(pick({ price: 0 })).toBe(0);
    expect(pick({ price: Number.NaN })).toBe(0);
    expect(pick({ price: 1 })).toBe(1);
  });
  it("sold cars are out, by status or by flag; coming-soon cars are in", () => {
    expect(pick({ status: "sold" })).toBe(0);
    expect(pick({ sold: true })).toBe(0);
    expect(pick({ status: "coming_soon" })).toBe(1);
  });
  it("new cars are out; used and demo cars are in", () => {
    expect(pick({ car_type: "new" })).toBe(0);
    expect(pick({ car_type: "demo" })).toBe(1);
  });
  it("same make and model, whatever the case or spacing; another model or make is out", () => {
    expect(pick({ make: " toyota ", model: "HILUX" })).toBe(1);
    expect(pick({ model: "Land  Cruiser" }, { model: "land cruiser" })).toBe(1);
    expect(pick({ model: "Land Cruiser Prado" }, { model: "LandCruiser Prado" })).toBe(1);
    expect(pick({ make: "Mazda", model: "CX5" }, { make: "mazda", model: "CX-5" })).toBe(1);
    expect(pick({ make: "Skoda", model: "Octavia" }, { make: "Škoda", model: "Octavia" })).toBe(1);
    expect(pick({ model: "LandCruiser 300" }, { model: "LandCruiser" })).toBe(0);
    expect(pick({ model: "HiAce" })).toBe(0);
    expect(pick({ make: "Ford" })).toBe(0);
  });
});

describe("moving a comparable's price to the visitor's car", () => {
  it("same km and year: the asking price", () => {
    expect(adjustedPrice(stockCar(), car())).toBe(30_000);
  });
  it("km: each km more on the visitor's car takes KM_ADJUSTMENT_PER_KM off, each km less adds it", () => {
    expect(adjustedPrice(stockCar(), car({ odometerKm: 90_000 }))).toBe(29_500);
    expect(adjustedPrice(stockCar(), car({ odometerKm: 70_000 }))).toBe(30_500);
    expect(adjustedPrice(stockCar(), car({ odometerKm: 80_001 }))).toBeCloseTo(29_999.95);
  });
  it("age: a year older is 8% less, a year newer 8% more", () => {
    expect(adjustedPrice(stockCar(), car({ year: 2019 }))).toBeCloseTo(27_600);
    expect(adjustedPrice(stockCar(), car({ year: 2021 }))).toBeCloseTo(32_400);
  });
  it("never below 0, however far the odometers differ", () => {
    expect(adjustedPrice(stockCar({ price: 1_000 }), car({ odometerKm: 1_000_000 }))).toBe(0);
  });
});

describe("the figure", () => {
  it("rests on the median, so one odd asking price does not move it", () => {
    const stock = [stockCar({ price: 20_000 }), stockCar({ price: 30_000 }), stockCar({ price: 900_000 })];
    expect(valueFromComparables(stock, car(), 0)).toMatchObject({ guide: 30_000 });
    expect(valueFromComparables([...stock, stockCar({ price: 32_000 })], car(), 0)).toMatchObject({ guide: 31_000 });
  });
  it("takes the site's reconditioning margin off", () => {
    expect(valueFromComparables(copies(3), car(), 0.15)).toMatchObject({ guide: 25_500 });
    expect(valueFromComparables(copies(3), car(), 0)).toMatchObject({ guide: 30_000 });
  });
  it.each(Object.entries(CONDITION_FACTORS))("condition %s multiplies by %d", (condition, factor) => {
    const result = valueFromComparables(copies(3, { price: 20_000 }), car({ condition: condition as CarToValue["condition"] }), 0);
    expect(result).toMatchObject({ guide: roundToHundred(20_000 * factor) });
  });
  it("rounds to the nearest 100: 49 down, 50 up", () => {
    expect(roundToHundred(12_349)).toBe(12_300);
    expect(roundToHundred(12_350)).toBe(12_400);
    expect(roundToHundred(12_351)).toBe(12_400);
    expect(valueFromComparables(copies(3, { price: 12_349 }), car(), 0)).toMatchObject({ guide: 12_300 });
  });
  it(`the range is the guide ${RANGE_SPREAD * 100}% either side, in whole hundreds`, () => {
    expect(valueFromComparables(copies(3, { price: 40_000 }), car(), 0)).toMatchObject({ low: 37_000, guide: 40_000, high: 43_000 });
  });
  it("a car worth under $50 after the margin is not valued by formula; $50 is $100", () => {
    expect(valueFromComparables(copies(3, { price: 49 }), car(), 0)).toEqual({ kind: "declined", reason: "not-valued", comparables: 3 });
    expect(valueFromComparables(copies(3, { price: 50 }), car(), 0)).toEqual({ kind: "priced", low: 100, high: 100, guide: 100, comparables: 3 });
  });
});
