// Stripe's webhook: verify the signature over the raw body, then apply the event once.
import type { PaymentEvent } from "../payments/port";
import { verifyStripeWebhook } from "../payments/stripe";
import { stripeWebhookSecret, type SecretSource } from "../payments/keys";
import type { EventOutcome } from "./events";

export interface WebhookDeps {
  secrets: SecretSource;
  apply: (provider: "stripe", event: PaymentEvent) => Promise<EventOutcome>;
  /** Seconds; tests of the 300 s tolerance. */
  receivedAt?: number;
}

export async function handleStripeWebhook(
  deps: WebhookDeps,
  rawBody: string,
  signature: string | null,
  dealershipKey?: string,
): Promise<{ status: number; body: unknown }> {
  const secret = stripeWebhookSecret(deps.secrets, dealershipKey);
  if (!secret) return { status: 404, body: { error: "Stripe webhooks are not configured here" } };
  const verified = verifyStripeWebhook(rawBody, signature, secret, deps.receivedAt);
  if (!verified.ok) return { status: 400, body: { error: `Webhook signature verification failed: ${verified.error}` } };
  try {
    const outcome = await deps.apply("stripe", verified.event);
    return { status: 200, body: { received: true, duplicate: outcome.duplicate, ...(outcome.note ? { note: outcome.note } : {}) } };
  } catch (error) {
    // Not recorded (rolled back): a non-2xx answer makes Stripe deliver it again later.
    console.error("stripe webhook failed:", error instanceof Error ? error.message : error);
    return { status: 500, body: { error: "The event could not be processed; it will be retried" } };
  }
}
