// Third-party tags (issue 13 part 3): the ids' formats, the scripts and CSP origins they need, and
// the tracking item payload of vehicle and search views.
import { describe, expect, it } from "vitest";
import { NO_TRACKING_ORIGINS, isTrackingId, siteTracking, trackingOrigins, trackingScripts, type TrackingIds } from "~/lib/tracking/tags";
import { searchTrackingItem, vehicleTrackingItem } from "~/lib/tracking/item";
import { siteSchema } from "../../server/sites/schema";

const ALL: TrackingIds = { tag_manager_id: "GTM-DEMO01", analytics_id: "G-DEMO000001", ad_pixel_id: "100000000000001", call_tracking_id: "100001" };

describe("tracking ids: the vendor's own format only", () => {
  it.each([
    ["tag_manager_id", "GTM-AB12CD"],
    ["analytics_id", "G-AB12CD34EF"],
    ["ad_pixel_id", "123456789012345"],
    ["call_tracking_id", "123456"],
  ] as const)("%s accepts %s", (name, value) => {
    expect(isTrackingId(name, value)).toBe(true);
  });

  // Anything that could end the URL, the attribute or the host it is pasted into.
  it.each([
    ["tag_manager_id", "GTM-AB12\"><script>alert(1)</script>"],
    ["tag_manager_id", "gtm-ab12cd"],
    ["tag_manager_id", "GTM-AB12&l=evil"],
    ["analytics_id", "UA-12345-1"],
    ["analytics_id", "G-AB12 CD"],
    ["ad_pixel_id", "12345678901234a"],
    ["ad_pixel_id", "javascript:alert(1)"],
    ["call_tracking_id", "evil.example/x"],
    ["call_tracking_id", "123456.evil.example#"],
    ["call_tracking_id", ""],
  ] as const)("%s refuses %j", (name, value) => {
    expect(isTrackingId(name, value)).toBe(false);
  });

  it("the site file refuses a bad id, naming the field", () => {
    const result = siteSchema.safeParse({ id: 1, slug: "x", template: "dealer", name: "X", tracking: { ad_pixel_id: "1'><script>" } });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0].path).toEqual(["tracking", "ad_pixel_id"]);
    expect(result.error!.issues[0].message).toMatch(/numeric Meta \(Facebook\) pixel id/);
  });

  it("the site file refuses an unknown tracking field (a typo must not silently drop a tag)", () => {
    expect(siteSchema.safeParse({ id: 1, slug: "x", template: "dealer", name: "X", tracking: { gtm_id: "GTM-AB12CD" } }).success).toBe(false);
  });

  it("no tracking block means no ids", () => {
    const site = siteSchema.parse({ id: 1, slug: "x", template: "dealer", name: "X" });
    expect(site.tracking).toEqual({});
    expect(siteTracking(site.tracking)).toBeNull();
  });
});

describe("the scripts a site's ids load", () => {
  it("each id its vendor's script, the tag manager first", () => {
    expect(trackingScripts(ALL)).toEqual([
      { name: "tag_manager_id", src: "https://www.googletagmanager.com/gtm.js?id=GTM-DEMO01" },
      { name: "analytics_id", src: "https://www.googletagmanager.com/gtag/js?id=G-DEMO000001" },
      { name: "ad_pixel_id", src: "https://connect.facebook.net/en_US/fbevents.js" },
      { name: "call_tracking_id", src: "https://100001.tctm.co/t.js" },
    ]);
  });
  it("only the ids set; none without ids", () => {
    expect(trackingScripts({ analytics_id: "G-DEMO000001" }).map((s) => s.name)).toEqual(["analytics_id"]);
    expect(trackingScripts({})).toEqual([]);
    expect(siteTracking({ analytics_id: "G-DEMO000001" })).toEqual({ analytics_id: "G-DEMO000001" });
  });
});

describe("the CSP origins a site's ids need", () => {
  it("nothing on a site without ids", () => {
    expect(trackingOrigins({})).toEqual(NO_TRACKING_ORIGINS);
    expect(trackingOrigins(undefined)).toEqual({ script: [], img: [], connect: [] });
  });
  it("the ad pixel alone: its script host, and the host its events go to", () => {
    expect(trackingOrigins({ ad_pixel_id: "100000000000001" })).toEqual({
      script: ["https://connect.facebook.net"],
      img: ["https://www.facebook.com"],
      connect: ["https://www.facebook.com", "https://connect.facebook.net"],
    });
  });
  it("call tracking: the account's own host only, never a wildcard", () => {
    expect(trackingOrigins({ call_tracking_id: "100001" })).toEqual({ script: ["https://100001.tctm.co"], img: [], connect: ["https://100001.tctm.co"] });
  });
  it("every id: each origin once, every script's origin allowed", () => {
    const origins = trackingOrigins(ALL);
    for (const list of Object.values(origins)) expect(new Set(list).size).toBe(list.length);
    for (const { src } of trackingScripts(ALL)) {
      const host = new URL(src).origin;
      expect(origins.script.some((o) => o === host || (o.includes("*.") && host.endsWith(o.split("*")[1])))).toBe(true);
    }
  });
});

describe("the tracking item payload (content ids, currency, value, content_name, search_string)", () => {
  const car = { id: 4711, price: 30990, title: "2026 Toyota Corolla SX" };
  it("a vehicle view: the car's id, the site's currency, its price and title", () => {
    expect(vehicleTrackingItem(car, "en-AU")).toEqual({
      view: "vehicle",
      content_ids: ["4711"],
      currency: "AUD",
      value: 30990,
      content_name: "2026 Toyota Corolla SX",
    });
  });
  it("NZ and US sites report their own currency", () => {
    expect(vehicleTrackingItem(car, "en-NZ").currency).toBe("NZD");
    expect(vehicleTrackingItem(car, "en-US").currency).toBe("USD");
  });
  it("no value where the page shows no price (10 or less)", () => {
    expect(vehicleTrackingItem({ ...car, price: 10 }, "en-AU")).not.toHaveProperty("value");
    expect(vehicleTrackingItem({ ...car, price: 11 }, "en-AU").value).toBe(11);
  });
  it("a search view: the result cars' ids in order and the keyword", () => {
    expect(searchTrackingItem([3, 1, 2], "hybrid", "en-AU")).toEqual({ view: "search", content_ids: ["3", "1", "2"], currency: "AUD", search_string: "hybrid" });
    expect(searchTrackingItem([], "", "en-US")).toEqual({ view: "search", content_ids: [], currency: "USD", search_string: "" });
  });
});
