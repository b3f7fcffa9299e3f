// Sends the outbox's due mail through the transport, one by one, with the leads' backoff; a mail
// waits in the database until the mail server has taken it.
import type { Database } from "../db/database";
import { startOutboxLoop, type OutboxLoop } from "../outbox-loop";
import { claimNextMail, markMailFailed, markMailSent } from "./outbox";
import type { MailTransport } from "./transport";

export interface SendReport {
  attempted: number;
  sent: number;
  failed: number;
}

export interface SendOptions {
  transport: MailTransport;
  /** The From header, e.g. "Drivewell" <no-reply@example.com> (MAIL_FROM). */
  from: (siteSlug: string) => string;
  now?: () => Date;
  batchSize?: number;
}

// Longer than nodemailer's own timeouts, so a slow server's mail is never sent twice.
const LEASE_MS = 60_000;

export async function sendPendingMail(db: Database, options: SendOptions): Promise<SendReport> {
  const { batchSize = 20, transport } = options;
  const now = options.now ?? (() => new Date());
  const report: SendReport = { attempted: 0, sent: 0, failed: 0 };
  while (report.attempted < batchSize) {
    const mail = await claimNextMail(db, now(), LEASE_MS);
    if (!mail) break;
    report.attempted++;
    try {
      await transport.send(mail, options.from(mail.siteSlug));
      await markMailSent(db, mail.id, now());
      report.sent++;
    } catch (error) {
      await markMailFailed(db, mail, error instanceof Error ? error.message : String(error), now());
      report.failed++;
    }
  }
  return report;
}

export interface MailSenderOptions extends SendOptions {
  intervalMs?: number;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  onError?: (error: unknown) => void;
}

export function startMailSender(db: Database, options: MailSenderOptions): OutboxLoop {
  const { batchSize = 20 } = options;
  return startOutboxLoop(async () => (await sendPendingMail(db, { ...options, batchSize })).attempted === batchSize, {
    intervalMs: options.intervalMs ?? 5_000,
    sleep: options.sleep,
    onError: options.onError ?? ((error: unknown) => console.error("mail sender:", error)),
  });
}
