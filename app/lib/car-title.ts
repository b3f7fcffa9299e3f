// A car's display title and the results card's four-item spec row (spec point 2, search results card).
import type { Car, CarType, Locale } from "../../server/sites/schema";
import { formatCount, formatDistance, formatPrice, swapWords } from "./locale";

/** "year, make, model, badge, series", skipping empty parts. */
export function carTitle(car: Pick<Car, "year" | "make" | "model" | "badge" | "series">): string {
  return [car.year, car.make, car.model, car.badge, car.series]
    .map((part) => String(part ?? "").replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join(" ");
}

const CONDITIONS: Record<CarType, string> = { new: "New", used: "Used", demo: "Demo" };

/** The Condition value for a car_type: 'New', 'Used' or 'Demo'. */
export function condition(carType: CarType): string {
  return CONDITIONS[carType] ?? carType.charAt(0).toUpperCase() + carType.slice(1);
}

export type SpecItem = { key: "condition" | "transmission" | "odometer" | "fuel" | "gvm" | "axles" | "body" | "seats"; label: string; value: string };

// A missing value still takes its cell, so the row keeps its four-column shape.
const EMPTY_VALUE = "—";
const orDash = (value: string) => value.trim() || EMPTY_VALUE;

/** The row "Condition, Transmission, Odometer in km, Fuel Type", in the site's words and units. */
export function carSpecRow(
  car: Pick<Car, "car_type" | "simple_transmission" | "km" | "simple_fuel">,
  locale: Locale,
): SpecItem[] {
  const say = (text: string) => swapWords(locale, text);
  return [
    { key: "condition", label: say("Condition"), value: condition(car.car_type) },
    { key: "transmission", label: say("Transmission"), value: orDash(say(car.simple_transmission)) },
    { key: "odometer", label: say("Odometer"), value: formatDistance(car.km, locale) },
    { key: "fuel", label: say("Fuel Type"), value: orDash(say(car.simple_fuel)) },
  ];
}

type KindCar = Pick<Car, "car_type" | "simple_transmission" | "km" | "simple_fuel" | "simple_body" | "seats" | "gvm" | "axle_configuration">;

/**
 * The card's four items by the site's kind of stock: a truck buyer compares GVM and axles; a hirer
 * compares body, seats, gearbox and fuel (condition and odometer mean nothing on a hire car).
 */
export function specRowFor(car: KindCar, locale: Locale, template: string): SpecItem[] {
  const row = carSpecRow(car, locale);
  const [conditionItem, transmission, odometer, fuel] = row;
  if (template === "truck") {
    return [
      conditionItem,
      { key: "gvm", label: "GVM", value: car.gvm ? `${formatCount(car.gvm)} kg` : EMPTY_VALUE },
      { key: "axles", label: "Axle configuration", value: orDash(car.axle_configuration ?? "") },
      odometer,
    ];
  }
  if (template === "rental") {
    return [
      { key: "body", label: "Body type", value: orDash(car.simple_body) },
      { key: "seats", label: "Seats", value: car.seats ? String(car.seats) : EMPTY_VALUE },
      transmission,
      fuel,
    ];
  }
  return row;
}

export interface RentalRates {
  daily: string | null;
  weekly: string | null;
}

/** A hire car's rates ('$79 per day', '$469 per week'); null when it has neither. */
export function rentalRates(car: Pick<Car, "daily_rate" | "weekly_rate">): RentalRates | null {
  const rate = (amount: number | null | undefined, per: string) => (amount != null && amount > 0 ? `${formatPrice(amount)} per ${per}` : null);
  const rates = { daily: rate(car.daily_rate, "day"), weekly: rate(car.weekly_rate, "week") };
  return rates.daily || rates.weekly ? rates : null;
}
