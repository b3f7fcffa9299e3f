// Valuations in the database. Every string is cleaned on the way in (server/db/clean.ts: no NUL,
// no lone surrogate), and an id that is not a UUID is never sent to the database: it is simply unknown.
import { randomUUID } from "node:crypto";
import { cleanForDatabase, cleanString } from "../db/clean";
import type { Queryable } from "../db/database";
import type { Decision, Valuation, ValuationPurpose, ValuationResult, ValuationStatus, VehicleDetails, VehicleIdentity } from "./port";

/** The longest reject comment kept: a sentence or two, not an essay. */
export const REJECT_COMMENT_MAX = 2000;
/** The admin list's page size when none is asked for, and the most one call returns. */
export const LIST_DEFAULT = 100;
export const LIST_MAX = 500;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isValuationId = (id: unknown): id is string => typeof id === "string" && UUID.test(id);

type Row = Record<string, unknown>;
const date = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));
const json = (v: unknown) => (typeof v === "string" ? JSON.parse(v) : v);

function toValuation(row: Row): Valuation {
  return {
    id: String(row.id),
    siteSlug: String(row.site_slug),
    groupSlug: String(row.group_slug),
    purpose: row.purpose as ValuationPurpose,
    carSlug: (row.car_slug as string | null) ?? null,
    vehicle: json(row.vehicle) as VehicleIdentity,
    details: json(row.details) as VehicleDetails,
    result: json(row.result) as ValuationResult,
    status: row.status as ValuationStatus,
    rejectReason: (row.reject_reason as Valuation["rejectReason"]) ?? null,
    rejectComment: (row.reject_comment as string | null) ?? null,
    leadId: (row.lead_id as string | null) ?? null,
    miscellaneous: (json(row.miscellaneous) as Record<string, unknown>) ?? {},
    createdAt: date(row.created_at),
    updatedAt: date(row.updated_at),
  };
}

/** A priced result is an offer; a decline waits for the dealer's call. */
export const statusOf = (result: ValuationResult): ValuationStatus => (result.kind === "priced" ? "offered" : "declined");
const toJson = (value: unknown) => JSON.stringify(cleanForDatabase(value) ?? null);

/** What a new valuation is stored with: the rest (id, status, decision, lead, times) starts empty. */
export type NewValuation = Pick<Valuation, "siteSlug" | "groupSlug" | "purpose" | "carSlug" | "vehicle" | "details" | "result">;

export async function insertValuation(db: Queryable, v: NewValuation): Promise<Valuation> {
  const { rows } = await db.query(
    `INSERT INTO valuations (id, site_slug, group_slug, purpose, car_slug, vehicle, details, result, status)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8::jsonb, $9) RETURNING *`,
    [randomUUID(), v.siteSlug, v.groupSlug, v.purpose, v.carSlug && cleanString(v.carSlug), toJson(v.vehicle), toJson(v.details), toJson(v.result), statusOf(v.result)],
  );
  return toValuation(rows[0]);
}

export async function valuationOf(db: Queryable, siteSlug: string, id: string): Promise<Valuation | null> {
  if (!isValuationId(id)) return null;
  const { rows } = await db.query("SELECT * FROM valuations WHERE id = $1 AND site_slug = $2", [id, siteSlug]);
  return rows[0] ? toValuation(rows[0]) : null;
}

/** New details and their result: the offer starts again (any earlier decision no longer applies). */
export async function updateResult(db: Queryable, siteSlug: string, id: string, details: VehicleDetails, result: ValuationResult): Promise<Valuation | null> {
  if (!isValuationId(id)) return null;
  const { rows } = await db.query(
    `UPDATE valuations SET details = $3::jsonb, result = $4::jsonb, status = $5, reject_reason = NULL, reject_comment = NULL, updated_at = now()
     WHERE id = $1 AND site_slug = $2 RETURNING *`,
    [id, siteSlug, toJson(details), toJson(result), statusOf(result)],
  );
  return rows[0] ? toValuation(rows[0]) : null;
}

export async function updateDecision(db: Queryable, siteSlug: string, id: string, decision: Decision): Promise<Valuation | null> {
  if (!isValuationId(id)) return null;
  const [status, reason, comment] =
    decision.decision === "accept" ? ["accepted", null, null] : ["rejected", decision.reason, cleanString(decision.comment?.trim() ?? "").slice(0, REJECT_COMMENT_MAX) || null];
  const { rows } = await db.query(
    "UPDATE valuations SET status = $3, reject_reason = $4, reject_comment = $5, updated_at = now() WHERE id = $1 AND site_slug = $2 RETURNING *",
    [id, siteSlug, status, reason, comment],
  );
  return rows[0] ? toValuation(rows[0]) : null;
}

export async function updateLead(db: Queryable, siteSlug: string, id: string, leadId: string): Promise<void> {
  if (!isValuationId(id)) return;
  await db.query("UPDATE valuations SET lead_id = $3, updated_at = now() WHERE id = $1 AND site_slug = $2", [id, siteSlug, cleanString(leadId)]);
}

/** One value under a column name, beside the others already kept; the same name again replaces it. */
export async function updateMiscellaneous(db: Queryable, siteSlug: string, id: string, column: string, value: unknown): Promise<Valuation | null> {
  if (!isValuationId(id)) return null;
  const { rows } = await db.query(
    `UPDATE valuations SET miscellaneous = miscellaneous || jsonb_build_object($3::text, $4::jsonb), updated_at = now()
     WHERE id = $1 AND site_slug = $2 RETURNING *`,
    [id, siteSlug, cleanString(column), toJson(value)],
  );
  return rows[0] ? toValuation(rows[0]) : null;
}

export async function listValuations(db: Queryable, filter: { groupSlug: string; siteSlugs?: string[]; limit?: number; offset?: number }): Promise<Valuation[]> {
  const whole = (value: number | undefined, fallback: number) => (Number.isFinite(value) ? Math.trunc(value!) : fallback);
  const limit = Math.min(Math.max(1, whole(filter.limit, LIST_DEFAULT)), LIST_MAX);
  const offset = Math.max(0, whole(filter.offset, 0));
  const { rows } = await db.query(
    `SELECT * FROM valuations WHERE group_slug = $1 AND ($2::text[] IS NULL OR site_slug = ANY($2::text[]))
     ORDER BY created_at DESC, id LIMIT $3 OFFSET $4`,
    [filter.groupSlug, filter.siteSlugs ?? null, limit, offset],
  );
  return rows.map(toValuation);
}
