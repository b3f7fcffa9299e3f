// Reservations in the database. The partial unique index allows one active (pending or paid)
// reservation per car, so of two visitors racing for a car exactly one insert succeeds.
import { randomBytes, randomUUID } from "node:crypto";
import type { Database, Queryable } from "../db/database";
import type { Reservation, ReservationFilter, ReservationStatus } from "./port";

export interface NewReservation {
  siteSlug: string;
  groupSlug: string;
  carId: string;
  carSlug: string;
  carTitle: string;
  dealershipSlug: string;
  amountCents: number;
  currency: Reservation["currency"];
  provider: Reservation["provider"];
  holdHours: number;
  refundableHours: number;
  nonRefundableCents: number;
  pendingExpiresAt: Date;
  customer: Reservation["customer"];
  origin: string;
  clientIp?: string | null;
  userAgent?: string | null;
}

export interface ReservationRow extends Reservation {
  dealershipSlug: string;
  paymentIntentId: string | null;
  holdHours: number;
  refundableHours: number;
  refundedCents: number;
  paidAt: Date | null;
  origin: string;
  clientIp: string | null;
}

type Row = Record<string, unknown>;

const date = (v: unknown) => (v == null ? null : v instanceof Date ? v : new Date(String(v)));

function toReservation(row: Row): ReservationRow {
  return {
    id: String(row.id),
    number: String(row.number),
    token: String(row.token),
    siteSlug: String(row.site_slug),
    groupSlug: String(row.group_slug),
    carId: String(row.car_id),
    carSlug: String(row.car_slug),
    carTitle: String(row.car_title),
    dealershipSlug: String(row.dealership_slug),
    status: row.status as ReservationStatus,
    amountCents: Number(row.amount_cents),
    currency: row.currency as Reservation["currency"],
    provider: row.provider as Reservation["provider"],
    providerSessionId: (row.provider_session_id as string | null) ?? null,
    paymentIntentId: (row.payment_intent_id as string | null) ?? null,
    holdHours: Number(row.hold_hours),
    refundableHours: Number(row.refundable_hours),
    nonRefundableCents: Number(row.non_refundable_cents),
    refundedCents: Number(row.refunded_cents),
    pendingExpiresAt: date(row.pending_expires_at)!,
    paidAt: date(row.paid_at),
    holdExpiresAt: date(row.hold_expires_at),
    refundableUntil: date(row.refundable_until),
    customer: row.customer as Reservation["customer"],
    leadId: (row.lead_id as string | null) ?? null,
    origin: String(row.origin),
    clientIp: (row.client_ip as string | null) ?? null,
    createdAt: date(row.created_at)!,
    updatedAt: date(row.updated_at)!,
  };
}

// Crockford-style letters without I, L, O, U: easy to read out over the phone.
const NUMBER_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
function reservationNumber(): string {
  const bytes = randomBytes(8);
  let out = "";
  for (let i = 0; i < 8; i++) out += NUMBER_ALPHABET[bytes[i] % 32];
  return `R-${out}`;
}

const isUniqueViolation = (error: unknown) =>
  typeof error === "object" && error !== null && "code" in error && (error as { code: unknown }).code === "23505";

/** The car's active reservation, if any (pending not yet past its end, or paid). */
export async function activeForCar(db: Queryable, groupSlug: string, carId: string): Promise<ReservationRow | null> {
  const { rows } = await db.query(
    "SELECT * FROM reservations WHERE group_slug = $1 AND car_id = $2 AND status IN ('pending', 'paid', 'sold') ORDER BY created_at DESC LIMIT 1",
    [groupSlug, carId],
  );
  return rows[0] ? toReservation(rows[0]) : null;
}

/** Inserts a pending reservation; null when the car already has an active one. */
export async function insertPending(db: Database, input: NewReservation): Promise<ReservationRow | null> {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const { rows } = await db.query(
        `INSERT INTO reservations (id, number, token, site_slug, group_slug, car_id, car_slug, car_title, dealership_slug,
           status, amount_cents, currency, provider, hold_hours, refundable_hours, non_refundable_cents,
           pending_expires_at, customer, origin, client_ip, user_agent)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'pending', $10, $11, $12, $13, $14, $15, $16, $17::jsonb, $18, $19, $20)
         RETURNING *`,
        [
          randomUUID(), reservationNumber(), randomBytes(24).toString("base64url"), input.siteSlug, input.groupSlug,
          input.carId, input.carSlug, input.carTitle, input.dealershipSlug, input.amountCents, input.currency,
          input.provider, input.holdHours, input.refundableHours, input.nonRefundableCents, input.pendingExpiresAt,
          JSON.stringify(input.customer), input.origin, input.clientIp ?? null, input.userAgent?.slice(0, 1000) ?? null,
        ],
      );
      return toReservation(rows[0]);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The car's active reservation, or (astronomically rarely) a repeated number: try again.
      if (await activeForCar(db, input.groupSlug, input.carId)) return null;
    }
  }
  return null;
}

export async function setSession(db: Queryable, id: string, sessionId: string): Promise<ReservationRow | null> {
  const { rows } = await db.query("UPDATE reservations SET provider_session_id = $2, updated_at = now() WHERE id = $1 RETURNING *", [id, sessionId]);
  return rows[0] ? toReservation(rows[0]) : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function byId(db: Queryable, id: string, lock = false): Promise<ReservationRow | null> {
  if (!UUID.test(id)) return null;
  const { rows } = await db.query(`SELECT * FROM reservations WHERE id = $1${lock ? " FOR UPDATE" : ""}`, [id]);
  return rows[0] ? toReservation(rows[0]) : null;
}

export async function byToken(db: Queryable, token: string): Promise<ReservationRow | null> {
  if (!/^[A-Za-z0-9_-]{32}$/.test(token)) return null;
  const { rows } = await db.query("SELECT * FROM reservations WHERE token = $1", [token]);
  return rows[0] ? toReservation(rows[0]) : null;
}

export async function bySession(db: Queryable, sessionId: string, lock = false): Promise<ReservationRow | null> {
  const { rows } = await db.query(`SELECT * FROM reservations WHERE provider_session_id = $1${lock ? " FOR UPDATE" : ""}`, [sessionId]);
  return rows[0] ? toReservation(rows[0]) : null;
}

export async function byPaymentIntent(db: Queryable, paymentIntentId: string): Promise<ReservationRow | null> {
  const { rows } = await db.query("SELECT * FROM reservations WHERE payment_intent_id = $1 FOR UPDATE", [paymentIntentId]);
  return rows[0] ? toReservation(rows[0]) : null;
}

/**
 * Moves a reservation from one of `from` to `to`, setting the given columns; null when it was in
 * none of them (a late or repeated event changes nothing).
 */
export async function transition(
  db: Queryable,
  id: string,
  from: readonly ReservationStatus[],
  to: ReservationStatus,
  set: Partial<Record<"paid_at" | "hold_expires_at" | "refundable_until" | "payment_intent_id" | "refunded_cents", unknown>> = {},
): Promise<ReservationRow | null> {
  const columns = Object.keys(set);
  const assignments = columns.map((c, i) => `${c} = $${i + 4}`).join(", ");
  const { rows } = await db.query(
    `UPDATE reservations SET status = $2, updated_at = now()${assignments ? `, ${assignments}` : ""}
     WHERE id = $1 AND status = ANY($3::text[]) RETURNING *`,
    [id, to, [...from], ...columns.map((c) => set[c as keyof typeof set])],
  );
  return rows[0] ? toReservation(rows[0]) : null;
}

export async function recordRefund(db: Queryable, id: string, refundedCents: number): Promise<void> {
  await db.query("UPDATE reservations SET refunded_cents = GREATEST(refunded_cents, $2), updated_at = now() WHERE id = $1", [id, refundedCents]);
}

/** Records a provider event once; false when it was seen before (the caller then changes nothing). */
export async function firstDelivery(tx: Queryable, provider: string, eventId: string, type: string, reservationId: string | null): Promise<boolean> {
  const { rows } = await tx.query(
    "INSERT INTO payment_events (provider, event_id, type, reservation_id) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING event_id",
    [provider, eventId, type, reservationId],
  );
  return rows.length === 1;
}

/** Another reservation holding the car (pending, paid or sold). */
export async function otherHolder(tx: Queryable, r: ReservationRow): Promise<boolean> {
  const { rows } = await tx.query(
    "SELECT 1 FROM reservations WHERE group_slug = $1 AND car_id = $2 AND id <> $3 AND status IN ('pending', 'paid', 'sold') LIMIT 1",
    [r.groupSlug, r.carId, r.id],
  );
  return rows.length > 0;
}

/** Claims the making of the 'Reserve Car' lead (one process at a time; retried after 2 minutes). */
export async function claimLead(db: Queryable, id: string): Promise<ReservationRow | null> {
  const { rows } = await db.query(
    `UPDATE reservations SET lead_attempt_at = now() WHERE id = $1 AND lead_id IS NULL AND paid_at IS NOT NULL
       AND (lead_attempt_at IS NULL OR lead_attempt_at < now() - interval '2 minutes') RETURNING *`,
    [id],
  );
  return rows[0] ? toReservation(rows[0]) : null;
}

export async function setLead(db: Queryable, id: string, leadId: string): Promise<void> {
  await db.query("UPDATE reservations SET lead_id = $2, updated_at = now() WHERE id = $1", [id, leadId]);
}

/** Paid reservations whose lead was not made (a crash between commit and lead): retried by the sweep. */
export async function withoutLead(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM reservations WHERE lead_id IS NULL AND paid_at IS NOT NULL
       AND (lead_attempt_at IS NULL OR lead_attempt_at < now() - interval '2 minutes') LIMIT 50`,
  );
  return rows.map((r) => r.id);
}

/** Ends unpaid reservations past their pending end and holds past hold_expires_at. */
export async function expireDue(db: Queryable, now: Date, car?: { groupSlug: string; carId: string }): Promise<ReservationRow[]> {
  const { rows } = await db.query(
    `UPDATE reservations SET status = 'expired', updated_at = now()
     WHERE ((status = 'pending' AND pending_expires_at <= $1) OR (status = 'paid' AND hold_expires_at <= $1))
       AND ($2::text IS NULL OR (group_slug = $2 AND car_id = $3))
     RETURNING *`,
    [now, car?.groupSlug ?? null, car?.carId ?? null],
  );
  return rows.map(toReservation);
}

/** Car ids not reservable because of a reservation: pending (before its end), paid, or marked sold. */
export async function heldIds(db: Queryable, groupSlug: string, now: Date): Promise<string[]> {
  const { rows } = await db.query<{ car_id: string }>(
    `SELECT car_id FROM reservations WHERE group_slug = $1 AND (
       (status = 'pending' AND pending_expires_at > $2) OR (status = 'paid' AND hold_expires_at > $2) OR status = 'sold')`,
    [groupSlug, now],
  );
  return rows.map((r) => r.car_id);
}

export async function list(db: Queryable, filter: ReservationFilter): Promise<ReservationRow[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.groupSlug) where.push(`group_slug = $${params.push(filter.groupSlug)}`);
  if (filter.siteSlugs) where.push(`site_slug = ANY($${params.push(filter.siteSlugs)}::text[])`);
  if (filter.status) where.push(`status = $${params.push(filter.status)}`);
  const whole = (n: number | undefined, fallback: number) => (Number.isInteger(n) ? (n as number) : fallback);
  const limit = Math.min(Math.max(whole(filter.limit, 50), 1), 200);
  const offset = Math.max(whole(filter.offset, 0), 0);
  const { rows } = await db.query(
    `SELECT * FROM reservations ${where.length ? `WHERE ${where.join(" AND ")}` : ""} ORDER BY created_at DESC LIMIT ${limit} OFFSET ${offset}`,
    params,
  );
  return rows.map(toReservation);
}

/** Unpaid reservations one client address has open. */
export async function pendingFromClient(db: Queryable, clientIp: string, now: Date): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM reservations WHERE client_ip = $1 AND status = 'pending' AND pending_expires_at > $2",
    [clientIp, now],
  );
  return rows[0]?.n ?? 0;
}
