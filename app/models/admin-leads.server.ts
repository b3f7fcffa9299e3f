// The dealer inbox at /admin/leads: HTTP Basic auth against ADMIN_PASSWORD (the whole inbox is a
// 404 when it is unset), the leads of the group's sites with status, category, contact details,
// forwarding state and files.
import type { AppLoadContext } from "@remix-run/node";
import { getLeadFile, listLeads } from "../../server/leads/repository";
import { LEAD_STATUSES, type Lead, type LeadStatus } from "../../server/leads/schema";
import { checkAdminPassword } from "../../server/admin-auth";

export const INBOX_PAGE_SIZE = 50;
const REALM = 'Basic realm="Dealer inbox", charset="UTF-8"';

/** Throws the 404 (inbox off), the 401 challenge or the 429 lock-out; returns when the password is right. */
export async function requireAdmin(context: AppLoadContext, request: Request): Promise<void> {
  const { env, limits } = context.services;
  const clientIp = context.clientIp || "unknown";
  const check = await checkAdminPassword(env.ADMIN_PASSWORD, request.headers.get("authorization"), clientIp, limits.adminSignIn);
  if (check.ok) return;
  if (check.status === 404) throw new Response("Not found", { status: 404 });
  if (check.status === 429) {
    throw new Response("Too many wrong passwords from your address. Please try again later.", {
      status: 429,
      headers: { "Retry-After": String(check.retryAfterSeconds), "Cache-Control": "private, no-store" },
    });
  }
  throw new Response("Sign in to see the dealer inbox.", { status: 401, headers: { "WWW-Authenticate": REALM, "Cache-Control": "private, no-store" } });
}

export interface InboxRow {
  id: string;
  status: LeadStatus;
  category: string;
  subcategory: string | null;
  site: string;
  name: string;
  email: string | null;
  phone: string | null;
  created: string;
  step: number | null;
  skippedSteps: number[];
  delivery: string;
  files: { id: string; filename: string; size: string }[];
  fields: [string, string][];
}

const show = (value: unknown): string =>
  typeof value === "string" ? value : Array.isArray(value) ? value.map(show).join(", ") : JSON.stringify(value);

const size = (bytes: number) => (bytes < 1024 ? `${bytes} bytes` : bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

function row(lead: Lead, forwarding: boolean): InboxRow {
  const { payload } = lead;
  const name = [payload.name ?? payload.first_name, payload.last_name].filter((v) => typeof v === "string" && v).join(" ") || lead.name || "";
  const delivery =
    lead.status === "spam"
      ? "never (spam)"
      : !forwarding
        ? "stored (no lead API configured)"
        : lead.delivery.pending > 0
          ? `waiting${lead.delivery.lastError ? `: ${lead.delivery.lastError}` : ""}`
          : "delivered";
  return {
    id: lead.id,
    status: lead.status,
    category: lead.category,
    subcategory: lead.subcategory,
    site: lead.siteSlug,
    name,
    email: lead.email,
    phone: lead.phone,
    created: lead.createdAt.toISOString().replace("T", " ").slice(0, 19) + " UTC",
    step: lead.step,
    skippedSteps: lead.skippedSteps,
    delivery,
    files: lead.files.map((f) => ({ id: f.id, filename: f.filename, size: size(f.sizeBytes) })),
    fields: Object.entries(payload)
      .filter(([, v]) => v !== null && v !== undefined && v !== "")
      .map(([k, v]) => [k, show(v).slice(0, 2_000)]),
  };
}

export async function inbox(context: AppLoadContext, request: Request) {
  const entry = context.site;
  await requireAdmin(context, request);
  const query = new URL(request.url).searchParams;
  const sites = entry.group.sites.map((s) => s.slug);
  const site = sites.includes(query.get("site") ?? "") ? (query.get("site") as string) : entry.site.slug;
  const status = (LEAD_STATUSES as readonly string[]).includes(query.get("status") ?? "") ? (query.get("status") as LeadStatus) : null;
  const pageParam = query.get("page") ?? "1";
  const page = /^\d{1,6}$/.test(pageParam) && Number(pageParam) >= 1 ? Number(pageParam) : 1;
  const { leads, total } = await listLeads(context.services.db, {
    siteSlug: site,
    statuses: status ? [status] : undefined,
    limit: INBOX_PAGE_SIZE,
    offset: (page - 1) * INBOX_PAGE_SIZE,
  });
  const forwarding = Boolean(context.services.env.LEADS_API_URL);
  return {
    site,
    sites,
    status,
    statuses: LEAD_STATUSES,
    page,
    pages: Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE)),
    total,
    rows: leads.map((lead) => row(lead, forwarding)),
  };
}

/** Types a browser may show inline; anything else is downloaded. */
const INLINE_TYPES = new Set(["application/pdf", "image/jpeg", "image/png", "image/webp"]);

/** One uploaded file, as a download, for an admin of a site of the file's group. */
export async function inboxFile(context: AppLoadContext, request: Request, id: string | undefined): Promise<Response> {
  const entry = context.site;
  await requireAdmin(context, request);
  const file = id ? await getLeadFile(context.services.db, id) : null;
  if (!file || !entry.group.sites.some((s) => s.slug === file.siteSlug)) throw new Response("Not found", { status: 404 });
  const type = INLINE_TYPES.has(file.contentType) ? file.contentType : "application/octet-stream";
  const asciiName = file.filename.replace(/[^\w.\- ]/g, "_");
  return new Response(new Uint8Array(file.data), {
    headers: {
      "Content-Type": type,
      "Content-Length": String(file.data.byteLength),
      "Content-Disposition": `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cache-Control": "private, no-store",
    },
  });
}
