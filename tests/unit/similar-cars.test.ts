// Similar cars (spec point 3: "same make/body, listed, max 6"), read from the make and body groups
// of the site's stock: for every car of two sites they are exactly the cars the rule picks from the
// whole listing, in its order (the closest price first, ties to the lower id).
import { beforeAll, describe, expect, it } from "vitest";
import type { Car } from "../../server/sites/schema";
import type { SiteRegistry } from "../../server/sites/registry";
import { SearchService } from "../../server/search/service";
import { isAvailable } from "~/lib/car-tags";
import { isListed } from "~/lib/listing";
import { DEMO_NOW as NOW, demoRegistry } from "../fixtures/demo-stock";

let registry: SiteRegistry;
let service: SearchService;

beforeAll(() => {
  registry = demoRegistry(["sunshine-motor-group"]);
  service = new SearchService(registry);
});

/** The rule over the whole listing, as the spec says it. */
function byTheRule(listing: readonly Car[], car: Car, days: number, max: number): number[] {
  const score = (c: Car) => (c.make === car.make ? 1 : 0) + (c.simple_body === car.simple_body ? 1 : 0);
  return listing
    .filter((c) => c.id !== car.id && score(c) > 0 && isAvailable(c) && isListed(c, NOW, days))
    .sort((a, b) => score(b) - score(a) || Math.abs(a.price - car.price) - Math.abs(b.price - car.price) || a.id - b.id)
    .slice(0, max)
    .map((c) => c.id);
}

describe("similar cars", () => {
  // Every car of the dealer site; every 5th of the group site's 1,353 (the rule's own sort is slow to run for all).
  for (const [slug, step] of [["sunshine-toyota", 1], ["sunshine", 5]] as const) {
    it(`${slug}: the make and body groups give what the rule gives over the whole listing, for every ${step === 1 ? "" : "5th "}car`, () => {
      const entry = registry.bySiteSlug(slug)!;
      const stock = service.forSite(entry);
      const listing = stock.listing();
      expect(listing.length).toBeGreaterThan(50);
      let mixed = 0;
      for (const car of listing.filter((_, i) => i % step === 0)) {
        const picked = stock.similar(car, NOW, 6);
        expect(picked.map((c) => c.id), car.slug).toEqual(byTheRule(listing, car, entry.site.include_sold_cars_days, 6));
        if (picked.some((c) => c.make !== car.make) && picked.some((c) => c.make === car.make)) mixed++;
      }
      // Some cars' lists hold both groups, so the merge of the two is tested too.
      expect(mixed).toBeGreaterThan(0);
    });
  }

  it("kept per stock version: the same list again (a copy the caller may change), picked afresh after a stock change", () => {
    const own = new SearchService(demoRegistry(["sunshine-motor-group"]));
    const entry = registry.bySiteSlug("sunshine")!;
    const stock = own.forSite(entry);
    const car = stock.listing().find((c) => stock.similar(c, NOW, 6).length === 6)!;
    const first = stock.similar(car, NOW, 6);
    const again = stock.similar(car, NOW, 6);
    expect(again).toEqual(first);
    expect(again).not.toBe(first);
    again.pop();
    expect(stock.similar(car, NOW, 6)).toEqual(first);
    // The closest car is sold: the next stock version no longer offers it.
    own.apply(entry.group.group.slug, [{ ...first[0], sold: true }]);
    const after = stock.similar(car, NOW, 6);
    expect(after.map((c) => c.id)).not.toContain(first[0].id);
    expect(after.map((c) => c.id)).toEqual(byTheRule(stock.listing(), car, entry.site.include_sold_cars_days, 6));
  });

  it("never more than asked for, and none for a car nothing shares a make or body with", () => {
    const entry = registry.bySiteSlug("sunshine")!;
    const stock = service.forSite(entry);
    const car = stock.listing()[0];
    expect(stock.similar(car, NOW, 2)).toHaveLength(2);
    expect(stock.similar(car, NOW, 0)).toEqual([]);
    expect(stock.similar({ ...car, id: -1, make: "No Such Make", simple_body: "No Such Body" }, NOW, 6)).toEqual([]);
  });
});
