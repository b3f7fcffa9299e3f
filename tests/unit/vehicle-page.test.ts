// The vehicle page model over the demo data, built at a fixed moment: each edge-case car shows what
// the spec's rules say (prices 0/10/11/200/201, was-price, market +499/+500, sold in and out of the
// retention window, coming soon, reserved, test-drive-only, pre-order, no images, ...).
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Site } from "../../server/sites/schema";
import type { SiteEntry, SiteRegistry } from "../../server/sites/registry";
import { createLocalCarApi } from "../../server/cars/local";
import type { CarApi } from "../../server/cars/port";
import type { Database } from "../../server/db/database";
import { findVehicle, revealPhone, vehiclePage, vehicleRedirect, type VehiclePageData } from "~/models/vehicle.server";
import { IMAGE_NOT_FOUND } from "~/lib/images";
import { DEMO_NOW as NOW, demoRegistry } from "../fixtures/demo-stock";
import { siteCars } from "../fixtures/site-cars";
import { SearchService } from "../../server/search/service";

const ORIGIN = "https://www.sunshinemotorgroup.com.au";

let registry: SiteRegistry;
let cars: CarApi;
let stock: SearchService;
const env = { IMAGE_SERVICE_URL: undefined } as { IMAGE_SERVICE_URL: string | undefined };

beforeAll(() => {
  registry = demoRegistry(["sunshine-motor-group"]);
  stock = new SearchService(registry);
  cars = createLocalCarApi(registry, stock, { now: () => NOW });
});

const entry = (slug = "sunshine") => registry.bySiteSlug(slug)!;
/** The same site with some settings changed (the demo sites do not all say so). */
const variant = (over: Partial<Site> | ((site: Site) => Partial<Site>), slug = "sunshine"): SiteEntry => {
  const base = entry(slug);
  const changes = typeof over === "function" ? over(base.site) : over;
  return { ...base, site: { ...base.site, ...changes } };
};
// A dealer-template site over the whole group, with a payment provider: the full reservability check.
const dealerSite = () => variant({ template: "dealer", payment_provider: "stripe" });

async function page(slug: string, on: SiteEntry = entry()): Promise<VehiclePageData> {
  const data = await vehiclePage(on, { cars, env: env as never, search: stock }, slug, { now: NOW, origin: ORIGIN });
  if (!data) throw new Error(`no page for ${slug}`);
  return data;
}
const keys = (data: VehiclePageData) => data.actions.map((a) => a.key);

describe("price rules on the page: shown only above 10", () => {
  it.each([
    ["edge-price-0", "no-price", "Enquire for price."],
    ["edge-price-10", "no-price", "Enquire for price."],
    ["edge-price-11", "price", "$11"],
    ["edge-preorder", "preorder", "PREORDER"],
    ["edge-special", "price", "$47,990"],
  ])("%s shows %s %s", async (slug, kind, text) => {
    const data = await page(slug);
    expect(data.price).toMatchObject({ kind, text });
  });

  it("the site's own no-price text", async () => {
    const data = await page("edge-price-10", variant((s) => ({ cars: { ...s.cars, noPriceText: "Call us for a price" } })));
    expect(data.price.text).toBe("Call us for a price");
  });

  it("the was-price only when before_price is higher", async () => {
    expect((await page("edge-before-price-higher")).wasPrice).toBe("$40,990");
    expect((await page("edge-before-price-lower")).wasPrice).toBeNull();
  });

  it("the subscription price only where subscriptions are offered and it is positive", async () => {
    expect((await page("edge-subscription")).subscriptionPrice).toBeNull();
    const offering = variant((s) => ({ features: { ...s.features, offers_subscription: true } }));
    expect((await page("edge-subscription", offering)).subscriptionPrice).toBe("$169");
    expect((await page("edge-special", offering)).subscriptionPrice).toBeNull();
  });
});

describe("below-market badge: at least 500 under the market average, the state average preferred", () => {
  it.each([
    ["edge-market-499", null],
    ["edge-market-500", "$500"],
    ["edge-market-state-above", "$700"],
    ["edge-market-state-below", null],
  ])("%s: %s under", async (slug, under) => {
    const data = await page(slug);
    expect(data.belowMarket).toEqual(under ? { under } : null);
  });
});

describe("reservability: Reserve Now only when it holds", () => {
  it.each([
    ["edge-price-200", false],
    ["edge-price-201", true],
    ["edge-reserved", false],
    ["edge-coming-soon", false],
    ["edge-sold-1-day", false],
    ["edge-preorder", false],
  ])("on the group site, %s reservable: %s", async (slug, reservable) => {
    const data = await page(slug);
    expect(keys(data).includes("reserve")).toBe(reservable);
    expect(data.interested!.reserveHref !== null).toBe(reservable);
  });

  it.each([
    ["edge-price-201", true],
    ["edge-test-drive-only", false],
    ["edge-test-drive-vehicle-only", false],
    ["edge-not-reservable", false],
    ["edge-test-key", false],
    ["edge-empty-key", false],
    ["edge-no-processor", false],
    ["edge-price-200", false],
  ])("on a dealer site (the full check), %s reservable: %s", async (slug, reservable) => {
    expect(keys(await page(slug, dealerSite())).includes("reserve")).toBe(reservable);
  });

  it("coming soon is reservable only where the site allows it", async () => {
    const allowing = variant({ template: "dealer", payment_provider: "stripe", online_payments: { dealerships: [], allow_coming_soon: true, allow_test_keys: false } });
    expect(keys(await page("edge-coming-soon", allowing))).toContain("reserve");
    expect(keys(await page("edge-coming-soon", dealerSite()))).not.toContain("reserve");
  });

  it("Reserve Now links to the checkout under the vehicle path with the price label, default $200", async () => {
    const reserve = (await page("edge-price-201")).actions.find((a) => a.key === "reserve")!;
    expect(reserve).toEqual({ key: "reserve", label: "Reserve Now $200", href: "/cars/edge-price-201/checkout" });
  });
});

describe("tags", () => {
  it.each([
    ["edge-sold-1-day", "JUST SOLD", "sold"],
    ["edge-coming-soon", "COMING SOON", "coming-soon"],
    ["edge-reserved", "RESERVED", "reserved"],
    ["edge-test-drive-only", "Test Drive Only", "custom"],
    ["edge-special", "Special", "custom"],
    ["edge-preorder", "Pre-order", "custom"],
    ["edge-created-1-day", "New", "just-arrived"],
    ["edge-created-7-days", "New", "just-arrived"],
  ])("%s carries %s", async (slug, text, kind) => {
    expect((await page(slug)).tag).toEqual({ text, kind });
  });

  it.each(["edge-created-8-days", "edge-created-9-days"])("%s carries no tag", async (slug) => {
    expect((await page(slug)).tag).toBeNull();
  });
});

describe("sold cars and hidden cars", () => {
  it("sold inside the retention window: the sold tag and only 'Find Me Something Similar'", async () => {
    const data = await page("edge-sold-1-day");
    expect(data.sold).toBe(true);
    expect(data.actions).toEqual([
      { key: "find-similar", label: "Find Me Something Similar", href: "/enquire?car_id=edge-sold-1-day&form=find-similar" },
    ]);
    expect(data.meta.noindex).toBe(true);
  });

  it("sold outside the window, or not shown on dealer websites: no page", async () => {
    for (const slug of ["edge-sold-10-days", "edge-hidden", "no-such-car"]) {
      expect(await vehiclePage(entry(), { cars, env: env as never, search: stock }, slug, { now: NOW, origin: ORIGIN })).toBeNull();
    }
  });

  it("a site that keeps sold cars 1 day: the car sold 1 day ago is gone", async () => {
    expect(await vehiclePage(variant({ include_sold_cars_days: 1 }), { cars, env: env as never, search: stock }, "edge-sold-1-day", { now: NOW, origin: ORIGIN })).toBeNull();
  });

  it("a car of a dealership the site does not show is not on that site", async () => {
    expect(await vehiclePage(entry("sunshine-toyota"), { cars, env: env as never, search: stock }, "edge-special", { now: NOW, origin: ORIGIN })).toBeNull();
  });
});

describe("bad slugs never reach the car API", () => {
  it.each([
    ["a dot", "a.b"],
    ["a slash", "a/b"],
    ["unicode", "voiture-été"],
    ["10 kB", "a".repeat(10_240)],
    ["a NUL byte", "a\u0000b"],
    ["%00", "%00"],
    ["SQL", "1' OR '1'='1"],
    ["empty", ""],
    ["missing", undefined],
  ])("%s", async (_label, slug) => {
    const spy = { ...cars, getCar: vi.fn(cars.getCar) };
    expect(await findVehicle(entry(), { cars: spy }, slug, NOW)).toBeNull();
    expect(spy.getCar).not.toHaveBeenCalled();
  });
});

describe("gallery, action bar, specifications, description", () => {
  it("no images: the image-not-found fallback with width and height", async () => {
    const data = await page("edge-no-images");
    expect(data.gallery.images).toEqual([]);
    expect(data.gallery.missing).toEqual({ src: IMAGE_NOT_FOUND, width: 1280, height: 960, missing: true });
  });

  it("every image has a thumbnail, width and height; plain URLs without an image service", async () => {
    const data = await page("edge-unsafe-description");
    expect(data.gallery.images.length).toBe(7);
    expect(data.gallery.images[1].alt).toBe(`${data.car.title}, photo 2 of 7`);
    for (const image of data.gallery.images) {
      expect(image.main).toMatchObject({ width: 1280, height: 960 });
      expect(image.main.src).toMatch(/^\/demo-images\/.+\.svg$/);
      expect(image.main.srcSet).toBeUndefined();
      expect(image.thumb.src).toMatch(/\?thumb=1$/);
    }
  });

  it("with an image service: the large builder for the main image, a srcset, and sized 60 where the site says so", async () => {
    const withService = { IMAGE_SERVICE_URL: "https://img.example.net" };
    const site = variant((s) => ({ cars: { ...s.cars, sizedImageQuality: 60 } }));
    const data = await vehiclePage(site, { cars, env: withService as never, search: stock }, "edge-special", { now: NOW, origin: ORIGIN });
    const first = data!.gallery.images[0];
    expect(new URL(first.main.src).searchParams.get("w")).toBe("1280");
    expect(new URL(first.main.src).searchParams.get("q")).toBe("75");
    expect(first.main.srcSet).toContain("480w");
    expect(new URL(first.thumb.src).searchParams.get("q")).toBe("60");
  });

  it("the car history report only if the car has a file", async () => {
    expect((await page("edge-history-report")).actions.find((a) => a.key === "history-report")?.href).toMatch(/^\/demo-files\/history-\d+\.pdf$/);
    expect(keys(await page("edge-special"))).not.toContain("history-report");
  });

  it("the action bar: enquire, test drive, finance, trade-in (group variant /valuations)", async () => {
    const data = await page("edge-special");
    expect(Object.fromEntries(data.actions.map((a) => [a.key, a.href]))).toMatchObject({
      enquire: "/enquire?car_id=edge-special",
      "test-drive": "/book-test-drive?car_id=edge-special",
      finance: "/finance?car_id=edge-special",
      "trade-in": `/valuations?car_id=${data.car.id}`,
    });
    expect(data.actions.find((a) => a.key === "finance")?.label).toBe("Get Finance");
    expect(data.interested!.tradeInHref).toBe(`/valuations?car_id=${data.car.id}`);
    expect((await page("edge-special", entry("sunshine-mazda"))).interested!.tradeInHref).toBe(`/trade-in?car_id=${data.car.id}`);
  });

  it("specifications in the site's words", async () => {
    const specs = Object.fromEntries((await page("edge-special")).specifications.map((s) => [s.label, s.value]));
    expect(specs).toMatchObject({ Condition: "New", Make: "Mazda", Model: "CX-30", Badge: "G25 Astina", Year: "2026" });
    expect(specs).toHaveProperty("Colour");
    expect(specs).toHaveProperty("Stock number");
    const us = Object.fromEntries((await page("edge-special", variant({ locale: "en-US" }))).specifications.map((s) => [s.label, s.value]));
    expect(us).toHaveProperty("Color");
    expect(us.Odometer).toMatch(/ mi$/);
  });

  it("the unsafe description keeps its text and loses script and onclick", async () => {
    const html = (await page("edge-unsafe-description")).descriptionHtml;
    expect(html).toContain("<strong>special</strong>");
    expect(html).not.toMatch(/script|onclick|alert/i);
  });
});

describe("meta and structured data", () => {
  it("title, description and a Car JSON-LD with absolute URLs and the dealer's address", async () => {
    const data = await page("edge-market-500");
    expect(data.car.title).toMatch(/^2017 Toyota RAV4 Edge/);
    expect(data.meta.title).toBe(`Used ${data.car.title}`);
    expect(data.meta.description).toMatch(/^Used 2017 Toyota RAV4 .*\$32,990/);
    expect(data.path).toBe("/cars/edge-market-500");
    const ld = JSON.parse(data.jsonLd);
    expect(ld["@type"]).toBe("Car");
    expect(ld.url).toBe(`${ORIGIN}/cars/edge-market-500`);
    expect(ld.offers).toMatchObject({ price: 32990, priceCurrency: "AUD", availability: "https://schema.org/InStock" });
    expect(ld.image[0]).toMatch(new RegExp(`^${ORIGIN}/demo-images/`));
    expect(ld.offers.seller.address).toMatchObject({ "@type": "PostalAddress", addressRegion: "QLD", addressCountry: "AU" });
  });
});

describe("the phone: hidden by default, first 5 characters then stars", () => {
  it("masked, with the number kept back until revealed", async () => {
    const { location } = await page("edge-special");
    expect(location.phone).toEqual({ masked: "07 55*******", revealed: null });
  });

  it("sites that say so show it revealed at once", async () => {
    const site = variant((s) => ({ cars: { ...s.cars, revealPhoneAtOnce: true } }));
    const { location } = await page("edge-special", site);
    expect(location.phone?.revealed).toEqual({ text: expect.stringMatching(/^07 5550 0\d{3}$/), href: expect.stringMatching(/^tel:075550/) });
  });

  it("revealing records a reveal call with car_id, dealership_id and website_id", async () => {
    const calls: unknown[][] = [];
    const db = { query: async (sql: string, params: unknown[]) => (calls.push([sql, params]), { rows: [{ id: 1 }], rowCount: 1 }) };
    const result = await revealPhone(entry(), { cars, db: db as unknown as Database }, "edge-special", NOW);
    const car = (await cars.getCar(entry().site, "edge-special"))!;
    expect(result?.phone?.text).toBe(car.location.phone);
    expect(calls).toHaveLength(1);
    expect(calls[0][1]).toEqual(["sunshine", String(car.id), String(car.dealership_id), "1"]);
  });

  it("the JSON-LD's telephone is the number the page shows, also when the car's own is blank", async () => {
    const site = variant((s) => ({ cars: { ...s.cars, revealPhoneAtOnce: true } }));
    const car = siteCars(site).find((c) => c.slug === "edge-special")!;
    const own = car.location.phone;
    for (const blank of [own, "", "  "]) {
      car.location.phone = blank;
      try {
        const data = await page("edge-special", site);
        const telephone = JSON.parse(data.jsonLd).offers.seller.telephone;
        expect(telephone).toBe(data.location.phone?.revealed?.text);
        expect(telephone).toMatch(/^07 5550 0\d{3}$/);
      } finally {
        car.location.phone = own;
      }
    }
  });

  it("a failed recording still shows the number (and is logged)", async () => {
    const db = { query: async () => Promise.reject(new Error("database down")) };
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const result = await revealPhone(entry(), { cars, db: db as unknown as Database }, "edge-special", NOW);
    expect(result?.phone).not.toBeNull();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it("no reveal for a car the site does not show", async () => {
    const db = { query: vi.fn() };
    expect(await revealPhone(entry(), { cars, db: db as unknown as Database }, "edge-hidden", NOW)).toBeNull();
    expect(db.query).not.toHaveBeenCalled();
  });
});

describe("similar cars (deferred)", () => {
  it("up to 6 listed, available cars of the same make or body, never the car itself", async () => {
    const data = await page("edge-market-500");
    const similar = await data.similar;
    expect(similar.length).toBe(6);
    expect(similar.map((c) => c.slug)).not.toContain("edge-market-500");
    expect(similar.every((c) => !c.unavailable)).toBe(true);
    expect(similar[0].make).toBe("Toyota");
    expect(data.similarSearch).toBe("/search/toyota?body=SUV");
  });
});

describe("the site's own vehicle path", () => {
  it("redirects another vehicle path to the site's own, keeping the query", () => {
    expect(vehicleRedirect(registry.bySiteSlug("sunshine")!, "/motorcycles", "edge-special", "?photo=2")).toBe("/cars/edge-special?photo=2");
    expect(vehicleRedirect(registry.bySiteSlug("sunshine")!, "/cars", "edge-special", "")).toBeNull();
    expect(vehicleRedirect(variant({ vehicle_path: "/campers" }), "/cars", "x", "")).toBe("/campers/x");
  });

  it("a bad slug is not redirected (it is a 404 wherever it is)", () => {
    expect(vehicleRedirect(registry.bySiteSlug("sunshine")!, "/motorcycles", "a.b", "")).toBeNull();
  });
});

describe("vehicles join the sitemap", () => {
  it("every listed car still for sale, under the site's vehicle path; not sold or hidden ones", async () => {
    const { vehicleSitemapPaths } = await import("~/models/vehicle.server");
    const paths = vehicleSitemapPaths(entry(), stock.forSite(entry()), NOW);
    expect(paths).toContain("/cars/edge-special");
    expect(paths).toContain("/cars/edge-coming-soon");
    for (const slug of ["edge-hidden", "edge-sold-1-day", "edge-sold-10-days"]) expect(paths).not.toContain(`/cars/${slug}`);
    expect(paths.length).toBeGreaterThan(1000);
    expect(vehicleSitemapPaths(variant({ vehicle_path: "/campers" }), stock.forSite(entry()), NOW)[0]).toMatch(/^\/campers\//);
  });
});

describe("the tracking item payload (third-party tags)", () => {
  it("a site with tag ids: the car's id, AUD, its price and title", async () => {
    const data = await page("edge-special", variant({ tracking: { ad_pixel_id: "000000000000001" } }));
    expect(data.trackingItem).toEqual({ view: "vehicle", content_ids: [String(data.car.id)], currency: "AUD", value: 47990, content_name: data.car.title });
  });
  it("no value where no price shows; nothing at all on a site without ids", async () => {
    expect((await page("edge-price-10", variant({ tracking: { analytics_id: "G-DEMO000001" } }))).trackingItem).not.toHaveProperty("value");
    expect((await page("edge-special")).trackingItem).toBeNull();
  });
});
