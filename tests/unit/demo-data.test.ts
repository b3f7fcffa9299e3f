// The demo data under sites/: schema validity, the spec's exact counts, determinism of the generator,
// the documented edge cases, and referential integrity between stock, group.json and site files.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { renderCarSvg } from "../../server/demo/car-picture";
import { renderBrandLogoSvg, renderImageNotFoundSvg } from "../../server/demo/logos";
import { groupSchema, siteSchema, stockSchema, type Car, type Group, type Site } from "../../server/sites/schema";
import * as generator from "../../scripts/generate-demo.mjs";

const { buildStock, stockToJson, EDGE_CASES, GROUP_PLANS, mulberry32 } = generator as {
  buildStock: (group: unknown, nowMs: number) => { cars: Record<string, unknown>[] };
  stockToJson: (stock: { cars: unknown[] }) => string;
  EDGE_CASES: { slug: string; car_type: string; description: string }[];
  GROUP_PLANS: Record<string, { counts: { used: number; new: number; demo: number } }>;
  mulberry32: (seed: number) => () => number;
};

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const SITES = path.join(ROOT, "sites");
const DAY = 86_400;
const NOW_MS = Date.UTC(2026, 10, 20, 12, 0, 0); // any fixed moment works: timestamps are relative to it
const NOW = NOW_MS / 1000;
const QLD = "sunshine-motor-group";

interface Folder {
  dir: string;
  rawGroup: unknown;
  group: Group;
  sites: { file: string; site: Site }[];
  cars: Car[];
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, "utf8"));
const groupDirs = readdirSync(SITES, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

const folders: Folder[] = [];
beforeAll(() => {
  for (const dir of groupDirs) {
    const rawGroup = readJson(path.join(SITES, dir, "group.json"));
    const group = groupSchema.parse(rawGroup);
    const sitesDir = path.join(SITES, dir, "sites");
    const sites = readdirSync(sitesDir)
      .filter((f) => f.endsWith(".json"))
      .sort()
      .map((file) => ({ file, site: siteSchema.parse(readJson(path.join(sitesDir, file))) }));
    const cars = stockSchema.parse(buildStock(rawGroup, NOW_MS)).cars;
    folders.push({ dir, rawGroup, group, sites, cars });
  }
});
const folder = (dir: string) => folders.find((f) => f.dir === dir)!;
const bySlug = (cars: Car[], slug: string) => {
  const car = cars.find((c) => c.slug === slug);
  if (!car) throw new Error(`no car ${slug}`);
  return car;
};
const countTypes = (cars: { car_type: unknown }[]) => ({
  used: cars.filter((c) => c.car_type === "used").length,
  new: cars.filter((c) => c.car_type === "new").length,
  demo: cars.filter((c) => c.car_type === "demo").length,
});

describe("demo data: files and schemas", () => {
  it("has the demo groups, each with a plan in the generator", () => {
    expect(groupDirs).toEqual(["coastline-rentals", "drivewell", "ironbark-trucks", "live-oak-motors", "redgum-campers", "ridgeline-motorcycles", "sunshine-motor-group", "tamaki-motors"]);
    for (const f of folders) expect(GROUP_PLANS[f.group.slug], f.dir).toBeDefined();
  });

  it("group.json slugs match their folder names", () => {
    for (const f of folders) expect(f.group.slug).toBe(f.dir);
  });

  it("every generated stock parses with stockSchema and every site file with the strict siteSchema", () => {
    for (const f of folders) {
      expect(f.cars.length).toBeGreaterThan(0);
      expect(f.sites.length).toBeGreaterThan(0);
      for (const { file, site } of f.sites) expect(`${site.slug}.json`).toBe(file);
    }
  });

  it("writes stock.json files that parse and hold the planned counts (when generated)", () => {
    for (const f of folders) {
      const file = path.join(SITES, f.dir, "stock.json");
      if (!existsSync(file)) continue; // generated at npm install / npm run generate
      const { cars } = stockSchema.parse(readJson(file));
      expect(countTypes(cars), f.dir).toEqual(GROUP_PLANS[f.group.slug].counts);
    }
  });

  it("stockToJson writes one car per line and round-trips", () => {
    const stock = buildStock(folder("drivewell").rawGroup, NOW_MS);
    const text = stockToJson(stock);
    expect(text.split("\n").length).toBe(stock.cars.length + 3);
    expect(JSON.parse(text)).toEqual(stock);
  });
});

describe("demo data: counts", () => {
  it("Sunshine Motor Group holds exactly 1353 vehicles: 613 used, 441 new, 299 demo", () => {
    const { cars } = folder(QLD);
    expect(cars.length).toBe(1353);
    expect(countTypes(cars)).toEqual({ used: 613, new: 441, demo: 299 });
  });

  it("the other groups hold their documented counts (40-150 each)", () => {
    const expected: Record<string, { used: number; new: number; demo: number }> = {
      "ridgeline-motorcycles": { used: 40, new: 48, demo: 8 },
      "redgum-campers": { used: 34, new: 40, demo: 6 },
      "tamaki-motors": { used: 74, new: 34, demo: 12 },
      "live-oak-motors": { used: 75, new: 45, demo: 10 },
      drivewell: { used: 28, new: 18, demo: 14 },
      "ironbark-trucks": { used: 38, new: 30, demo: 4 },
      "coastline-rentals": { used: 48, new: 0, demo: 0 },
    };
    for (const [dir, counts] of Object.entries(expected)) {
      const { cars } = folder(dir);
      expect(countTypes(cars), dir).toEqual(counts);
      expect(cars.length).toBeGreaterThanOrEqual(40);
      expect(cars.length).toBeLessThanOrEqual(150);
    }
  });
});

describe("demo data: determinism", () => {
  it("mulberry32 is a pure function of its seed", () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const xs = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(xs);
    for (const x of xs) expect(x >= 0 && x < 1).toBe(true);
  });

  it("two builds at the same moment are identical", () => {
    for (const f of folders) expect(buildStock(f.rawGroup, NOW_MS)).toEqual(buildStock(f.rawGroup, NOW_MS));
  });

  it("builds at different moments differ only in the run-time-relative timestamps, shifted by the same amount", () => {
    const later = NOW_MS + 5 * DAY * 1000 + 1234;
    const shift = Math.floor(later / 1000) - Math.floor(NOW_MS / 1000);
    for (const f of folders) {
      const a = buildStock(f.rawGroup, NOW_MS).cars;
      const b = buildStock(f.rawGroup, later).cars;
      const strip = (c: Record<string, unknown>) => ({ ...c, created_at: 0, created_at_timestamp: 0, sold_date_timestamp: 0 });
      expect(b.map(strip)).toEqual(a.map(strip));
      a.forEach((car, i) => {
        expect(b[i].created_at_timestamp).toBe((car.created_at_timestamp as number) + shift);
        if (car.sold_date_timestamp != null) expect(b[i].sold_date_timestamp).toBe((car.sold_date_timestamp as number) + shift);
      });
    }
  });

  it("created_at is the ISO form of created_at_timestamp (seconds) and nothing is in the future", () => {
    for (const f of folders) {
      for (const c of f.cars) {
        expect(c.created_at).toBe(new Date(c.created_at_timestamp * 1000).toISOString());
        expect(c.created_at_timestamp).toBeLessThanOrEqual(NOW);
        if (c.sold_date_timestamp != null) expect(c.sold_date_timestamp).toBeLessThanOrEqual(NOW);
      }
    }
  });
});

describe("demo data: edge cases (Sunshine Motor Group)", () => {
  it("each documented edge case exists once, with its car_type, and is listed in sites/README.md", () => {
    const { cars } = folder(QLD);
    const readme = readFileSync(path.join(SITES, "README.md"), "utf8");
    for (const edge of EDGE_CASES) {
      expect(cars.filter((c) => c.slug === edge.slug), edge.slug).toHaveLength(1);
      expect(bySlug(cars, edge.slug).car_type).toBe(edge.car_type);
      expect(readme, `README lists ${edge.slug}`).toContain(`\`${edge.slug}\``);
    }
  });

  it("sold inside and outside the 3-day retention window", () => {
    const { cars } = folder(QLD);
    const inside = bySlug(cars, "edge-sold-1-day");
    const outside = bySlug(cars, "edge-sold-10-days");
    for (const c of [inside, outside]) expect([c.status, c.sold]).toEqual(["sold", true]);
    expect(inside.sold_date_timestamp).toBe(NOW - 1 * DAY);
    expect(outside.sold_date_timestamp).toBe(NOW - 10 * DAY);
  });

  it("states, tags and flags", () => {
    const { cars } = folder(QLD);
    expect(bySlug(cars, "edge-coming-soon").status).toBe("coming_soon");
    expect(bySlug(cars, "edge-reserved").reserved).toBe(true);
    expect(bySlug(cars, "edge-not-reservable").reservable).toBe(false);
    expect(bySlug(cars, "edge-test-drive-only").tag).toBe("Test Drive Only");
    expect(bySlug(cars, "edge-test-drive-vehicle-only").tag).toBe("Test Drive Vehicle Only*");
    expect(bySlug(cars, "edge-special").tag).toBe("Special");
    expect(bySlug(cars, "edge-preorder")).toMatchObject({ tag: "Pre-order", preorder: true });
    expect(bySlug(cars, "edge-hidden").show_on_dealer_website).toBe(false);
    expect(bySlug(cars, "edge-subscription").subscription_price).toBeGreaterThan(0);
    expect(bySlug(cars, "edge-history-report").file).toMatch(/^\/demo-files\/history-\d+\.pdf$/);
  });

  it("prices 0, 10, 11, 200, 201 on otherwise reservable cars", () => {
    const { cars } = folder(QLD);
    for (const p of [0, 10, 11, 200, 201]) {
      const c = bySlug(cars, `edge-price-${p}`);
      expect(c.price).toBe(p);
      expect(c).toMatchObject({ status: "in_stock", sold: false, reserved: false, tag: null, show_on_dealer_website: true });
      expect(c.reservable).not.toBe(false);
      expect(c.payment_processors[0].authorization_key).toMatch(/^pk_live_/);
    }
  });

  it("before_price above and below price", () => {
    const { cars } = folder(QLD);
    const higher = bySlug(cars, "edge-before-price-higher");
    const lower = bySlug(cars, "edge-before-price-lower");
    expect(higher.before_price).toBe(higher.price + 3000);
    expect(lower.before_price).toBe(lower.price - 1500);
  });

  it("market prices exactly 499 and 500 above price, and state averages that decide", () => {
    const { cars } = folder(QLD);
    const m499 = bySlug(cars, "edge-market-499");
    const m500 = bySlug(cars, "edge-market-500");
    expect(m499.autograb_data).toEqual({ average_market_price: m499.price + 499, state_average_market_price: null });
    expect(m500.autograb_data).toEqual({ average_market_price: m500.price + 500, state_average_market_price: null });
    const above = bySlug(cars, "edge-market-state-above");
    expect(above.autograb_data).toEqual({ average_market_price: above.price + 200, state_average_market_price: above.price + 700 });
    const below = bySlug(cars, "edge-market-state-below");
    expect(below.autograb_data).toEqual({ average_market_price: below.price + 900, state_average_market_price: below.price + 300 });
  });

  it("no images, a make without a logo, an unsafe description, odd payment processors", () => {
    const { cars, group } = folder(QLD);
    expect(bySlug(cars, "edge-no-images")).toMatchObject({ primary_image_url: null, images: [], thumbnails: [], photos_count: 0 });
    const noLogo = bySlug(cars, "edge-no-logo-make");
    expect(group.manufacturers.find((m) => m.name === noLogo.make)?.logo).toBeNull();
    const body = bySlug(cars, "edge-unsafe-description").description.body;
    expect(body).toContain("<script>alert(1)</script>");
    expect(body).toMatch(/onclick=/);
    expect(cars.filter((c) => /<script|onclick/i.test(c.description.body)).map((c) => c.slug)).toEqual(["edge-unsafe-description"]);
    expect(bySlug(cars, "edge-test-key").payment_processors[0].authorization_key).toMatch(/^pk_test_/);
    expect(bySlug(cars, "edge-empty-key").payment_processors[0].authorization_key).toBe("");
    expect(bySlug(cars, "edge-no-processor").payment_processors).toEqual([]);
  });

  it("created 1, 7, 8 and 9 days ago around the 8-day just-arrived window", () => {
    const { cars } = folder(QLD);
    for (const d of [1, 7, 8, 9]) expect(bySlug(cars, `edge-created-${d}-day${d === 1 ? "" : "s"}`).created_at_timestamp).toBe(NOW - d * DAY);
  });
});

describe("demo data: realistic fields", () => {
  const BODIES = ["Sedan", "Hatch", "SUV", "Ute", "Wagon", "Van", "Coupe", "Convertible"];
  const FUELS = ["Electric", "Hybrid", "PHEV", "Petrol", "Diesel"];

  it("cars use the platform's body, fuel, drive and transmission words", () => {
    for (const f of folders) {
      for (const c of f.cars.filter((x) => x.item_type === "car")) {
        expect(BODIES).toContain(c.simple_body);
        expect(FUELS).toContain(c.simple_fuel);
        expect(["FWD", "RWD", "AWD", "4WD"]).toContain(c.simple_drive);
        expect(["Automatic", "Manual"]).toContain(c.simple_transmission);
      }
    }
  });

  it("item types per group and km ranges per car type", () => {
    expect(new Set(folder("ridgeline-motorcycles").cars.map((c) => c.item_type))).toEqual(new Set(["motorcycle"]));
    expect(new Set(folder("redgum-campers").cars.map((c) => c.item_type))).toEqual(new Set(["caravan", "camper"]));
    expect(new Set(folder("ironbark-trucks").cars.map((c) => c.item_type))).toEqual(new Set(["truck"]));
    for (const c of folder(QLD).cars) {
      if (c.car_type === "new") expect(c.km).toBeLessThanOrEqual(50);
      if (c.car_type === "demo") expect(c.km >= 1000 && c.km <= 15000).toBe(true);
      if (c.car_type === "used") expect(c.km >= 5000 && c.km <= 250000).toBe(true);
    }
  });

  it("identifiers, images and payment fields are well formed", () => {
    for (const f of folders) {
      for (const c of f.cars) {
        expect(c.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
        expect(c.stocknum).toMatch(/^[A-Z]{3}\d{5}$/);
        expect(c.photos_count).toBe(c.images.length);
        expect(c.thumbnails).toEqual(c.images.map((i) => i.thumb.url));
        expect(c.primary_image_url).toBe(c.images[0]?.url ?? null);
        expect(c.images.length).toBeLessThanOrEqual(8);
        if (c.slug !== "edge-no-images") expect(c.images.length).toBeGreaterThanOrEqual(1);
        for (const img of c.images) expect(img.url).toMatch(/^\/demo-images\/[a-z]+-[a-z]+-[1-8]\.svg$/);
        expect(c.has_checkout_payment_processor).toBe(c.payment_processors.some((p) => p.authorization_key !== ""));
        if (c.file !== null) expect(c.car_type).toBe("used");
        if (c.tag === "Pre-order") expect(c.preorder).toBe(true);
      }
    }
  });

  it("QLD cars are in QLD, about 30% of used cars have a history report, most cars have a live key", () => {
    const { cars } = folder(QLD);
    expect(new Set(cars.map((c) => c.state))).toEqual(new Set(["QLD"]));
    const used = cars.filter((c) => c.car_type === "used");
    const withFile = used.filter((c) => c.file).length / used.length;
    expect(withFile).toBeGreaterThan(0.2);
    expect(withFile).toBeLessThan(0.4);
    expect(used.every((c) => c.autograb_data !== null)).toBe(true);
    const live = cars.filter((c) => c.payment_processors.some((p) => p.authorization_key.startsWith("pk_live_"))).length;
    expect(live / cars.length).toBeGreaterThan(0.8);
    expect(cars.filter((c) => !c.show_on_dealer_website).length).toBeGreaterThanOrEqual(3);
    expect(cars.filter((c) => c.subscription_price).length).toBeGreaterThan(20);
  });

  it("every Drivewell car has a subscription price", () => {
    for (const c of folder("drivewell").cars) expect(c.subscription_price).toBeGreaterThan(0);
  });

  it("every Ironbark truck has a GVM and an axle configuration; no other group's car has either", () => {
    for (const c of folder("ironbark-trucks").cars) {
      expect(c.gvm).toBeGreaterThanOrEqual(4500);
      expect(c.axle_configuration).toMatch(/^(4x2|6x4|8x4)$/);
    }
    for (const f of folders.filter((f) => f.dir !== "ironbark-trucks")) for (const c of f.cars) expect([c.gvm ?? null, c.axle_configuration ?? null]).toEqual([null, null]);
  });

  it("every Coastline car is hired, not sold: daily and weekly rates, no sale price, no online reservation", () => {
    for (const c of folder("coastline-rentals").cars) {
      expect(c.daily_rate).toBeGreaterThan(0);
      expect(c.weekly_rate).toBeGreaterThan(c.daily_rate!);
      expect(c.weekly_rate).toBeLessThan(c.daily_rate! * 7); // a week costs less than seven days
      expect([c.price, c.reservable, c.payment_processors]).toEqual([0, false, []]);
      expect(c.year).toBeGreaterThanOrEqual(2024); // a late-model fleet
    }
    for (const f of folders.filter((f) => f.dir !== "coastline-rentals")) for (const c of f.cars) expect([c.daily_rate ?? null, c.weekly_rate ?? null]).toEqual([null, null]);
  });
});

describe("demo data: references and slugs", () => {
  it("every car's dealership, location and make exist in its group.json", () => {
    for (const f of folders) {
      const dealerships = new Map(f.group.dealerships.map((d) => [d.id, d]));
      const locations = new Map(f.group.locations.map((l) => [l.id, l]));
      const makes = new Map(f.group.manufacturers.map((m) => [m.name, m]));
      for (const c of f.cars) {
        const d = dealerships.get(c.dealership_id);
        const l = locations.get(c.location_id);
        expect(d, `${c.slug} dealership`).toBeDefined();
        expect(l, `${c.slug} location`).toBeDefined();
        expect(c.dealership_slug).toBe(d!.slug);
        expect(l!.dealership_id).toBe(c.dealership_id);
        expect(c.location).toMatchObject({ name: l!.name, slug: l!.slug, phone: l!.contact_detail.phone });
        expect([c.city, c.state]).toEqual([l!.address.city, l!.address.state]);
        expect(l!.badge).toBeUndefined(); // the COMING EARLY location holds no stock
        expect(c.manufacturer).toEqual({ name: c.make, slug: makes.get(c.make)?.slug });
      }
    }
  });

  it("site dealership ids, dealership slugs and manufacturers exist in their group", () => {
    for (const f of folders) {
      const ids = new Set(f.group.dealerships.map((d) => d.id));
      for (const { site } of f.sites) {
        for (const id of site.dealership_ids) expect(ids.has(id), `${site.slug}: dealership ${id}`).toBe(true);
        if (site.dealership_id != null) expect(ids.has(site.dealership_id)).toBe(true);
        if (site.dealership_slug) expect(f.group.dealerships.some((d) => d.slug === site.dealership_slug)).toBe(true);
        if (site.manufacturer) expect(f.group.manufacturers.some((m) => m.name === site.manufacturer && m.id === site.manufacturer_id)).toBe(true);
      }
    }
  });

  it("car slugs, car ids, site slugs, site ids and hosts are unique across all groups", () => {
    const all = <T>(xs: T[]) => expect(new Set(xs).size).toBe(xs.length);
    const cars = folders.flatMap((f) => f.cars);
    all(cars.map((c) => c.slug));
    all(cars.map((c) => c.id));
    all(cars.map((c) => c.stocknum));
    const sites = folders.flatMap((f) => f.sites.map((s) => s.site));
    all(sites.map((s) => s.slug));
    all(sites.map((s) => s.id));
    all(sites.flatMap((s) => s.hosts));
    for (const s of sites) expect(s.hosts.some((h) => h.endsWith(".localhost"))).toBe(false);
    for (const f of folders) {
      all(f.group.dealerships.map((d) => d.id));
      all(f.group.locations.map((l) => l.id));
      all(f.group.locations.map((l) => l.slug));
      all(f.group.reviews.map((r) => r.id));
    }
  });
});

describe("demo data: group and site content", () => {
  it("the QLD group: dealerships, locations, manufacturers, reviews, holiday hours, history and pages", () => {
    const { group } = folder(QLD);
    expect(group.dealerships.length).toBeGreaterThanOrEqual(5);
    expect(group.locations.length).toBeGreaterThanOrEqual(8);
    expect(new Set(group.locations.map((l) => l.location_type))).toEqual(new Set(["sales", "service", "parts"]));
    expect(group.locations.filter((l) => l.badge === "COMING EARLY 2026")).toHaveLength(1);
    expect(group.locations.some((l) => l.location_subtype.includes("buying"))).toBe(true);
    expect(group.manufacturers.length).toBeGreaterThanOrEqual(20);
    expect(group.reviews.length).toBeGreaterThanOrEqual(30);
    for (const r of group.reviews) expect(r.rating >= 3 && r.rating <= 5).toBe(true);
    const xmas = group.special_hours.filter((h) => h.date === "2026-12-25");
    expect(xmas.length).toBeGreaterThan(0);
    expect(xmas.every((h) => h.status === "Closed")).toBe(true);
    expect(group.special_hours.some((h) => h.start_hour && h.end_hour && h.location_id != null)).toBe(true);
    expect(group.special_hours.some((h) => h.hours && h.location?.id != null)).toBe(true);
    expect(group.history.map((h) => h.period)).toEqual(["1950s", "1960s", "1970s", "1980s", "1990s", "2000s", "2010s", "2020s"]);
    const pages = [
      "about-us", "privacy-policy", "terms-and-conditions", "careers", "current-positions", "service", "why-service-with-us",
      "vehicle-parts-and-accessories", "explore-more-brands", "electric-cars", "buying-online", "aftermarket",
      "nsw-dealership-network", "work-experience", "fleet", "news", "book-a-service",
    ];
    for (const p of pages) expect(group.pages[p]?.body.length, p).toBeGreaterThanOrEqual(2);
  });

  it("every group has about-us, privacy-policy and terms-and-conditions", () => {
    for (const f of folders) for (const p of ["about-us", "privacy-policy", "terms-and-conditions"]) expect(f.group.pages[p], `${f.dir} ${p}`).toBeDefined();
  });

  it("the ten demo sites have the documented slugs, templates, locales and search paths", () => {
    const sites = Object.fromEntries(folders.flatMap((f) => f.sites.map((s) => [s.site.slug, s.site])));
    expect(Object.keys(sites).sort()).toEqual(["coastline", "drivewell", "ironbark", "live-oak", "redgum", "ridgeline", "sunshine", "sunshine-mazda", "sunshine-toyota", "tamaki"]);
    expect(sites.ironbark).toMatchObject({ template: "truck", default_search_path: "/search/new-used-and-demo-trucks" });
    expect(sites.coastline).toMatchObject({ template: "rental", default_search_path: "/search/rental-cars" });
    expect(sites.sunshine).toMatchObject({
      template: "group",
      default_search_path: "/search/new-used-and-demo-cars",
      default_state: "qld",
      header: { banner: "Est. 1958 - Family-owned. Community focused.", buttons: [{ label: "Value My Car", href: "/valuations" }, { label: "Book a Service", href: "/service" }] },
    });
    expect(sites.sunshine.navigation.map((n) => n.label)).toEqual(["New Cars", "Used Cars", "Demo Cars", "Finance", "Service", "Our Locations", "About Us", "Contact Us"]);
    expect(sites["sunshine-toyota"]).toMatchObject({ template: "dealer", dealership_ids: [1], default_search_path: "/search/used-cars" });
    expect(sites["sunshine-mazda"]).toMatchObject({ template: "make", manufacturer: "Mazda", dealership_ids: [2], default_search_path: "/pre-owned" });
    expect(sites.drivewell).toMatchObject({ template: "subscription", default_search_path: "/search/subscription-cars", features: { offers_subscription: true } });
    expect(sites.ridgeline).toMatchObject({ template: "motorcycle", vehicle_path: "/motorcycles" });
    expect(sites.redgum).toMatchObject({ template: "camper", vehicle_path: "/campers" });
    expect(sites.redgum.notes.appointment_only).toMatch(/by appointment only/);
    expect(sites.tamaki.locale).toBe("en-NZ");
    expect(sites["live-oak"].locale).toBe("en-US");
    const themes = Object.values(sites).map((s) => s.theme.primary);
    expect(new Set(themes).size).toBe(themes.length);
  });
});

describe("sites/README.md", () => {
  it("its minimal example group.json, stock.json and site json pass the schemas", () => {
    const readme = readFileSync(path.join(SITES, "README.md"), "utf8");
    const section = readme.slice(readme.indexOf("## Minimal example"));
    const blocks = [...section.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => JSON.parse(m[1]));
    expect(blocks.length).toBeGreaterThanOrEqual(3);
    const [group, stock, site] = blocks;
    const g = groupSchema.parse(group);
    const s = stockSchema.parse(stock);
    siteSchema.parse(site);
    expect(s.cars).toHaveLength(1);
    expect(g.dealerships.map((d) => d.id)).toContain(s.cars[0].dealership_id);
    expect(g.locations.map((l) => l.id)).toContain(s.cars[0].location_id);
  });
});

describe("demo pictures (server/demo/)", () => {
  it("every image URL in the demo stock names a picture that renders as an 800x600 SVG", () => {
    const names = new Set(folders.flatMap((f) => f.cars.flatMap((c) => c.images.map((i) => i.url.replace(/^\/demo-images\//, "")))));
    expect(names.size).toBeGreaterThan(50);
    for (const name of names) {
      const svg = renderCarSvg(name);
      expect(svg, name).not.toBeNull();
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 800 600"/);
    }
  });

  it("accepts the name with or without .svg, and is deterministic", () => {
    expect(renderCarSvg("suv-blue-3")).toBe(renderCarSvg("suv-blue-3.svg"));
    expect(renderCarSvg("ute-red-1")).not.toBe(renderCarSvg("ute-red-2"));
    expect(renderCarSvg("motorcycle-green-1")).not.toBe(renderCarSvg("caravan-green-1"));
  });

  it("returns null for names it cannot draw", () => {
    for (const bad of ["", "suv", "suv-blue", "suv-blue-0", "suv-blue-9", "suv-blue-01", "tank-blue-1", "suv-teal-1", "SUV-blue-1", "suv-blue-1.png", "../suv-blue-1", "suv-blue-1.svg?x", "suv-constructor-1", "x".repeat(100)]) {
      expect(renderCarSvg(bad), bad).toBeNull();
    }
  });

  it("brand logos are escaped wordmarks; the not-found picture says so", () => {
    const logo = renderBrandLogoSvg("gwm", 'GWM <script>"&');
    expect(logo).toContain("GWM &lt;script&gt;&quot;&amp;");
    expect(logo).not.toContain("<script>");
    expect(renderBrandLogoSvg("toyota", "Toyota")).toContain(">Toyota</text>");
    expect(renderImageNotFoundSvg()).toContain("Image not found");
  });
});
