// The reservation service (issue 10): which way a car is reserved, the deposit terms, starting a
// checkout, the visitor's cancel, the dealer's actions, webhooks, the sandbox, and the sweep.
import type { Env } from "../env";
import type { Database } from "../db/database";
import type { LeadServices } from "../leads/submit";
import type { SiteEntry, SiteRegistry } from "../sites/registry";
import type { SearchService } from "../search/service";
import type { Car } from "../sites/schema";
import { depositTerms, refundOnCancel, PENDING_MINUTES, type DepositTerms } from "../../app/lib/deposit-terms";
import { reservability } from "../../app/lib/reservability";
import { siteReserveRules } from "../../app/lib/car-card";
import { carTitle } from "../../app/lib/car-title";
import { PaymentError, type PaymentEvent, type PaymentProviderName, type PaymentsAdapter } from "../payments/port";
import { createStripePayments } from "../payments/stripe";
import { createSandboxPayments, isSandboxSessionId } from "../payments/sandbox";
import { stripeSecretKey, stripeWebhookSecret, type SecretSource } from "../payments/keys";
import type { CheckoutMode, Reservation, ReservationService, StartInput, StartResult } from "./port";
import * as repo from "./repository";
import { HeldCars } from "./held";
import { applyPaymentEvent } from "./events";
import { storePaidReserveLead, storeReserveLead } from "./lead";
import { handleStripeWebhook } from "./webhook";

export const PAYMENT_ERROR_MESSAGE =
  "We could not reach the payment service, so nothing has been charged. Your details are kept: please try again in a minute.";
export const TOO_MANY_MESSAGE = "Several reservations were started from here in the last half hour. Please finish or cancel one first.";
/** Unpaid reservations one address may have open at once (a visitor cannot hold the whole yard). */
export const MAX_PENDING_PER_CLIENT = 3;
const SWEEP_MS = 60_000;
const MINUTE = 60_000;

export interface ReservationDeps {
  env: Env;
  db: Database;
  registry: SiteRegistry;
  /** The stock, for the car a paid reservation's lead is about. */
  search: Pick<SearchService, "forSite">;
  /** What the lead store needs (the app's services): 'Reserve Car' leads go through storeLead. */
  leads: LeadServices;
  /** Per-dealership secret keys (STRIPE_SECRET_KEY_<DEALERSHIP>); process.env by default. */
  secrets?: SecretSource;
  now?: () => Date;
  /** Timeout of calls to Stripe. */
  stripeTimeoutMs?: number;
  /** false: no sweep timer (tests call sweep()). */
  sweepEvery?: number | false;
}

/** The reservation row without its internal columns: what callers of the port see. */
function publicView(r: repo.ReservationRow): Reservation {
  const { dealershipSlug: _d, paymentIntentId: _p, holdHours: _h, refundableHours: _r, refundedCents: _c, paidAt: _a, origin: _o, clientIp: _i, ...rest } = r;
  return rest;
}
const view = (r: repo.ReservationRow | null) => (r ? publicView(r) : null);

export async function createReservationService(deps: ReservationDeps): Promise<ReservationService> {
  const { env, db, registry } = deps;
  const now = deps.now ?? (() => new Date());
  const secrets = deps.secrets ?? (process.env as SecretSource);
  const leadDeps = deps.leads;
  const held = new HeldCars(db, now);
  const sandbox = createSandboxPayments();
  const stripeClients = new Map<string, PaymentsAdapter>();

  function stripeFor(dealershipSlug: string): PaymentsAdapter | null {
    const key = stripeSecretKey(secrets, dealershipSlug);
    if (!key) return null;
    let adapter = stripeClients.get(key);
    if (!adapter) {
      adapter = createStripePayments({
        secretKey: key,
        host: env.STRIPE_API_HOST,
        port: env.STRIPE_API_PORT,
        protocol: env.STRIPE_API_PROTOCOL,
        timeoutMs: deps.stripeTimeoutMs,
      });
      stripeClients.set(key, adapter);
    }
    return adapter;
  }
  const adapterFor = (r: { provider: PaymentProviderName; dealershipSlug: string }) => (r.provider === "sandbox" ? sandbox : stripeFor(r.dealershipSlug));
  const groupOf = (entry: SiteEntry) => entry.group.group.slug;

  async function changed(r: { groupSlug: string } | null) {
    if (r) await held.refresh(r.groupSlug);
  }

  /** After a payment: the 'Reserve Car' lead, made once (claimed), retried by the sweep on failure. */
  async function makeLead(id: string) {
    const r = await repo.claimLead(db, id);
    if (!r) return;
    const entry = registry.bySiteSlug(r.siteSlug);
    if (!entry) return;
    const car = /^\d{1,12}$/.test(r.carId) ? deps.search.forSite(entry).byId(Number(r.carId)) : null;
    const stored = await storePaidReserveLead(leadDeps, entry, car, r);
    if (stored.ok) await repo.setLead(db, r.id, stored.id);
    else console.error(`reservations: the lead of ${r.number} was not stored (${stored.error}); the sweep retries`);
  }

  async function apply(provider: PaymentProviderName, event: PaymentEvent) {
    const outcome = await applyPaymentEvent(db, provider, event, { now, adapterFor });
    await changed(outcome.changed);
    if (outcome.paid) await makeLead(outcome.paid.id).catch((error) => console.error("reservations: lead failed:", error));
    return outcome;
  }

  function mode(entry: SiteEntry, car: Car): CheckoutMode {
    const check = reservability(car, siteReserveRules(entry.site));
    const processor = check.reservable ? check.processor : null;
    if (env.PAYMENTS === "off" || !processor || !entry.site.reservations.online_deposit) return "lead";
    if (env.PAYMENTS === "sandbox") return "sandbox";
    // Without a webhook secret a Stripe payment could never be confirmed: take a lead instead.
    return stripeFor(car.dealership_slug) && stripeWebhookSecret(secrets, car.dealership_slug) ? "stripe" : "lead";
  }

  function terms(entry: SiteEntry, car: Car): DepositTerms {
    const check = reservability(car, siteReserveRules(entry.site));
    const settings = entry.site.reservations;
    return depositTerms({
      locale: entry.site.locale,
      state: car.state || entry.site.state,
      depositAmount: check.reservable ? check.processor?.deposit_amount : null,
      reserveLabel: entry.site.cars.reserveLabel,
      holdHours: settings.hold_hours,
      refundableHours: settings.refundable_hours,
      nonRefundableCents: settings.non_refundable_cents,
    });
  }

  async function start(input: StartInput): Promise<StartResult> {
    const { entry, car } = input;
    const group = groupOf(entry);
    const carId = String(car.id);
    if ((await repo.expireDue(db, now(), { groupSlug: group, carId })).length > 0) await held.refresh(group);
    const holder = await repo.activeForCar(db, group, carId);
    const check = reservability({ ...car, reserved: car.reserved || holder !== null }, siteReserveRules(entry.site));
    if (!check.reservable) {
      if (check.reasons.includes("sold") || holder?.status === "sold") return { kind: "unavailable", reason: "sold" };
      if (check.reasons.includes("reserved")) return { kind: "unavailable", reason: "reserved" };
      return { kind: "unavailable", reason: "not-reservable" };
    }
    const how = mode(entry, car);
    if (how === "lead") {
      const stored = await storeReserveLead(leadDeps, input);
      return stored.ok ? { kind: "lead", leadId: stored.id } : { kind: "payment-error", message: stored.error };
    }
    if (input.clientIp && (await repo.pendingFromClient(db, input.clientIp, now())) >= MAX_PENDING_PER_CLIENT) {
      return { kind: "payment-error", message: TOO_MANY_MESSAGE };
    }
    const t = terms(entry, car);
    const created = await repo.insertPending(db, {
      siteSlug: entry.site.slug,
      groupSlug: group,
      carId,
      carSlug: car.slug,
      carTitle: carTitle(car),
      dealershipSlug: car.dealership_slug,
      amountCents: t.amountCents,
      currency: t.currency,
      provider: how,
      holdHours: t.holdHours,
      refundableHours: t.refundableHours,
      nonRefundableCents: t.nonRefundableCents,
      pendingExpiresAt: new Date(now().getTime() + PENDING_MINUTES * MINUTE),
      customer: input.customer,
      origin: input.origin,
      clientIp: input.clientIp,
      userAgent: input.userAgent,
    });
    if (!created) return { kind: "unavailable", reason: "reserved" };
    await changed(created);
    const page = `${input.origin}/reservation/${created.token}`;
    try {
      const session = await adapterFor(created)!.createCheckout({
        reservationId: created.id,
        number: created.number,
        amountCents: created.amountCents,
        currency: created.currency,
        description: created.carTitle,
        customerEmail: input.customer.email,
        successUrl: page,
        cancelUrl: `${page}?checkout=cancelled`,
        expiresAt: created.pendingExpiresAt,
      });
      const withSession = await repo.setSession(db, created.id, session.sessionId);
      return { kind: "redirect", url: session.url, reservation: publicView(withSession ?? created) };
    } catch (error) {
      if (!(error instanceof PaymentError)) throw error;
      console.error(`reservations: checkout for ${created.number} failed:`, error.message);
      await changed(await repo.transition(db, created.id, ["pending"], "released"));
      return { kind: "payment-error", message: PAYMENT_ERROR_MESSAGE };
    }
  }

  async function cancel(token: string): Promise<{ ok: true; refunded: boolean } | { ok: false; error: string }> {
    const r = await repo.byToken(db, token);
    if (!r) return { ok: false, error: "This reservation was not found." };
    if (r.status === "pending") {
      if (r.providerSessionId) await adapterFor(r)?.expireCheckout(r.providerSessionId).catch(() => undefined);
      const released = await repo.transition(db, r.id, ["pending"], "released");
      await changed(released);
      return released ? { ok: true, refunded: false } : { ok: false, error: "This reservation has just changed. Please reload the page." };
    }
    if (r.status !== "paid") return { ok: false, error: `This reservation is already ${r.status}.` };
    const amount = refundOnCancel(r, now());
    if (amount > 0) {
      try {
        await adapterFor(r)!.refund({ reservationId: r.id, paymentIntentId: r.paymentIntentId, amountCents: amount, kind: "cancel" });
      } catch (error) {
        console.error(`reservations: refund of ${r.number} failed:`, error);
        return { ok: false, error: "The refund could not be made just now. Please try again in a few minutes or call the dealer." };
      }
    }
    const released = await repo.transition(db, r.id, ["paid"], "released", { refunded_cents: amount });
    await changed(released);
    return released ? { ok: true, refunded: amount > 0 } : { ok: false, error: "This reservation has just changed. Please reload the page." };
  }

  async function refund(id: string): Promise<Reservation | null> {
    const r = await repo.byId(db, id);
    if (!r || !r.paidAt || r.status === "refunded") return null;
    const amount = r.amountCents - r.refundedCents;
    if (amount > 0) await adapterFor(r)!.refund({ reservationId: r.id, paymentIntentId: r.paymentIntentId, amountCents: amount, kind: "dealer" });
    const done = await repo.transition(db, r.id, [r.status], "refunded", { refunded_cents: r.amountCents });
    await changed(done);
    return view(done);
  }

  async function sweep(at: Date = now()): Promise<number> {
    const expired = await repo.expireDue(db, at);
    for (const group of new Set(expired.map((r) => r.groupSlug))) await held.refresh(group);
    for (const id of await repo.withoutLead(db)) await makeLead(id);
    return expired.length;
  }

  for (const entry of registry.entries) await held.refresh(groupOf(entry));
  const timer = deps.sweepEvery === false ? null : setInterval(() => void sweep().catch((e) => console.error("reservations: sweep failed:", e)), deps.sweepEvery ?? SWEEP_MS);
  timer?.unref();

  return {
    mode,
    terms,
    start,
    cancel,
    refund,
    sweep,
    byToken: async (token) => view(await repo.byToken(db, token)),
    heldCarIds: (groupSlug) => held.get(groupSlug),
    list: async (filter) => (await repo.list(db, filter)).map(publicView),
    markSold: async (id) => {
      const r = await repo.transition(db, id, ["paid"], "sold");
      await changed(r);
      return view(r);
    },
    release: async (id) => {
      const r = await repo.transition(db, id, ["pending", "paid", "sold"], "released");
      await changed(r);
      return view(r);
    },
    handleStripeWebhook: (rawBody, signature, dealershipKey) => handleStripeWebhook({ secrets, apply }, rawBody, signature, dealershipKey),
    sandboxSession: async (sessionId) => (isSandboxSessionId(sessionId) ? view(await repo.bySession(db, sessionId)) : null),
    async sandboxComplete(sessionId, outcome) {
      if (!isSandboxSessionId(sessionId)) return null;
      const r = await repo.bySession(db, sessionId);
      if (!r || r.provider !== "sandbox") return null;
      if (outcome === "paid") {
        await apply("sandbox", { id: `${sessionId}:paid`, type: "checkout.session.completed", sessionId, reservationId: r.id, paymentIntentId: `sbx_pi_${sessionId.slice(4)}` });
      } else if (outcome === "expired") {
        await apply("sandbox", { id: `${sessionId}:expired`, type: "checkout.session.expired", sessionId, reservationId: r.id });
      } else {
        await changed(await repo.transition(db, r.id, ["pending"], "released")); // the visitor left the checkout
      }
      return view(await repo.byId(db, r.id));
    },
    async stop() {
      if (timer) clearInterval(timer);
    },
  };
}
