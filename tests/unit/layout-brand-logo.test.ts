// The footer's brand logo (spec point 2: "Footer: ... brand logo"; "Missing brand or image falls back
// to a generic image-not-found picture"): a make site shows its brand's logo, the fallback when the
// brand has no logo (logo.url null) or is not in the group's list; other sites show none.
import { describe, expect, it } from "vitest";
import { loadSitesDir } from "../../server/sites/load";
import { SiteRegistry, type SiteEntry } from "../../server/sites/registry";
import { layoutData } from "~/models/layout.server";
import { IMAGE_NOT_FOUND } from "~/lib/images";

const registry = new SiteRegistry(loadSitesDir("sites"), "sunshine");
const request = new Request("http://sunshine-toyota.localhost/");
const entry = (slug: string) => registry.bySiteSlug(slug)!;
/** The entry with its group's manufacturers changed. */
const withBrands = (e: SiteEntry, edit: (m: SiteEntry["group"]["group"]["manufacturers"]) => SiteEntry["group"]["group"]["manufacturers"]): SiteEntry => ({
  ...e,
  group: { ...e.group, group: { ...e.group.group, manufacturers: edit(e.group.group.manufacturers) } },
});

describe("footer brand logo", () => {
  it("a make site shows its brand's logo", () => {
    expect(layoutData(entry("sunshine-toyota"), request).brandLogo).toEqual({ url: "/brand-logos/toyota.svg", name: "Toyota" });
  });

  it("a brand whose logo.url is null, or a brand missing from the list, shows image-not-found", () => {
    const nullLogo = withBrands(entry("sunshine-toyota"), (list) => list.map((m) => (m.name === "Toyota" ? { ...m, logo: { url: null } } : m)));
    expect(layoutData(nullLogo, request).brandLogo).toEqual({ url: IMAGE_NOT_FOUND, name: "Toyota" });
    const noBrand = withBrands(entry("sunshine-toyota"), (list) => list.filter((m) => m.name !== "Toyota"));
    expect(layoutData(noBrand, request).brandLogo).toEqual({ url: IMAGE_NOT_FOUND, name: "Toyota" });
  });

  it("a site without a manufacturer shows no brand logo", () => {
    expect(layoutData(entry("sunshine"), request).brandLogo).toBeNull();
  });
});
