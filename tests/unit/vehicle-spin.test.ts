// The 360-spin slot (spec point 7: "a 360-spin integrator"): only a car with a spin id on a site that
// names the integrator's script gets it, and only then does the integrator's origin enter the CSP.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { spinSlot, withSpinOrigin } from "~/lib/vehicle-spin";
import { NO_TRACKING_ORIGINS } from "~/lib/tracking/tags";
import { carSchema, siteSchema } from "../../server/sites/schema";

const SCRIPT = "https://spin.integrator.example/embed.js";

describe("spinSlot", () => {
  it("needs both the car's spin id and the site's script", () => {
    expect(spinSlot("spin-1", SCRIPT)).toEqual({ spinId: "spin-1", scriptUrl: SCRIPT });
    expect(spinSlot(undefined, SCRIPT)).toBeNull();
    expect(spinSlot("", SCRIPT)).toBeNull();
    expect(spinSlot("spin-1", undefined)).toBeNull();
  });
});

describe("withSpinOrigin", () => {
  it("adds the integrator's origin to script, img and connect; nothing without a script", () => {
    expect(withSpinOrigin(NO_TRACKING_ORIGINS, undefined)).toBe(NO_TRACKING_ORIGINS);
    const origin = "https://spin.integrator.example";
    expect(withSpinOrigin(NO_TRACKING_ORIGINS, SCRIPT)).toEqual({ script: [origin], img: [origin], connect: [origin] });
  });
});

describe("spin_id and spin_script_url in the data", () => {
  const car = JSON.parse(readFileSync("sites/sunshine-motor-group/stock.json", "utf8")).cars.find((c: { slug: string }) => c.slug === "edge-price-201");

  it("a car's spin_id is letters, digits, hyphen and underscore; the site's script an http(s) URL", () => {
    expect(carSchema.safeParse({ ...car, spin_id: "abc_123-X" }).success).toBe(true);
    expect(carSchema.safeParse({ ...car, spin_id: "<script>" }).success).toBe(false);
    expect(carSchema.safeParse({ ...car, spin_id: "x".repeat(101) }).success).toBe(false);
    const site = (url: string) => siteSchema.safeParse({ id: 1, slug: "x", template: "dealer", name: "X", spin_script_url: url }).success;
    expect(site(SCRIPT)).toBe(true);
    expect(site("javascript:alert(1)")).toBe(false);
  });

  it("the demo gives three Sunshine cars a spin id, and the sunshine site the integrator's script", () => {
    const cars = JSON.parse(readFileSync("sites/sunshine-motor-group/stock.json", "utf8")).cars as { slug: string; spin_id?: string }[];
    expect(cars.filter((c) => c.spin_id).map((c) => c.slug).sort()).toEqual(["edge-created-1-day", "edge-price-201", "edge-special"]);
    expect(JSON.parse(readFileSync("sites/sunshine-motor-group/sites/sunshine.json", "utf8")).spin_script_url).toBe(SCRIPT);
  });
});
