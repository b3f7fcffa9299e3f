// The dashboard's event panels over closed days come from dashboard_daily (migration 007), filled here
// lazily: a load rolls up the closed days of its range not yet rolled up, one INSERT ... SELECT ...
// GROUP BY per batch, and reads the open days live from events. Closed days never change, so a day is
// rolled up once; two app servers doing it at once queue on an advisory lock and the second finds it
// done (ON CONFLICT DO NOTHING keeps a repeat harmless either way).
import type { Database } from "../db/database";
import { addDays } from "../../app/lib/dashboard/date-range";
import { localDate } from "../../app/lib/dates";
import { localDay, pageView, SEARCH_KEY, search, vehicleView } from "./dashboard-sql";

/**
 * A local day is final this long after its midnight: the recorder writes events within its 2 s flush
 * (server/analytics/recorder.ts), and an hour also covers a flush retried after a short database outage
 * and clock skew between app servers. Until then a day is read live.
 */
export const SETTLE_MS = 60 * 60 * 1000;
/** Days per roll-up transaction: a cold year is a dozen short statements rather than one long one. */
export const BATCH_DAYS = 31;
// Any constant shared by all app servers; with the group's hash it names "this group's roll-up" lock.
const ROLLUP_LOCK_KEY = 720_150_007;

export interface GroupZone {
  groupSlug: string;
  timeZone: string;
}

/** Whole local days, both ends included; empty when from > to. */
export interface DaySpan {
  from: string;
  to: string;
}

/** The range cut where the open days start: rolled (closed days) then live; either may be empty. */
export function splitRange(range: DaySpan, timeZone: string, now: Date): { rolled: DaySpan; live: DaySpan } {
  const lastClosed = addDays(localDate(new Date(now.getTime() - SETTLE_MS), timeZone).date, -1);
  const firstOpen = addDays(lastClosed, 1);
  return {
    rolled: { from: range.from, to: range.to < lastClosed ? range.to : lastClosed },
    live: { from: range.from > firstOpen ? range.from : firstOpen, to: range.to },
  };
}

const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;

/** Rolled-up days cut into whole calendar months (read from the monthly car counts) and the days around them. */
export function monthCut(span: DaySpan): { head: DaySpan; months: DaySpan; tail: DaySpan } {
  const first = span.from.endsWith("-01") ? span.from : firstOfMonth(addDays(firstOfMonth(span.from), 32));
  const last = addDays(span.to, 1).endsWith("-01") ? span.to : addDays(firstOfMonth(span.to), -1);
  const none = { from: span.from, to: addDays(span.from, -1) };
  if (span.from > span.to || first > last) return { head: span, months: none, tail: none };
  return { head: { from: span.from, to: addDays(first, -1) }, months: { from: first, to: last }, tail: { from: addDays(last, 1), to: span.to } };
}

// $1 group, $2..$3 the days, $4 zone.
const DAYS = { from: "$2", to: "$3", zone: "$4" };
const EACH_DAY = "(SELECT $2::date + i AS day FROM generate_series(0, $3::date - $2::date) i)";
const MISSING_DAYS = `SELECT to_char(s.day, 'YYYY-MM-DD') AS day FROM ${EACH_DAY} s
  WHERE NOT EXISTS (SELECT 1 FROM dashboard_days r WHERE r.group_slug = $1 AND r.time_zone = $4 AND r.day = s.day) ORDER BY 1`;
const DAY = localDay("e.created_at", "$4");
const ROLL_UP = `INSERT INTO dashboard_daily (group_slug, time_zone, metric, day, key, count)
  SELECT $1, $4, metric, day, key, n FROM (
    SELECT 'views' AS metric, ${DAY} AS day, '' AS key, count(*) AS n FROM events e WHERE ${pageView("$1", DAYS)} GROUP BY 2
    UNION ALL SELECT 'vehicle_views', ${DAY}, '', count(*) FROM events e WHERE ${vehicleView("$1", DAYS)} GROUP BY 2
    UNION ALL SELECT 'car_views', ${DAY}, e.car_id, count(*) FROM events e WHERE ${vehicleView("$1", DAYS)} AND e.car_id IS NOT NULL GROUP BY 2, 3
    UNION ALL SELECT 'searches', ${DAY}, ${SEARCH_KEY}, count(*) FROM events e WHERE ${search("$1", DAYS)} GROUP BY 2, 3
  ) s ON CONFLICT DO NOTHING`;
const MARK_DONE = `INSERT INTO dashboard_days (group_slug, time_zone, day) SELECT $1, $4, s.day FROM ${EACH_DAY} s ON CONFLICT DO NOTHING`;
// The months of $2..$3 whose every day is now rolled up. Each then gets its cars' views summed once
// more, as 'car_views_month' dated the 1st: a year's top cars sum ~12 x cars rows, not ~365 x cars.
const COMPLETE_MONTHS = `SELECT to_char(m, 'YYYY-MM-DD') AS "from", to_char(m + interval '1 month' - interval '1 day', 'YYYY-MM-DD') AS "to"
  FROM generate_series(date_trunc('month', $2::date::timestamp), date_trunc('month', $3::date::timestamp), interval '1 month') m
  WHERE (SELECT count(*) FROM dashboard_days r WHERE r.group_slug = $1 AND r.time_zone = $4
           AND r.day >= m::date AND r.day < (m + interval '1 month')::date) = (m + interval '1 month')::date - m::date`;
const MONTH_SUM = `INSERT INTO dashboard_daily (group_slug, time_zone, metric, day, key, count)
  SELECT $1, $4, 'car_views_month', $2::date, d.key, sum(d.count) FROM dashboard_daily d
   WHERE d.group_slug = $1 AND d.time_zone = $4 AND d.metric = 'car_views' AND d.day BETWEEN $2::date AND $3::date
   GROUP BY d.key ON CONFLICT DO NOTHING`;

/** Runs of consecutive days, each at most BATCH_DAYS long. days: sorted. */
function batches(days: string[]): DaySpan[] {
  const runs: DaySpan[] = [];
  for (const day of days) {
    const last = runs.at(-1);
    if (last && addDays(last.to, 1) === day && addDays(last.from, BATCH_DAYS - 1) > day) last.to = day;
    else runs.push({ from: day, to: day });
  }
  return runs;
}

/** Rolls up the days of span (all closed) not yet rolled up; returns how many it rolled up. */
export async function rollUp(db: Database, scope: GroupZone, span: DaySpan): Promise<number> {
  if (span.from > span.to) return 0;
  const params = (s: DaySpan) => [scope.groupSlug, s.from, s.to, scope.timeZone];
  const missing = await db.query<{ day: string }>(MISSING_DAYS, params(span));
  let rolled = 0;
  for (const batch of batches(missing.rows.map((r) => r.day))) {
    rolled += await db.transaction(async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock($1, hashtext($2))", [ROLLUP_LOCK_KEY, scope.groupSlug]);
      // Another server may have rolled these up while this one waited for the lock.
      const still = (await tx.query<{ day: string }>(MISSING_DAYS, params(batch))).rows;
      if (still.length === 0) return 0;
      const todo = { from: still[0].day, to: still[still.length - 1].day };
      await tx.query(ROLL_UP, params(todo));
      await tx.query(MARK_DONE, params(todo));
      const months = await tx.query<DaySpan>(COMPLETE_MONTHS, params(todo));
      for (const month of months.rows) await tx.query(MONTH_SUM, params(month));
      return still.length;
    });
  }
  return rolled;
}
