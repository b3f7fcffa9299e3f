import { describe, expect, it } from "vitest";
import { carSpecRow, carTitle, condition } from "~/lib/car-title";

describe("card title: year, make, model, badge, series", () => {
  it("joins all five parts", () => {
    expect(carTitle({ year: 2021, make: "Toyota", model: "HiLux", badge: "SR5", series: "GUN126R" })).toBe(
      "2021 Toyota HiLux SR5 GUN126R",
    );
  });

  it("skips empty parts and trims", () => {
    expect(carTitle({ year: 2019, make: " Mazda ", model: "CX-5", badge: "", series: "  " })).toBe("2019 Mazda CX-5");
    expect(carTitle({ year: 2023, make: "Kia", model: "EV6", badge: "", series: "CV" })).toBe("2023 Kia EV6 CV");
  });
});

describe("four-item spec row (Condition, Transmission, Odometer in km, Fuel Type)", () => {
  const car = {
    car_type: "used" as const,
    simple_transmission: "Automatic",
    km: 12345,
    simple_fuel: "Petrol",
  };

  it("en-AU", () => {
    expect(carSpecRow(car, "en-AU")).toEqual([
      { key: "condition", label: "Condition", value: "Used" },
      { key: "transmission", label: "Transmission", value: "Automatic" },
      { key: "odometer", label: "Odometer", value: "12,345 km" },
      { key: "fuel", label: "Fuel Type", value: "Petrol" },
    ]);
  });

  it("en-US shows miles and gas", () => {
    const row = carSpecRow(car, "en-US");
    expect(row.find((r) => r.key === "odometer")?.value).toBe("7,671 mi");
    expect(row.find((r) => r.key === "fuel")?.value).toBe("Gas");
  });

  it("en-NZ is like en-AU", () => {
    expect(carSpecRow(car, "en-NZ")).toEqual(carSpecRow(car, "en-AU"));
  });

  it("an unknown transmission or fuel shows a dash", () => {
    const row = carSpecRow({ ...car, simple_transmission: "", simple_fuel: " " }, "en-AU");
    expect(row[1].value).toBe("—");
    expect(row[3].value).toBe("—");
  });

  it("Condition is New, Used or Demo", () => {
    expect(condition("new")).toBe("New");
    expect(condition("used")).toBe("Used");
    expect(condition("demo")).toBe("Demo");
  });
});
