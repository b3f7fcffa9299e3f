import { describe, expect, it } from "vitest";
import { stockSummary, topMakes } from "~/lib/stock-summary";
import { isListed } from "~/lib/listing";

const car = (make: string, model: string, car_type: "new" | "used" | "demo") => ({ make, model, car_type });

describe("stock summary", () => {
  it("counts cars, makes, models keyed by make and model, and car types", () => {
    const s = stockSummary([car("Toyota", "Corolla", "used"), car("Toyota", "Corolla", "new"), car("Toyota", "RAV4", "demo"), car("Kia", "Seltos", "used")]);
    expect(s.count).toBe(4);
    expect(s.makes).toEqual({ Toyota: 3, Kia: 1 });
    expect(s.models).toEqual({ Toyota: { Corolla: 2, RAV4: 1 }, Kia: { Seltos: 1 } });
    expect(s.car_types).toEqual({ used: 2, new: 1, demo: 1 });
  });

  it("orders top makes by count, then name", () => {
    const s = stockSummary([car("Kia", "A", "new"), car("Audi", "B", "new"), car("Kia", "C", "new")]);
    expect(topMakes(s, 5)).toEqual([
      { make: "Kia", count: 2 },
      { make: "Audi", count: 1 },
    ]);
  });
});

describe("listed cars (base filter)", () => {
  const now = new Date("2026-11-20T00:00:00Z");
  const nowSec = now.getTime() / 1000;
  const base = { status: "in_stock" as const, sold: false, sold_date_timestamp: null, show_on_dealer_website: true };

  it("lists available cars shown on dealer websites", () => {
    expect(isListed(base, now)).toBe(true);
    expect(isListed({ ...base, status: "coming_soon" }, now)).toBe(true);
    expect(isListed({ ...base, show_on_dealer_website: false }, now)).toBe(false);
  });

  it("keeps a sold car for 3 days (259200 s) after sold_date_timestamp, not at or past it", () => {
    const sold = (ago: number) => ({ ...base, status: "sold" as const, sold: true, sold_date_timestamp: nowSec - ago });
    expect(isListed(sold(259_199), now)).toBe(true);
    expect(isListed(sold(259_200), now)).toBe(false);
    expect(isListed(sold(259_201), now)).toBe(false);
    expect(isListed(sold(86_400 - 1), now, 1)).toBe(true);
    expect(isListed(sold(86_400 + 1), now, 1)).toBe(false);
  });
});
