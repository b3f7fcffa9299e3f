// The dashboard's daily roll-up (migration 007) on PGlite and PostgreSQL: a range partly rolled up and
// partly live still equals the brute-force count; rolling up again (or from two servers at once)
// changes nothing; an event on an open day counts at once; a day stays live for an hour after it ends.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/database";
import { openDatabase } from "../../server/db/open";
import { dashboardNumbers, type DashboardScope } from "../../server/analytics/dashboard";
import { monthCut, rollUp, splitRange } from "../../server/analytics/dashboard-rollup";
import { dashboardPanels } from "~/lib/dashboard/panels";
import { parseDateRange, type DateRange } from "~/lib/dashboard/date-range";
import { testDatabases } from "./support/databases";
import { bruteForce, generateFixture, GROUP, insertFixture, OTHER_GROUP } from "./support/dashboard-fixture";

const fixture = generateFixture("2026-09-15T00:00:00Z", 40);
const range = (from: string, to: string): DateRange => {
  const parsed = parseDateRange(from, to, "2026-11-27");
  if (!parsed.ok) throw new Error("bad range");
  return parsed.range;
};
// 14:00 on 2026-10-10 in Sydney: days up to 10-09 are closed, 10-10 on are open (read live).
const NOW = new Date("2026-10-10T03:00:00Z");
const MONTH = range("2026-09-20", "2026-10-19");

describe.each(testDatabases())("dashboard roll-up on $name", (target) => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase(await target.freshEnv());
    await insertFixture(db, fixture);
  });
  afterAll(async () => {
    await db?.close();
    await target.cleanUp();
  });

  const expectBruteForce = async (scope: DashboardScope, r: DateRange, now = NOW) => {
    const panels = dashboardPanels(r, await dashboardNumbers(db, scope, r, now), () => null);
    const expected = bruteForce(fixture, scope, r);
    expect(panels.funnel.map((b) => b.value)).toEqual(Object.values(expected.funnel));
    expect(panels.topViewed).toEqual(expected.topViewed);
    expect(new Map(panels.searches.map((b) => [b.label, b.value]))).toEqual(expected.searches);
    return panels;
  };
  const rolledDays = async (group: string) =>
    (await db.query<{ day: string }>("SELECT to_char(day, 'YYYY-MM-DD') AS day FROM dashboard_days WHERE group_slug = $1 ORDER BY 1", [group])).rows.map((r) => r.day);
  const rollupRows = async () => (await db.query("SELECT * FROM dashboard_daily ORDER BY group_slug, metric, day, key")).rows;

  it("a range partly rolled up, partly to roll up and partly live equals the brute-force count", async () => {
    await expectBruteForce(GROUP, range("2026-09-25", "2026-09-30")); // rolls up those six days first
    expect(await rolledDays("g1")).toEqual(["2026-09-25", "2026-09-26", "2026-09-27", "2026-09-28", "2026-09-29", "2026-09-30"]);
    await expectBruteForce(GROUP, MONTH);
    const days = await rolledDays("g1");
    expect(days[0]).toBe("2026-09-20");
    expect(days.at(-1)).toBe("2026-10-09"); // 10-10 to 10-19 were read live
    expect(days).toHaveLength(20);
    expect(fixture.events.some((e) => e.group_slug === "g1" && e.created_at > "2026-10-10")).toBe(true);
  });

  it("rolling up again changes nothing, even when a day's mark is missing (ON CONFLICT DO NOTHING)", async () => {
    const before = await rollupRows();
    expect(before.length).toBeGreaterThan(0);
    expect(await rollUp(db, GROUP, { from: "2026-09-20", to: "2026-10-09" })).toBe(0);
    await db.query("DELETE FROM dashboard_days WHERE group_slug = 'g1' AND day >= '2026-10-01'");
    expect(await rollUp(db, GROUP, { from: "2026-09-20", to: "2026-10-09" })).toBe(9);
    expect(await rollupRows()).toEqual(before);
    await expectBruteForce(GROUP, MONTH);
  });

  it("two servers rolling up the same days at once roll each up once", async () => {
    const span = { from: "2026-09-15", to: "2026-10-09" };
    const done = await Promise.all([rollUp(db, OTHER_GROUP, span), rollUp(db, OTHER_GROUP, span)]);
    expect(done[0] + done[1]).toBe(25);
    await expectBruteForce(OTHER_GROUP, MONTH);
  });

  it("a whole month's cars are read from its monthly sums, and still equal the brute force", async () => {
    await expectBruteForce(GROUP, range("2026-09-01", "2026-10-31"));
    const { rows } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM dashboard_daily WHERE group_slug = 'g1' AND metric = 'car_views_month'");
    expect(rows[0].n).toBeGreaterThan(0); // September only: October is not closed
    const months = await db.query("SELECT DISTINCT day FROM dashboard_daily WHERE metric = 'car_views_month' AND group_slug = 'g1'");
    expect(months.rows).toHaveLength(1);
  });

  it("an event on an open day counts at once", async () => {
    const before = (await dashboardNumbers(db, GROUP, MONTH, NOW)).funnel;
    await db.query(
      `INSERT INTO events (id, group_slug, website_slug, event_id, category, page_type, url, car_id, created_at)
       VALUES (99999, 'g1', 's1', 3, 'Page View', 'Used Vehicle Details', '/', 'car-00', '2026-10-10T02:30:00Z')`,
    );
    try {
      const after = (await dashboardNumbers(db, GROUP, MONTH, NOW)).funnel;
      expect(after).toEqual({ ...before, views: before.views + 1, vehicleViews: before.vehicleViews + 1 });
    } finally {
      await db.query("DELETE FROM events WHERE id = 99999");
    }
  });
});

describe("which days are read live", () => {
  const zone = "Australia/Sydney";
  it("a day stays live for an hour after its midnight, then is rolled up", () => {
    // Midnight 2026-10-11 in Sydney (AEDT) is 13:00 UTC on 10-10.
    expect(splitRange(MONTH, zone, new Date("2026-10-10T13:59:00Z"))).toEqual({ rolled: { from: "2026-09-20", to: "2026-10-09" }, live: { from: "2026-10-10", to: "2026-10-19" } });
    expect(splitRange(MONTH, zone, new Date("2026-10-10T14:00:00Z")).rolled.to).toBe("2026-10-10");
  });
  it("a range wholly in the past has no live days; one starting today has no rolled-up days", () => {
    const late = splitRange(MONTH, zone, new Date("2026-11-27T00:00:00Z"));
    expect(late.live.from > late.live.to).toBe(true);
    const early = splitRange(MONTH, zone, new Date("2026-09-20T02:00:00Z"));
    expect(early.rolled.from > early.rolled.to).toBe(true);
    expect(early.live).toEqual({ from: "2026-09-20", to: "2026-10-19" });
  });
});

describe("the rolled-up days cut into whole months", () => {
  it("reads whole months from the monthly sums and the days around them daily", () => {
    expect(monthCut({ from: "2025-11-28", to: "2026-11-26" })).toEqual({
      head: { from: "2025-11-28", to: "2025-11-30" },
      months: { from: "2025-12-01", to: "2026-10-31" },
      tail: { from: "2026-11-01", to: "2026-11-26" },
    });
    expect(monthCut({ from: "2026-02-01", to: "2026-02-28" }).months).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    const none = monthCut({ from: "2026-09-20", to: "2026-10-19" });
    expect(none.head).toEqual({ from: "2026-09-20", to: "2026-10-19" });
    expect(none.months.from > none.months.to && none.tail.from > none.tail.to).toBe(true);
  });
});
