// /admin/mailbox: the embedded email port's mailbox, behind the inbox's password. Every mail the
// group's sites wrote to the outbox (sign-in codes, alerts), newest first, each readable, with its
// delivery state when SMTP sends it, so the demo's sign-in works with no mail server.
import type { AppLoadContext } from "@remix-run/node";
import { getMail, listMail } from "../../server/email/outbox";
import { requireAdmin } from "./admin-leads.server";
import { sendDueAlerts } from "../../server/garage/alert-job";
import { mailPreviewDocument } from "~/lib/email/preview";

export const MAILBOX_PAGE_SIZE = 100;

export async function mailboxAdmin(context: AppLoadContext, request: Request) {
  await requireAdmin(context, request);
  const sites = context.site.group.sites.map((s) => s.slug);
  const idParam = new URL(request.url).searchParams.get("id") ?? "";
  const { db, mailer } = context.services;
  const open = /^\d{1,15}$/.test(idParam) ? await getMail(db, sites, Number(idParam)) : null;
  const mails = await listMail(db, sites, MAILBOX_PAGE_SIZE);
  const state = (m: { sentAt: Date | null; lastError: string | null }) =>
    mailer.transport === "embedded" ? "Kept here" : m.sentAt ? "Sent" : m.lastError ? `Retrying: ${m.lastError}` : "Waiting to send";
  return {
    transport: mailer.transport,
    rows: mails.map((m) => ({ id: m.id, created: m.createdAt.toISOString(), site: m.siteSlug, to: m.to, subject: m.subject, state: state(m) })),
    open: open && { id: open.id, to: open.to, subject: open.subject, created: open.createdAt.toISOString(), text: open.text, html: mailPreviewDocument(open.html), state: state(open) },
  };
}

/** "Send alerts now": the daily garage alert job at once (demos, and a dealer checking it). */
export async function sendAlertsNow(context: AppLoadContext, request: Request) {
  await requireAdmin(context, request);
  const { db, registry, garage, mailer } = context.services;
  const report = await sendDueAlerts({ db, registry, stock: garage.stock, secret: garage.secret });
  mailer.wake();
  return { alerts: `Alerts checked for ${report.accounts} garage account${report.accounts === 1 ? "" : "s"}; ${report.mailed} email${report.mailed === 1 ? "" : "s"} written.` };
}
