// The embedded default (PAYMENTS=sandbox): a hosted-checkout stand-in served by this app at
// /sandbox-checkout/{session}. No money moves; the page's buttons drive the same transitions as
// Stripe's webhooks. The session is the reservation's provider_session_id in the database.
import { randomBytes } from "node:crypto";
import type { CheckoutInput, CheckoutSession, PaymentsAdapter, RefundInput } from "./port";

export const SANDBOX_PATH = "/sandbox-checkout";

export function isSandboxSessionId(value: unknown): value is string {
  return typeof value === "string" && /^sbx_[A-Za-z0-9_-]{22}$/.test(value);
}

export function createSandboxPayments(): PaymentsAdapter {
  return {
    provider: "sandbox",
    async createCheckout(input: CheckoutInput): Promise<CheckoutSession> {
      const sessionId = `sbx_${randomBytes(16).toString("base64url")}`;
      // The hosted page lives on the site the visitor came from, like the success URL.
      const origin = new URL(input.successUrl).origin;
      return { sessionId, url: `${origin}${SANDBOX_PATH}/${sessionId}` };
    },
    async expireCheckout() {},
    async refund(input: RefundInput) {
      return { refundId: `sbx_re_${input.reservationId}_${input.kind}` };
    },
  };
}
