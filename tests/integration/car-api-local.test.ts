// The local car API adapter over the real sites/ folder: cars scoped to the site, manufacturers,
// booking times from opening and holiday hours, session data.
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { loadSitesDir } from "../../server/sites/load";
import { SiteRegistry } from "../../server/sites/registry";
import { createLocalCarApi } from "../../server/cars/local";
import { createCarApi } from "../../server/cars";
import type { CarApi } from "../../server/cars/port";
import { SearchService } from "../../server/search/service";

let registry: SiteRegistry;
let api: CarApi;
// 2026-12-22 23:00 UTC = Wednesday 23 December, 09:00 in Brisbane.
const NOW = new Date(Date.UTC(2026, 11, 22, 23, 0, 0));
const site = (slug: string) => registry.bySiteSlug(slug)!.site;

beforeAll(() => {
  registry = new SiteRegistry(loadSitesDir(path.resolve("sites")));
  api = createLocalCarApi(registry, new SearchService(registry), { now: () => NOW });
});

describe("getCar", () => {
  it("finds a car of the site's own stock by slug", async () => {
    const car = await api.getCar(site("sunshine"), "edge-special");
    expect(car?.name).toBe("2026 Mazda CX-30 G25 Astina");
  });

  it("a car of another dealership of the group is not this site's car", async () => {
    // edge-special is a Mazda of dealership 2; sunshine-toyota shows dealership 1 only.
    expect(await api.getCar(site("sunshine-toyota"), "edge-special")).toBeNull();
    expect(await api.getCar(site("sunshine-mazda"), "edge-special")).not.toBeNull();
  });

  it("an unknown slug or site is null", async () => {
    expect(await api.getCar(site("sunshine"), "no-such-car")).toBeNull();
    expect(await api.getCar({ id: 999, slug: "nowhere" }, "edge-special")).toBeNull();
  });

  it("answers hidden and sold cars as they are: the page decides what to show", async () => {
    expect((await api.getCar(site("sunshine"), "edge-hidden"))?.show_on_dealer_website).toBe(false);
    expect((await api.getCar(site("sunshine"), "edge-sold-10-days"))?.status).toBe("sold");
  });
});

describe("booking times from opening hours", () => {
  it("test drives at the sales yard: hourly from opening to an hour before closing, from tomorrow", async () => {
    const days = (await api.testDriveSlots(1))!;
    // Thursday 24 December is Christmas Eve: 08:00-12:00 at location 101.
    expect(days[0]).toEqual({ date: "2026-12-24", location_id: 101, times: ["08:00", "09:00", "10:00", "11:00"] });
    // Christmas Day and Boxing Day are closed.
    expect(days.map((d) => d.date)).not.toContain("2026-12-25");
    expect(days.map((d) => d.date)).not.toContain("2026-12-26");
    // Sunday 27 December: 10:00-15:00.
    expect(days.find((d) => d.date === "2026-12-27")?.times).toEqual(["10:00", "11:00", "12:00", "13:00", "14:00"]);
  });

  it("services at the service centre, whose holiday hours use the other field shape", async () => {
    const days = (await api.serviceSlots(1))!;
    expect(days[0]).toEqual({ date: "2026-12-24", location_id: 102, times: ["08:00", "09:00", "10:00", "11:00"] });
    // Saturday 7:30-12:00: on the hour from 08:00, the last start at 11:00.
    expect(days.find((d) => d.date === "2027-01-02")?.times).toEqual(["08:00", "09:00", "10:00", "11:00"]);
    // Sundays closed.
    expect(days.map((d) => d.date)).not.toContain("2026-12-27");
  });

  it("an unknown dealership is null", async () => {
    expect(await api.testDriveSlots(9999)).toBeNull();
  });
});

describe("choosing the adapter", () => {
  it("local without CAR_API_URL, upstream with it", () => {
    expect(createCarApi({}, registry, new SearchService(registry)).kind).toBe("local");
    expect(createCarApi({ CAR_API_URL: "https://api.example.com", CAR_API_USER: "u", CAR_API_PASSWORD: "p" }, registry, new SearchService(registry)).kind).toBe("upstream");
  });
});
