// The one way a lead is stored, for the forms and the JSON API alike: refuse cross-site posts,
// limit creations per client, store (committed, with its outbox row) and wake the forwarder.
// A honeypot lead is stored as spam and never forwarded; the caller answers it like a success.
import type { Database } from "../db/database";
import type { Forwarder } from "./forwarder";
import { createLead, updateLead } from "./repository";
import type { LeadDestination, LeadFileInput } from "./schema";
import type { SiteEntry } from "../sites/registry";
import { CROSS_SITE_MESSAGE, RATE_LIMITED_MESSAGE, checkOrigin, leadRateLimiter } from "./guards";
import { LEAD_GONE, LEAD_SUBMIT_FAILED } from "../../app/lib/forms/messages";

export interface LeadServices {
  db: Database;
  leadForwarder?: Pick<Forwarder, "wake">;
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

/** Where a post may come from: the request's own host and the site's configured domains. */
export function siteHosts(entry: SiteEntry): string[] {
  const hosts = [`${entry.site.slug}.localhost`, ...entry.site.hosts];
  for (const url of [entry.site.url, entry.site.domain_name]) {
    if (!url) continue;
    try {
      hosts.push(new URL(/^https?:\/\//.test(url) ? url : `https://${url}`).host);
    } catch {
      // not a URL: nothing to allow
    }
  }
  return hosts;
}

/** The Origin/CSRF check of every lead post; null when it may go on. */
export function refuseCrossSite(request: Request, entry: SiteEntry): { status: 403; error: string } | null {
  const check = checkOrigin(request, siteHosts(entry));
  return check.ok ? null : { status: 403, error: CROSS_SITE_MESSAGE };
}

export async function storeLead(services: LeadServices, input: StoreLeadInput): Promise<StoreLeadResult> {
  const siteSlug = input.entry.site.slug;
  try {
    if (input.leadId) {
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
    const limited = leadRateLimiter(services).consume(input.clientIp || "unknown");
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
