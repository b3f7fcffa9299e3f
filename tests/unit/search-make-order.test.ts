// The preferred make ordering list (spec point 9: "A preferred make ordering list of 20 makes exists
// for some dealers"): those makes first in the list's order, the rest after in their own order.
import { describe, expect, it } from "vitest";
import { PREFERRED_MAKE_ORDER_SIZE, orderByPreferredMakes } from "~/lib/search/make-order";
import { siteSchema } from "../../server/sites/schema";

const byCount = ["Suzuki", "Mitsubishi", "Toyota", "Hyundai", "Nissan", "Mazda"];
const order = (preferred?: string[]) => orderByPreferredMakes(byCount, (m) => m, preferred);

describe("orderByPreferredMakes", () => {
  it("without a list keeps the order it was given", () => {
    expect(order()).toEqual(byCount);
    expect(order([])).toEqual(byCount);
  });

  it("puts the listed makes first in the list's order, case-insensitively; the rest keep theirs", () => {
    expect(order(["toyota", "MAZDA"])).toEqual(["Toyota", "Mazda", "Suzuki", "Mitsubishi", "Hyundai", "Nissan"]);
  });

  it("a listed make without stock adds nothing", () => {
    expect(order(["Tesla", "Nissan"])).toEqual(["Nissan", "Suzuki", "Mitsubishi", "Toyota", "Hyundai", "Mazda"]);
  });

  it("orders objects by their make and does not change its input", () => {
    const items = byCount.map((make, i) => ({ make, count: 10 - i }));
    const copy = structuredClone(items);
    expect(orderByPreferredMakes(items, (i) => i.make, ["Hyundai"]).map((i) => i.make)[0]).toBe("Hyundai");
    expect(items).toEqual(copy);
  });
});

describe("search.preferred_make_order in a site file", () => {
  const site = (list: string[]) => siteSchema.safeParse({ id: 1, slug: "x", template: "dealer", name: "X", search: { preferred_make_order: list } });
  const makes = (n: number) => Array.from({ length: n }, (_, i) => `Make ${i + 1}`);

  it("holds up to 20 makes", () => {
    expect(PREFERRED_MAKE_ORDER_SIZE).toBe(20);
    expect(site(makes(19)).success).toBe(true);
    expect(site(makes(20)).success).toBe(true);
    expect(site(makes(21)).success).toBe(false);
  });

  it("the demo dealer tamaki sets a list of 20", async () => {
    const { readFileSync } = await import("node:fs");
    const tamaki = siteSchema.parse(JSON.parse(readFileSync("sites/tamaki-motors/sites/tamaki.json", "utf8")));
    expect(tamaki.search.preferred_make_order).toHaveLength(20);
  });
});
