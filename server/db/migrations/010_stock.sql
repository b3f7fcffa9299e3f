-- The stock store at scale (issue 16): each group's cars as the car schema's JSON, one row a car,
-- written by the importer and announced to every app server with NOTIFY stock_changed.
-- Plain PostgreSQL 15 SQL: it runs unchanged on PGlite and on the server.

-- Goes up with every write, over all groups: a server asks for the rows past the last it has seen.
CREATE SEQUENCE stock_revision;

CREATE TABLE stock_cars (
  group_slug text        NOT NULL,
  id         bigint      NOT NULL,           -- the car's id (Car.id), unique within its group
  car        jsonb       NOT NULL,           -- the whole car, valid under server/sites/car-schema.ts
  revision   bigint      NOT NULL DEFAULT nextval('stock_revision'),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (group_slug, id)
);

CREATE INDEX stock_cars_revision ON stock_cars (group_slug, revision);
