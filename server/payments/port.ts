// The payments port (issue 10): a hosted checkout for a deposit, refunds, and the webhook events
// that move a reservation on. Adapters: Stripe Checkout (stripe.ts) and the embedded sandbox (sandbox.ts).
import type { DepositCurrency } from "../../app/lib/deposit-terms";

export type PaymentProviderName = "stripe" | "sandbox";

export interface CheckoutInput {
  reservationId: string;
  /** The visitor's reservation number, shown on the provider's page. */
  number: string;
  amountCents: number;
  currency: DepositCurrency;
  /** The car, as the line item's name. */
  description: string;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
  /** When the unpaid session stops taking payment (the pending reservation's end). */
  expiresAt: Date;
}

export interface CheckoutSession {
  sessionId: string;
  /** Where the visitor is sent (303) to pay. */
  url: string;
}

export interface RefundInput {
  reservationId: string;
  paymentIntentId: string | null;
  amountCents: number;
  /** Part of the idempotency key: one refund of each kind per reservation. */
  kind: "cancel" | "dealer" | "duplicate";
}

/** A provider's webhook, reduced to what the reservation lifecycle needs. */
export type PaymentEvent =
  | { id: string; type: "checkout.session.completed"; sessionId: string; reservationId: string | null; paymentIntentId: string | null }
  | { id: string; type: "checkout.session.expired"; sessionId: string; reservationId: string | null }
  | { id: string; type: "charge.refunded"; paymentIntentId: string; amountRefundedCents: number }
  | { id: string; type: "ignored"; eventType: string };

export interface PaymentsAdapter {
  readonly provider: PaymentProviderName;
  createCheckout(input: CheckoutInput): Promise<CheckoutSession>;
  /** Stops an unpaid session taking payment (a visitor who cancels before paying). */
  expireCheckout(sessionId: string): Promise<void>;
  refund(input: RefundInput): Promise<{ refundId: string }>;
}

/** The provider could not be reached or refused the call: the visitor is told, nothing is charged twice. */
export class PaymentError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "PaymentError";
  }
}
