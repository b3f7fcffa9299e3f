// Page model of the reservation checkout (issue 10): the car, its deposit terms and the visitor's
// details form (the existing form engine), or why it cannot be reserved online; the action
// re-checks everything on the server (never a posted amount or car) and starts the reservation.
// Also the Stripe webhook's action, which reads the body raw, and the sandbox's hosted checkout.
import { captchaGate, captchaReply, captchaView } from "./captcha.server";
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import type { Params } from "@remix-run/react";
import type { SiteEntry } from "../../server/sites/registry";
import type { Car } from "../../server/sites/schema";
import { readBytes, readFormData } from "../../server/leads/body";
import type { CheckoutMode } from "../../server/reservations/port";
import { reservability, type ReserveReason } from "~/lib/reservability";
import { siteReserveRules } from "~/lib/car-card";
import { displayPrice, type DisplayPrice } from "~/lib/price";
import { formatDeposit, type DepositTerms } from "~/lib/deposit-terms";
import { buildFormSchema } from "~/lib/forms/schema";
import { TERMS_FIELD_DECLARATION, type FormDeclaration, type FormSiteOptions } from "~/lib/forms/declaration";
import { contactFields } from "~/lib/forms/definitions/fields";
import { HONEYPOT_FIELD } from "~/lib/forms/lead-payload";
import { STEP_FAILED } from "~/lib/forms/messages";
import { successUrl } from "~/lib/forms/categories";
import { carSummary, findCar, formSiteOptions, leadFormView, type CarSummary, type LeadFormView } from "./leads.server";
import type { LeadActionData } from "./lead-action.server";
import { vehiclePath } from "./layout.server";

export const WHY_NOT: Record<ReserveReason, string> = {
  "site-not-allowed": "This website does not take online reservations.",
  "not-in-stock": "This vehicle is not in stock yet.",
  "test-drive-only": "This vehicle is for test drives only.",
  "no-authorization-key": "Online payment is not set up for this vehicle.",
  "test-key-ignored": "Online payment is not set up for this vehicle.",
  "no-payment-processor": "Online payment is not set up for this vehicle.",
  sold: "This vehicle has been sold.",
  reserved: "This vehicle is already reserved by another buyer.",
  "price-not-above-200": "This vehicle needs a price before it can be reserved online.",
  "reservable-false": "The dealer has not offered this vehicle for online reservation.",
};
export const UNAVAILABLE: Record<"reserved" | "sold" | "not-reservable", string> = {
  reserved: "Sorry, this vehicle has just been reserved by someone else. Nothing has been charged.",
  sold: "Sorry, this vehicle has just been sold. Nothing has been charged.",
  "not-reservable": "Sorry, this vehicle can no longer be reserved online. Nothing has been charged.",
};
export const TAMPERED = "This checkout form does not match the vehicle or its deposit. Please reload the page and try again.";
export const LEAD_MODE_NOTE = "Online payment is not available for this vehicle: reserve it here and the dealer will call you to take the deposit.";

export type CheckoutPageData =
  | {
      kind: "checkout";
      mode: CheckoutMode;
      car: CarSummary & { price: DisplayPrice };
      terms: DepositTerms & { amountText: string };
      /** Render with the existing LeadForm: its key is 'reserve-car', so action data matches it. */
      form: LeadFormView;
      /** Lead mode: the page says the dealer will call to take the deposit. */
      note: string | null;
    }
  | { kind: "why-not"; car: CarSummary; reasons: ReserveReason[]; messages: string[]; enquiry: LeadFormView; similar: LeadFormView };

type Ctx = Pick<AppLoadContext, "site" | "services" | "clientIp">;

/** The car of a checkout URL: /{cars}/{slug}/checkout or /checkout-journey?car_id={slug}. */
function carOf(context: Ctx, request: Request, params: Params): Car {
  const raw = params.slug ?? new URL(request.url).searchParams.get("car_id");
  const car = findCar(context, raw);
  if (!car) throw new Response("Not found", { status: 404 });
  return car;
}

function checkReservable(context: Ctx, entry: SiteEntry, car: Car) {
  const held = context.services.reservations.heldCarIds(entry.group.group.slug).has(String(car.id));
  return reservability({ ...car, reserved: car.reserved || held }, siteReserveRules(entry.site));
}

function checkoutDeclaration(entry: SiteEntry, mode: CheckoutMode, terms: DepositTerms): FormDeclaration {
  return {
    id: "checkout",
    category: "Reserve Car",
    submitText: mode === "lead" ? "Reserve This Car" : `Pay ${formatDeposit(terms.amountCents)} deposit`,
    steps: [{ heading: "Your details", fields: [...contactFields({ locale: entry.site.locale, middleName: entry.site.forms.middle_name }), TERMS_FIELD_DECLARATION] }],
  };
}

/** Checkout always asks for the terms to be agreed, whatever the site's forms do. */
const checkoutSiteOptions = (entry: SiteEntry): Omit<FormSiteOptions, "now"> => ({ ...formSiteOptions(entry), showTerms: true });

async function checkoutForm(context: Ctx, entry: SiteEntry, car: Car): Promise<LeadFormView & { mode: CheckoutMode; terms: DepositTerms }> {
  const { reservations } = context.services;
  const mode = reservations.mode(entry, car);
  const terms = reservations.terms(entry, car);
  return {
    key: "reserve-car",
    htmlId: "checkout",
    decl: checkoutDeclaration(entry, mode, terms),
    site: checkoutSiteOptions(entry),
    siteSlug: entry.site.slug,
    defaultValue: {},
    hidden: { car_id: car.slug, amount_cents: String(terms.amountCents) },
    title: "Reserve This Car",
    car: carSummary(entry, car),
    captcha: captchaView(context.services, entry, new Date()),
    mode,
    terms,
  };
}

export async function checkoutLoader(context: AppLoadContext, request: Request, params: Params): Promise<CheckoutPageData> {
  const entry = context.site;
  const car = carOf(context, request, params);
  const summary = carSummary(entry, car);
  const check = checkReservable(context, entry, car);
  if (!check.reservable) {
    const now = new Date();
    const similarAction = `/enquire?form=find-similar&car_id=${encodeURIComponent(car.slug)}`;
    const enquiryAction = `/enquire?car_id=${encodeURIComponent(car.slug)}`;
    return {
      kind: "why-not",
      car: summary,
      reasons: check.reasons,
      messages: [...new Set(check.reasons.map((r) => WHY_NOT[r]))],
      enquiry: await leadFormView(context, entry, "vehicle-enquiry", request, { car, now, action: enquiryAction }),
      similar: await leadFormView(context, entry, "find-similar", request, { car, now, action: similarAction }),
    };
  }
  const { mode, terms, ...form } = await checkoutForm(context, entry, car);
  return {
    kind: "checkout",
    mode,
    car: { ...summary, price: displayPrice(car, { noPriceText: entry.site.cars.noPriceText }) },
    terms: { ...terms, amountText: `${formatDeposit(terms.amountCents)} ${terms.currency}` },
    form,
    note: mode === "lead" ? LEAD_MODE_NOTE : null,
  };
}

const str = (v: FormDataEntryValue | null | undefined) => (typeof v === "string" ? v : "");

/**
 * The checkout post (cross-site posts are refused in front of every route, server/app.ts): the form's car and amount must be this car's and today's
 * deposit → honeypot → the details (400 with field errors) → captcha → start(): a 303 to the checkout page
 * (Stripe or the sandbox), the lead path's success page, 409 when the car went meanwhile, or 503
 * when the payment service is down, always with the visitor's values kept.
 */
export async function checkoutAction(context: AppLoadContext, request: Request, params: Params) {
  const entry = context.site;
  const car = carOf(context, request, params);
  const base: LeadActionData = { formKey: "reserve-car", step: 0, leadId: null, skipped: [] };
  const fail = (status: number, body: Partial<LeadActionData> & { unavailable?: string }) =>
    data({ ...base, tone: "destructive" as const, ...body }, { status });

  const read = await readFormData(request);
  if (!read.ok) return fail(read.status, { formError: read.error });
  const form = read.value;

  const { decl, terms, site } = await checkoutForm(context, entry, car);
  const schema = buildFormSchema(decl, site);
  const submission = parseWithZod(form, { schema });
  const postedCar = str(form.get("car_id"));
  if ((postedCar !== car.slug && postedCar !== String(car.id)) || str(form.get("amount_cents")) !== String(terms.amountCents)) {
    return fail(400, { result: submission.reply(), formError: TAMPERED });
  }
  if (str(form.get(HONEYPOT_FIELD)).trim() !== "") return redirect(`${vehiclePath(entry)}/${car.slug}`, 303);
  if (submission.status !== "success") return fail(400, { result: submission.reply(), formError: STEP_FAILED });
  const gate = await captchaGate(context.services, entry, form, new Date());
  if (!gate.ok) return fail(400, captchaReply(gate, submission));

  const v = submission.value;
  const text = (x: unknown) => (typeof x === "string" && x !== "" ? x : undefined);
  const result = await context.services.reservations.start({
    entry,
    car,
    customer: { name: String(v.name), last_name: text(v.last_name), email: String(v.email), phone: String(v.phone), postcode: text(v.postcode) },
    // The host the visitor is on (one of the site's, as the site was resolved from it): the
    // provider sends them back there, not to a canonical domain that may not be this server.
    origin: new URL(request.url).origin,
    clientIp: context.clientIp,
    userAgent: request.headers.get("user-agent"),
  });
  switch (result.kind) {
    case "redirect":
      return redirect(result.url, 303);
    case "lead":
      return redirect(successUrl("Reserve Car", [["car_id", car.slug]]), 303);
    case "unavailable":
      return fail(409, { result: submission.reply(), formError: UNAVAILABLE[result.reason], unavailable: result.reason });
    case "payment-error":
      return fail(503, { result: submission.reply(), formError: result.message });
  }
}

/** Stripe's event payloads are a few kilobytes; anything far larger is not one. */
const MAX_WEBHOOK_BYTES = 512 * 1024;
const json = (body: unknown, status: number, headers: Record<string, string> = {}) => Response.json(body, { status, headers });

export const postOnly = () => json({ error: "Use POST." }, 405, { Allow: "POST" });

/** The raw body (bounded), verified by the service before anything parses it. */
export async function stripeWebhookAction(context: Pick<AppLoadContext, "services">, request: Request) {
  const raw = await readBytes(request, MAX_WEBHOOK_BYTES);
  if (!raw.ok) return json({ error: raw.error }, raw.status);
  const dealership = new URL(request.url).searchParams.get("dealership");
  const answer = await context.services.reservations.handleStripeWebhook(
    new TextDecoder().decode(raw.value),
    request.headers.get("stripe-signature"),
    dealership && /^[a-z0-9-]{1,100}$/.test(dealership) ? dealership : undefined,
  );
  return json(answer.body, answer.status);
}

/** The sandbox's hosted page (PAYMENTS=sandbox): only for a session of this site. */
async function sandboxReservation(context: Ctx, params: Params) {
  const entry = context.site;
  const reservation = await context.services.reservations.sandboxSession(params.session ?? "");
  if (!reservation || reservation.siteSlug !== entry.site.slug) throw new Response("Not found", { status: 404 });
  return reservation;
}

export async function sandboxCheckoutPage(context: AppLoadContext, params: Params) {
  const r = await sandboxReservation(context, params);
  return {
    number: r.number,
    carTitle: r.carTitle,
    amount: `${formatDeposit(r.amountCents)} ${r.currency}`,
    open: r.status === "pending",
    status: r.status,
    reservationPath: `/reservation/${r.token}`,
  };
}

/** Pay or Cancel: the same transitions as the provider's webhooks, then back to the reservation page (303). */
export async function sandboxCheckoutAction(context: AppLoadContext, request: Request, params: Params) {
  const r = await sandboxReservation(context, params);
  const read = await readFormData(request, 4096);
  const intent = read.ok ? read.value.get("intent") : null;
  if (intent !== "pay" && intent !== "cancel") return new Response("Choose Pay or Cancel.", { status: 400 });
  await context.services.reservations.sandboxComplete(r.providerSessionId!, intent === "pay" ? "paid" : "cancelled");
  return redirect(intent === "pay" ? `/reservation/${r.token}` : `/reservation/${r.token}?checkout=cancelled`, 303);
}
