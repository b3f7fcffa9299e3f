// The lead payload of spec point 3 as the server builds it, over the demo sites.
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildLeadPayload, type PayloadInput } from "../../server/leads/payload";
import { loadSitesDir } from "../../server/sites/load";
import { SiteRegistry, type SiteEntry } from "../../server/sites/registry";
import { siteCars } from "../fixtures/site-cars";

let registry: SiteRegistry;
beforeAll(() => {
  registry = new SiteRegistry(loadSitesDir(path.resolve("sites")));
});
const site = (slug: string) => registry.bySiteSlug(slug)!;
const car = (entry: SiteEntry, slug: string) => siteCars(entry).find((c) => c.slug === slug)!;
const build = (entry: SiteEntry, extra: Partial<PayloadInput> = {}) =>
  buildLeadPayload({ entry, values: { name: "Jane", email: "jane@example.com" }, category: "General", url: "https://x.example/contact-us", ...extra });

describe("buildLeadPayload", () => {
  it("campaign ids sent as lead fields also reach lead_attributes.linked_query_params (spec point 3)", () => {
    const p = build(site("sunshine"), { values: { name: "Jane", gclid: "G", utm_source: "google" }, linkedQueryParams: { utm_medium: "cpc" } });
    expect(p).toMatchObject({ gclid: "G", utm_source: "google", utm_medium: "cpc", lead_attributes: { linked_query_params: { gclid: "G", utm_source: "google", utm_medium: "cpc" } } });
  });

  it("always says source 'Website' and names the site, page, user agent and category", () => {
    const p = build(site("sunshine"), { userAgent: "Mozilla/5.0", subcategory: "Quick Enquiry", values: { name: "Jane", source: "Fax", website_slug: "other" } });
    expect(p).toMatchObject({ source: "Website", website_slug: "sunshine", url: "https://x.example/contact-us", user_agent: "Mozilla/5.0", category: "General", subcategory: "Quick Enquiry", form_completed: true });
    expect(p).not.toHaveProperty("lead_status");
  });

  it("adds the car's fields, a field the visitor filled in winning (a trade-in's own make)", () => {
    const entry = site("sunshine");
    const c = car(entry, "edge-special");
    const p = build(entry, { car: c, values: { name: "Jane", "Vehicle Make": "Holden" } });
    expect(p).toMatchObject({
      car_id: c.id,
      car_dealership_id: c.dealership_id,
      stock_number: c.stocknum,
      "Vehicle Make": "Holden",
      "Vehicle Model": c.model,
      car_type: "new",
      vehicle_status: "in_stock",
      manufacturer_slug: "mazda",
      dealership_slug: c.dealership_slug,
      location_id: c.location_id,
    });
  });

  it("a chosen location decides the dealership; 'Service Location' is sent as the location's name", () => {
    const p = build(site("sunshine"), { values: { "Service Location": "113" } });
    expect(p).toMatchObject({ "Service Location": "Sunshine Service Centre Molendinar", location_id: 113, dealership_slug: "sunshine-hyundai" });
    // A location of another group is not a choice.
    expect(build(site("sunshine"), { values: { location_id: "301" } }).location_id).toBeUndefined();
  });

  it("push_leads_to_primary_location sends every lead to the site's primary location", () => {
    const entry = site("sunshine-toyota");
    expect(entry.site.push_leads_to_primary_location).toBe(true);
    const p = build(entry, { values: { location_id: "102" } });
    expect(p).toMatchObject({ location_id: 101, dealership_slug: "sunshine-toyota" });
  });

  it("push_leads_to_primary_dealership and a fixed dealership slug override the dealership", () => {
    const entry = site("sunshine-mazda");
    const c = car(site("sunshine"), "edge-special");
    const pushed = { ...entry, site: { ...entry.site, push_leads_to_primary_dealership: true } };
    expect(build(pushed, { car: { ...c, dealership_slug: "elsewhere" } }).dealership_slug).toBe("sunshine-mazda");
    const fixed = { ...entry, site: { ...entry.site, forms: { ...entry.site.forms, lead_dealership_slug: "mazda-central" } } };
    expect(build(fixed, { car: c }).dealership_slug).toBe("mazda-central");
  });

  it("a single-dealership site sends its dealership and primary location; a make site its manufacturer", () => {
    expect(build(site("tamaki"))).toMatchObject({ dealership_slug: "tamaki-motor-company", location_id: expect.any(Number) });
    expect(build(site("sunshine-mazda")).manufacturer_slug).toBe("mazda");
    // The group site has no single dealership to default to.
    expect(build(site("sunshine"))).not.toHaveProperty("dealership_slug");
  });

  it("partial saves say lead_status 'Incomplete' and form_completed false; the last step 'Complete'", () => {
    expect(build(site("sunshine"), { partial: true, step: 1 })).toMatchObject({ lead_status: "Incomplete", form_completed: false, step: 1 });
    expect(build(site("sunshine"), { step: 3, skippedSteps: [2] })).toMatchObject({ lead_status: "Complete", form_completed: true, step: 3, skipped_steps: [2] });
  });

  it("carries the journey, the campaign ids, day/month/year of a booking and the files flag; drops control fields and blanks", () => {
    const p = build(site("sunshine"), {
      values: { name: "Jane", appointment_time: "2030-01-07T09:30", intent: "submit", favourite_color: "", lead_id: "x", redirectTo: "/", message: "", additional_services: [] },
      visitedPages: ["/", "/cars/a"],
      linkedQueryParams: { gclid: "g1", utm_medium: "cpc", other: "kept" },
      hasFiles: true,
    });
    expect(p).toMatchObject({ day: 7, month: 1, year: 2030, gclid: "g1", utm_medium: "cpc", has_files: true, lead_attributes: { visited_pages: ["/", "/cars/a"], linked_query_params: { gclid: "g1", utm_medium: "cpc", other: "kept" } } });
    for (const key of ["intent", "favourite_color", "lead_id", "redirectTo", "message", "additional_services"]) expect(p).not.toHaveProperty(key);
  });
});
