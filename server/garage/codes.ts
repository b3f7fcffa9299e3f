// Passwordless sign-in (issue 15): a 6-digit code by email, good for 10 minutes and 5 tries, then a
// new one is needed. Kept only as an HMAC. Asking for a code answers the same whether or not the
// email has an account (the account is made when a code is first confirmed), so nobody can learn
// who has one.
import { createHmac, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import type { Database } from "../db/database";
import type { RateDecision, RateLimits } from "../rate-limits";
import { enqueueMail } from "../email/outbox";
import type { RenderedMail } from "../email/template";

export const SIGN_IN_CODE = { digits: 6, lifetimeMs: 10 * 60_000, tries: 5 } as const;

export interface CodeDeps {
  db: Database;
  limits: Pick<RateLimits, "signInCodeByAddress" | "signInCodeByEmail">;
  secret: string;
  now?: () => Date;
}

export type CodeRequestResult = { ok: true } | { ok: false; retryAfterSeconds: number };
export type CodeCheck = { ok: true; accountId: string; created: boolean } | { ok: false; reason: "wrong" | "spent" };

/** Lower-cased and trimmed: Jane@Example.com and jane@example.com are one account. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

const hash = (secret: string, id: string, code: string) => createHmac("sha256", secret).update(`${id}:${code}`).digest();

export function newCode(): string {
  return String(randomInt(0, 10 ** SIGN_IN_CODE.digits)).padStart(SIGN_IN_CODE.digits, "0");
}

async function limited(...decisions: Promise<RateDecision>[]): Promise<RateDecision> {
  for (const decision of await Promise.all(decisions)) if (!decision.ok) return decision;
  return { ok: true };
}

/** Makes a new code (earlier ones stop working) and writes its mail to the outbox, in one transaction. */
export async function requestCode(
  deps: CodeDeps,
  input: { siteSlug: string; email: string; clientIp: string; mail: (code: string) => RenderedMail },
): Promise<CodeRequestResult> {
  const email = normaliseEmail(input.email);
  const decision = await limited(deps.limits.signInCodeByAddress.consume(input.clientIp), deps.limits.signInCodeByEmail.consume(`${input.siteSlug}:${email}`));
  if (!decision.ok) return decision;
  const now = deps.now?.() ?? new Date();
  const id = randomUUID();
  const code = newCode();
  const mail = input.mail(code);
  await deps.db.transaction(async (tx) => {
    await tx.query("UPDATE sign_in_codes SET used_at = $3 WHERE site_slug = $1 AND email = $2 AND used_at IS NULL", [input.siteSlug, email, now]);
    await tx.query("INSERT INTO sign_in_codes (id, site_slug, email, code_hash, expires_at, created_at) VALUES ($1, $2, $3, $4, $5, $6)", [
      id,
      input.siteSlug,
      email,
      hash(deps.secret, id, code).toString("hex"),
      new Date(now.getTime() + SIGN_IN_CODE.lifetimeMs),
      now,
    ]);
    await enqueueMail(tx, { idempotencyKey: `sign-in-code:${id}`, siteSlug: input.siteSlug, accountEmail: email, to: email, ...mail });
  });
  return { ok: true };
}

/**
 * Checks a code against the address's one live code (asking again voids the older). Each check spends one of the 5 tries before comparing (one UPDATE, so two
 * requests at once cannot both use the last try); the right code signs in once and is then spent.
 */
export async function checkCode(deps: CodeDeps, input: { siteSlug: string; email: string; code: string }): Promise<CodeCheck> {
  const email = normaliseEmail(input.email);
  const now = deps.now?.() ?? new Date();
  const { rows } = await deps.db.query<{ id: string; code_hash: string }>(
    `UPDATE sign_in_codes SET tries = tries + 1
      WHERE id = (SELECT id FROM sign_in_codes WHERE site_slug = $1 AND email = $2 AND used_at IS NULL ORDER BY created_at DESC LIMIT 1)
        AND used_at IS NULL AND expires_at > $3 AND tries < $4
      RETURNING id, code_hash`,
    [input.siteSlug, email, now, SIGN_IN_CODE.tries],
  );
  const row = rows[0];
  if (!row) return { ok: false, reason: "spent" };
  const given = /^\d{6}$/.test(input.code) ? hash(deps.secret, row.id, input.code) : null;
  if (!given || !timingSafeEqual(given, Buffer.from(row.code_hash, "hex"))) return { ok: false, reason: "wrong" };
  const used = await deps.db.query("UPDATE sign_in_codes SET used_at = $2 WHERE id = $1 AND used_at IS NULL", [row.id, now]);
  if (used.rowCount === 0) return { ok: false, reason: "spent" };
  return { ok: true, ...(await accountFor(deps.db, input.siteSlug, email)) };
}

async function accountFor(db: Database, siteSlug: string, email: string): Promise<{ accountId: string; created: boolean }> {
  const inserted = await db.query<{ id: string }>(
    "INSERT INTO garage_accounts (id, site_slug, email) VALUES ($1, $2, $3) ON CONFLICT (site_slug, email) DO NOTHING RETURNING id",
    [randomUUID(), siteSlug, email],
  );
  if (inserted.rows[0]) return { accountId: inserted.rows[0].id, created: true };
  const { rows } = await db.query<{ id: string }>("SELECT id FROM garage_accounts WHERE site_slug = $1 AND email = $2", [siteSlug, email]);
  return { accountId: rows[0].id, created: false };
}
