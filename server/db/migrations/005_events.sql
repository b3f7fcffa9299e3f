-- Analytics events (spec point 3 and 9): page views, form submissions, searches, clicks.
-- Plain PostgreSQL 15 SQL: it runs unchanged on PGlite and on the server.
-- The /admin dashboard reads this table: keep these columns; add, never rename.
CREATE TABLE events (
  id BIGSERIAL PRIMARY KEY,
  group_slug TEXT NOT NULL,
  website_slug TEXT NOT NULL,
  event_id INTEGER NOT NULL,          -- the spec's event id (1-61)
  category TEXT NOT NULL,             -- e.g. 'Page View', 'Form Submission', 'Search', 'Click to Call'
  page_type TEXT,                     -- page views: the spec's page type (Home, Vehicle Inventory Listing, ...)
  url TEXT NOT NULL,
  car_id TEXT,                        -- the car's id when the event is about one car
  lead_id TEXT,
  anon_id TEXT,                       -- device id: 'device_' + 10 characters
  session_id TEXT,                    -- 'session_' + 10 characters
  error_message TEXT,
  event_properties JSONB NOT NULL DEFAULT '{}'::jsonb,  -- browser/device, car slug and name, search make/model, utm/gclid source
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX events_group_created ON events (group_slug, created_at);
CREATE INDEX events_site_event_created ON events (website_slug, event_id, created_at);
