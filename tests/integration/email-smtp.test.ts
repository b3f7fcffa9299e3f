// The email port's SMTP adapter against a real SMTP server on loopback, through the outbox, on PGlite
// and PostgreSQL: delivered once with both bodies; refused, kept and retried after the leads' backoff.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/database";
import { openDatabase } from "../../server/db/open";
import { enqueueMail, listMail, type Mail } from "../../server/email/outbox";
import { sendPendingMail } from "../../server/email/sender";
import { smtpTransport, type MailTransport } from "../../server/email/transport";
import { testDatabases, truncateAll } from "./support/databases";
import { startSmtpServer, type LoopbackSmtp } from "./support/smtp";

const mail = (key = "k-1"): Mail => ({
  idempotencyKey: key,
  siteSlug: "drivewell",
  accountEmail: "jane@example.com",
  to: "jane@example.com",
  subject: "Your sign-in code",
  text: "Your code is 123456",
  html: "<p>Your code is <b>123456</b></p>",
});

describe.each(testDatabases())("email outbox over SMTP on $name", (target) => {
  let db: Database;
  let smtp: LoopbackSmtp;
  let transport: MailTransport;
  let clock: number;
  const send = () => sendPendingMail(db, { transport, from: () => '"Drivewell" <no-reply@drivewell.test>', now: () => new Date(clock) });

  beforeAll(async () => {
    db = await openDatabase(await target.freshEnv());
  });
  afterAll(async () => {
    await db?.close();
    await target.cleanUp();
  });
  beforeEach(async () => {
    await truncateAll(db);
    smtp = await startSmtpServer();
    transport = smtpTransport(smtp.url, 10_000);
    clock = Date.now() + 1_000;
  });
  afterEach(async () => {
    transport.close();
    await smtp.close();
  });

  it("delivers a mail once, with the plain-text and HTML bodies, from the site's name", async () => {
    expect(await enqueueMail(db, mail())).toBe(true);
    expect(await enqueueMail(db, mail())).toBe(false); // the same key again: still one mail
    expect(await send()).toEqual({ attempted: 1, sent: 1, failed: 0 });
    expect(await send()).toEqual({ attempted: 0, sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const [got] = smtp.received;
    expect(got.to).toEqual(["jane@example.com"]);
    expect(got.from).toBe("no-reply@drivewell.test");
    expect(got.raw).toMatch(/^From: "?Drivewell"? <no-reply@drivewell.test>/m);
    expect(got.raw).toMatch(/^Subject: Your sign-in code/m);
    expect(got.raw).toContain("Content-Type: text/plain");
    expect(got.raw).toContain("Content-Type: text/html");
    expect(got.raw).toContain("Your code is 123456");
    expect(got.raw).toMatch(/^Message-ID: <k-1@dealer-platform>/im);
    const [stored] = await listMail(db, ["drivewell"], 10);
    expect(stored.sentAt).not.toBeNull();
    expect(stored.attempts).toBe(1);
  });

  it("keeps a refused mail and sends it on the retry after the backoff (30 s), not before", async () => {
    smtp.refuseNext(1);
    await enqueueMail(db, mail());
    expect(await send()).toEqual({ attempted: 1, sent: 0, failed: 1 });
    let [stored] = await listMail(db, ["drivewell"], 10);
    expect(stored.sentAt).toBeNull();
    expect(stored.attempts).toBe(1);
    expect(stored.lastError).toMatch(/451|busy/i);
    clock += 29_000;
    expect(await send()).toEqual({ attempted: 0, sent: 0, failed: 0 }); // just under the backoff
    clock += 1_000;
    expect(await send()).toEqual({ attempted: 1, sent: 1, failed: 0 }); // at it
    [stored] = await listMail(db, ["drivewell"], 10);
    expect(stored.sentAt).not.toBeNull();
    expect(stored.lastError).toBeNull();
    expect(smtp.received).toHaveLength(1);
  });

  it("keeps the mail while no SMTP server answers at all", async () => {
    const port = new URL(smtp.url).port;
    await smtp.close();
    transport.close();
    transport = smtpTransport(`smtp://127.0.0.1:${port}`, 5_000);
    await enqueueMail(db, mail());
    expect(await send()).toEqual({ attempted: 1, sent: 0, failed: 1 });
    const [stored] = await listMail(db, ["drivewell"], 10);
    expect(stored.lastError).toMatch(/ECONNREFUSED|connect/i);
    smtp = await startSmtpServer(); // for afterEach
  });
});
