-- The /admin dashboard's reads over a year of events (server/analytics/dashboard.ts), each an
-- index-only scan of just the rows its panel counts. Measured with `npm run bench` on 1,000,000
-- events of one group: docs/decisions/2026-11-27-dashboard.md.
-- Plain PostgreSQL 15 SQL: it runs unchanged on PGlite and on the server.

-- Views (event ids 1-13) in the funnel.
CREATE INDEX events_page_views ON events (group_slug, created_at) WHERE event_id BETWEEN 1 AND 13;
-- Vehicle views in the funnel and the top viewed cars: car_id rides along, so the heap is not read.
CREATE INDEX events_vehicle_views ON events (group_slug, created_at) INCLUDE (car_id)
  WHERE event_id BETWEEN 1 AND 13 AND page_type IN ('New Vehicle Details', 'Used Vehicle Details');
-- Searches (event 29) by make and model: the search's small event_properties ride along.
CREATE INDEX events_searches ON events (group_slug, created_at) INCLUDE (event_properties) WHERE event_id = 29;
