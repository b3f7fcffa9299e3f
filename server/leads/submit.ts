// The one way a lead is stored, for the forms and the JSON API alike: limit creations and updates
// per client, store (committed, with its outbox row) and wake the forwarder. Cross-site posts
// never get here: server/cross-site.ts refuses them in front of every route.
// A honeypot lead is stored as spam and never forwarded; the caller answers it like a success.
import type { Database } from "../db/database";
import type { Forwarder } from "./forwarder";
import { createLead, updateLead } from "./repository";
import type { LeadDestination, LeadFileInput } from "./schema";
import type { SiteEntry } from "../sites/registry";
import { RATE_LIMITED_MESSAGE } from "./guards";
import type { RateLimits } from "../rate-limits";
import { LEAD_GONE, LEAD_SUBMIT_FAILED } from "../../app/lib/forms/messages";

export interface LeadServices {
  db: Database;
  leadForwarder?: Pick<Forwarder, "wake">;
  limits: Pick<RateLimits, "leadCreate" | "leadUpdate">;
}

export interface StoreLeadInput {
  entry: SiteEntry;
  payload: Record<string, unknown>;
  category: string;
  subcategory?: string | null;
  /** 'spam' when the honeypot was filled in. */
  status: "complete" | "Incomplete" | "spam";
  /** Set to continue a multi-step form's lead (PUT /api/leads/{id}, later steps). */
  leadId?: string | null;
  step?: number;
  skippedSteps?: number[];
  files?: LeadFileInput[];
  destination?: LeadDestination;
  clientIp?: string | null;
  userAgent?: string | null;
}

export type StoreLeadResult =
  | { ok: true; id: string }
  | { ok: false; status: 403 | 404 | 429 | 503; error: string; retryAfterSeconds?: number };

export async function storeLead(services: LeadServices, input: StoreLeadInput): Promise<StoreLeadResult> {
  const siteSlug = input.entry.site.slug;
  try {
    if (input.leadId) {
      const limited = await services.limits.leadUpdate.consume(input.clientIp || "unknown");
      if (!limited.ok) return { ok: false, status: 429, error: RATE_LIMITED_MESSAGE, retryAfterSeconds: limited.retryAfterSeconds };
      const updated = await updateLead(services.db, input.leadId, {
        siteSlug,
        status: input.status,
        formCompleted: input.status === "complete",
        category: input.category,
        subcategory: input.subcategory ?? undefined,
        step: input.step,
        skippedSteps: input.skippedSteps,
        payload: input.payload,
        files: input.files ?? [],
      });
      if (!updated) return { ok: false, status: 404, error: LEAD_GONE };
      if (input.status !== "spam") services.leadForwarder?.wake();
      return { ok: true, id: updated.id };
    }
    const limited = await services.limits.leadCreate.consume(input.clientIp || "unknown");
    if (!limited.ok) return { ok: false, status: 429, error: RATE_LIMITED_MESSAGE, retryAfterSeconds: limited.retryAfterSeconds };
    const created = await createLead(services.db, {
      siteSlug,
      category: input.category,
      subcategory: input.subcategory ?? undefined,
      status: input.status,
      formCompleted: input.status === "complete",
      step: input.step,
      skippedSteps: input.skippedSteps ?? [],
      payload: input.payload,
      destination: input.destination ?? input.entry.site.forms.lead_destination,
      clientIp: input.clientIp ?? undefined,
      userAgent: input.userAgent?.slice(0, 1000) ?? undefined,
      files: input.files ?? [],
    });
    if (input.status !== "spam") services.leadForwarder?.wake();
    return { ok: true, id: created.id };
  } catch (error) {
    console.error("storing a lead failed:", error);
    return { ok: false, status: 503, error: LEAD_SUBMIT_FAILED };
  }
}
