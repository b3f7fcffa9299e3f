-- Garage accounts (issue 15): passwordless sign-in codes, the watchlist, saved searches, and the
-- email outbox every garage mail goes through. Plain PostgreSQL 15 SQL: runs on PGlite and the server.

-- One account per site and email address: a garage belongs to the dealer's site it was made on.
CREATE TABLE garage_accounts (
  id          uuid PRIMARY KEY,
  site_slug   text NOT NULL,
  email       text NOT NULL,               -- lower-cased
  alerts_off_at timestamptz,               -- unsubscribed from the daily alert
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (site_slug, email)
);

-- One-time sign-in codes, kept only as an HMAC: a stolen table does not sign anyone in.
CREATE TABLE sign_in_codes (
  id          uuid PRIMARY KEY,
  site_slug   text NOT NULL,
  email       text NOT NULL,
  code_hash   text NOT NULL,
  tries       integer NOT NULL DEFAULT 0,  -- wrong codes given; at 5 the code is spent
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sign_in_codes_email_idx ON sign_in_codes (site_slug, email, created_at DESC);

-- The watchlist: saved cars, with the favourite entry (spec point 3) as it was when saved, so a car
-- that has since sold still shows its name and picture.
CREATE TABLE watchlist (
  account_id  uuid NOT NULL REFERENCES garage_accounts (id) ON DELETE CASCADE,
  car_id      bigint NOT NULL,
  entry       jsonb NOT NULL,
  price       integer,                     -- the price when last alerted on (or saved): a drop is below it
  added_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, car_id)
);

-- Saved searches: the search path and query, and the car ids already seen (the alert snapshot).
CREATE TABLE saved_searches (
  id          uuid PRIMARY KEY,
  account_id  uuid NOT NULL REFERENCES garage_accounts (id) ON DELETE CASCADE,
  search      text NOT NULL,               -- path and query, e.g. /search/toyota?body=suv
  label       text NOT NULL,
  seen_car_ids jsonb NOT NULL DEFAULT '[]',
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (account_id, search)
);

-- The email outbox: every mail is written here first (the embedded mailbox reads it), then sent
-- by the configured transport with retries; the key makes a retried request write one mail.
CREATE TABLE mail_outbox (
  id               bigserial PRIMARY KEY,
  idempotency_key  text NOT NULL UNIQUE,
  site_slug        text NOT NULL,
  account_email    text,                   -- whose mail this is: deleted with the account
  to_address       text NOT NULL,
  subject          text NOT NULL,
  text_body        text NOT NULL,
  html_body        text NOT NULL,
  attempts         integer NOT NULL DEFAULT 0,
  next_attempt_at  timestamptz NOT NULL DEFAULT now(),
  sent_at          timestamptz,
  last_error       text,
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL;
CREATE INDEX mail_outbox_site_idx ON mail_outbox (site_slug, created_at DESC);
