// The importer's rules: rows keyed by VIN (else stock number) and merged over the car; new cars get
// an id and a slug; a bad row is reported by line and field and the rest still go in; a full feed
// marks the cars it no longer lists sold now (never deletes them); a dry run writes nothing.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { demoGroups } from "../fixtures/demo-stock";
import { planImport } from "../../server/stock/plan";
import { readFeed } from "../../server/stock/feed";
import { createFileStore } from "../../server/stock/file-store";
import { importFeed, importReport } from "../../server/stock/import";
import type { Car } from "../../server/sites/schema";

const [group] = demoGroups(["drivewell"]);
const NOW = new Date("2026-11-27T09:00:00Z");
const NOW_S = NOW.getTime() / 1000;
const forSale = group.cars.filter((c) => c.status !== "sold" && c.vin);
const [first, second, third] = forSale;
const opts = { full: false, now: NOW, group: group.group };

function csvRowOf(car: Car, over: Record<string, string> = {}): Record<string, string> {
  return {
    vin: "1HGCM82633A004352", stocknum: "NEW-1", name: "", make: "Toyota", model: "Corolla", year: "2021", km: "12,000", price: "$25,990",
    car_type: "used", simple_fuel: "Petrol", simple_body: "Hatch", simple_drive: "FWD", simple_transmission: "Automatic", colour: "White",
    dealership_id: String(car.dealership_id), dealership_slug: car.dealership_slug, location_id: String(car.location_id),
    "location.name": car.location.name, "location.slug": car.location.slug, city: car.city, state: car.state,
    "manufacturer.name": "Toyota", "manufacturer.slug": "toyota", categories: "Family|Hatch", ...over,
  };
}
const csv = (rows: Record<string, string>[]) => {
  const names = Object.keys(rows[0]);
  const cell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  return [names.join(","), ...rows.map((r) => names.map((n) => cell(r[n] ?? "")).join(","))].join("\r\n") + "\r\n";
};

describe("planImport", () => {
  it("changes a car matched by VIN, adds a new one with an id after the highest and a slug from its name", () => {
    const { rows } = readFeed(csv([csvRowOf(first), { ...Object.fromEntries(Object.keys(csvRowOf(first)).map((k) => [k, ""])), vin: first.vin!, price: "1234" }]), "csv");
    const plan = planImport(group.cars, rows, opts);
    expect(plan.errors).toEqual([]);
    const added = plan.cars.find((c) => c.vin === "1HGCM82633A004352")!;
    expect(added).toMatchObject({ id: Math.max(...group.cars.map((c) => c.id)) + 1, slug: "2021-toyota-corolla-new-1", price: 25_990, km: 12_000, status: "in_stock", categories: ["Family", "Hatch"], created_at_timestamp: NOW_S });
    expect(plan.changes).toEqual([
      { kind: "added", key: "1HGCM82633A004352", id: added.id, slug: added.slug },
      { kind: "changed", key: first.vin!.toUpperCase(), id: first.id, slug: first.slug, fields: ["price"] },
    ]);
    expect(plan.cars.find((c) => c.id === first.id)).toEqual({ ...first, price: 1234 });
  });

  it("matches by stock number when a row has no VIN, and counts a row that changes nothing as unchanged", () => {
    const { rows } = readFeed(JSON.stringify([{ stocknum: second.stocknum }, { stocknum: third.stocknum, colour: "Teal" }]), "json");
    const plan = planImport(group.cars, rows, opts);
    expect(plan.unchanged).toBe(1);
    expect(plan.changes).toEqual([{ kind: "changed", key: third.stocknum.toUpperCase(), id: third.id, slug: third.slug, fields: ["colour"] }]);
  });

  it("reports a bad row by line and field, and still takes the good rows", () => {
    const feed = csv([
      csvRowOf(first, { vin: "GOOD0000000000001", stocknum: "G1" }),
      csvRowOf(first, { vin: "BAD00000000000002", stocknum: "B2", year: "nineteen", price: "-5" }),
      csvRowOf(first, { vin: "BAD00000000000003", stocknum: "B3", dealership_id: "999999" }),
      csvRowOf(first, { vin: "", stocknum: "" }),
      csvRowOf(first, { vin: "GOOD0000000000001", stocknum: "G1" }),
    ]);
    const plan = planImport(group.cars, readFeed(feed, "csv").rows, opts);
    expect(plan.changes.map((c) => c.key)).toEqual(["GOOD0000000000001"]);
    expect(plan.errors).toEqual([
      { line: 3, field: "year", message: "Expected number, received string" },
      { line: 3, field: "price", message: "Number must be greater than or equal to 0" },
      { line: 4, field: "dealership_id", message: "no dealership 999999 in this group" },
      { line: 5, field: "vin", message: "a car needs a vin or a stocknum" },
      { line: 6, field: "vin", message: "GOOD0000000000001 is also on line 2" },
    ]);
  });

  it("a full feed marks the cars it no longer lists sold now, leaves sold ones be, and deletes nothing", () => {
    const listed = forSale.filter((c) => c.id !== first.id).map((c) => ({ vin: c.vin }));
    const plan = planImport(group.cars, readFeed(JSON.stringify({ cars: listed }), "json").rows, { ...opts, full: true });
    expect(plan.changes).toEqual([...group.cars.filter((c) => c.status !== "sold" && !c.sold && !forSale.slice(1).includes(c)).map((c) => ({ kind: "sold", key: c.vin || c.stocknum, id: c.id, slug: c.slug }))]);
    expect(plan.cars.find((c) => c.id === first.id)).toEqual({ ...first, status: "sold", sold: true, sold_date_timestamp: NOW_S });
  });

  it("a car named by a bad row is not marked sold by a full feed", () => {
    const listed = forSale.map((c) => (c.id === first.id ? { vin: c.vin, year: "bad" } : { vin: c.vin }));
    const plan = planImport(group.cars, readFeed(JSON.stringify(listed), "json").rows, { ...opts, full: true });
    expect(plan.changes.find((c) => c.id === first.id)).toBeUndefined();
    expect(plan.errors).toEqual([{ line: 1, field: "year", message: "Expected number, received string" }]);
  });

  it("refuses prototype keys in CSV headers, and takes JSON's as plain unknown fields", () => {
    expect(readFeed("vin,__proto__.x\nA,1\n", "csv").errors).toEqual([{ line: 1, field: "__proto__.x", message: "not a car field name" }]);
    const plan = planImport(group.cars, readFeed(`[{"vin":"${first.vin}","__proto__":{"price":1},"constructor":{"x":1}}]`, "json").rows, opts);
    expect(plan).toMatchObject({ unchanged: 1, errors: [] });
    expect(({} as Record<string, unknown>).price).toBeUndefined();
  });
});

describe("importFeed on the file store", () => {
  function tempGroup() {
    const dir = mkdtempSync(path.join(tmpdir(), "stock-import-"));
    writeFileSync(path.join(dir, "stock.json"), JSON.stringify({ cars: group.cars }));
    return { store: createFileStore([{ slug: "drivewell", dir, cars: group.cars }]), file: path.join(dir, "stock.json") };
  }

  it("a dry run says what would change and writes nothing", async () => {
    const { store, file } = tempGroup();
    const before = readFileSync(file, "utf8");
    const result = await importFeed(store, { slug: "drivewell", group: group.group }, JSON.stringify([{ vin: first.vin, price: 1 }]), "json", { full: false, dryRun: true, now: NOW });
    expect(importReport(result)).toBe(
      `Dry run: would import: 0 added, 1 changed, 0 marked sold, 0 unchanged, 0 bad rows\n  changed ${first.vin!.toUpperCase()} (${first.slug}): price`,
    );
    expect(readFileSync(file, "utf8")).toBe(before);
  });

  it("writes the changes into stock.json, keeping every other car and its place", async () => {
    const { store, file } = tempGroup();
    await importFeed(store, { slug: "drivewell", group: group.group }, JSON.stringify([{ vin: first.vin, price: 1 }]), "json", { full: false, dryRun: false, now: NOW });
    const cars = JSON.parse(readFileSync(file, "utf8")).cars as Car[];
    expect(cars.map((c) => c.id)).toEqual(group.cars.map((c) => c.id));
    expect(cars.find((c) => c.id === first.id)!.price).toBe(1);
  });

  it("an unreadable full feed marks nothing sold", async () => {
    const { store } = tempGroup();
    const result = await importFeed(store, { slug: "drivewell", group: group.group }, "[{broken", "json", { full: true, dryRun: true, now: NOW });
    expect(result.changes).toEqual([]);
    expect(result.errors[0]).toMatchObject({ line: 1, field: "(file)" });
  });
});
