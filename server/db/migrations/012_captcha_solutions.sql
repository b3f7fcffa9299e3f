-- The captcha's used solutions (server/captcha/replay-store.ts): one row per verified challenge,
-- keyed by the challenge's signature, so a solution used on one app server is refused on every
-- other. Rows go once their challenge has expired (the expiry refuses those anyway).
-- Plain PostgreSQL 15 SQL: runs on PGlite and on the server.
CREATE TABLE captcha_solutions (
  signature  text        PRIMARY KEY,    -- the challenge's HMAC signature (hex)
  expires_at timestamptz NOT NULL
);

CREATE INDEX captcha_solutions_expires_at ON captcha_solutions (expires_at);
