// A payment event moves a reservation on, once: the event id is recorded in the same transaction
// as the change, so a repeated delivery changes nothing, and a late one is judged by the state it
// finds (an expiry after payment is ignored; a payment for a car held by someone else is refunded).
import type { Database } from "../db/database";
import type { PaymentEvent, PaymentProviderName, PaymentsAdapter } from "../payments/port";
import {
  byId,
  byPaymentIntent,
  bySession,
  firstDelivery,
  otherHolder,
  recordRefund,
  transition,
  type ReservationRow,
} from "./repository";

export interface EventOutcome {
  duplicate: boolean;
  /** Newly paid: the 'Reserve Car' lead is made after the commit. */
  paid: ReservationRow | null;
  /** Whether the held cars changed. */
  changed: ReservationRow | null;
  note?: string;
}

const HOUR = 3_600_000;

export async function applyPaymentEvent(
  db: Database,
  provider: PaymentProviderName,
  event: PaymentEvent,
  ctx: { now: () => Date; adapterFor: (r: ReservationRow) => PaymentsAdapter | null },
): Promise<EventOutcome> {
  if (event.type === "ignored") return { duplicate: false, paid: null, changed: null, note: `ignored ${event.eventType}` };
  return db.transaction(async (tx) => {
    if (!(await firstDelivery(tx, provider, event.id, event.type, null))) return { duplicate: true, paid: null, changed: null };
    const none = (note: string): EventOutcome => ({ duplicate: false, paid: null, changed: null, note });

    if (event.type === "charge.refunded") {
      const r = await byPaymentIntent(tx, event.paymentIntentId);
      if (!r) return none("unknown payment");
      // A full refund made outside the app (the provider's dashboard) ends a live hold; a part refund is noted only.
      if (event.amountRefundedCents >= r.amountCents && (r.status === "paid" || r.status === "sold")) {
        const changed = await transition(tx, r.id, [r.status], "refunded", { refunded_cents: event.amountRefundedCents });
        return { duplicate: false, paid: null, changed };
      }
      await recordRefund(tx, r.id, event.amountRefundedCents);
      return none("refund noted");
    }

    const r = (await bySession(tx, event.sessionId, true)) ?? (event.reservationId ? await byId(tx, event.reservationId, true) : null);
    if (!r || r.provider !== provider) return none("unknown session");

    if (event.type === "checkout.session.expired") {
      const changed = await transition(tx, r.id, ["pending"], "expired");
      return changed ? { duplicate: false, paid: null, changed } : none(`already ${r.status}`);
    }

    // checkout.session.completed
    if (r.status !== "pending" && r.status !== "expired" && r.status !== "released") return none(`already ${r.status}`);
    if (r.status !== "pending" && (await otherHolder(tx, r))) {
      // Paid for a car someone else now holds: give the money back. Inside the transaction, so a
      // failed refund rolls the event back and the provider's retry tries again (same idempotency key).
      const adapter = ctx.adapterFor(r);
      if (!adapter) throw new Error(`no ${r.provider} adapter to refund reservation ${r.number}`);
      await adapter.refund({ reservationId: r.id, paymentIntentId: event.paymentIntentId, amountCents: r.amountCents, kind: "duplicate" });
      const changed = await transition(tx, r.id, [r.status], "refunded", { payment_intent_id: event.paymentIntentId, refunded_cents: r.amountCents });
      return { duplicate: false, paid: null, changed, note: "refunded: the car is held by another reservation" };
    }
    const now = ctx.now();
    const paid = await transition(tx, r.id, [r.status], "paid", {
      paid_at: now,
      hold_expires_at: new Date(now.getTime() + r.holdHours * HOUR),
      refundable_until: new Date(now.getTime() + r.refundableHours * HOUR),
      payment_intent_id: event.paymentIntentId,
    });
    return { duplicate: false, paid, changed: paid };
  });
}
