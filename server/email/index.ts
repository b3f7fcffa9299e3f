// The email port, built once at start-up: the transport SMTP_URL names (or the embedded mailbox) and
// the outbox sender that feeds it. Call wake() after writing a mail so it goes out at once.
import type { Database } from "../db/database";
import type { Env } from "../env";
import type { SiteRegistry } from "../sites/registry";
import type { OutboxLoop } from "../outbox-loop";
import { startMailSender } from "./sender";
import { embeddedTransport, smtpTransport, type MailTransport } from "./transport";

export interface Mailer extends OutboxLoop {
  readonly transport: MailTransport["kind"];
}

/** "Site name" <MAIL_FROM>: the visitor sees the dealer's name, the address is the group's. */
export function fromAddress(env: Pick<Env, "MAIL_FROM">, registry: SiteRegistry, siteSlug: string): string {
  const name = registry.entries.find((e) => e.site.slug === siteSlug)?.site.name ?? "";
  return name ? `"${name.replace(/["\\\r\n]/g, "")}" <${env.MAIL_FROM}>` : env.MAIL_FROM;
}

export function startMailer(env: Pick<Env, "SMTP_URL" | "MAIL_FROM">, db: Database, registry: SiteRegistry): Mailer {
  const transport = env.SMTP_URL ? smtpTransport(env.SMTP_URL) : embeddedTransport;
  const loop = startMailSender(db, { transport, from: (slug) => fromAddress(env, registry, slug) });
  return {
    transport: transport.kind,
    wake: loop.wake,
    async stop() {
      await loop.stop();
      transport.close();
    },
  };
}
