// A car's display title and the results card's four-item spec row (spec point 2, search results card).
import type { Car, CarType, Locale } from "../../server/sites/schema";
import { formatDistance, swapWords } from "./locale";

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

export type SpecItem = { key: "condition" | "transmission" | "odometer" | "fuel"; label: string; value: string };

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
