// Site data that would start silently and then misbehave stops start-up, naming file and field.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSitesDir } from "../../server/sites/load";

const minimal = path.resolve("tests/fixtures/minimal-sites");
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A copy of the minimal fixture with one file edited; returns the copy's folder. */
function copyWith(edit: (dir: string) => void) {
  const dir = mkdtempSync(path.join(tmpdir(), "sites-load-"));
  cpSync(minimal, dir, { recursive: true });
  edit(path.join(dir, "corner-cars"));
  return dir;
}
function editJson(file: string, change: (json: Json) => void) {
  const json = JSON.parse(readFileSync(file, "utf8"));
  change(json);
  writeFileSync(file, JSON.stringify(json));
}
const group = (change: (g: Json) => void) => (d: string) => editJson(path.join(d, "group.json"), change);
const stock = (change: (cars: Json[]) => void) => (d: string) => editJson(path.join(d, "stock.json"), (s) => change(s.cars));
const site = (change: (s: Json) => void) => (d: string) => editJson(path.join(d, "sites/corner-cars.json"), change);
// JSON.parse reads 1e999 as Infinity, so a file can carry a non-finite number.
const stockText = (change: (text: string) => string) => (d: string) => {
  const file = path.join(d, "stock.json");
  writeFileSync(file, change(readFileSync(file, "utf8")));
};

function failure(edit: (dir: string) => void) {
  const dir = copyWith(edit);
  try {
    loadSitesDir(dir);
  } catch (error) {
    return String(error).replaceAll(dir, "<dir>");
  }
  return "started";
}

describe("site data checks at start-up", () => {
  it("loads the minimal fixture", () => {
    expect(loadSitesDir(minimal)).toHaveLength(1);
  });

  it("finds no content page at a prototype key such as /constructor", () => {
    const [loaded] = loadSitesDir(minimal);
    for (const key of ["constructor", "toString", "__proto__", "hasOwnProperty"]) {
      expect(loaded.group.pages[key], key).toBeUndefined();
      expect(loaded.sites[0].pages[key], key).toBeUndefined();
    }
  });

  it("refuses an empty group folder", () => {
    expect(failure((d) => mkdirSync(path.join(d, "../empty-group")))).toContain("<dir>/empty-group/group.json is missing");
  });

  it("refuses a group whose sites folder holds no site file", () => {
    expect(failure((d) => rmSync(path.join(d, "sites/corner-cars.json")))).toContain("<dir>/corner-cars/sites holds no site file");
  });

  it("refuses a site whose slug differs from its file name", () => {
    const message = failure((d) => renameSync(path.join(d, "sites/corner-cars.json"), path.join(d, "sites/corner.json")));
    expect(message).toContain("<dir>/corner-cars/sites/corner.json: field slug: 'corner-cars' differs from the file name");
  });

  it("refuses duplicate car ids and duplicate car slugs", () => {
    const sameSlug = stock((cars) => cars.push({ ...cars[0], id: 2 }));
    expect(failure(sameSlug)).toContain("<dir>/corner-cars/stock.json: car 2: field slug: duplicate slug 2019-mazda-cx-5-maxx-1");
    const sameId = stock((cars) => cars.push({ ...cars[0], slug: "second-car" }));
    expect(failure(sameId)).toContain("<dir>/corner-cars/stock.json: car second-car: field id: duplicate id 1");
  });

  it.each([
    ["price", '"price": 1e999', "cars.0.price"],
    ["km", '"km": 1e999', "cars.0.km"],
    ["year", '"year": 1e999', "cars.0.year"],
  ])("refuses a non-finite %s", (field, replacement, path_) => {
    const message = failure(stockText((t) => t.replace(new RegExp(`"${field}": *[^,}]+`), replacement)));
    expect(message).toContain(`<dir>/corner-cars/stock.json: field ${path_}:`);
  });

  it("refuses a non-finite latitude or rating in the group", () => {
    const message = failure((d) => {
      const file = path.join(d, "group.json");
      writeFileSync(file, readFileSync(file, "utf8").replace(/"lat": *[^,}]+/, '"lat": 1e999'));
    });
    expect(message).toContain("<dir>/corner-cars/group.json: field locations.0.address.lat:");
  });

  it.each(["2026-02-30", "soon", "2026-13-01"])("refuses the holiday date %s", (date) => {
    const message = failure(group((g) => (g.special_hours = [{ date, status: "Closed", location_id: 700 }])));
    expect(message).toContain("<dir>/corner-cars/group.json: field special_hours.0.date: must be a real date");
  });

  it("refuses a promo card that starts on 2026-02-30", () => {
    const message = failure(site((s) => (s.promo_cards = [{ start: "2026-02-30", node: { heading: "x", href: "/x" } }])));
    expect(message).toContain("<dir>/corner-cars/sites/corner-cars.json: field promo_cards.0.start:");
  });

  const script = "javascript:alert(document.cookie)";
  it.each<[string, (d: string) => void, string]>([
    ["a navigation link", site((s) => (s.navigation = [{ label: "x", href: script }])), "sites/corner-cars.json: field navigation.0.href"],
    ["a protocol-relative link", site((s) => (s.footer_navigation = [{ label: "x", href: "//evil.example/x" }])), "sites/corner-cars.json: field footer_navigation.0.href"],
    ["a header button", site((s) => (s.header = { buttons: [{ label: "x", href: ` ${script}` }] })), "sites/corner-cars.json: field header.buttons.0.href"],
    ["the site logo", site((s) => (s.logo = { url: "data:image/svg+xml,<svg onload=alert(1)>" })), "sites/corner-cars.json: field logo.url"],
    ["the canonical url", site((s) => (s.url = script)), "sites/corner-cars.json: field url"],
    ["a promo card link", site((s) => (s.promo_cards = [{ node: { heading: "x", href: script } }])), "sites/corner-cars.json: field promo_cards.0.node.href"],
    ["a dealership website", site((s) => (s.dealership_websites = [{ name: "x", url: script }])), "sites/corner-cars.json: field dealership_websites.0.url"],
    ["the default search path", site((s) => (s.default_search_path = "/\\evil.example")), "sites/corner-cars.json: field default_search_path"],
    ["a place_url", group((g) => (g.locations[0].address.place_url = script)), "group.json: field locations.0.address.place_url"],
    ["a social link", group((g) => (g.locations[0].contact_detail.social = { facebook: script })), "group.json: field locations.0.contact_detail.social.facebook"],
    ["a brand logo", group((g) => (g.manufacturers = [{ id: 1, name: "X", slug: "x", logo: { url: script } }])), "group.json: field manufacturers.0.logo.url"],
    ["a car picture", stock((cars) => (cars[0].primary_image_url = script)), "stock.json: field cars.0.primary_image_url"],
    ["a history report", stock((cars) => (cars[0].file = "JavaScript:void(0)")), "stock.json: field cars.0.file"],
  ])("refuses a javascript: or foreign URL in %s", (_what, edit, where) => {
    expect(failure(edit)).toContain(`<dir>/corner-cars/${where}:`);
  });

  it("accepts paths, http(s) URLs, mailto:/tel: links where a visitor follows them, and blank pictures", () => {
    const ok = copyWith(
      site((s) => {
        s.url = "https://www.cornercars.com.au";
        s.logo = { url: "/brand-logos/x.svg" };
        s.header = { buttons: [{ label: "Call", href: "/contact-us" }] };
        s.promo_cards = [{ start: "2026-11-01T00:00:00+10:00", node: { heading: "x", href: "tel:+61855500700" } }];
        s.dealership_websites = [{ name: "x", url: "https://example.com/a?b=c", logo: "" }];
      }),
    );
    expect(loadSitesDir(ok)).toHaveLength(1);
  });
});
