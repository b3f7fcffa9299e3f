// Search settings in a site file: a search_filters expression that does not parse stops loading,
// naming the file and the field; promo cards and the search block take the spec's defaults.
import { describe, expect, it } from "vitest";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadGroup, SitesError } from "../../server/sites/load";
import { siteSchema } from "../../server/sites/schema";
import { searchState, siteScope } from "../../server/search/site-filter";

function withSite(edit: (site: Record<string, unknown>) => void) {
  const dir = mkdtempSync(path.join(tmpdir(), "search-sites-"));
  cpSync(path.resolve("tests/fixtures/minimal-sites/corner-cars"), dir, { recursive: true });
  const file = path.join(dir, "sites/corner-cars.json");
  const site = JSON.parse(readFileSync(file, "utf8"));
  edit(site);
  writeFileSync(file, JSON.stringify(site));
  return { dir, file };
}

describe("search_filters", () => {
  it("a parse error stops loading, naming file, field and column", () => {
    const { dir, file } = withSite((s) => (s.search_filters = "car_type:=used && colour:=red"));
    expect(() => loadGroup(dir)).toThrow(SitesError);
    try {
      loadGroup(dir);
    } catch (e) {
      expect((e as Error).message).toContain(`${file}: field search_filters: unknown field 'colour'`);
      expect((e as Error).message).toContain("at column 19");
    }
  });

  it("a valid expression loads", () => {
    const { dir } = withSite((s) => (s.search_filters = "photos_count:>0 && stocknum:!=[ABC123]"));
    expect(loadGroup(dir).sites[0].search_filters).toBe("photos_count:>0 && stocknum:!=[ABC123]");
  });
});

describe("search settings and promo cards", () => {
  const minimal = { id: 1, slug: "x", template: "dealer", name: "X" };

  it("default to the spec's values", () => {
    const site = siteSchema.parse(minimal);
    expect(site.search).toEqual({
      default_sort: "relevance",
      km_sort: false,
      positive_price_on_price_asc: false,
      limit_to_manufacturer: false,
      limit_to_state: false,
      preferred_make_order: [],
    });
    expect(site.promo_cards).toEqual([]);
  });

  it("a promo card has start, expiry, position, display, strictDisplay and node", () => {
    const site = siteSchema.parse({
      ...minimal,
      promo_cards: [{ start: "2026-11-01", expiry: "2026-12-31T23:59:59+10:00", position: 9, node: { heading: "Finance from 6.99%", href: "/finance" } }],
    });
    expect(site.promo_cards[0]).toEqual({
      start: "2026-11-01",
      expiry: "2026-12-31T23:59:59+10:00",
      position: 9,
      display: true,
      strictDisplay: false,
      node: { heading: "Finance from 6.99%", text: "", href: "/finance", label: "Find out more", image: null },
    });
  });

  it.each([
    [{ search: { default_sort: "cheapest" } }, "search.default_sort"],
    [{ search: { page_size: 0 } }, "search.page_size"],
    [{ search: { preferred_make_order: Array.from({ length: 21 }, (_, i) => `Make ${i}`) } }, "search.preferred_make_order"],
    [{ search: { preferred_make_order: ["Toyota", " "] } }, "search.preferred_make_order.1"],
    [{ promo_cards: [{ expiry: "soon", node: { heading: "x", href: "/x" } }] }, "promo_cards.0.expiry"],
    [{ promo_cards: [{ node: { heading: "x", href: "/x" }, colour: "red" }] }, "promo_cards.0"],
  ])("refuses %j at %s", (extra, field) => {
    const result = siteSchema.safeParse({ ...minimal, ...extra });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join("."))).toContain(field);
  });
});

describe("the search's state limit (spec point 7 'site state'; point 9 'Group default state qld')", () => {
  const minimal = { id: 1, slug: "x", template: "dealer", name: "X", search: { limit_to_state: true } };
  const stateMatch = (extra: Record<string, unknown>) =>
    JSON.stringify(siteScope(siteSchema.parse({ ...minimal, ...extra }))).match(/"field":"state","negate":false,"values":\[("[A-Z]+")\]/)?.[1] ?? null;

  it("is the site's own state when it has one", () => {
    expect(searchState({ state: "NSW", default_state: "qld" })).toBe("NSW");
    expect(stateMatch({ state: "NSW", default_state: "qld" })).toBe('"NSW"');
  });

  it("falls back to the site's default state, upper-cased as the stock writes it ('qld' → 'QLD')", () => {
    expect(searchState({ state: "", default_state: "qld" })).toBe("QLD");
    expect(stateMatch({ default_state: "qld" })).toBe('"QLD"');
  });

  it("is no limit without either", () => {
    expect(searchState({ state: "", default_state: undefined })).toBeNull();
    expect(stateMatch({})).toBeNull();
  });
});
