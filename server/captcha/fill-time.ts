// The minimum fill time, the captcha's stand-in when JavaScript does not run: the form carries the
// time its page was made, signed, and a post sooner than MIN_FILL_MS after it is refused with a
// message (a person reading it and sending again passes). Signed so a script cannot back-date it,
// and good for MAX_FORM_AGE_MS only, so one token taken from a page cannot be replayed for ever.
import { createHmac, timingSafeEqual } from "node:crypto";

export const MIN_FILL_MS = 3_000;
/**
 * A day: far longer than anyone fills a form or a page stays cached (s-maxage 60 s, stale for
 * 10 min, app/lib/cache-policy.ts), short enough that a harvested token soon stops working.
 * Older is refused like a forged one; the refused form comes back with a fresh token.
 */
export const MAX_FORM_AGE_MS = 24 * 60 * 60_000;

const sign = (key: string, ms: number) => createHmac("sha256", key).update(`form-started:${ms}`).digest("base64url");

export function formStartedToken(key: string, now: Date = new Date()): string {
  const ms = now.getTime();
  return `${ms}.${sign(key, ms)}`;
}

export type FillTimeCheck = "ok" | "too-fast" | "expired" | "missing" | "forged";

export function checkFillTime(key: string, token: unknown, now: Date = new Date(), minMs = MIN_FILL_MS): FillTimeCheck {
  if (typeof token !== "string" || token === "") return "missing";
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return "forged";
  const ms = Number(match[1]);
  const given = Buffer.from(match[2]);
  const expected = Buffer.from(sign(key, ms));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "forged";
  const age = now.getTime() - ms;
  if (age < minMs) return "too-fast";
  return age <= MAX_FORM_AGE_MS ? "ok" : "expired";
}
