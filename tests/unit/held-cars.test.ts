// The RESERVED overlay: a car held by a live reservation shows as reserved on its page, on search
// and home cards, among similar cars and on the favourites page, with no Reserve link; without the hold it is reservable.
import { describe, expect, it } from "vitest";
import { SearchService } from "../../server/search/service";
import { createLocalCarApi } from "../../server/cars/local";
import { isHeld, withHold } from "~/lib/held-cars";
import { vehiclePage, carForApi } from "~/models/vehicle.server";
import { searchPage } from "~/models/search.server";
import { homePage } from "~/models/home.server";
import { favouritesPage } from "~/models/favourites.server";
import { FAVOURITES_COOKIE } from "~/lib/favourites";
import type { CarCardView } from "~/lib/car-card";
import { DEMO_NOW, demoRegistry } from "../fixtures/demo-stock";
import { siteCars } from "../fixtures/site-cars";

const registry = demoRegistry();
const stock = new SearchService(registry);
const NOW = DEMO_NOW;
const entry = registry.bySiteSlug("sunshine")!;
const cars = createLocalCarApi(registry, stock, { now: () => NOW });
const env = { IMAGE_SERVICE_URL: undefined } as never;
const ORIGIN = "https://www.sunshinemotorgroup.com.au";
const SLUG = "edge-history-report";
const car = siteCars(entry).find((c) => c.slug === SLUG)!;
const held = new Set([String(car.id)]);

describe("withHold", () => {
  it("marks a held car reserved, by its id as the service gives it (a string)", () => {
    expect(isHeld(car, held)).toBe(true);
    expect(withHold(car, held).reserved).toBe(true);
    expect(car.reserved).toBe(false); // the stock itself is not changed
  });

  it("leaves any other car as it is", () => {
    expect(withHold(car, new Set(["999999"]))).toBe(car);
  });
});

describe("the vehicle page", () => {
  it("a held car shows RESERVED, no Reserve Now and no reserve link in 'Interested in this vehicle?'", async () => {
    const page = (await vehiclePage(entry, { cars, env, search: stock }, SLUG, { now: NOW, origin: ORIGIN, held }))!;
    expect(page.tag).toEqual({ text: "RESERVED", kind: "reserved" });
    expect(page.actions.map((a) => a.key)).not.toContain("reserve");
    expect(page.interested!.reserveHref).toBeNull();
  });

  it("the same car without the hold is reservable again", async () => {
    const page = (await vehiclePage(entry, { cars, env, search: stock }, SLUG, { now: NOW, origin: ORIGIN, held: new Set() }))!;
    expect(page.tag?.kind).not.toBe("reserved");
    expect(page.interested!.reserveHref).toBe(`/cars/${SLUG}/checkout`);
  });

  it("similar cars and the JSON API see the hold too", async () => {
    const other = (await vehiclePage(entry, { cars, env, search: stock }, SLUG, { now: NOW, origin: ORIGIN }))!;
    const shown = await other.similar;
    expect(shown.length).toBeGreaterThan(0);
    const all = new Set(shown.map((c) => String(c.id)));
    const page = (await vehiclePage(entry, { cars, env, search: stock }, SLUG, { now: NOW, origin: ORIGIN, held: all }))!;
    for (const card of await page.similar) {
      expect(card.tag?.kind === "reserved" || card.tag?.kind === "fuel").toBe(true);
      expect(card.reserveHref).toBeNull();
    }
    expect((await carForApi(entry, { cars }, SLUG, NOW, held))?.reserved).toBe(true);
  });
});

const cardOf = (items: Array<{ type: string; car?: CarCardView }>, id: number) => items.find((i) => i.type === "car" && i.car?.id === id)?.car;

describe("search and home cards", () => {
  const service = new SearchService(registry);
  const search = (h: ReadonlySet<string>) =>
    searchPage(entry, service, new Request(`http://sunshine.localhost/search?query=${encodeURIComponent(car.stocknum ?? "")}`), { kind: "cars", base: "/search" }, NOW, h);

  it("a held car's search card shows RESERVED and no 'Reserve This Car'", async () => {
    const before = cardOf((await search(new Set())).items as never, car.id);
    expect(before?.reserveHref).toBe(`/cars/${SLUG}/checkout`);
    const after = cardOf((await search(held)).items as never, car.id);
    expect(after?.tag).toEqual({ text: "RESERVED", kind: "reserved" });
    expect(after?.reserveHref).toBeNull();
  });

  it("a held featured car on the home page shows RESERVED at once (not after the page cache's minute)", () => {
    const first = homePage(entry, service.forSite(entry), NOW, new Set()).featured[0];
    expect(first.reserveHref).not.toBeNull();
    const again = homePage(entry, service.forSite(entry), NOW, new Set([String(first.id)])).featured[0];
    expect(again.tag).toEqual({ text: "RESERVED", kind: "reserved" });
    expect(again.reserveHref).toBeNull();
  });
});

describe("the favourites page", () => {
  const page = (h: ReadonlySet<string>) =>
    favouritesPage({ site: entry, services: { search: stock, reservations: { heldCarIds: () => h } } } as never, new Request("http://sunshine.localhost/favourites", { headers: { cookie: `${FAVOURITES_COOKIE}=${car.id}` } }));

  it("a held favourite shows RESERVED and no 'Reserve This Car'; without the hold it is reservable", () => {
    expect(page(new Set()).cards[0]).toMatchObject({ id: car.id, reserveHref: `/cars/${SLUG}/checkout` });
    expect(page(held).cards[0]).toMatchObject({ id: car.id, tag: { text: "RESERVED", kind: "reserved" }, reserveHref: null });
  });
});
