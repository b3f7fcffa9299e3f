// The location pages' loaders over the demo sites: called with plain Requests, as Remix calls them.
import path from "node:path";
import type { AppLoadContext } from "@remix-run/node";
import { beforeAll, describe, expect, it } from "vitest";
import type { Services } from "../../server/context";
import { createEmbeddedGeocoder } from "../../server/geocoding/embedded";
import type { Geocoder } from "../../server/geocoding/port";
import { parseEnv } from "../../server/env";
import { loadSitesDir } from "../../server/sites/load";
import { SiteRegistry } from "../../server/sites/registry";
import { GEOCODING_UNAVAILABLE, contactLocationPage, dealershipReviews, locationPage, locationsPage } from "~/models/locations.server";
import { sitemapPaths } from "~/models/sitemap.server";
import { loader as locationsLoader } from "~/routes/our-locations._index";
import { loader as locationLoader } from "~/routes/our-location.$slug";
import { loader as contactLoader } from "~/routes/contact-us_.$slug";
import { SearchService } from "../../server/search/service";
import { createCaptchaService } from "../../server/captcha/service";

let registry: SiteRegistry;
let services: Services;
const NOW = new Date("2026-11-21T00:00:00Z");

beforeAll(() => {
  registry = new SiteRegistry(loadSitesDir(path.resolve("sites")));
  services = { env: parseEnv({}), registry, geocoder: createEmbeddedGeocoder(), captcha: createCaptchaService("locations-test-captcha-key-000000000000", { claim: () => Promise.reject(new Error("these pages verify no solution")) }) } as unknown as Services;
});

const site = (slug: string) => registry.bySiteSlug(slug)!;
const context = (slug: string, extra: Partial<Services> = {}) => ({ site: site(slug), services: { ...services, ...extra } }) as unknown as AppLoadContext;
const request = (url: string, headers: Record<string, string> = {}) => new Request(`http://sunshine.localhost${url}`, { headers });

describe("/our-locations/ on the group site (multi-location)", () => {
  it("lists every visible location in position order with a pin each and the postcode box", async () => {
    const page = await locationsPage(site("sunshine"), services, null, NOW);
    expect(page.multi).toBe(true);
    expect(page.cards.map((c) => c.id)).toEqual([101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114]);
    expect(page.pins.map((p) => p.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(page.nearest).toMatchObject({ postcode: "", error: null, label: "Postcode", maxLength: 4 });
    expect(page.mapsApiKey).toBeNull();
    expect(page.status).toBe(200);
    expect(page.cards.find((c) => c.id === 110)?.badge).toBe("COMING EARLY 2026");
  });

  it("orders by haversine distance from the postcode and shows each distance", async () => {
    const page = await locationsPage(site("sunshine"), services, "4558", NOW);
    expect(page.nearest).toMatchObject({ postcode: "4558", error: null, place: "Cotton Tree" });
    expect(page.cards[0]).toMatchObject({ slug: "sunshine-kia-maroochydore", distanceText: "1.2 km" });
    const kms = page.cards.map((c) => Number.parseFloat(c.distanceText!.replace(/,/g, "")));
    expect([...kms].sort((a, b) => a - b)).toEqual(kms);
    // pins keep position order, so their numbers do not move with the postcode
    expect(page.pins[0].id).toBe(101);
  });

  const FORMAT = "Invalid postcode. Please enter a 4-digit number.";
  it.each([
    ["abcd", "abcd", FORMAT],
    ["99999", "99999", FORMAT],
    ["400", "400", FORMAT],
    ["full-width digits", "４０００", FORMAT],
    ["SQL", "4000; DROP TABLE", FORMAT],
    ["10 kB", "x".repeat(10_240), FORMAT],
    ["empty", "", "*This is a required field."],
    ["spaces", "   ", "*This is a required field."],
    ["0000 (no such postcode)", "0000", "Invalid postcode"],
    ["0001 (no such postcode)", "0001", "Invalid postcode"],
  ])("postcode %s gives a field message, status 400 and the default order", async (_name, postcode, message) => {
    const page = await locationsPage(site("sunshine"), services, postcode, NOW);
    expect(page.nearest?.error).toBe(message);
    expect(page.status).toBe(400);
    expect(page.cards.every((c) => c.distanceText === null)).toBe(true);
    expect(page.nearest!.postcode.length).toBeLessThanOrEqual(12);
  });

  it("a geocoder that cannot answer (or throws) is our problem: a polite message, status 200", async () => {
    const down: Geocoder = { name: "down", supports: () => true, geocodePostcode: async () => ({ status: "unavailable", reason: "test" }) };
    const broken: Geocoder = { name: "broken", supports: () => true, geocodePostcode: async () => Promise.reject(new Error("boom")) };
    for (const geocoder of [down, broken]) {
      const page = await locationsPage(site("sunshine"), { ...services, geocoder }, "4000", NOW);
      expect(page.nearest?.error).toBe(GEOCODING_UNAVAILABLE);
      expect(page.status).toBe(200);
    }
  });

  it("a maps key reaches the map", async () => {
    const keyed = { ...services, env: parseEnv({ MAPS_API_KEY: "browser-key" }) };
    expect((await locationsPage(site("sunshine"), keyed, null, NOW)).mapsApiKey).toBe("browser-key");
  });
});

describe("the multiple-location rule: more than one dealership (or forced) and more than one location", () => {
  it.each([
    ["sunshine-mazda", 2, false], // one dealership, two locations
    ["sunshine-toyota", 2, false],
    ["redgum", 2, false],
    ["tamaki", 3, false],
    ["live-oak", 3, true], // two dealerships
  ])("%s (%d locations) → multi-location %s", async (slug, count, multi) => {
    const page = await locationsPage(site(slug), services, "4000", NOW);
    expect(page.cards).toHaveLength(count);
    expect(page.multi).toBe(multi);
    if (!multi) {
      expect(page.nearest).toBeNull(); // no postcode box, and the postcode is ignored
      expect(page.status).toBe(200);
    }
  });

  it("a site with one location (the minimal fixture) has no multi-location display", async () => {
    const minimal = new SiteRegistry(loadSitesDir(path.resolve("tests/fixtures/minimal-sites")));
    const page = await locationsPage(minimal.bySiteSlug("corner-cars")!, services, "4000", NOW);
    expect(page.cards).toHaveLength(1);
    expect(page.multi).toBe(false);
    expect(page.nearest).toBeNull();
  });

  it("forced on a one-dealership site", async () => {
    const entry = site("sunshine-toyota");
    const forced = { ...entry, site: { ...entry.site, location_settings: { ...entry.site.location_settings, force_multiple: true } } };
    expect((await locationsPage(forced, services, null, NOW)).multi).toBe(true);
  });

  it("a US site gets the ZIP code box from the shipped ZIP table, and the spec's message in its own words", async () => {
    const page = await locationsPage(site("live-oak"), services, "78759", NOW);
    expect(page.nearest).toMatchObject({ label: "ZIP code", maxLength: 5, error: null, place: "Austin TX" });
    expect(page.intro).toBe("3 locations. Enter your ZIP code to find the nearest.");
    expect(page.cards[0].slug).toBe("live-oak-toyota-north-austin");
    expect(page.cards[0].distanceText).toMatch(/ mi$/);
    const unknown = await locationsPage(site("live-oak"), services, "00000", NOW);
    expect(unknown.nearest?.error).toBe("Invalid ZIP code");
    expect(unknown.status).toBe(400);
  });

  it("a site whose country has no table (New Zealand) says plainly that lookup by postcode is not available, and lists every location", async () => {
    const entry = site("tamaki");
    const forced = { ...entry, site: { ...entry.site, location_settings: { ...entry.site.location_settings, force_multiple: true } } };
    const page = await locationsPage(forced, services, "1061", NOW);
    expect(page.multi).toBe(true);
    expect(page.nearest).toBeNull();
    expect(page.intro).toBe("3 locations. Finding the nearest by postcode is not available here: every location is listed below.");
    expect(page.cards).toHaveLength(3);
  });
});

describe("site settings on the cards", () => {
  it("the group site shows licences and 'Book a Service' on service locations", async () => {
    const { cards } = await locationsPage(site("sunshine"), services, null, NOW);
    expect(cards.find((c) => c.id === 101)?.licences.map((l) => l.number)).toEqual(["DL 3170458", "MRB 48213"]);
    expect(cards.find((c) => c.id === 102)?.bookServicePath).toBe("/service?location=sunshine-toyota-service-ipswich");
    expect(cards.filter((c) => c.bookServicePath).map((c) => c.kind)).toEqual(["service", "service"]);
  });

  it("the dealer site shows neither", async () => {
    const { cards } = await locationsPage(site("sunshine-toyota"), services, null, NOW);
    expect(cards.every((c) => c.licences.length === 0 && c.bookServicePath === null)).toBe(true);
  });

  it("the camper site's locations carry the appointment-only note", async () => {
    const { cards } = await locationsPage(site("redgum"), services, null, NOW);
    expect(cards.map((c) => c.appointmentNote)).toEqual([expect.stringMatching(/by appointment only/), expect.stringMatching(/by appointment only/)]);
  });

  it("holiday hours come from both field shapes", async () => {
    const { cards } = await locationsPage(site("sunshine"), services, null, NOW);
    expect(cards.find((c) => c.id === 101)?.holidayHours[0]).toEqual({ date: "2026-12-24", label: "Thu 24 Dec 2026", text: "8:00am - 12:00pm" });
    expect(cards.find((c) => c.id === 102)?.holidayHours[0]).toEqual({ date: "2026-12-24", label: "Thu 24 Dec 2026", text: "8:00am - 12:00pm" });
  });
});

describe("/our-location/{slug}", () => {
  it("gives the card, reviews of that location (12 at most) and AutoDealer JSON-LD with departments", () => {
    const page = locationPage(site("sunshine"), services, "sunshine-toyota-ipswich", request("/our-location/sunshine-toyota-ipswich"), NOW)!;
    expect(page.card.name).toBe("Sunshine Toyota Ipswich");
    expect(page.reviews?.summary).toBe("4.7 (912 reviews)");
    expect(page.reviews!.reviews.length).toBeGreaterThan(0);
    expect(page.reviews!.reviews.length).toBeLessThanOrEqual(12);
    expect(page.jsonLd).toMatchObject({
      "@type": "AutoDealer",
      url: "https://www.sunshinemotorgroup.com.au/our-location/sunshine-toyota-ipswich",
      aggregateRating: { ratingValue: 4.7, reviewCount: 912 },
    });
    expect(page.jsonLd.department?.map((d) => d.name)).toEqual(["Sunshine Toyota Service Ipswich"]);
    expect(page.multi).toBe(true);
    expect(page.otherLocations).toHaveLength(13);
  });

  it("a location without a rating has no reviews and no aggregateRating", () => {
    const page = locationPage(site("sunshine"), services, "sunshine-byd-helensvale", request("/"), NOW)!;
    expect(page.reviews).toBeNull();
    expect(page.jsonLd).not.toHaveProperty("aggregateRating");
  });

  it("on a one-location site the contact form posts the location as a hidden field (no selector)", async () => {
    const minimal = new SiteRegistry(loadSitesDir(path.resolve("tests/fixtures/minimal-sites")));
    const entry = minimal.bySiteSlug("corner-cars")!;
    const page = await contactLocationPage({ site: entry, services } as never, entry, request("/contact-us/corner-cars-darwin"), "corner-cars-darwin", NOW);
    const id = String(entry.locations[0].id);
    expect(page?.form.view.hidden.location_id).toBe(id);
    expect(page?.form.view.decl.steps[0].fields.some((f) => f.name === "location_id")).toBe(false);
  });

  it("on a one-location site there is no list of other locations", () => {
    expect(locationPage(site("sunshine-mazda"), services, "sunshine-mazda-newstead", request("/"), NOW)?.otherLocations).toEqual([]);
    const minimal = new SiteRegistry(loadSitesDir(path.resolve("tests/fixtures/minimal-sites")));
    const page = locationPage(minimal.bySiteSlug("corner-cars")!, services, "corner-cars-darwin", request("/"), NOW)!;
    expect(page.multi).toBe(false);
    expect(page.otherLocations).toEqual([]);
  });

  it("another site's location, a hidden location and an unknown slug are not found", async () => {
    expect(locationPage(site("sunshine-mazda"), services, "sunshine-toyota-ipswich", request("/"), NOW)).toBeNull();
    expect(locationPage(site("sunshine"), services, "no-such-place", request("/"), NOW)).toBeNull();
    const entry = site("sunshine");
    const hidden = { ...entry, locations: entry.locations.map((l) => (l.id === 101 ? { ...l, visible: false } : l)) };
    expect(locationPage(hidden, services, "sunshine-toyota-ipswich", request("/"), NOW)).toBeNull();
    expect(await contactLocationPage(context("sunshine"), hidden, request("/contact-us/sunshine-toyota-ipswich"), "sunshine-toyota-ipswich", NOW)).toBeNull();
  });
});

describe("dealership reviews (for a dealership page)", () => {
  it("shows the dealership's summary and its reviews", () => {
    const reviews = dealershipReviews(site("sunshine"), "sunshine-toyota");
    expect(reviews?.summary).toBe("4.7 (1284 reviews)");
    expect(reviews?.reviews.length).toBeGreaterThan(0);
  });

  it("is null for an unknown dealership or when reviews are switched off", () => {
    expect(dealershipReviews(site("sunshine"), "nope")).toBeNull();
    const entry = site("sunshine");
    const off = { ...entry, site: { ...entry.site, features: { ...entry.site.features, reviews: false } } };
    expect(dealershipReviews(off, "sunshine-toyota")).toBeNull();
  });
});

describe("route loaders: bad input is a 404 or a field message, never a 500", () => {
  const notFound = async (run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (thrown) {
      expect(thrown).toBeInstanceOf(Response);
      return (thrown as Response).status;
    }
    return "no throw";
  };

  it.each([
    ["unknown", "no-such-location"],
    ["unicode", "sunshine-tøyota-ipswich"],
    ["emoji", "🚗"],
    ["10 kB", "a".repeat(10_240)],
    ["upper case", "Sunshine-Toyota-Ipswich"],
    ["empty", ""],
  ])("a slug that is %s → 404 on /our-location/ and /contact-us/", async (_name, slug) => {
    const args = { params: { slug }, request: request(`/our-location/${encodeURIComponent(slug)}`), context: context("sunshine") } as never;
    expect(await notFound(() => locationLoader(args))).toBe(404);
    expect(await notFound(() => contactLoader(args))).toBe(404);
  });

  it("a known slug loads both pages", async () => {
    const args = { params: { slug: "sunshine-kia-maroochydore" }, request: request("/our-location/sunshine-kia-maroochydore"), context: context("sunshine") } as never;
    expect((await locationLoader(args)).card.slug).toBe("sunshine-kia-maroochydore");
    const contact = await contactLoader({ ...(args as object), request: request("/contact-us/sunshine-kia-maroochydore") } as never);
    expect(contact.card.slug).toBe("sunshine-kia-maroochydore");
    // The contact form with this location preselected, posting to this page (Remix's own action: none set).
    expect(contact.form.view.key).toBe("contact");
    expect(contact.form.view.action).toBeUndefined();
    expect(contact.form.view.defaultValue.location_id).toBe("105");
    expect(contact.form.heading).toBe("Contact Sunshine Kia Maroochydore");
  });

  it("a page load of /our-locations is redirected to /our-locations/ (301), a data request is not", async () => {
    const args = (headers: Record<string, string>) => ({ params: {}, request: request("/our-locations?postcode=4000", headers), context: context("sunshine") }) as never;
    const thrown = await locationsLoader(args({ "sec-fetch-dest": "document" })).catch((r: Response) => r);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(301);
    expect((thrown as Response).headers.get("location")).toBe("/our-locations/?postcode=4000");
    const result = (await locationsLoader(args({ "sec-fetch-dest": "empty" }))) as unknown as { init: { status: number } };
    expect(result.init.status).toBe(200);
  });

  it("bad postcodes answer 400 with the page", async () => {
    for (const postcode of ["abcd", "99999", "", "0000"]) {
      const args = { params: {}, request: request(`/our-locations/?postcode=${postcode}`), context: context("sunshine") } as never;
      const result = (await locationsLoader(args)) as unknown as { data: { nearest: { error: string } }; init: { status: number } };
      expect(result.init.status).toBe(400);
      expect(result.data.nearest.error).toMatch(/postcode|required/i);
    }
  });
});

describe("sitemap", () => {
  it("lists /our-locations/ and every visible location page", () => {
    const paths = sitemapPaths(site("sunshine"), new SearchService(registry).forSite(site("sunshine")));
    expect(paths).toContain("/our-locations/");
    expect(paths).toContain("/our-location/sunshine-toyota-ipswich");
    expect(paths.filter((p) => p.startsWith("/our-location/"))).toHaveLength(14);
  });
});
