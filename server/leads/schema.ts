// What the lead repository accepts, checked by zod at the boundary, and what it hands back.
import { z } from "zod";
import { MAX_LEAD_FILE_BYTES, MAX_LEAD_FILES } from "../../app/lib/forms/upload-caps";

export const LEAD_STATUSES = ["Incomplete", "complete", "spam"] as const;
export const LEAD_DESTINATIONS = ["server", "car-clarity"] as const;
/** The JSON payload of one lead; far above any real form, low enough to refuse abuse. */
export const MAX_PAYLOAD_CHARS = 100_000;

export const leadStatusSchema = z.enum(LEAD_STATUSES);
// "Lead destination is 'server' or 'car-clarity'; any other value is an error."
export const leadDestinationSchema = z.enum(LEAD_DESTINATIONS);

const slug = z.string().trim().min(1).max(200);
const optionalText = (max: number) => z.string().trim().max(max).nullish();
const stepNumber = z.number().int().min(0).max(1000);

export const leadPayloadSchema = z
  .record(z.string(), z.unknown())
  .refine((payload) => JSON.stringify(payload).length <= MAX_PAYLOAD_CHARS, "lead payload is too large");

export const leadFileSchema = z.object({
  // A name that was only stray bytes (cleaned away before this check) still names the file.
  filename: z.string().trim().max(255).transform((name) => name || "upload"),
  contentType: z.string().trim().min(1).max(255),
  data: z
    .instanceof(Uint8Array)
    .refine((data) => data.byteLength <= MAX_LEAD_FILE_BYTES, `a file may be at most ${MAX_LEAD_FILE_BYTES} bytes`),
});

export const newLeadSchema = z.object({
  siteSlug: slug,
  category: z.string().trim().min(1).max(200),
  subcategory: optionalText(200),
  /** 'Incomplete' for a multi-step form's partial save; 'spam' is stored but never forwarded. */
  status: leadStatusSchema.default("complete"),
  /** Defaults to status === 'complete'. */
  formCompleted: z.boolean().optional(),
  step: stepNumber.nullish(),
  skippedSteps: z.array(stepNumber).max(100).default([]),
  payload: leadPayloadSchema,
  destination: leadDestinationSchema.default("server"),
  clientIp: optionalText(100),
  userAgent: optionalText(1000),
  files: z.array(leadFileSchema).max(MAX_LEAD_FILES).default([]),
});

/** A later step of a multi-step form: payload fields are merged over the stored ones. */
export const leadUpdateSchema = z.object({
  /** The site the request came to: a lead can only be continued on its own site. */
  siteSlug: slug,
  status: leadStatusSchema,
  formCompleted: z.boolean().optional(),
  category: z.string().trim().min(1).max(200).optional(),
  subcategory: optionalText(200),
  step: stepNumber.nullish(),
  /** Replaces the stored list when given. */
  skippedSteps: z.array(stepNumber).max(100).optional(),
  payload: leadPayloadSchema,
  files: z.array(leadFileSchema).max(MAX_LEAD_FILES).default([]),
});

export type LeadStatus = z.infer<typeof leadStatusSchema>;
export type LeadDestination = z.infer<typeof leadDestinationSchema>;
export type NewLead = z.input<typeof newLeadSchema>;
export type LeadUpdate = z.input<typeof leadUpdateSchema>;
export type LeadFileInput = z.input<typeof leadFileSchema>;
export type LeadPayload = Record<string, unknown>;

export interface LeadFileMeta {
  id: string;
  leadId: string;
  filename: string;
  contentType: string;
  sizeBytes: number;
  createdAt: Date;
}

export interface LeadFile extends LeadFileMeta {
  siteSlug: string;
  data: Uint8Array;
}

export interface Lead {
  id: string;
  siteSlug: string;
  category: string;
  subcategory: string | null;
  status: LeadStatus;
  formCompleted: boolean;
  step: number | null;
  skippedSteps: number[];
  payload: LeadPayload;
  name: string | null;
  email: string | null;
  phone: string | null;
  carId: string | null;
  dealershipSlug: string | null;
  locationId: string | null;
  destination: LeadDestination;
  upstreamId: string | null;
  clientIp: string | null;
  userAgent: string | null;
  createdAt: Date;
  updatedAt: Date;
  files: LeadFileMeta[];
  /** Forwarding state for the inbox: pending > 0 means the upstream API has not got it yet. */
  delivery: { pending: number; lastDeliveredAt: Date | null; lastError: string | null };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from URLs and forms: anything else is "no such lead", never a database error. */
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}

function text(value: unknown, max = 500): string | null {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return trimmed ? trimmed.slice(0, max) : null;
}

/** The columns the dealer inbox lists, copied out of the payload. */
export function inboxFields(payload: LeadPayload) {
  const given = text(payload.name);
  const parts = [text(payload.first_name), text(payload.last_name)].filter(Boolean);
  const name = given && given !== "undefined undefined" ? given : parts.length ? parts.join(" ") : null;
  return {
    name,
    email: text(payload.email),
    phone: text(payload.phone),
    carId: text(payload.car_id),
    dealershipSlug: text(payload.dealership_slug),
    locationId: text(payload.location_id),
  };
}
