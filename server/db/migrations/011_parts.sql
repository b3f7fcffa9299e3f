-- The parts catalogue at scale (issue 19): each group's parts as the part schema's JSON, one row a
-- part, written by the parts importer and announced to every app server with NOTIFY parts_changed.
-- Revisions come from the stock's sequence: one counter for every stock write.
-- Plain PostgreSQL 15 SQL: it runs unchanged on PGlite and on the server.

CREATE TABLE stock_parts (
  group_slug text        NOT NULL,
  id         text        NOT NULL,           -- the part number, upper case (partKey), unique within its group
  part       jsonb       NOT NULL,           -- the whole part, valid under server/sites/part-schema.ts
  revision   bigint      NOT NULL DEFAULT nextval('stock_revision'),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (group_slug, id)
);

CREATE INDEX stock_parts_revision ON stock_parts (group_slug, revision);
