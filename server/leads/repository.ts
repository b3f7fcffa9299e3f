// Lead storage for forms and the dealer inbox: every write commits the lead and its outbox row
// together, so a visitor only sees success for a lead that is stored and queued for forwarding.
// Every input is passed through cleanForDatabase first: no stray byte can refuse a lead.
import { randomUUID } from "node:crypto";
import { toBytes, type Database, type Queryable } from "../db/database";
import { cleanForDatabase } from "../db/clean";
import { enqueueLeadEvent } from "./outbox";
import { LEAD_COLUMNS, toFileMeta, toLead, type FileRow, type LeadRow } from "./rows";
import {
  inboxFields,
  isUuid,
  leadFileSchema,
  leadUpdateSchema,
  newLeadSchema,
  type Lead,
  type LeadFile,
  type LeadFileInput,
  type LeadStatus,
  type LeadUpdate,
  type NewLead,
} from "./schema";

export async function createLead(db: Database, input: NewLead): Promise<{ id: string }> {
  const lead = newLeadSchema.parse(cleanForDatabase(input));
  const id = randomUUID(); // the public id: random, so one visitor cannot continue another's lead
  const inbox = inboxFields(lead.payload);
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO leads (id, site_slug, category, subcategory, status, form_completed, step, skipped_steps,
         payload, name, email, phone, car_id, dealership_slug, location_id, destination, client_ip, user_agent)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
      [
        id, lead.siteSlug, lead.category, lead.subcategory ?? null, lead.status,
        lead.formCompleted ?? lead.status === "complete", lead.step ?? null, lead.skippedSteps,
        JSON.stringify(lead.payload), inbox.name, inbox.email, inbox.phone, inbox.carId,
        inbox.dealershipSlug, inbox.locationId, lead.destination, lead.clientIp ?? null, lead.userAgent ?? null,
      ],
    );
    for (const file of lead.files) await insertFile(tx, id, file);
    if (lead.status !== "spam") await enqueueLeadEvent(tx, id, "lead.created", 1);
  });
  return { id };
}

/**
 * A later step of a multi-step form. Returns null (and changes nothing) when the id is unknown,
 * belongs to another site, or the lead is already complete or spam.
 */
export async function updateLead(db: Database, id: string, input: LeadUpdate): Promise<{ id: string } | null> {
  if (!isUuid(id)) return null;
  const update = leadUpdateSchema.parse(cleanForDatabase(input));
  return db.transaction(async (tx) => {
    // FOR UPDATE: two saves of the same lead at once merge one after the other, not over each other.
    const { rows } = await tx.query<{ payload: Record<string, unknown> }>(
      "SELECT payload FROM leads WHERE id = $1 AND site_slug = $2 AND status = 'Incomplete' FOR UPDATE",
      [id, update.siteSlug],
    );
    if (!rows[0]) return null;
    const payload = { ...rows[0].payload, ...update.payload };
    const inbox = inboxFields(payload);
    const saved = await tx.query<{ version: number }>(
      `UPDATE leads SET status = $2, form_completed = $3, step = COALESCE($4, step), version = version + 1,
         skipped_steps = COALESCE($5::integer[], skipped_steps), payload = $6::jsonb,
         category = COALESCE($7, category), subcategory = COALESCE($8, subcategory),
         name = $9, email = $10, phone = $11, car_id = $12, dealership_slug = $13, location_id = $14,
         updated_at = now()
       WHERE id = $1 RETURNING version`,
      [
        id, update.status, update.formCompleted ?? update.status === "complete", update.step ?? null,
        update.skippedSteps ?? null, JSON.stringify(payload), update.category ?? null, update.subcategory ?? null,
        inbox.name, inbox.email, inbox.phone, inbox.carId, inbox.dealershipSlug, inbox.locationId,
      ],
    );
    for (const file of update.files) await insertFile(tx, id, file);
    if (update.status !== "spam") await enqueueLeadEvent(tx, id, "lead.updated", saved.rows[0].version);
    return { id };
  });
}

async function insertFile(tx: Queryable, leadId: string, file: LeadFileInput): Promise<string> {
  const id = randomUUID();
  await tx.query(
    "INSERT INTO lead_files (id, lead_id, filename, content_type, size_bytes, data) VALUES ($1, $2, $3, $4, $5, $6)",
    [id, leadId, file.filename, file.contentType, file.data.byteLength, file.data],
  );
  return id;
}

/**
 * Attaches a file to a stored lead; null when there is no such lead. It is not forwarded by
 * itself: files that must reach the upstream API go in createLead/updateLead.
 */
export async function addLeadFile(db: Queryable, leadId: string, input: LeadFileInput): Promise<{ id: string } | null> {
  if (!isUuid(leadId)) return null;
  const file = leadFileSchema.parse(cleanForDatabase(input));
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO lead_files (id, lead_id, filename, content_type, size_bytes, data)
     SELECT $1, id, $3, $4, $5, $6 FROM leads WHERE id = $2
     RETURNING id`,
    [randomUUID(), leadId, file.filename, file.contentType, file.data.byteLength, file.data],
  );
  return rows[0] ? { id: rows[0].id } : null;
}

export async function getLeadFile(db: Queryable, fileId: string): Promise<LeadFile | null> {
  if (!isUuid(fileId)) return null;
  const { rows } = await db.query<FileRow & { site_slug: string; data: unknown }>(
    `SELECT f.id, f.lead_id, f.filename, f.content_type, f.size_bytes, f.created_at, f.data, l.site_slug
       FROM lead_files f JOIN leads l ON l.id = f.lead_id WHERE f.id = $1`,
    [fileId],
  );
  const row = rows[0];
  return row ? { ...toFileMeta(row), siteSlug: row.site_slug, data: toBytes(row.data) } : null;
}

/** One lead with its file list; siteSlug, when given, must match (the inbox of one site). */
export async function getLead(db: Queryable, id: string, options: { siteSlug?: string } = {}): Promise<Lead | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<LeadRow>(
    `SELECT ${LEAD_COLUMNS} FROM leads l WHERE l.id = $1 AND ($2::text IS NULL OR l.site_slug = $2)`,
    [id, options.siteSlug ?? null],
  );
  return rows[0] ? (await withFiles(db, rows))[0] : null;
}

export interface ListLeadsOptions {
  siteSlug?: string;
  statuses?: LeadStatus[];
  limit?: number;
  offset?: number;
}

/** The dealer inbox: newest first, with file metadata (never the bytes) and forwarding state. */
export async function listLeads(db: Queryable, options: ListLeadsOptions = {}): Promise<{ leads: Lead[]; total: number }> {
  const limit = Math.min(Math.max(Math.trunc(options.limit ?? 50), 1), 500);
  const offset = Math.max(Math.trunc(options.offset ?? 0), 0);
  const filter = "($1::text IS NULL OR l.site_slug = $1) AND ($2::text[] IS NULL OR l.status = ANY($2::text[]))";
  const params = [options.siteSlug ?? null, options.statuses ?? null];
  const [page, count] = await Promise.all([
    db.query<LeadRow>(
      `SELECT ${LEAD_COLUMNS} FROM leads l WHERE ${filter} ORDER BY l.created_at DESC, l.id LIMIT $3 OFFSET $4`,
      [...params, limit, offset],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM leads l WHERE ${filter}`, params),
  ]);
  return { leads: await withFiles(db, page.rows), total: count.rows[0]?.total ?? 0 };
}

async function withFiles(db: Queryable, rows: LeadRow[]): Promise<Lead[]> {
  if (rows.length === 0) return [];
  const files = await db.query<FileRow>(
    `SELECT id, lead_id, filename, content_type, size_bytes, created_at FROM lead_files
      WHERE lead_id = ANY($1::uuid[]) ORDER BY created_at, filename`,
    [rows.map((row) => row.id)],
  );
  return rows.map((row) => toLead(row, files.rows));
}
