-- A lead's version counts its saves (1 when created, +1 on each update). Each outbox row keeps the
-- version it was written for, so a delivery is sent with the Idempotency-Key "{lead id}:{version}":
-- the same on every retry (the lead API keeps one lead), a new one for each update.
ALTER TABLE leads ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE outbox ADD COLUMN lead_version integer NOT NULL DEFAULT 1;
