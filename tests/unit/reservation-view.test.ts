import { describe, expect, it } from "vitest";
import { reservationView, type ReservationFacts } from "~/lib/reservation-view";
import { formatLocalTime } from "~/lib/dates";

const PAID_AT = new Date("2026-11-23T04:00:00Z"); // 2 pm in Brisbane (UTC+10, no daylight saving)
const hours = (n: number) => new Date(PAID_AT.getTime() + n * 3_600_000);
const r = (over: Partial<ReservationFacts> = {}): ReservationFacts => ({
  number: "R-4F7K2Q",
  status: "paid",
  amountCents: 20_000,
  currency: "AUD",
  holdExpiresAt: hours(48),
  pendingExpiresAt: hours(0.5),
  refundableUntil: hours(48),
  nonRefundableCents: 0,
  carTitle: "2014 Toyota HiLux Workmate",
  ...over,
});
const opts = { now: hours(1), timeZone: "Australia/Brisbane", locale: "en-AU" as const };

describe("a reservation in words", () => {
  it("the hold's end is the dealer's wall clock, zone named", () => {
    expect(formatLocalTime(hours(48), "Australia/Brisbane", "en-AU")).toBe("Wednesday 25 November 2026 at 2:00 pm AEST");
    expect(formatLocalTime(hours(48), "Australia/Perth", "en-AU")).toMatch(/12:00 pm AWST$/);
  });

  it("paid: amount, hold end, and a cancel that refunds inside the window", () => {
    const view = reservationView(r(), opts);
    expect(view.statusLabel).toBe("Reserved");
    expect(view.amount).toBe("$200 AUD");
    expect(view.summary).toContain("held for you until Wednesday 25 November 2026 at 2:00 pm AEST");
    expect(view.cancel?.button).toBe("Cancel and refund");
    expect(view.cancel?.text).toContain("$200 AUD is refunded to your card");
  });

  it("QLD: the non-refundable part is said", () => {
    const view = reservationView(r({ amountCents: 50_000, nonRefundableCents: 10_000 }), opts);
    expect(view.cancel?.text).toContain("$400 AUD is refunded to your card ($100 of the deposit is non-refundable)");
  });

  it("after the refund window, cancelling releases the car without a refund", () => {
    const view = reservationView(r({ refundableUntil: hours(24) }), { ...opts, now: hours(30) });
    expect(view.cancel?.button).toBe("Cancel reservation");
    expect(view.cancel?.text).toContain("the deposit is not refunded");
  });

  it("pending: waiting for payment confirmation; cancelling charges nothing", () => {
    const view = reservationView(r({ status: "pending", holdExpiresAt: null }), opts);
    expect(view.statusLabel).toBe("Waiting for payment confirmation");
    expect(view.holdEnd).toBeNull();
    expect(view.cancel?.text).toContain("nothing is charged");
  });

  it.each(["released", "expired", "refunded", "sold"] as const)("%s: nothing to cancel", (status) => {
    expect(reservationView(r({ status }), opts).cancel).toBeNull();
  });
});
