// What a visitor and a dealer read about one reservation (issue 10): its state in words, the
// amount, the hold's end in the dealer's time zone, and what cancelling would do now.
import type { Reservation, ReservationStatus } from "../../server/reservations/port";
import type { Locale } from "../../server/sites/schema";
import { formatDeposit, refundOnCancel } from "./deposit-terms";
import { formatLocalTime } from "./dates";

export type ReservationFacts = Pick<
  Reservation,
  "number" | "status" | "amountCents" | "currency" | "holdExpiresAt" | "pendingExpiresAt" | "refundableUntil" | "nonRefundableCents" | "carTitle"
>;

export const STATUS_LABEL: Readonly<Record<ReservationStatus, string>> = {
  pending: "Waiting for payment confirmation",
  paid: "Reserved",
  released: "Cancelled",
  expired: "Expired",
  refunded: "Refunded",
  sold: "Sold",
};


export const amountText = (r: Pick<Reservation, "amountCents" | "currency">) => `${formatDeposit(r.amountCents)} ${r.currency}`;

export interface ReservationView {
  number: string;
  status: ReservationStatus;
  statusLabel: string;
  /** One sentence on where things stand. */
  summary: string;
  amount: string;
  holdEnd: string | null;
  /** Cancelling is offered (pending or paid), with what it does now. */
  cancel: { text: string; button: string } | null;
}

export function reservationView(r: ReservationFacts, opts: { now: Date; timeZone: string; locale: Locale }): ReservationView {
  const when = (date: Date | null) => (date ? formatLocalTime(date, opts.timeZone, opts.locale) : null);
  const holdEnd = when(r.holdExpiresAt);
  const amount = amountText(r);
  const summaries: Record<ReservationStatus, string> = {
    pending: "We are waiting for the payment provider to confirm your payment. This usually takes a few seconds.",
    paid: `Your deposit of ${amount} is paid. The ${r.carTitle} is held for you until ${holdEnd}.`,
    released: "This reservation was cancelled and the car is no longer held.",
    expired: r.holdExpiresAt ? "The hold on this car has ended." : "The payment was not completed in time, so the car was not held.",
    refunded: `This reservation was cancelled and ${amount} was refunded to your card.`,
    sold: `The ${r.carTitle} is sold to you. Thank you.`,
  };
  return {
    number: r.number,
    status: r.status,
    statusLabel: STATUS_LABEL[r.status],
    summary: summaries[r.status],
    amount,
    holdEnd,
    cancel: cancelOffer(r, opts.now, when),
  };
}

function cancelOffer(r: ReservationFacts, now: Date, when: (d: Date | null) => string | null): ReservationView["cancel"] {
  if (r.status === "pending") return { text: "Cancel before the payment goes through: nothing is charged.", button: "Cancel reservation" };
  if (r.status !== "paid") return null;
  const refund = refundOnCancel(r, now);
  if (refund > 0) {
    const kept = r.nonRefundableCents > 0 ? ` (${formatDeposit(r.nonRefundableCents)} of the deposit is non-refundable)` : "";
    return {
      text: `Cancel until ${when(r.refundableUntil)} and ${formatDeposit(refund)} ${r.currency} is refunded to your card${kept}. The car is then released for other buyers.`,
      button: "Cancel and refund",
    };
  }
  return {
    text: `The refund window ended ${r.refundableUntil ? `on ${when(r.refundableUntil)}` : "when the car was reserved"}: cancelling releases the car, and the deposit is not refunded. Call the dealer to talk it over.`,
    button: "Cancel reservation",
  };
}
