import { describe, expect, it } from "vitest";
import {
  OUR_LOCATIONS_PATH,
  canonicalLocationsRedirect,
  contactFormPath,
  contactLocationPath,
  locationPath,
  parseLocationSlug,
} from "~/lib/locations/paths";

describe("location paths", () => {
  it("uses the spec's routes", () => {
    expect(OUR_LOCATIONS_PATH).toBe("/our-locations/");
    expect(locationPath("sunshine-kia-maroochydore")).toBe("/our-location/sunshine-kia-maroochydore");
    expect(contactLocationPath("sunshine-kia-maroochydore")).toBe("/contact-us/sunshine-kia-maroochydore");
    expect(contactFormPath("sunshine-kia-maroochydore")).toBe("/contact-us?location=sunshine-kia-maroochydore");
  });
});

describe("parseLocationSlug: a lower-case slug of at most 100 characters, else null (a 404)", () => {
  it.each([
    ["sunshine-toyota-ipswich", "sunshine-toyota-ipswich"],
    ["a", "a"],
    ["x".repeat(100), "x".repeat(100)],
  ])("%s is a slug", (raw, slug) => {
    expect(parseLocationSlug(raw)).toBe(slug);
  });

  it.each([
    ["undefined", undefined],
    ["empty", ""],
    ["101 characters", "x".repeat(101)],
    ["10 kB", "a".repeat(10_240)],
    ["upper case", "Sunshine-Toyota"],
    ["unicode", "sunshine-tøyota"],
    ["emoji", "🚗"],
    ["double hyphen", "sunshine--toyota"],
    ["leading hyphen", "-sunshine"],
    ["trailing hyphen", "sunshine-"],
    ["path traversal", "../etc/passwd"],
    ["space", "sunshine toyota"],
    ["percent", "sunshine%20toyota"],
  ])("%s is not a slug", (_name, raw) => {
    expect(parseLocationSlug(raw)).toBeNull();
  });
});

describe("canonicalLocationsRedirect: /our-locations → /our-locations/ for page loads only", () => {
  const document = { "sec-fetch-dest": "document", accept: "text/html,application/xhtml+xml" };
  const headers = (h: Record<string, string>) => new Headers(h);

  it("a browser page load of /our-locations goes to /our-locations/, keeping the query", () => {
    expect(canonicalLocationsRedirect(new URL("http://x/our-locations"), headers(document))).toBe("/our-locations/");
    expect(canonicalLocationsRedirect(new URL("http://x/our-locations?postcode=4000"), headers(document))).toBe(
      "/our-locations/?postcode=4000",
    );
  });

  it("a client without Sec-Fetch headers that asks for HTML is redirected too", () => {
    expect(canonicalLocationsRedirect(new URL("http://x/our-locations"), headers({ accept: "text/html" }))).toBe("/our-locations/");
  });

  it("the canonical path is never redirected", () => {
    expect(canonicalLocationsRedirect(new URL("http://x/our-locations/"), headers(document))).toBeNull();
  });

  // Remix's data requests for /our-locations/ arrive as /our-locations (the .data suffix replaces the slash):
  // redirecting them would loop, so only document loads are redirected.
  it.each([
    ["a fetch from the page (Sec-Fetch-Dest: empty)", { "sec-fetch-dest": "empty", accept: "*/*" }],
    ["a fetch without Sec-Fetch headers", { accept: "*/*" }],
    ["no headers at all", {}],
  ])("%s is not redirected", (_name, h) => {
    expect(canonicalLocationsRedirect(new URL("http://x/our-locations"), headers(h))).toBeNull();
  });
});
