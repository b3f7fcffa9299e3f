-- Trade-in and sell-my-car valuations (issue 12): what the visitor told us, what we answered, and
-- what they decided, kept whether or not it became a lead so the dealer sees every one.
-- Plain PostgreSQL 15 SQL: it runs unchanged on PGlite and on the server.

-- offered (priced) / declined ("we'll call you with a price") -> accepted / rejected (with a reason).
CREATE TABLE valuations (
  id             uuid PRIMARY KEY,           -- random, made by the app: the visitor's pages and the JSON API carry it
  site_slug      text NOT NULL,
  group_slug     text NOT NULL,
  purpose        text NOT NULL CHECK (purpose IN ('trade-in', 'sell')),
  car_slug       text,                       -- the car being bought (/cars/trade-in?car_id=)
  vehicle        jsonb NOT NULL,             -- year, make, model, badge, rego, state, VIN ... as identified
  details        jsonb NOT NULL,             -- odometer (the site's unit), condition, service history, finance owing
  result         jsonb NOT NULL,             -- the priced range and its basis, or the decline
  status         text NOT NULL CHECK (status IN ('offered', 'declined', 'accepted', 'rejected')),
  reject_reason  text,
  reject_comment text,
  lead_id        text,                       -- the lead that locked the valuation in
  miscellaneous  jsonb NOT NULL DEFAULT '{}', -- POST /api/miscellaneous values by column name
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX valuations_group_created_idx ON valuations (group_slug, created_at DESC);
