-- Online reservations with a card deposit (issue 10), and the payment events already handled.
-- Plain PostgreSQL 15 SQL: it runs unchanged on PGlite and on the server.

-- pending -> paid (held until hold_expires_at) -> released / expired / refunded / sold;
-- pending -> expired (unpaid after 30 minutes) or released (cancelled, provider failure).
CREATE TABLE reservations (
  id                   uuid PRIMARY KEY,
  number               text NOT NULL UNIQUE,      -- shown to visitor and dealer, e.g. R-4F7K2Q
  token                text NOT NULL UNIQUE,      -- the visitor's links carry this, never the id
  site_slug            text NOT NULL,
  group_slug           text NOT NULL,
  car_id               text NOT NULL,
  car_slug             text NOT NULL,
  car_title            text NOT NULL,
  dealership_slug      text NOT NULL,
  status               text NOT NULL CHECK (status IN ('pending', 'paid', 'released', 'expired', 'refunded', 'sold')),
  amount_cents         integer NOT NULL CHECK (amount_cents > 0),
  currency             text NOT NULL CHECK (currency IN ('AUD', 'NZD', 'USD')),
  provider             text NOT NULL CHECK (provider IN ('stripe', 'sandbox')),
  provider_session_id  text UNIQUE,
  payment_intent_id    text,
  hold_hours           integer NOT NULL,
  refundable_hours     integer NOT NULL,
  non_refundable_cents integer NOT NULL DEFAULT 0,
  pending_expires_at   timestamptz NOT NULL,
  paid_at              timestamptz,
  hold_expires_at      timestamptz,
  refundable_until     timestamptz,
  refunded_cents       integer NOT NULL DEFAULT 0,
  customer             jsonb NOT NULL,
  origin               text NOT NULL,             -- the site's origin: success and cancel URLs lead back there
  lead_id              uuid,
  lead_attempt_at      timestamptz,               -- claims the 'Reserve Car' lead, so it is made once
  client_ip            text,
  user_agent           text,
  created_at           timestamptz NOT NULL DEFAULT now(),
  updated_at           timestamptz NOT NULL DEFAULT now()
);
-- "At most one active reservation per car, enforced by the database": the second insert fails.
CREATE UNIQUE INDEX reservations_one_active_per_car ON reservations (group_slug, car_id) WHERE status IN ('pending', 'paid');
CREATE INDEX reservations_group_created_idx ON reservations (group_slug, created_at DESC);
CREATE INDEX reservations_pending_idx ON reservations (pending_expires_at) WHERE status = 'pending';
CREATE INDEX reservations_hold_idx ON reservations (hold_expires_at) WHERE status = 'paid';
CREATE INDEX reservations_unled_idx ON reservations (paid_at) WHERE lead_id IS NULL AND paid_at IS NOT NULL;

-- Webhook idempotency: an event is recorded in the same transaction as the change it makes.
CREATE TABLE payment_events (
  provider     text NOT NULL,
  event_id     text NOT NULL,
  type         text NOT NULL,
  reservation_id uuid,
  received_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, event_id)
);
