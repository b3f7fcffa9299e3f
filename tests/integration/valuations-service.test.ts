// The valuation service with its embedded adapters over the demo stock, on real PGlite and real
// PostgreSQL: create (and the save that fails without losing the answer), get by the site's own id
// only, adjust, decide, the lead, POST /api/miscellaneous's values, and the dealer's list.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Database } from "../../server/db/database";
import { createValuationService } from "../../server/valuation";
import type { CreateValuationInput } from "../../server/valuation/port";
import { REJECT_COMMENT_MAX } from "../../server/valuation/repository";
import { testDatabases } from "./support/databases";
import { useLeadServices } from "./support/leads";
import { siteCars } from "../fixtures/site-cars";

const NOW = new Date("2026-03-02T01:00:00Z");

describe.each(testDatabases())("valuations on $name", (target) => {
  const t = useLeadServices(target);
  const entry = (site = "sunshine") => t.services.registry.bySiteSlug(site)!;
  const service = () => t.services.valuations;
  afterEach(() => vi.restoreAllMocks());

  /** The group's most stocked used model: enough comparables to price. */
  const stocked = () => {
    const counts = new Map<string, { year: number; make: string; model: string; n: number }>();
    for (const car of entry().group.cars) {
      if (car.car_type === "new" || !(car.price > 0) || car.status === "sold") continue;
      const hit = counts.get(`${car.make}|${car.model}`) ?? { year: car.year, make: car.make, model: car.model, n: 0 };
      hit.n++;
      counts.set(`${car.make}|${car.model}`, hit);
    }
    const { year, make, model } = [...counts.values()].sort((a, b) => b.n - a.n)[0];
    return { year, make, model };
  };
  const input = (over: Partial<CreateValuationInput> = {}): CreateValuationInput => ({
    entry: entry(),
    purpose: "trade-in",
    vehicle: stocked(),
    details: { odometer: 45_000, condition: "Good" },
    now: NOW,
    ...over,
  });
  const unknown = () => ({ year: 1990, make: "Lada", model: "Niva" });

  it("prices a stocked model from the group's comparables and keeps it as an offer", async () => {
    const { result, valuation } = await service().create(input());
    expect(result).toMatchObject({ kind: "priced", currency: "AUD", source: "stock" });
    if (result.kind !== "priced") throw new Error("declined");
    expect(result.comparables).toBeGreaterThanOrEqual(3);
    expect(result.low).toBeLessThanOrEqual(result.guide);
    expect(result.guide).toBeLessThanOrEqual(result.high);
    expect(result.guide % 100).toBe(0);
    expect(valuation).toMatchObject({ siteSlug: "sunshine", groupSlug: entry().group.group.slug, purpose: "trade-in", carSlug: null, status: "offered", result, leadId: null, miscellaneous: {} });
    expect(await service().get(entry(), valuation!.id)).toEqual(valuation);
  });

  it("declines a car the group has too few of, and keeps that too; the car being bought is remembered", async () => {
    const car = siteCars(entry())[0];
    const { result, valuation } = await service().create(input({ purpose: "sell", vehicle: unknown(), car }));
    expect(result).toEqual({ kind: "declined", reason: "too-few-comparables", source: "stock", comparables: 0 });
    expect(valuation).toMatchObject({ status: "declined", purpose: "sell", carSlug: car.slug });
  });

  it("a save that fails still answers with the price, logged to the console only", async () => {
    const broken = { ...t.db, query: () => Promise.reject(new Error("disk full")) } as unknown as Database;
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const offline = createValuationService({ env: t.services.env, db: broken, search: t.services.search });
    const { result, valuation } = await offline.create(input());
    expect(result.kind).toBe("priced");
    expect(valuation).toBeNull();
    expect(logged).toHaveBeenCalledWith("valuation save:", expect.objectContaining({ message: "disk full" }));
  });

  it("NUL bytes never reach the database", async () => {
    const { valuation } = await service().create(input({ vehicle: { ...stocked(), rego: "AB\u0000C123", state: "QLD" } }));
    expect((await service().get(entry(), valuation!.id))!.vehicle.rego).toBe("ABC123");
  });

  it("get: an unknown, malformed or another site's id is null, never an error", async () => {
    const { valuation } = await service().create(input());
    const id = valuation!.id;
    for (const bad of ["", "abc", "' OR 1=1 --", `${id}x`, id.slice(1), `${id}\u0000`, "00000000-0000-0000-0000-000000000000"]) {
      expect(await service().get(entry(), bad), bad).toBeNull();
    }
    expect(await service().get(entry("sunshine-mazda"), id)).toBeNull();
    expect(await service().get(entry("drivewell"), id)).toBeNull();
    expect(await service().get(entry(), id.toUpperCase())).toMatchObject({ id });
  });

  it("adjust: new details valued again under the same id, and an earlier rejection no longer stands", async () => {
    const { valuation } = await service().create(input());
    await service().decide(entry(), valuation!.id, { decision: "reject", reason: "Price too low" });
    const adjusted = await service().adjust(entry(), valuation!.id, { odometer: 145_000, condition: "Fair" }, NOW);
    expect(adjusted).toMatchObject({ id: valuation!.id, details: { odometer: 145_000, condition: "Fair" }, status: "offered", rejectReason: null, rejectComment: null });
    const [before, after] = [valuation!.result, adjusted!.result];
    if (before.kind !== "priced" || after.kind !== "priced") throw new Error("declined");
    expect(after.guide).toBeLessThan(before.guide);
    expect(await service().adjust(entry("sunshine-toyota"), valuation!.id, { odometer: 1, condition: "Good" }, NOW)).toBeNull();
    expect(await service().adjust(entry(), "nope", { odometer: 1, condition: "Good" }, NOW)).toBeNull();
  });

  it("decide: accept; or reject with a reason and a comment, cleaned and capped", async () => {
    const { valuation } = await service().create(input());
    expect(await service().decide(entry(), valuation!.id, { decision: "accept" })).toMatchObject({ status: "accepted", rejectReason: null });
    const long = "x".repeat(REJECT_COMMENT_MAX + 1);
    const rejected = await service().decide(entry(), valuation!.id, { decision: "reject", reason: "Other", comment: long });
    expect(rejected).toMatchObject({ status: "rejected", rejectReason: "Other", rejectComment: "x".repeat(REJECT_COMMENT_MAX) });
    const exact = await service().decide(entry(), valuation!.id, { decision: "reject", reason: "Sold it elsewhere", comment: " to a\u0000 friend " });
    expect(exact).toMatchObject({ rejectReason: "Sold it elsewhere", rejectComment: "to a friend" });
    expect(await service().decide(entry(), valuation!.id, { decision: "reject", reason: "Price too low", comment: "  " })).toMatchObject({ rejectComment: null });
    expect(await service().decide(entry("sunshine-mazda"), valuation!.id, { decision: "accept" })).toBeNull();
    expect(await service().decide(entry(), "12345", { decision: "accept" })).toBeNull();
  });

  it("attachLead: the lead that locked it in; another site's call changes nothing", async () => {
    const { valuation } = await service().create(input());
    await service().attachLead(entry("sunshine-mazda"), valuation!.id, "other-lead");
    await service().attachLead(entry(), "not-a-uuid", "x");
    expect((await service().get(entry(), valuation!.id))!.leadId).toBeNull();
    await service().attachLead(entry(), valuation!.id, "6f1c2b1e-3c1d-4f7a-9a59-5b8f0b1c2d3e");
    expect((await service().get(entry(), valuation!.id))!.leadId).toBe("6f1c2b1e-3c1d-4f7a-9a59-5b8f0b1c2d3e");
  });

  it("setMiscellaneous: values kept by column name as JSON, the same name replaced, others kept", async () => {
    const mazda = entry("sunshine-mazda");
    const { valuation } = await service().create(input({ entry: mazda, vehicle: unknown() }));
    const id = valuation!.id;
    await service().setMiscellaneous(mazda, id, "valuation", { low: 1000, high: 2000 });
    await service().setMiscellaneous(mazda, id, "note", "call after 5");
    const kept = await service().setMiscellaneous(mazda, id, "valuation", { low: 1500, nested: ["a\u0000b"] });
    expect(kept!.miscellaneous).toEqual({ valuation: { low: 1500, nested: ["ab"] }, note: "call after 5" });
    expect((await service().setMiscellaneous(mazda, id, "col\u0000umn", null))!.miscellaneous).toMatchObject({ column: null });
    expect(await service().setMiscellaneous(entry(), id, "valuation", 1)).toBeNull();
    expect(await service().setMiscellaneous(mazda, "bad id", "valuation", 1)).toBeNull();
  });

  it("list: the group's valuations newest first, by site when asked, a page at a time", async () => {
    const first = (await service().create(input())).valuation!;
    const second = (await service().create(input({ entry: entry("sunshine-mazda"), vehicle: unknown() }))).valuation!;
    const third = (await service().create(input({ purpose: "sell" }))).valuation!;
    await service().create(input({ entry: entry("drivewell"), vehicle: unknown() }));
    const group = entry().group.group.slug;
    expect((await service().list({ groupSlug: group })).map((v) => v.id)).toEqual([third.id, second.id, first.id]);
    expect((await service().list({ groupSlug: group, siteSlugs: ["sunshine"] })).map((v) => v.id)).toEqual([third.id, first.id]);
    expect((await service().list({ groupSlug: group, siteSlugs: [] }))).toEqual([]);
    expect((await service().list({ groupSlug: group, limit: 1, offset: 1 })).map((v) => v.id)).toEqual([second.id]);
    expect((await service().list({ groupSlug: group, limit: 0, offset: -5 })).map((v) => v.id)).toEqual([third.id]);
    expect((await service().list({ groupSlug: group, limit: Number.NaN })).length).toBe(3);
  });
});
