-- Leads, their uploaded files, the outbox that forwards them, and phone reveals.
-- Plain PostgreSQL 15 SQL: it runs unchanged on PGlite (PostgreSQL 18) and on the server.

-- A lead is stored before the visitor sees success. id is a random UUID made by the app: it is
-- the public id a multi-step form sends back, so it must not be guessable.
CREATE TABLE leads (
  id              uuid PRIMARY KEY,
  site_slug       text NOT NULL,
  category        text NOT NULL,
  subcategory     text,
  status          text NOT NULL CHECK (status IN ('Incomplete', 'complete', 'spam')),
  form_completed  boolean NOT NULL DEFAULT false,
  step            integer,
  skipped_steps   integer[] NOT NULL DEFAULT '{}',
  payload         jsonb NOT NULL,            -- the whole lead payload, as received and normalised
  name            text,                      -- name .. location_id: copies from payload for the inbox
  email           text,
  phone           text,
  car_id          text,
  dealership_slug text,
  location_id     text,
  destination     text NOT NULL DEFAULT 'server' CHECK (destination IN ('server', 'car-clarity')),
  upstream_id     text,                      -- the id the upstream lead API answered with
  client_ip       text,
  user_agent      text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX leads_site_created_idx ON leads (site_slug, created_at DESC);
CREATE INDEX leads_created_idx ON leads (created_at DESC);

-- Uploads (CVs, documents) live in the database so the embedded default needs no file store.
CREATE TABLE lead_files (
  id           uuid PRIMARY KEY,
  lead_id      uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  filename     text NOT NULL,
  content_type text NOT NULL,
  size_bytes   integer NOT NULL,
  data         bytea NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lead_files_lead_idx ON lead_files (lead_id);

-- Written in the same transaction as the lead, so a stored lead is always a lead to forward.
CREATE TABLE outbox (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lead_id         uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  kind            text NOT NULL CHECK (kind IN ('lead.created', 'lead.updated')),
  attempts        integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  delivered_at    timestamptz,
  last_error      text,
  created_at      timestamptz NOT NULL DEFAULT now()
);
-- The forwarder only ever looks at undelivered rows, so index only those.
CREATE INDEX outbox_due_idx ON outbox (next_attempt_at) WHERE delivered_at IS NULL;
CREATE INDEX outbox_lead_idx ON outbox (lead_id, id);

-- "A reveal-phone call takes car_id, dealership_id, website_id": ids are the car API's, kept as text.
CREATE TABLE phone_reveals (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  site_slug     text NOT NULL,
  car_id        text NOT NULL,
  dealership_id text,
  website_id    text,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX phone_reveals_car_idx ON phone_reveals (site_slug, car_id, created_at);
