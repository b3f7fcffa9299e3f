// How the captcha applies to a lead form post (spec point 5 "Captcha shows unless turned off";
// docs/decisions/2026-11-27-captcha.md). The widget's field `altcha` in the post means JavaScript
// ran and the widget was on the form: then its solution must verify (else a message under it).
// Without it (no JavaScript, or the widget never loaded) the form's signed start time must be at
// least the minimum fill time old and at most a day; a post with neither field is not from our page
// (every form we render carries the start time) and is refused. The honeypot and the rate limit
// apply to every post anyway; the lead API (/api/leads) does not come here.
import type { Services } from "../../server/context";
import type { SiteEntry } from "../../server/sites/registry";
import type { CaptchaFailure } from "../../server/captcha/service";
import type { Submission } from "@conform-to/react";
import { CAPTCHA_EXPIRED, CAPTCHA_FAILED, CAPTCHA_MISSING, FILLED_TOO_FAST, FORM_OUT_OF_DATE, STEP_FAILED } from "~/lib/forms/messages";
import { CAPTCHA_FIELD, FORM_STARTED_FIELD } from "~/lib/forms/captcha";

const MESSAGES: Record<CaptchaFailure, string> = {
  missing: CAPTCHA_MISSING,
  malformed: CAPTCHA_FAILED,
  forged: CAPTCHA_FAILED,
  wrong: CAPTCHA_FAILED,
  replayed: CAPTCHA_FAILED,
  unavailable: CAPTCHA_FAILED,
  expired: CAPTCHA_EXPIRED,
};

export type CaptchaGate = { ok: true } | { ok: false; fieldErrors: Record<string, string[]> } | { ok: false; formError: string };

/** The form's captcha view: the signed start time, or null when the site turned the captcha off. */
export function captchaView(services: Pick<Services, "captcha">, entry: SiteEntry, now: Date): { formStarted: string } | null {
  return entry.site.captcha.enabled ? { formStarted: services.captcha.formStarted(now) } : null;
}

/** A post's fields: a form, or the chat dialog's JSON (own keys only: "__proto__" is no field). */
type Posted = FormData | Record<string, unknown>;
const allOf = (posted: Posted, name: string): unknown[] =>
  posted instanceof FormData ? posted.getAll(name) : Object.hasOwn(posted, name) ? [posted[name]] : [];

export async function captchaGate(services: Pick<Services, "captcha">, entry: SiteEntry, posted: Posted, now: Date): Promise<CaptchaGate> {
  if (!entry.site.captcha.enabled) return { ok: true };
  const payloads = allOf(posted, CAPTCHA_FIELD);
  if (payloads.length > 0) {
    const check = payloads.length === 1 ? await services.captcha.verify(payloads[0], now) : ({ ok: false, reason: "malformed" } as const);
    return check.ok ? { ok: true } : { ok: false, fieldErrors: { [CAPTCHA_FIELD]: [MESSAGES[check.reason]] } };
  }
  // Missing, forged or older than a day: the refused form comes back with a fresh start time.
  const fill = services.captcha.checkFillTime(allOf(posted, FORM_STARTED_FIELD)[0], now);
  if (fill === "ok") return { ok: true };
  return { ok: false, formError: fill === "too-fast" ? FILLED_TOO_FAST : FORM_OUT_OF_DATE };
}

/** A refused post's reply: the message under the widget, or the alert above the form; the values kept. */
export function captchaReply(gate: Exclude<CaptchaGate, { ok: true }>, submission: Submission<unknown>) {
  return "fieldErrors" in gate
    ? { result: submission.reply({ fieldErrors: gate.fieldErrors }), formError: STEP_FAILED }
    : { result: submission.reply(), formError: gate.formError };
}
