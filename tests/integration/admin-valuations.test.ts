// The dealer's /admin/valuations over the demo sites, the real valuation service (embedded
// adapters) and a real database (PGlite): what the visitor told us, what we answered, what they chose.
import { describe, expect, it } from "vitest";
import { valuationsAdmin } from "~/models/admin-valuations.server";
import { get, thrown, useLeadServices } from "./support/leads";
import { pgliteTarget } from "./support/databases";

const t = useLeadServices(pgliteTarget());
const site = "sunshine";
const AUTH = { authorization: `Basic ${Buffer.from("dealer:letmein").toString("base64")}` };
const NOW = new Date("2026-03-02T01:00:00Z");

/** A used model the group has enough of to price, from the demo stock itself. */
function pricedModel() {
  const entry = t.services.registry.bySiteSlug(site)!;
  const counts = new Map<string, { make: string; model: string; year: number; n: number }>();
  for (const car of entry.group.cars) {
    if (car.car_type === "new" || !(car.price > 0)) continue;
    const key = `${car.make}|${car.model}`;
    const hit = counts.get(key) ?? { make: car.make, model: car.model, year: car.year, n: 0 };
    hit.n++;
    counts.set(key, hit);
  }
  return [...counts.values()].sort((a, b) => b.n - a.n)[0];
}

describe("the dealer's valuations", () => {
  it("needs the inbox password", async () => {
    expect((await thrown(() => valuationsAdmin(t.context(site), get(site, "/admin/valuations")))).status).toBe(401);
  });

  it("lists each valuation: vehicle and rego, odometer, condition, price and basis, status and the rejection reason", async () => {
    const entry = t.services.registry.bySiteSlug(site)!;
    const m = pricedModel();
    const vehicle = { year: m.year, make: m.make, model: m.model, rego: "ABC123", state: "QLD" };
    const offered = await t.services.valuations.create({ entry, purpose: "trade-in", vehicle, details: { odometer: 45_000, condition: "Good" }, now: NOW });
    const rejected = await t.services.valuations.create({ entry, purpose: "sell", vehicle: { year: 1990, make: "Lada", model: "Niva" }, details: { odometer: 300_000, condition: "Poor" }, now: NOW });
    await t.services.valuations.decide(entry, rejected.valuation!.id, { decision: "reject", reason: "Price too low", comment: "Expected more" });

    const { rows } = await valuationsAdmin(t.context(site), get(site, "/admin/valuations", AUTH));
    expect(rows).toHaveLength(2);
    const first = rows.find((r) => r.id === offered.valuation!.id)!;
    expect(first).toMatchObject({ site, purpose: "Trade-in", vehicle: `${m.year} ${m.make} ${m.model}`, rego: "ABC123 QLD", odometer: "45,000 km", condition: "Good", status: "offered", statusLabel: "Offered", leadId: null });
    expect(first.price).toMatch(/^\$[\d,]+ – \$[\d,]+ \(guide \$[\d,]+\)$/);
    expect(first.basis).toMatch(/^Based on \d+ comparable cars in our stock$/);
    const second = rows.find((r) => r.id === rejected.valuation!.id)!;
    expect(second).toMatchObject({ purpose: "Sell My Car", price: "We'll call you with a price", status: "rejected", statusLabel: "Rejected", reason: "Price too low: Expected more" });
  });
});
