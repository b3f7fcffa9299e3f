// The large location card's map without a maps key (spec point 2: "a map on one side (map-service
// embed or static image)"; point 7: "Static map images come from an image CDN").
import { describe, expect, it } from "vitest";
import { STATIC_MAP_HEIGHT, STATIC_MAP_WIDTH, imageConfig, staticMapUrl } from "~/lib/images";
import { loadSitesDir } from "../../server/sites/load";
import { SiteRegistry, type SiteEntry } from "../../server/sites/registry";
import { locationPage } from "~/models/locations.server";
import type { Services } from "../../server/context";

const CDN = "https://dealer.imgix.net";

describe("staticMapUrl", () => {
  it("sizes the location's map picture through the image CDN", () => {
    const url = new URL(staticMapUrl("/maps/penrose.png", imageConfig(CDN, {}))!);
    expect(url.origin + url.pathname).toBe(`${CDN}/maps/penrose.png`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ w: String(STATIC_MAP_WIDTH), h: String(STATIC_MAP_HEIGHT), fit: "crop", auto: "format" });
  });

  it("without a service the key is used as it is; no key or an unusable one is no static map", () => {
    expect(staticMapUrl("/maps/penrose.png", imageConfig(null, {}))).toBe("/maps/penrose.png");
    for (const key of [undefined, null, "", "javascript:alert(1)"]) expect(staticMapUrl(key, imageConfig(CDN, {})), String(key)).toBeNull();
  });
});

describe("the location page's card", () => {
  const registry = new SiteRegistry(loadSitesDir("sites"), "sunshine");
  const tamaki = registry.bySiteSlug("tamaki")!;
  const location = tamaki.locations[0];
  const entry: SiteEntry = { ...tamaki, locations: [{ ...location, address: { ...location.address, map_key: "/maps/penrose.png" } }, ...tamaki.locations.slice(1)] };
  const page = (env: Record<string, string>) =>
    locationPage(entry, { env } as unknown as Services, location.slug, new Request(`http://tamaki.localhost/our-location/${location.slug}`), new Date())!;

  it("has the static map when no maps key is set, and none when one is", () => {
    expect(page({ IMAGE_SERVICE_URL: CDN }).card.staticMap).toMatch(new RegExp(`^${CDN}/maps/penrose.png\\?`));
    expect(page({ IMAGE_SERVICE_URL: CDN, MAPS_API_KEY: "key" }).card.staticMap).toBeNull();
  });
});
