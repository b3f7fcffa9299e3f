// The dealer dashboard at a year of events: a throw-away PostgreSQL holding 1,000,000 events of one group
// over the last 365 days (plus another group's 200,000, and a year of leads and reservations), the built
// server on it, and sequential GET /admin loads timed over HTTP (password check, every panel's SQL,
// the render): for the default 30 days and then a whole year, the first (cold) load, which rolls up
// its closed days (server/analytics/dashboard-rollup.ts), apart from the warm loads' p50/p95; then a
// year's roll-up alone and the panels' SQL alone. Bounded: each series stops after its count or 40 s.
// `npm run bench` prints it; run alone with `tsx scripts/bench-dashboard.ts`.
import { loadavg } from "node:os";
import { pathToFileURL } from "node:url";
import { startPostgres } from "../tests/integration/support/postgres";
import { startServer } from "../tests/integration/support/server";
import { openDatabase } from "../server/db/open";
import type { Database } from "../server/db/database";
import { dashboardNumbers } from "../server/analytics/dashboard";
import { rollUp, splitRange } from "../server/analytics/dashboard-rollup";

const GROUP = "sunshine-motor-group";
const SITES = ["sunshine", "sunshine-toyota", "sunshine-mazda"];
const PAGE_TYPES = ["Home", "Vehicle Inventory Listing", "New Vehicle Details", "Used Vehicle Details", "Used Vehicle Details", "New Vehicle Details", "Special Offers", "Service", "Finance", "Contact", "Fleet", "Parts and Accessories", "About/Information"];
const PASSWORD = "bench";
const SCOPE = { groupSlug: GROUP, siteSlugs: SITES, timeZone: "Australia/Brisbane" };
const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);

/** n events of a group over the last 365 days: 75% page views (a third of them vehicle pages), 10% searches, the rest form submissions. */
async function insertEvents(db: Database, group: string, sites: string[], n: number) {
  await db.query(
    `INSERT INTO events (group_slug, website_slug, event_id, category, page_type, url, car_id, anon_id, session_id, event_properties, created_at)
     SELECT $1, ($2::text[])[1 + g % cardinality($2::text[])],
            CASE WHEN r < 0.75 THEN 1 + g % 13 WHEN r < 0.85 THEN 29 ELSE 22 END,
            CASE WHEN r < 0.75 THEN 'Page View' WHEN r < 0.85 THEN 'Search' ELSE 'Form Submission' END,
            CASE WHEN r < 0.75 THEN ($3::text[])[1 + g % 13] END,
            '/bench', CASE WHEN r < 0.75 THEN (100001 + g % 1353)::text END,
            'device_' || lpad((g % 50000)::text, 10, '0'), 'session_' || lpad((g % 200000)::text, 10, '0'),
            CASE WHEN r >= 0.75 AND r < 0.85 THEN jsonb_build_object('make', (ARRAY['Toyota','Mazda','Ford','Kia','Hyundai'])[1 + g % 5], 'model', 'Model ' || (g % 9)) ELSE '{}'::jsonb END,
            now() - random() * interval '365 days'
       FROM (SELECT g, random() AS r FROM generate_series(1, $4::int) g) s`,
    [group, sites, PAGE_TYPES, n],
  );
}

export async function seed(db: Database) {
  await db.query("SELECT setseed(0.42)");
  await insertEvents(db, GROUP, SITES, 1_000_000);
  await insertEvents(db, "other-group", ["other"], 200_000);
  await db.query(
    `INSERT INTO leads (id, site_slug, category, status, payload, car_id, created_at)
     SELECT gen_random_uuid(), ($1::text[])[1 + g % 3], (ARRAY['New Vehicle Enquiry','Used Vehicle Enquiry','Finance','Service Booking','Reserve Car'])[1 + g % 5],
            (ARRAY['complete','complete','complete','Incomplete','spam'])[1 + g % 5],
            jsonb_build_object('lead_attributes', jsonb_build_object('linked_query_params',
              CASE g % 4 WHEN 0 THEN '{}'::jsonb WHEN 1 THEN jsonb_build_object('utm_source', 'newsletter') WHEN 2 THEN jsonb_build_object('gclid', 'x' || g) ELSE jsonb_build_object('fbclid', 'y' || g) END)),
            (100001 + g % 1353)::text, now() - random() * interval '365 days'
       FROM generate_series(1, 20000) g`,
    [SITES],
  );
  // 2,000 reservations, every other one paid, each paid one with its 'Reserve Car' lead.
  await db.query(
    `WITH reserve_leads AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM leads WHERE category = 'Reserve Car')
     INSERT INTO reservations (id, number, token, site_slug, group_slug, car_id, car_slug, car_title, dealership_slug, status, amount_cents,
       currency, provider, hold_hours, refundable_hours, pending_expires_at, paid_at, lead_id, customer, origin, created_at)
     SELECT gen_random_uuid(), 'R-' || g, 't-' || g, 'sunshine', $1, 'bench-' || g, 'bench-' || g, 'Bench car', 'd',
            CASE WHEN g % 2 = 0 THEN 'sold' ELSE 'expired' END, 20000, 'AUD', 'sandbox', 48, 24, t, CASE WHEN g % 2 = 0 THEN t END,
            reserve_leads.id, '{}', 'http://x', t
       FROM (SELECT g, now() - random() * interval '365 days' AS t FROM generate_series(1, 2000) g) s
       LEFT JOIN reserve_leads ON s.g % 2 = 0 AND reserve_leads.n = s.g / 2`,
    [GROUP],
  );
  // A live table gets this from autovacuum (inserts alone trigger it since PostgreSQL 13): the visibility
  // map that lets the dashboard's index-only scans skip the heap.
  await db.exec("VACUUM ANALYZE");
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

type Timing = { n: number; p50: number; p95: number; max: number };

function summary(ms: number[]): Timing {
  ms.sort((a, b) => a - b);
  return { n: ms.length, p50: percentile(ms, 50), p95: percentile(ms, 95), max: ms.at(-1) ?? 0 };
}

/** Every panel's SQL alone (in this process, on the pool), without HTTP and rendering. */
async function timeQueries(db: Database, days: number, count: number): Promise<Timing> {
  const ms: number[] = [];
  for (let i = 0; i < count + 2; i++) {
    const started = performance.now();
    await dashboardNumbers(db, SCOPE, { from: day(days - 1), to: day(0) });
    if (i >= 2) ms.push(performance.now() - started);
  }
  return summary(ms);
}

/** The first load (cold: it rolls up the range's closed days), then warm loads after one warm-up. */
async function timeLoads(url: string, count: number): Promise<{ cold: number; warm: Timing }> {
  const headers = { host: "sunshine.localhost", authorization: `Basic ${Buffer.from(`bench:${PASSWORD}`).toString("base64")}` };
  const ms: number[] = [];
  const end = Date.now() + 40_000;
  for (let i = 0; i < count + 2 && Date.now() < end; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`GET ${url}: ${res.status}`);
    if (i !== 1) ms.push(performance.now() - started);
  }
  const [cold, ...warm] = ms;
  return { cold, warm: summary(warm) };
}

/** A whole year's roll-up alone, from empty roll-up tables (as the first year load after deploying 007). */
async function timeRollUp(db: Database): Promise<{ ms: number; days: number; rows: number }> {
  await db.exec("DELETE FROM dashboard_daily; DELETE FROM dashboard_days");
  const { rolled } = splitRange({ from: day(365), to: day(0) }, SCOPE.timeZone, new Date());
  const started = performance.now();
  const days = await rollUp(db, SCOPE, rolled);
  const ms = performance.now() - started;
  const { rows } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM dashboard_daily");
  return { ms, days, rows: rows[0].n };
}

export async function dashboardBench(): Promise<string[]> {
  const pg = await startPostgres();
  try {
    const url = await pg.createDatabase("dashboard_bench");
    const db = await openDatabase({ DATA_DIR: "unused", DATABASE_URL: url });
    const seeding = performance.now();
    await seed(db);
    const seeded = ((performance.now() - seeding) / 1000).toFixed(1);

    const server = await startServer({ DATABASE_URL: url, ADMIN_PASSWORD: PASSWORD, LOG_REQUESTS: "false" });
    try {
      const month = await timeLoads(`${server.url}/admin`, 40);
      const year = await timeLoads(`${server.url}/admin?from=${day(365)}&to=${day(0)}`, 40);
      const rolled = await timeRollUp(db);
      const sqlMonth = await timeQueries(db, 30, 40);
      const sqlYear = await timeQueries(db, 366, 40);
      const line = (name: string, { cold, warm: r }: { cold: number; warm: Timing }) =>
        `dashboard /admin, ${name}: first (cold, rolls up) ${cold.toFixed(0)} ms; warm p50 ${r.p50.toFixed(0)} ms, p95 ${r.p95.toFixed(0)} ms, max ${r.max.toFixed(0)} ms over ${r.n} sequential loads`;
      return [
        `dashboard: PostgreSQL with 1,000,000 events of one group over 365 days (+200,000 of another, 20,000 leads, 2,000 reservations), seeded in ${seeded} s`,
        line("last 30 days (default)", month),
        line("366 days (after the 30)", year),
        `dashboard roll-up alone: ${rolled.days} closed days of a year in ${rolled.ms.toFixed(0)} ms (${rolled.rows.toLocaleString("en")} roll-up rows)`,
        `dashboard SQL alone (every panel, in parallel on the pool): last 30 days p50 ${sqlMonth.p50.toFixed(0)} ms, p95 ${sqlMonth.p95.toFixed(0)} ms; 366 days p50 ${sqlYear.p50.toFixed(0)} ms, p95 ${sqlYear.p95.toFixed(0)} ms`,
        `dashboard: load average ${loadavg()[0].toFixed(1)} on this machine while timing (other work on the same cores lengthens every figure)`,
      ];
    } finally {
      await server.stop();
      await db.close();
    }
  } finally {
    await pg.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  dashboardBench().then(
    (lines) => console.log(lines.join("\n")),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
