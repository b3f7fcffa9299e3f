// Issue 19, the parts catalogue's pure rules: the part schema (the numbers at, under and over their
// limits, NUL and control characters, unknown keys), the feed plan (match by number case-blind,
// merge, duplicates, full feeds), the search URL, the card, the demo generator, and the engine's
// part kind (facets disjunctive, keyword, sort) answering as a brute-force count over the catalogue.
import { describe, expect, it } from "vitest";
import { PART_MAX_PRICE, PART_MAX_STOCK, partKey, partSchema, type Part } from "../../server/sites/part-schema";
import { planParts } from "../../server/parts/plan";
import { readFeed } from "../../server/stock/feed";
import { PARTS_FEED } from "../../server/parts/import";
import { EmbeddedSearch, type PartsQuery } from "../../server/search/embedded";
import { buildPartsUrl, emptyPartsState, parsePartsUrl, toggled } from "../../app/lib/parts/search-url";
import { ANY_VEHICLE_TEXT, OUT_OF_STOCK_TEXT, fitsText, partCardView } from "../../app/lib/parts/part-card";
import { buildParts } from "../../scripts/demo/parts.mjs";
import { GROUP_PLANS } from "../../scripts/demo/plans.mjs";

const part = (over: Partial<Part> = {}): Part => ({ part_number: "BEN-10001", name: "Front Brake Pad Set", category: "Brakes", brand: "Bendix", fits_make: ["Toyota"], fits_model: ["Corolla"], price: 89.5, stock: 4, ...over });
const issues = (value: unknown) => {
  const r = partSchema.safeParse(value);
  return r.success ? [] : [...new Set(r.error.issues.map((i) => i.path.join(".")))];
};

describe("the part schema", () => {
  it("takes a part, and the limits at their values", () => {
    expect(issues(part())).toEqual([]);
    expect(issues(part({ price: 0, stock: 0 }))).toEqual([]);
    expect(issues(part({ price: PART_MAX_PRICE, stock: PART_MAX_STOCK }))).toEqual([]);
  });
  it("refuses a number just over or under its limit, a fraction of stock, a non-finite number", () => {
    expect(issues(part({ price: PART_MAX_PRICE + 0.01 }))).toEqual(["price"]);
    expect(issues(part({ price: -0.01 }))).toEqual(["price"]);
    expect(issues(part({ stock: PART_MAX_STOCK + 1 }))).toEqual(["stock"]);
    expect(issues(part({ stock: -1 }))).toEqual(["stock"]);
    expect(issues(part({ stock: 1.5 }))).toEqual(["stock"]);
    expect(issues(part({ price: Number.POSITIVE_INFINITY }))).toEqual(["price"]);
    expect(issues(part({ price: Number.NaN }))).toEqual(["price"]);
  });
  it("refuses NUL and control characters, empty text, a part number of other characters, unknown and prototype keys", () => {
    expect(issues(part({ name: "Pad\u0000" }))).toEqual(["name"]);
    expect(issues(part({ brand: "A\u001bB" }))).toEqual(["brand"]);
    expect(issues(part({ category: "  " }))).toEqual(["category"]);
    expect(issues(part({ part_number: "<script>" }))).toEqual(["part_number"]);
    expect(issues(part({ part_number: "x".repeat(41) }))).toEqual(["part_number"]);
    expect(issues({ ...part(), colour: "red" })).toEqual([""]);
    expect(issues(JSON.parse(`{"__proto__":{"x":1},${JSON.stringify(part()).slice(1)}`))).toEqual([""]);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
  it("keys a part by its number, case and spacing aside", () => {
    expect(partKey(" bp-1 ")).toBe("BP-1");
  });
});

describe("the parts feed plan", () => {
  const current = [part(), part({ part_number: "NGK-20002", name: "Spark Plug Set (4)", category: "Engine", brand: "NGK", stock: 0 })];
  const rows = (csv: string) => readFeed(csv, "csv", PARTS_FEED);

  it("types CSV cells by the part schema: '$1,234.50' a price, 'a|b' a list", () => {
    expect(rows('part_number,price,fits_make,stock\nX-1,"$1,234.50",Toyota|Mazda,3\n').rows[0].values).toEqual({ part_number: "X-1", price: 1234.5, fits_make: ["Toyota", "Mazda"], stock: 3 });
  });
  it("adds, changes by number case-blind (the stored number kept), leaves the same part unchanged", () => {
    const feed = rows("part_number,name,category,brand,price,stock\nNEW-1,Hose,Engine,Gates,20,2\nben-10001,,,,95,\nNGK-20002,,,,,0\n");
    const plan = planParts(current, feed.rows, { full: false });
    expect(plan.errors).toEqual([]);
    expect(plan.changes).toEqual([
      { kind: "added", key: "NEW-1" },
      { kind: "changed", key: "BEN-10001", fields: ["price"] },
    ]);
    expect(plan.unchanged).toBe(1);
    expect(plan.parts[1]).toEqual({ ...current[0], price: 95 });
  });
  it("names bad rows by line and field: no number, a number twice, a bad value; the others go in", () => {
    const feed = rows("part_number,name,category,brand,price,stock\n,A,B,C,1,1\nX-1,A,B,C,1,1\nx-1,A,B,C,1,1\nX-2,A,B,C,-1,1\nX-3,A,B,C,1,1\n");
    const plan = planParts([], feed.rows, { full: false });
    expect(plan.errors.map((e) => `${e.line}:${e.field}`)).toEqual(["2:part_number", "4:part_number", "5:price"]);
    expect(plan.parts.map((p) => p.part_number)).toEqual(["X-1", "X-3"]);
  });
  it("a full feed sets every part it leaves out to no stock (one already at none stays as it is)", () => {
    const plan = planParts(current, rows("part_number\nNGK-20002\n").rows, { full: true });
    expect(plan.changes).toEqual([{ kind: "out_of_stock", key: "BEN-10001" }]);
    expect(plan.parts).toEqual([{ ...current[0], stock: 0 }]);
  });
  it("JSON: an array or { parts: [...] }; a part that is not an object is a row error; other shapes are file errors", () => {
    expect(readFeed(JSON.stringify({ parts: [part()] }), "json", PARTS_FEED).rows).toHaveLength(1);
    expect(readFeed(JSON.stringify([part(), 3]), "json", PARTS_FEED).errors).toEqual([{ line: 2, field: "(row)", message: "a part must be an object" }]);
    expect(readFeed(JSON.stringify({ cars: [] }), "json", PARTS_FEED).errors[0]).toMatchObject({ field: "(file)", message: 'expected an array of parts or { "parts": [...] }' });
  });
});

describe("the parts search URL", () => {
  const categories = ["Brakes", "Engine"];
  const read = (url: string) => {
    const u = new URL(url, "http://x");
    return parsePartsUrl(u.pathname, u.searchParams, categories);
  };
  it("reads a category path, lists, sort and page; writes them back the same way", () => {
    const state = read("/parts/search/brakes?brand=Bendix,NGK&query=pads&sortBy=price-asc&page=2")!;
    expect(state).toEqual({ query: "pads", refinements: { category: ["Brakes"], brand: ["Bendix", "NGK"], fits_make: [] }, sortBy: "price-asc", page: 2 });
    expect(buildPartsUrl(state)).toBe("/parts/search/brakes?query=pads&brand=Bendix,NGK&sortBy=price-asc&page=2");
    expect(buildPartsUrl(emptyPartsState())).toBe("/parts/search");
    expect(buildPartsUrl(toggled(state, "category", "Engine"))).toBe("/parts/search?query=pads&category=Brakes,Engine&brand=Bendix,NGK&sortBy=price-asc");
  });
  it("is forgiving of bad values (page 1, default sort, control characters and overlong values dropped), strict on the path", () => {
    expect(read(`/parts/search?page=0&sortBy=constructor&brand=${"x".repeat(61)},ok&query=a%00b`)).toEqual({ ...emptyPartsState(), query: "a b", refinements: { category: [], brand: ["ok"], fits_make: [] } });
    expect(read("/parts/search/tyres")).toBeNull();
    expect(read("/parts/search/brakes/front")).toBeNull();
    expect(read("/parts/search/%E0%A4%A")).toBeNull();
    expect(read("/search")).toBeNull();
  });
});

describe("the part card", () => {
  it("says what a part fits, its price in dollars and cents, its stock, and where Enquire goes", () => {
    expect(partCardView(part({ part_number: "K&N 1/2" }))).toMatchObject({ fits: "Fits Toyota Corolla", price: "$89.50", inStock: true, enquireHref: "/parts-enquiry?part=K%26N%201%2F2" });
    expect(partCardView(part({ stock: 0, price: 0 }))).toMatchObject({ stockText: OUT_OF_STOCK_TEXT, price: "Enquire for price." });
    expect(fitsText({ fits_make: [], fits_model: [] })).toBe(ANY_VEHICLE_TEXT);
    expect(fitsText({ fits_make: ["Toyota", "Mazda"], fits_model: [] })).toBe("Fits Toyota, Mazda");
    expect(fitsText({ fits_make: ["Toyota", "Mazda"], fits_model: ["HiLux", "BT-50"] })).toBe("Fits Toyota, Mazda (HiLux, BT-50)");
  });
});

describe("the demo catalogue and the parts index", () => {
  const plan = GROUP_PLANS["sunshine-motor-group"].parts;
  const parts = buildParts(plan) as Part[];
  it("is a few hundred valid parts with unique numbers, the same on every run, some out of stock", () => {
    expect(parts).toHaveLength(360);
    expect(parts.every((p) => partSchema.safeParse(p).success)).toBe(true);
    expect(new Set(parts.map((p) => partKey(p.part_number))).size).toBe(parts.length);
    expect(buildParts(plan)).toEqual(parts);
    expect(parts.some((p) => p.stock === 0) && parts.some((p) => p.stock > 0)).toBe(true);
  });

  const search = new EmbeddedSearch({ dealerships: [] }, [], parts);
  const q = (over: Partial<PartsQuery> = {}): PartsQuery => ({ index: "parts", filter: { type: "all" }, refinements: {}, ranges: {}, query: "", sort: [{ field: "_text_match", order: "desc" }], facets: ["category", "brand", "fits_make"], stats: [], offset: 0, limit: 24, ...over });
  const count = (keep: (p: Part) => boolean) => parts.filter(keep).length;

  it("counts facets disjunctively: a refined facet counts as if it were not refined", () => {
    const reply = search.searchPartsSync(q({ refinements: { category: ["Brakes"], fits_make: ["Toyota"] } }));
    expect(reply.count).toBe(count((p) => p.category === "Brakes" && p.fits_make.includes("Toyota")));
    const engine = reply.facets.category!.find((c) => c.value === "Engine")!;
    expect(engine.count).toBe(count((p) => p.category === "Engine" && p.fits_make.includes("Toyota")));
    const mazda = reply.facets.fits_make!.find((c) => c.value === "Mazda")!;
    expect(mazda.count).toBe(count((p) => p.category === "Brakes" && p.fits_make.includes("Mazda")));
  });
  it("finds a part by its number first, every keyword word must match, sorts by price", () => {
    const target = parts[200];
    expect(search.searchPartsSync(q({ query: `"${target.part_number}"` })).hits[0]).toEqual(target);
    expect(search.searchPartsSync(q({ query: "brake pad toyota" })).hits.every((p) => /brake/i.test(p.name) && p.fits_make.includes("Toyota"))).toBe(true);
    const prices = search.searchPartsSync(q({ sort: [{ field: "price", order: "asc" }], limit: 360 })).hits.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });
  it("takes a change incrementally: a changed part answers with its new copy, a new one is found", () => {
    const live = new EmbeddedSearch({ dealerships: [] }, [], parts);
    live.applyParts([{ ...parts[0], name: "Renamed Widget" }, part({ part_number: "NEW-1", name: "Brand New Gizmo" })]);
    expect(live.searchPartsSync(q({ query: "widget" })).hits.map((p) => p.part_number)).toEqual([parts[0].part_number]);
    expect(live.searchPartsSync(q({ query: "gizmo" })).count).toBe(1);
    expect(live.searchPartsSync(q()).count).toBe(361);
    expect(live.part(parts[0].part_number.toLowerCase())?.name).toBe("Renamed Widget");
  });
});
