// Row shapes of the leads tables and their mapping to the repository's camelCase types.
import type { Lead, LeadFileMeta } from "./schema";

/** Lead columns plus its forwarding state for the inbox; `l` is the leads table. */
export const LEAD_COLUMNS = `l.id, l.site_slug, l.category, l.subcategory, l.status, l.form_completed, l.step,
  l.skipped_steps, l.payload, l.name, l.email, l.phone, l.car_id, l.dealership_slug, l.location_id,
  l.destination, l.upstream_id, l.client_ip, l.user_agent, l.created_at, l.updated_at,
  (SELECT count(*)::int FROM outbox o WHERE o.lead_id = l.id AND o.delivered_at IS NULL) AS pending,
  (SELECT max(o.delivered_at) FROM outbox o WHERE o.lead_id = l.id) AS last_delivered_at,
  (SELECT o.last_error FROM outbox o WHERE o.lead_id = l.id AND o.delivered_at IS NULL
    ORDER BY o.id LIMIT 1) AS last_error`;

export interface FileRow {
  id: string;
  lead_id: string;
  filename: string;
  content_type: string;
  size_bytes: number;
  created_at: Date;
}

export interface LeadRow {
  id: string;
  site_slug: string;
  category: string;
  subcategory: string | null;
  status: Lead["status"];
  form_completed: boolean;
  step: number | null;
  skipped_steps: number[];
  payload: Lead["payload"];
  name: string | null;
  email: string | null;
  phone: string | null;
  car_id: string | null;
  dealership_slug: string | null;
  location_id: string | null;
  destination: Lead["destination"];
  upstream_id: string | null;
  client_ip: string | null;
  user_agent: string | null;
  created_at: Date;
  updated_at: Date;
  pending: number;
  last_delivered_at: Date | null;
  last_error: string | null;
}

export function toFileMeta(row: FileRow): LeadFileMeta {
  return {
    id: row.id,
    leadId: row.lead_id,
    filename: row.filename,
    contentType: row.content_type,
    sizeBytes: row.size_bytes,
    createdAt: row.created_at,
  };
}

/** A lead row plus the file rows of a page of leads (it picks its own). */
export function toLead(row: LeadRow, files: FileRow[]): Lead {
  return {
    id: row.id,
    siteSlug: row.site_slug,
    category: row.category,
    subcategory: row.subcategory,
    status: row.status,
    formCompleted: row.form_completed,
    step: row.step,
    skippedSteps: row.skipped_steps,
    payload: row.payload,
    name: row.name,
    email: row.email,
    phone: row.phone,
    carId: row.car_id,
    dealershipSlug: row.dealership_slug,
    locationId: row.location_id,
    destination: row.destination,
    upstreamId: row.upstream_id,
    clientIp: row.client_ip,
    userAgent: row.user_agent,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    files: files.filter((file) => file.lead_id === row.id).map(toFileMeta),
    delivery: { pending: row.pending, lastDeliveredAt: row.last_delivered_at, lastError: row.last_error },
  };
}
