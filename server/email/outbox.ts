// The email outbox: a mail is one row, written (with its idempotency key) before anyone is told it
// was sent; the sender claims due rows, hands them to the transport and marks them. The embedded
// mailbox of the admin area lists the same rows, so the demo reads its mail with no mail server.
import type { Queryable } from "../db/database";
import { cleanString } from "../db/clean";
import { backoffMs } from "../leads/outbox";

export interface Mail {
  /** One mail per key however often the request that wrote it is retried. */
  idempotencyKey: string;
  siteSlug: string;
  /** The garage account the mail belongs to (deleted with it), if any. */
  accountEmail: string | null;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface StoredMail extends Mail {
  id: number;
  attempts: number;
  sentAt: Date | null;
  lastError: string | null;
  createdAt: Date;
}

/** Writes the mail unless its key was written before; true when this call wrote it. */
export async function enqueueMail(tx: Queryable, mail: Mail): Promise<boolean> {
  const { rowCount } = await tx.query(
    `INSERT INTO mail_outbox (idempotency_key, site_slug, account_email, to_address, subject, text_body, html_body)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (idempotency_key) DO NOTHING`,
    [mail.idempotencyKey, mail.siteSlug, mail.accountEmail, mail.to, mail.subject, mail.text, mail.html].map((v) => (typeof v === "string" ? cleanString(v) : v)),
  );
  return rowCount > 0;
}

interface MailRow {
  id: number | string;
  idempotency_key: string;
  site_slug: string;
  account_email: string | null;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
  sent_at: Date | null;
  last_error: string | null;
  created_at: Date;
}

const COLUMNS = "id, idempotency_key, site_slug, account_email, to_address, subject, text_body, html_body, attempts, sent_at, last_error, created_at";

const fromRow = (r: MailRow): StoredMail => ({
  id: Number(r.id), // bigint: a string from pg, a number from PGlite
  idempotencyKey: r.idempotency_key,
  siteSlug: r.site_slug,
  accountEmail: r.account_email,
  to: r.to_address,
  subject: r.subject,
  text: r.text_body,
  html: r.html_body,
  attempts: r.attempts,
  sentAt: r.sent_at,
  lastError: r.last_error,
  createdAt: new Date(r.created_at),
});

/** Leases the next due mail (as the lead outbox does): another server skips it; a crash frees it. */
export async function claimNextMail(db: Queryable, now: Date, leaseMs: number): Promise<StoredMail | null> {
  const { rows } = await db.query<MailRow>(
    `UPDATE mail_outbox SET next_attempt_at = $2
      WHERE id = (SELECT id FROM mail_outbox WHERE sent_at IS NULL AND next_attempt_at <= $1
                   ORDER BY next_attempt_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING ${COLUMNS}`,
    [now, new Date(now.getTime() + leaseMs)],
  );
  return rows[0] ? fromRow(rows[0]) : null;
}

export async function markMailSent(db: Queryable, id: number, now: Date): Promise<void> {
  await db.query("UPDATE mail_outbox SET sent_at = $2, attempts = attempts + 1, last_error = NULL WHERE id = $1", [id, now]);
}

/** The same backoff as leads: 30 s, 1, 2, 4 min, then every 5 min until the mail server takes it. */
export async function markMailFailed(db: Queryable, mail: Pick<StoredMail, "id" | "attempts">, error: string, now: Date): Promise<void> {
  const attempts = mail.attempts + 1;
  await db.query("UPDATE mail_outbox SET attempts = $2, next_attempt_at = $3, last_error = $4 WHERE id = $1", [
    mail.id,
    attempts,
    new Date(now.getTime() + backoffMs(attempts)),
    cleanString(error.slice(0, 1000)),
  ]);
}

/** The mailbox page: the newest mail of these sites first. */
export async function listMail(db: Queryable, siteSlugs: readonly string[], limit: number): Promise<StoredMail[]> {
  const { rows } = await db.query<MailRow>(
    `SELECT ${COLUMNS} FROM mail_outbox WHERE site_slug = ANY($1) ORDER BY created_at DESC, id DESC LIMIT $2`,
    [siteSlugs, limit],
  );
  return rows.map(fromRow);
}

export async function getMail(db: Queryable, siteSlugs: readonly string[], id: number): Promise<StoredMail | null> {
  const { rows } = await db.query<MailRow>(`SELECT ${COLUMNS} FROM mail_outbox WHERE id = $1 AND site_slug = ANY($2)`, [id, siteSlugs]);
  return rows[0] ? fromRow(rows[0]) : null;
}
