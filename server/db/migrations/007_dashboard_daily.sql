-- The /admin dashboard's event panels rolled up per local day, filled lazily by the dashboard itself
-- (server/analytics/dashboard-rollup.ts) for days that are closed: a year's range then sums a few
-- thousand rows instead of scanning a million events. Leads and reservations are read as they are.
-- Plain PostgreSQL 15 SQL: it runs unchanged on PGlite and on the server.

-- One count per (group, zone, local day, metric, key). metric: 'views' and 'vehicle_views' (key ''),
-- 'car_views' (key: car_id), 'searches' (key: the JSON array [make, model], nulls kept), and
-- 'car_views_month' (dated the 1st; written once every day of the month is rolled up).
-- The zone is part of the key: a group that moves zone gets its days rolled up again, never mixed.
-- Metric before day, so each panel reads one contiguous stretch of the key.
CREATE TABLE dashboard_daily (
  group_slug TEXT NOT NULL,
  time_zone TEXT NOT NULL,
  metric TEXT NOT NULL,
  day DATE NOT NULL,
  key TEXT NOT NULL,
  count BIGINT NOT NULL,
  PRIMARY KEY (group_slug, time_zone, metric, day, key)
);

-- The (group, zone, day)s rolled up: a day with no events is rolled up too, and has no counts.
CREATE TABLE dashboard_days (
  group_slug TEXT NOT NULL,
  time_zone TEXT NOT NULL,
  day DATE NOT NULL,
  rolled_up_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (group_slug, time_zone, day)
);
