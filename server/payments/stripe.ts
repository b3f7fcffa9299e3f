// Stripe Checkout for the deposit, with the official client. Every create call carries an
// idempotency key derived from the reservation, so a retry never charges or refunds twice.
import Stripe from "stripe";
import { PaymentError, type CheckoutInput, type PaymentEvent, type PaymentsAdapter, type RefundInput } from "./port";

/** Stripe's documented default tolerance for webhook timestamps. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export interface StripeOptions {
  secretKey: string;
  /** Tests point the real client at a loopback server. */
  host?: string;
  port?: number;
  protocol?: "http" | "https";
  timeoutMs?: number;
}

export function createStripePayments(options: StripeOptions): PaymentsAdapter {
  const stripe = new Stripe(options.secretKey, {
    host: options.host,
    port: options.port,
    protocol: options.protocol,
    timeout: options.timeoutMs ?? 15_000,
    maxNetworkRetries: 1, // safe: the retry carries the same idempotency key
    telemetry: false,
  });
  return {
    provider: "stripe",
    async createCheckout(input: CheckoutInput) {
      const session = await call("create the checkout session", () =>
        stripe.checkout.sessions.create(
          {
            mode: "payment",
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: input.currency.toLowerCase(),
                  unit_amount: input.amountCents,
                  product_data: { name: `Deposit: ${input.description}`.slice(0, 250), description: `Reservation ${input.number}` },
                },
              },
            ],
            client_reference_id: input.reservationId,
            metadata: { reservation_id: input.reservationId, reservation_number: input.number },
            payment_intent_data: { metadata: { reservation_id: input.reservationId, reservation_number: input.number } },
            customer_email: input.customerEmail,
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            // Stripe takes at least 30 minutes from now; a payment landing after our pending end is
            // handled like any late completion (kept if the car is still free, else refunded).
            expires_at: Math.ceil(input.expiresAt.getTime() / 1000) + 60,
          },
          { idempotencyKey: `checkout-${input.reservationId}` },
        ),
      );
      if (!session.url) throw new PaymentError("Stripe answered without a checkout URL");
      return { sessionId: session.id, url: session.url };
    },
    async expireCheckout(sessionId: string) {
      await call("expire the checkout session", () => stripe.checkout.sessions.expire(sessionId, {}, { idempotencyKey: `expire-${sessionId}` }));
    },
    async refund(input: RefundInput) {
      if (!input.paymentIntentId) throw new PaymentError("No payment to refund");
      const refund = await call("refund the deposit", () =>
        stripe.refunds.create(
          {
            payment_intent: input.paymentIntentId!,
            amount: input.amountCents,
            reason: input.kind === "duplicate" ? "duplicate" : "requested_by_customer",
            metadata: { reservation_id: input.reservationId },
          },
          { idempotencyKey: `refund-${input.reservationId}-${input.kind}` },
        ),
      );
      return { refundId: refund.id };
    },
  };
}

async function call<T>(what: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    throw new PaymentError(`Stripe could not ${what}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

export type VerifiedWebhook = { ok: true; event: PaymentEvent } | { ok: false; error: string };

/**
 * Verifies the Stripe-Signature header over the raw body (300 s tolerance) and reduces the event.
 * `receivedAt` (seconds) is for tests of the tolerance; the real clock otherwise.
 */
export function verifyStripeWebhook(rawBody: string, signature: string | null, secret: string, receivedAt?: number): VerifiedWebhook {
  if (!signature) return { ok: false, error: "Missing Stripe-Signature header" };
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS, undefined, receivedAt);
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : "Invalid signature" };
  }
  return { ok: true, event: reduceEvent(event) };
}

const idOf = (value: unknown): string | null =>
  typeof value === "string" ? value : value && typeof value === "object" && "id" in value && typeof value.id === "string" ? value.id : null;

function reduceEvent(event: Stripe.Event): PaymentEvent {
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      // Delayed payment methods complete the session unpaid; only a paid session holds the car.
      if (session.payment_status !== "paid") return { id: event.id, type: "ignored", eventType: `${event.type} (${session.payment_status})` };
      return {
        id: event.id,
        type: event.type,
        sessionId: session.id,
        reservationId: session.metadata?.reservation_id ?? session.client_reference_id ?? null,
        paymentIntentId: idOf(session.payment_intent),
      };
    }
    case "checkout.session.expired": {
      const session = event.data.object;
      return { id: event.id, type: event.type, sessionId: session.id, reservationId: session.metadata?.reservation_id ?? session.client_reference_id ?? null };
    }
    case "charge.refunded": {
      const charge = event.data.object;
      const paymentIntentId = idOf(charge.payment_intent);
      if (!paymentIntentId) return { id: event.id, type: "ignored", eventType: event.type };
      return { id: event.id, type: event.type, paymentIntentId, amountRefundedCents: charge.amount_refunded };
    }
    default:
      return { id: event.id, type: "ignored", eventType: event.type };
  }
}
