// The email port's two adapters. Embedded (the default): the outbox row is the delivered mail, read
// in the admin area's mailbox. SMTP (SMTP_URL set): nodemailer hands each mail to the mail server.
import nodemailer from "nodemailer";
import type { StoredMail } from "./outbox";

export interface MailTransport {
  readonly kind: "embedded" | "smtp";
  /** Resolves once the mail server accepted the mail; throws with its words when it refused. */
  send(mail: StoredMail, from: string): Promise<void>;
  close(): void;
}

export const embeddedTransport: MailTransport = { kind: "embedded", send: async () => undefined, close: () => undefined };

export function smtpTransport(url: string, timeoutMs = 10_000): MailTransport {
  // The URL names host, port, TLS and credentials; the timeouts keep a silent server from holding a mail.
  const transporter = nodemailer.createTransport({ url, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs });
  return {
    kind: "smtp",
    async send(mail, from) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        // A retry after a lost reply carries the same Message-ID, so the receiving side can drop it.
        messageId: `<${mail.idempotencyKey.replace(/[^A-Za-z0-9._-]/g, "-")}@dealer-platform>`,
      });
    },
    close: () => transporter.close(),
  };
}
