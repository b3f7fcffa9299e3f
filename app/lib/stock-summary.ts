// Stock summary (spec point 3): count, makes, models keyed by make and model, car_types.
import type { Car } from "../../server/sites/schema";

export interface StockSummary {
  count: number;
  makes: Record<string, number>;
  models: Record<string, Record<string, number>>;
  car_types: { used: number; new: number; demo: number };
}

export function stockSummary(cars: Pick<Car, "make" | "model" | "car_type">[]): StockSummary {
  const summary: StockSummary = { count: cars.length, makes: {}, models: {}, car_types: { used: 0, new: 0, demo: 0 } };
  for (const car of cars) {
    summary.makes[car.make] = (summary.makes[car.make] ?? 0) + 1;
    const models = (summary.models[car.make] ??= {});
    models[car.model] = (models[car.model] ?? 0) + 1;
    summary.car_types[car.car_type] += 1;
  }
  return summary;
}

/** Makes by count, most stocked first (ties alphabetical). */
export function topMakes(summary: StockSummary, limit: number): Array<{ make: string; count: number }> {
  return Object.entries(summary.makes)
    .map(([make, count]) => ({ make, count }))
    .sort((a, b) => b.count - a.count || a.make.localeCompare(b.make))
    .slice(0, limit);
}
