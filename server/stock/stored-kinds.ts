// The two kinds of item a group's stock store keeps: its cars and its parts catalogue. The file
// store and the PostgreSQL store are written once and told here where each kind lives.
import { carSchema, stockSchema, type Car } from "../sites/schema";
import { partKey, partSchema, partsFileSchema, type Part } from "../sites/part-schema";
import type { StoredKind } from "./port";

export const CARS: StoredKind<Car> = {
  file: "stock.json",
  parse: (json) => stockSchema.parse(json).cars,
  wrap: (cars) => ({ cars }),
  key: (car) => car.id,
  table: "stock_cars",
  column: "car",
  channel: "stock_changed",
  parseRow: (json) => carSchema.parse(json),
};

export const PARTS: StoredKind<Part> = {
  file: "parts.json",
  parse: (json) => partsFileSchema.parse(json).parts,
  wrap: (parts) => ({ parts }),
  key: (part) => partKey(part.part_number),
  table: "stock_parts",
  column: "part",
  channel: "parts_changed",
  parseRow: (json) => partSchema.parse(json),
};
