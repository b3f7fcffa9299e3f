// The outbox: one row per lead event to forward, written in the lead's own transaction, then
// claimed, delivered and marked by the forwarder.
import type { Database, Queryable } from "../db/database";
import { cleanString } from "../db/clean";

export type OutboxKind = "lead.created" | "lead.updated";

export interface OutboxRow {
  id: number;
  leadId: string;
  kind: OutboxKind;
  /** Delivery attempts made before this one. */
  attempts: number;
  /** The lead's version this event was written for: with the lead id, the Idempotency-Key. */
  leadVersion: number;
}

export const BACKOFF_BASE_MS = 30_000;
// Short enough that leads queued during an outage go out within minutes of the lead API's return.
export const BACKOFF_CAP_MS = 5 * 60_000;

/** Wait after the n-th failed attempt: 30 s, 1 min, 2 min, 4 min, then every 5 min, for ever. */
export function backoffMs(failedAttempts: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, failedAttempts - 1), BACKOFF_CAP_MS);
}

export async function enqueueLeadEvent(tx: Queryable, leadId: string, kind: OutboxKind, leadVersion: number): Promise<void> {
  await tx.query("INSERT INTO outbox (lead_id, kind, lead_version) VALUES ($1, $2, $3)", [leadId, kind, leadVersion]);
}

/** "{lead id}:{version}": one upstream lead per event, however often its delivery is retried. */
export const idempotencyKey = (row: Pick<OutboxRow, "leadId" | "leadVersion">) => `${row.leadId}:${row.leadVersion}`;

/**
 * Claims the next due row by leasing it: its next_attempt_at moves to now + leaseMs, so another
 * app server skips it, and if this one dies mid-delivery the row comes due again by itself.
 * SKIP LOCKED lets several servers claim at once without waiting on each other. A lead's events
 * go out in order: an update waits until the lead's earlier events are delivered.
 */
export async function claimNext(db: Queryable, now: Date, leaseMs: number): Promise<OutboxRow | null> {
  const { rows } = await db.query<{ id: number | string; lead_id: string; kind: OutboxKind; attempts: number; lead_version: number }>(
    `UPDATE outbox SET next_attempt_at = $2
      WHERE id = (
        SELECT o.id FROM outbox o
         WHERE o.delivered_at IS NULL AND o.next_attempt_at <= $1
           AND NOT EXISTS (SELECT 1 FROM outbox e
                            WHERE e.lead_id = o.lead_id AND e.delivered_at IS NULL AND e.id < o.id)
         ORDER BY o.next_attempt_at, o.id
         LIMIT 1
         FOR UPDATE OF o SKIP LOCKED)
      RETURNING id, lead_id, kind, attempts, lead_version`,
    [now, new Date(now.getTime() + leaseMs)],
  );
  const row = rows[0];
  // bigint ids arrive as a string from pg and as a number from PGlite.
  return row ? { id: Number(row.id), leadId: row.lead_id, kind: row.kind, attempts: row.attempts, leadVersion: row.lead_version } : null;
}

export async function markDelivered(db: Database, row: OutboxRow, now: Date, upstreamId?: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query("UPDATE outbox SET delivered_at = $2, attempts = attempts + 1, last_error = NULL WHERE id = $1", [
      row.id,
      now,
    ]);
    // The upstream id is what a later PUT /api/leads/{id} needs.
    if (upstreamId) await tx.query("UPDATE leads SET upstream_id = $2 WHERE id = $1", [row.leadId, cleanString(upstreamId)]);
  });
}

export async function markFailed(db: Queryable, row: OutboxRow, error: string, now: Date): Promise<void> {
  const attempts = row.attempts + 1;
  await db.query("UPDATE outbox SET attempts = $2, next_attempt_at = $3, last_error = $4 WHERE id = $1", [
    row.id,
    attempts,
    new Date(now.getTime() + backoffMs(attempts)),
    cleanString(error.slice(0, 1000)), // the upstream's own words: no NUL may stop the retry
  ]);
}
